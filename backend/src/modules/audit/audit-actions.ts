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
  'auth.sign_in_link_requested': 'Requested a sign-in link',
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
  'user.display_name': 'Changed the name shown to patients',
  'user.create_admin': 'Created an admin (command line)',
  // Patients' journeys
  'assessment.create': 'Submitted a health assessment',
  'assessment.view': "Viewed a patient's health assessment",
  'booking.medical_summary_view': "Viewed a booking's medical summary",
  'booking.messages_view': "Read a booking's messages",
  'booking.create': 'Created a booking',
  'booking.cancel': 'Cancelled a booking',
  'booking.assessment_answer': 'Said which assessment a booking is for',
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
  'crisis-line.create': 'Added a crisis line',
  'crisis-line.update': 'Updated a crisis line',
  'crisis-line.delete': 'Deleted a crisis line',
  'record.upload': 'Uploaded a medical record',
  'record.download': 'Downloaded a medical record',
  'record.delete': 'Deleted a medical record',
  'record.list': "Listed a patient's medical records",
  // Patients' rights (issue 53)
  'record.share': 'Agreed to share medical records with a hospital',
  'record.share_withdraw': 'Withdrew consent to share medical records',
  'record.share_link': 'Sent a hospital the link to shared medical records',
  'record.shared_open': 'A hospital opened shared medical records',
  // The trip after the deposit (issue 54)
  'trip.view': "Viewed a patient's trip plan",
  'trip.update': 'Changed a trip plan',
  'trip.traveller_add': 'Added a traveller to a trip plan',
  'trip.traveller_change': "Changed a traveller's passport details",
  'trip.traveller_remove': 'Removed a traveller from a trip plan',
  'trip.passport_reveal': "Revealed a traveller's passport number",
  'trip.document_upload': 'Uploaded a trip file (visa letter or discharge pack)',
  'trip.document_delete': 'Deleted a trip file',
  'trip.document_download': 'Downloaded a trip file',
  'trip.check_in': 'Answered an aftercare check-in',
  'trip.alert_acknowledge': 'Acknowledged an aftercare alert',
  'privacy.export_requested': 'Asked for a copy of their data',
  'privacy.export_built': "Built a patient's data export",
  'privacy.export_download': 'Downloaded their data export',
  'privacy.closing_requested': 'Asked to delete their account',
  'privacy.account_closed': 'Closed their account',
  'privacy.closing_cancelled': 'Kept their account (deletion cancelled)',
  'privacy.account_erased': "Erased a closed account's personal data",
  'privacy.retention_purged': "Erased an erased patient's kept payments after the retention period",
  'ai-conversation.list': "Listed patients' assistant conversations",
  'ai-conversation.view': "Viewed a patient's assistant conversation",
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
  'travel-fare.create': 'Added a travel fare',
  'travel-fare.update': 'Updated a travel fare',
  'travel-fare.delete': 'Deleted a travel fare',
  'visa-cost.create': 'Added a visa cost',
  'visa-cost.update': 'Updated a visa cost',
  'visa-cost.delete': 'Deleted a visa cost',
  'accommodation-rate.create': 'Added an accommodation rate',
  'accommodation-rate.update': 'Updated an accommodation rate',
  'accommodation-rate.delete': 'Deleted an accommodation rate',
  'review.update': 'Updated a review',
  'review.delete': 'Deleted a review',
  'review.bulk_publish': 'Published a review (bulk action)',
  'review.bulk_reject': 'Rejected a review (bulk action)',
  'review.scrape': 'Started a review scrape',
  'settings.update': 'Updated site settings',
  'job.retry': 'Retried a failed job',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The label of a stored action; a code no longer in the registry is shown as itself. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTIONS, action) ? AUDIT_ACTIONS[action as AuditAction] : action;
}

/** The prefixes whose `.create`, `.update` and `.delete` are all registered actions (a table the back office edits). */
type CrudPrefix = {
  [A in AuditAction]: A extends `${infer P}.create` ? (`${P}.update` | `${P}.delete` extends AuditAction ? P : never) : never;
}[AuditAction];

/**
 * How a back-office table's changes are audited (`AdminResourceService`): its rows logged as `entity`,
 * each change as `<prefix>.create|update|delete` (a prefix without all three does not compile).
 */
export const crudAudit = (entity: string, prefix: CrudPrefix) =>
  ({ entity, actions: { create: `${prefix}.create`, update: `${prefix}.update`, delete: `${prefix}.delete` } }) as const;
