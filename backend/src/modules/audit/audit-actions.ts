/**
 * Every action the audit log records, with the label the back office shows. `AuditService.record`
 * accepts only these keys: a new action is added here first (codes are stored, so never renamed).
 */
export const AUDIT_ACTIONS = {
  // Accounts and sessions
  'auth.sign_up': 'Signed up',
  'auth.verify_email': 'Verified email address',
  'auth.sign_in': 'Signed in',
  'auth.sign_out': 'Signed out',
  'auth.sign_out_everywhere': 'Signed out everywhere',
  'auth.password_reset_requested': 'Requested a password reset',
  'auth.password_reset': 'Reset password',
  'auth.password_change': 'Changed password',
  'auth.invitation_accepted': 'Accepted invitation',
  'auth.mfa_enabled': 'Turned on two-factor authentication',
  'auth.mfa_verify': 'Entered a two-factor code',
  'auth.mfa_disabled': 'Turned off two-factor authentication',
  // Users
  'user.invite': 'Invited a user',
  'user.role_change': 'Changed a role',
  'user.activate': 'Activated a user',
  'user.deactivate': 'Deactivated a user',
  'user.create_admin': 'Created an admin (command line)',
  // Patients' journeys
  'assessment.create': 'Submitted a health assessment',
  'assessment.view': "Viewed a patient's health assessment",
  'booking.create': 'Created a booking',
  'booking.cancel': 'Cancelled a booking',
  'booking.refund_decision': 'Decided on the deposit of a cancelled booking',
  'booking.update': 'Updated a booking',
  'booking.quote': 'Sent a quote',
  'payment.checkout': 'Started a deposit payment',
  'payment.received': 'Received a payment',
  'payment.failed': 'A payment failed',
  'payment.offline': 'Recorded an offline payment',
  'payment.refund': 'Refunded a payment',
  'payment.unowed': 'Received a payment that was not owed',
  'payment.dispute': 'A payment was disputed at the bank',
  'subscription.duplicate': 'Cancelled a second live subscription',
  'booking.deposit_decision': "Decided what happens to a cancelled booking's deposit",
  'subscription.cancel': 'Cancelled premium (at period end)',
  'ai-synonym.create': 'Added an AI synonym',
  'ai-synonym.update': 'Updated an AI synonym',
  'ai-synonym.delete': 'Deleted an AI synonym',
  'emergency-number.create': 'Added an emergency number',
  'emergency-number.update': 'Updated an emergency number',
  'emergency-number.delete': 'Deleted an emergency number',
  'record.upload': 'Uploaded a medical record',
  'record.download': 'Downloaded a medical record',
  'record.delete': 'Deleted a medical record',
  'record.list': "Listed a patient's medical records",
  // Back office
  'contact.handled': 'Marked a contact message handled',
  'contact.reopened': 'Reopened a contact message',
  'condition-mapping.update': 'Changed a condition mapping',
  'country.create': 'Created a country',
  'country.update': 'Updated a country',
  'country.delete': 'Deleted a country',
  'hospital.create': 'Created a hospital',
  'hospital.update': 'Updated a hospital',
  'hospital.delete': 'Deleted a hospital',
  'specialization.create': 'Created a specialization',
  'specialization.update': 'Updated a specialization',
  'specialization.delete': 'Deleted a specialization',
  'treatment.create': 'Created a treatment',
  'treatment.update': 'Updated a treatment',
  'treatment.delete': 'Deleted a treatment',
  'guide.create': 'Added a patient guide text',
  'guide.update': 'Updated a patient guide text',
  'guide.delete': 'Deleted a patient guide text',
  'exchange-rate.create': 'Added an exchange rate',
  'exchange-rate.update': 'Updated an exchange rate',
  'exchange-rate.delete': 'Deleted an exchange rate',
  'review.update': 'Updated a review',
  'review.delete': 'Deleted a review',
  'review.scrape': 'Started a review scrape',
  'settings.update': 'Updated site settings',
  'job.retry': 'Retried a failed job',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The label of a stored action; a code no longer in the registry is shown as itself. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTIONS, action) ? AUDIT_ACTIONS[action as AuditAction] : action;
}
