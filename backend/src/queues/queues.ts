/**
 * The contract between the API and the worker: queue names, job names and payloads.
 * Payloads carry ids, never entities; the worker loads what it needs.
 */
export const QUEUE_NAMES = ['email', 'scrape'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const EMAIL_QUEUE = 'email' satisfies QueueName;
export const SCRAPE_QUEUE = 'scrape' satisfies QueueName;

/** Email job names: one per template. */
export const EMAIL_JOBS = {
  contactReceivedStaff: 'contact.received.staff',
  contactConfirmation: 'contact.confirmation',
  verifyEmail: 'auth.verify_email',
  passwordReset: 'auth.password_reset',
  /** Someone signed up with an email that already has an account (no enumeration: the answer looks the same). */
  accountExists: 'auth.account_exists',
  invitation: 'auth.invitation',
  bookingCreatedPatient: 'booking.created.patient',
  bookingCreatedStaff: 'booking.created.staff',
  bookingStatusChanged: 'booking.status_changed',
  bookingCancelledStaff: 'booking.cancelled.staff',
  bookingMessageToStaff: 'booking.message.staff',
  bookingMessageToPatient: 'booking.message.patient',
} as const;
export type EmailJobName = (typeof EMAIL_JOBS)[keyof typeof EMAIL_JOBS];

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
  status?: string;
}

/** Every job published from the outbox carries the outbox row id as its job id and in its data. */
export interface OutboxJobData<P = Record<string, unknown>> {
  outboxId: string;
  payload: P;
}

/** Defaults for every job: retried with exponential backoff, failed jobs kept for inspection. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: 1_000,
  removeOnFail: false,
} as const;
