import type { BookingStatus, Locale } from '@medtour/contracts';

/**
 * The contract between the API and the worker: queue names, job names and their payloads.
 * Payloads carry ids, never entities; the worker loads what it needs. Each module of the worker
 * registers the handlers of its own jobs (see `common/jobs/job-registry.ts`); the worker refuses
 * to start when a job or a queue below has no handler, or two.
 */
export const QUEUE_NAMES = ['email', 'accounts', 'payments', 'maintenance', 'scrape'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface ContactEmailPayload {
  contactMessageId: string;
}

export interface AccountEmailPayload {
  userId: string;
  /** The link's token, AES-GCM encrypted: the database keeps only hashes of live tokens in clear form. */
  encryptedToken?: string;
}

export interface BookingEmailPayload {
  bookingId: string;
  /** The status the email announces (the booking may have moved on by the time it is sent). */
  status?: BookingStatus;
}

/**
 * New messages of a booking's thread, told to the other side in one email: the messages of the
 * sending side from `since` (the first one's time) until the email is written. Bookings coalesce
 * them (`bookings/message-emails.ts`).
 */
export interface MessageEmailPayload {
  bookingId: string;
  /** ISO instant; absent in rows queued before emails were coalesced (their email names no message). */
  since?: string;
}

/**
 * A sign-up, done by the worker after the API has answered, so that the answer takes the same
 * time whether or not the email already has an account. The password arrives hashed, encrypted.
 */
export interface SignUpRequestPayload {
  email: string;
  firstName: string;
  lastName: string;
  encryptedPasswordHash: string;
  /** The language of the page the patient signed up on; absent in rows queued before it was kept (English). */
  language?: Locale;
  ip: string | null;
  userAgent: string | null;
}

/** A password reset request, looked up by the worker for the same reason as sign-up. */
export interface PasswordResetRequestPayload {
  email: string;
  ip: string | null;
  userAgent: string | null;
}

/** A sign-in link's email: the link, where it leads, and the failed sign-ins the owner should know of. */
export interface SignInLinkEmailPayload extends AccountEmailPayload {
  /** Staff get the back office's page, which goes on to their second factor; patients the site's. */
  backOffice: boolean;
  /** Wrong passwords given for the account recently (since the last sign-in): how many, and the first one's time (ISO). */
  failures?: { count: number; since: string };
}

/** A Stripe webhook event, stored by the API; the worker applies it (re-reading its object from Stripe). */
export interface StripeEventPayload {
  eventId: string;
}

export interface QuoteEmailPayload {
  quoteId: string;
}

/** A booking's open Checkout Sessions to expire. */
export interface BookingSessionsPayload {
  bookingId: string;
}

export interface PaymentEmailPayload {
  paymentId: string;
}

/**
 * Why money received did not pay the deposit (`DepositsService.unowedReason`): in its parts, for the
 * patient's email to say it in their language (`describeUnowed`).
 */
export type UnowedReason =
  | { kind: 'cancelled' | 'noQuote' | 'alreadyPaid' }
  | { kind: 'replaced'; paidVersion: number | null; version: number; depositMinor: number }
  | { kind: 'expired'; validUntil: string }
  | { kind: 'currency'; currency: string }
  | { kind: 'amount'; paidMinor: number; dueMinor: number };

/** Money the booking did not owe: the reason travels in its parts, for the patient's email to say it in their language. */
export interface UnowedEmailPayload extends PaymentEmailPayload {
  reason?: UnowedReason;
}

/** A patient's second live subscription at Stripe, cancelled: its payment is refunded. */
export interface DuplicateSubscriptionPayload {
  subscriptionId: string;
  stripeSubscriptionId: string;
}

export interface SubscriptionEmailPayload {
  subscriptionId: string;
  kind: 'started' | 'renewal_failed' | 'cancelled' | 'refunded';
}

/** A scrape run (reviews/entities/scrape-run.entity.ts): the worker loads its page and saves the reviews. */
export interface ScrapeRunPayload {
  scrapeRunId: string;
}

/** A patient's data request (privacy/entities/data-request.entity.ts). */
export interface DataRequestPayload {
  dataRequestId: string;
}

/** A booking's trip plan (trip-plans/entities/trip-plan.entity.ts). */
export interface TripPayload {
  bookingId: string;
}

/** A reminder before arrival: sent only if the plan still arrives that day and the patient still has something to do. */
export interface TripReminderPayload extends TripPayload {
  arrivalOn: string;
  daysBefore: number;
}

/** An aftercare check-in (as due then: a moved discharge day makes the job stale). */
export interface CheckInPayload {
  checkInId: string;
  dueAt: string;
}

type NoPayload = Record<string, never>;

/** Every job: its name and payload. */
export interface JobPayloads {
  'contact.received.staff': ContactEmailPayload;
  'contact.confirmation': ContactEmailPayload;
  'auth.sign_up_requested': SignUpRequestPayload;
  'auth.password_reset_requested': PasswordResetRequestPayload;
  'auth.verify_email': AccountEmailPayload;
  'auth.password_reset': AccountEmailPayload;
  /** Someone signed up with an email that already has an account (no enumeration: the answer looks the same). */
  'auth.account_exists': AccountEmailPayload;
  'auth.password_changed': AccountEmailPayload;
  'auth.invitation': AccountEmailPayload;
  /** Someone asked for a sign-in link: looked up by the worker, like a reset request (the answer does not tell). */
  'auth.sign_in_link_requested': PasswordResetRequestPayload;
  'auth.sign_in_link': SignInLinkEmailPayload;
  'booking.created.patient': BookingEmailPayload;
  'booking.created.staff': BookingEmailPayload;
  'booking.status_changed': BookingEmailPayload;
  'booking.cancelled.staff': BookingEmailPayload;
  'booking.cancelled.patient': BookingEmailPayload;
  'booking.deposit_kept': BookingEmailPayload;
  'booking.message.staff': MessageEmailPayload;
  'booking.message.patient': MessageEmailPayload;
  /** A booking past the 24-hour promise without a staff reply: the admins are told (once per wait). */
  'booking.overdue.admins': BookingEmailPayload;
  'payments.stripe_event': StripeEventPayload;
  /** The patient's quote, with its lines and how to pay the deposit. */
  'payments.quote_sent': QuoteEmailPayload;
  /** The receipt of a deposit (online or offline), with the booking reference. */
  'payments.deposit_received': PaymentEmailPayload;
  /** Money received that the booking did not owe: the patient is told what was received and what happens to it. */
  'payments.unowed_received': UnowedEmailPayload;
  /** Expires a booking's open Checkout Sessions (a new quote, an offline payment, a cancellation): one payable page per booking. */
  'payments.expire_sessions': BookingSessionsPayload;
  /** Expires a patient's open Premium Checkout Sessions (Premium was recorded as paid offline): Premium is paid once. */
  'payments.expire_premium_pages': { userId: string };
  /** A refunded deposit: the patient's notice (payload: the refund's ledger row). */
  'payments.refund_issued': PaymentEmailPayload;
  /** Premium started, its renewal failed, it was cancelled (ends at period end) or refunded. */
  'payments.subscription_email': SubscriptionEmailPayload;
  /** Premium paid offline: recorded ("active until …", payload: the payment) or refunded (payload: the refund's ledger row). */
  'payments.offline_premium_email': PaymentEmailPayload;
  /**
   * Refunds money a booking did not owe through Stripe (PAYMENTS_AUTO_REFUND), decided in the transaction
   * that recorded it; the patient's notice follows the refund.
   */
  'payments.refund_unowed': UnowedEmailPayload;
  /**
   * Finishes a staff refund claimed through Stripe (payload: its pending ledger row) whose request did
   * not record it (killed, or Stripe did not answer): the same call with the row's idempotency key, then
   * the outcome recorded. Published minutes after the claim; marked done when the request records it.
   */
  'payments.finish_refund': PaymentEmailPayload;
  /** Cancels a patient's second live subscription at Stripe (decided while applying its event), then queues its refund. */
  'payments.cancel_duplicate': DuplicateSubscriptionPayload;
  /** Refunds what a cancelled second subscription charged, then tells the admins. */
  'payments.refund_duplicate': DuplicateSubscriptionPayload;
  /** A second subscription was cancelled and refunded: the admins are told (payload: the refund's ledger row). */
  'payments.duplicate_alert': PaymentEmailPayload & { stripeSubscriptionId: string };
  /** A Stripe dispute opened or closed: the admins are told (payload: the dispute's ledger row). */
  'payments.dispute_alert': PaymentEmailPayload;
  /** The admins' email listing what reconciliation found that they were not told about yet (each difference once). */
  'payments.reconciliation_email': NoPayload;
  /** Daily: Stripe, the ledger and what patients and staff are shown, compared (payments/reconciliation.service.ts). */
  'maintenance.reconcile_payments': NoPayload;
  /** Loads a page in the worker's browser (through the guard proxy) and saves its reviews for moderation. */
  'reviews.scrape': ScrapeRunPayload;
  /** Finds the bookings that just went past the 24-hour promise and queues their emails. */
  'maintenance.flag_overdue_bookings': NoPayload;
  /** Finds the completed bookings whose treatment was a week ago and queues their review invitations (each once). */
  'maintenance.invite_reviews': NoPayload;
  /** The patient's invitation to review their completed booking's hospital and treatment. */
  'reviews.invitation': BookingEmailPayload;
  'maintenance.prune_outbox': NoPayload;
  'maintenance.prune_auth': NoPayload;
  /** Every 6 hours: queues a fetch of the rates URL of Settings, when one is set and no fetch is waiting. */
  'currencies.refresh_rates': NoPayload;
  /** Fetches the rates URL of Settings through the target guard and stores its rates (queued by the schedule and by a new URL). */
  'currencies.fetch_rates': NoPayload;
  /** Builds a patient's export (a zip of their data and records, stored encrypted), then queues its email. */
  'privacy.build_export': DataRequestPayload;
  /** The patient's export is ready: a link to their account page, which works signed in until it expires. */
  'privacy.export_ready': DataRequestPayload;
  /** The link that confirms a patient's request to delete their account (payload: the user and the link's token). */
  'privacy.confirm_closing': AccountEmailPayload;
  /** The account is closed: when it will be erased, and how to keep it meanwhile. */
  'privacy.account_closed': DataRequestPayload;
  /** Hourly: erases the accounts whose grace period ended, purges kept payments whose retention ended, expires exports. */
  'maintenance.data_rights': NoPayload;
  /** The deposit is settled: the booking's trip plan opens and its reminders are scheduled. */
  'trips.open_plan': TripPayload;
  /** Before arrival: what the patient still has to do (delayed; re-checked when it runs). */
  'trips.reminder': TripReminderPayload;
  /** An aftercare check-in is due (delayed; nothing when answered or moved meanwhile). */
  'trips.check_in': CheckInPayload;
  /** A check-in shows warning signs: the coordinators are told at once. */
  'trips.aftercare_alert': CheckInPayload;
  /** The discharge pack and final bill are in the plan. */
  'trips.discharge_ready': TripPayload;
}
export type JobName = keyof JobPayloads;

/** The queue each job runs on. */
export const JOB_QUEUES = {
  'contact.received.staff': 'email',
  'contact.confirmation': 'email',
  'auth.sign_up_requested': 'accounts',
  'auth.password_reset_requested': 'accounts',
  'auth.verify_email': 'email',
  'auth.password_reset': 'email',
  'auth.account_exists': 'email',
  'auth.password_changed': 'email',
  'auth.invitation': 'email',
  'auth.sign_in_link_requested': 'accounts',
  'auth.sign_in_link': 'email',
  'booking.created.patient': 'email',
  'booking.created.staff': 'email',
  'booking.status_changed': 'email',
  'booking.cancelled.staff': 'email',
  'booking.cancelled.patient': 'email',
  'booking.deposit_kept': 'email',
  'booking.message.staff': 'email',
  'booking.message.patient': 'email',
  'booking.overdue.admins': 'email',
  'payments.stripe_event': 'payments',
  'payments.quote_sent': 'email',
  'payments.deposit_received': 'email',
  'payments.subscription_email': 'email',
  'payments.offline_premium_email': 'email',
  'payments.refund_issued': 'email',
  'payments.unowed_received': 'email',
  'payments.expire_sessions': 'payments',
  'payments.expire_premium_pages': 'payments',
  'payments.reconciliation_email': 'email',
  'payments.dispute_alert': 'email',
  'payments.refund_unowed': 'payments',
  'payments.finish_refund': 'payments',
  'payments.cancel_duplicate': 'payments',
  'payments.refund_duplicate': 'payments',
  'payments.duplicate_alert': 'email',
  'maintenance.reconcile_payments': 'maintenance',
  'reviews.scrape': 'scrape',
  'maintenance.flag_overdue_bookings': 'maintenance',
  'maintenance.invite_reviews': 'maintenance',
  'reviews.invitation': 'email',
  'maintenance.prune_outbox': 'maintenance',
  'maintenance.prune_auth': 'maintenance',
  'currencies.refresh_rates': 'maintenance',
  'currencies.fetch_rates': 'maintenance',
  'privacy.build_export': 'maintenance',
  'privacy.export_ready': 'email',
  'privacy.confirm_closing': 'email',
  'privacy.account_closed': 'email',
  'maintenance.data_rights': 'maintenance',
  'trips.open_plan': 'maintenance',
  'trips.reminder': 'email',
  'trips.check_in': 'email',
  'trips.aftercare_alert': 'email',
  'trips.discharge_ready': 'email',
} as const satisfies Record<JobName, QueueName>;

export const JOB_NAMES = Object.keys(JOB_QUEUES) as JobName[];

/** Jobs the worker runs on a schedule rather than from the outbox (BullMQ job schedulers). */
export const SCHEDULED_JOBS: Partial<Record<JobName, { everyMs: number }>> = {
  'maintenance.flag_overdue_bookings': { everyMs: 300_000 },
  // Hourly: an invitation goes out within the hour its treatment's week is over.
  'maintenance.invite_reviews': { everyMs: 3_600_000 },
  'maintenance.prune_outbox': { everyMs: 3_600_000 },
  'maintenance.prune_auth': { everyMs: 3_600_000 },
  'maintenance.reconcile_payments': { everyMs: 86_400_000 },
  'currencies.refresh_rates': { everyMs: 6 * 3_600_000 },
  'maintenance.data_rights': { everyMs: 3_600_000 },
};

/** Every job published from the outbox carries the outbox row id in its data (and in its job id, with the attempt). */
export interface OutboxJobData<N extends JobName = JobName> {
  outboxId: string;
  payload: JobPayloads[N];
  /** The request id of the request that caused the job, for the logs. */
  correlationId: string | null;
}

/**
 * BullMQ tries a job once: retries, with their backoff over hours, and the dead letter belong to
 * the outbox row (see JobRunner), which outlives a Redis restart. Finished jobs are removed: the
 * outbox row keeps the outcome.
 */
export const OUTBOX_JOB_OPTIONS = {
  attempts: 1,
  removeOnComplete: true,
  removeOnFail: true,
} as const;
