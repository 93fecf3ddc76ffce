import { humanize } from '../../common/format';

/**
 * Readable names of the worker's jobs (backend/src/queues/queues.ts). A job added there and not
 * here still shows, under its own name.
 */
export const JOB_LABELS: Readonly<Record<string, string>> = {
  'contact.confirmation': 'Contact form: confirmation to visitor',
  'contact.received.staff': 'Contact form: message to staff',
  'auth.sign_up_requested': 'Sign-up',
  'auth.password_reset_requested': 'Password reset request',
  'auth.verify_email': 'Email verification link',
  'auth.password_reset': 'Password reset link',
  'auth.account_exists': 'Sign-up notice: account exists',
  'auth.invitation': 'Staff invitation',
  'booking.created.patient': 'New booking: email to patient',
  'booking.created.staff': 'New booking: email to staff',
  'booking.status_changed': 'Booking status: email to patient',
  'booking.cancelled.staff': 'Cancelled booking: email to staff',
  'booking.message.staff': 'Booking message: email to staff',
  'booking.message.patient': 'Booking message: email to patient',
  'booking.overdue.admins': 'No reply for 24 hours: email to admins',
  'payments.stripe_event': 'Stripe event',
  'payments.quote_sent': 'Quote: email to patient',
  'payments.deposit_received': 'Deposit receipt: email to patient',
  'payments.subscription_email': 'Premium: email to patient',
  'payments.refund_issued': 'Deposit refund: email to patient',
  'maintenance.flag_overdue_bookings': 'Bookings past 24 hours: check',
  'maintenance.prune_outbox': 'Outbox clean-up',
  'maintenance.prune_auth': 'Sessions and links clean-up',
};

export const jobLabel = (jobName: string): string => JOB_LABELS[jobName] ?? humanize(jobName.replace(/\./g, ' '));

export const JOB_CHOICES = Object.entries(JOB_LABELS)
  .map(([id, name]) => ({ id, name }))
  .sort((a, b) => a.name.localeCompare(b.name));
