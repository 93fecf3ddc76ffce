import { Migration20261121000000_initial } from './Migration20261121000000_initial.js';
import { Migration20261121110000_auth } from './Migration20261121110000_auth.js';
import { Migration20261121120000_catalogue } from './Migration20261121120000_catalogue.js';
import { Migration20261121130000_journey } from './Migration20261121130000_journey.js';
import { Migration20261121140000_catalogue_version } from './Migration20261121140000_catalogue_version.js';
import { Migration20261122090000_outbox_ownership } from './Migration20261122090000_outbox_ownership.js';
import { Migration20261122100000_csp_reports } from './Migration20261122100000_csp_reports.js';
import { Migration20261122120000_audit_request_id } from './Migration20261122120000_audit_request_id.js';
import { Migration20261122170000_settings_contact } from './Migration20261122170000_settings_contact.js';
import { Migration20261122190000_condition_mappings } from './Migration20261122190000_condition_mappings.js';
import { Migration20261122210000_booking_response } from './Migration20261122210000_booking_response.js';
import { Migration20261123090000_hospital_rating_source } from './Migration20261123090000_hospital_rating_source.js';
import { Migration20261123120000_payments } from './Migration20261123120000_payments.js';
import { Migration20261123140000_scraper } from './Migration20261123140000_scraper.js';
import { Migration20261123150000_ai } from './Migration20261123150000_ai.js';
import { Migration20261124090000_payments_owed } from './Migration20261124090000_payments_owed.js';
import { Migration20261124110000_reconciliation } from './Migration20261124110000_reconciliation.js';
import { Migration20261124120000_offline_payment_details } from './Migration20261124120000_offline_payment_details.js';
import { Migration20261124130000_offline_premium } from './Migration20261124130000_offline_premium.js';
import { Migration20261124140000_refund_decision } from './Migration20261124140000_refund_decision.js';
import { Migration20261125100000_user_language } from './Migration20261125100000_user_language.js';
import { Migration20261126100000_contact_language } from './Migration20261126100000_contact_language.js';

/** Migrations in order. Each new migration file is added here (explicit list: no file globbing). */
export const MIGRATIONS = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  { name: 'Migration20261121110000_auth', class: Migration20261121110000_auth },
  { name: 'Migration20261121120000_catalogue', class: Migration20261121120000_catalogue },
  { name: 'Migration20261121130000_journey', class: Migration20261121130000_journey },
  { name: 'Migration20261121140000_catalogue_version', class: Migration20261121140000_catalogue_version },
  { name: 'Migration20261122090000_outbox_ownership', class: Migration20261122090000_outbox_ownership },
  { name: 'Migration20261122100000_csp_reports', class: Migration20261122100000_csp_reports },
  { name: 'Migration20261122120000_audit_request_id', class: Migration20261122120000_audit_request_id },
  { name: 'Migration20261122170000_settings_contact', class: Migration20261122170000_settings_contact },
  { name: 'Migration20261122190000_condition_mappings', class: Migration20261122190000_condition_mappings },
  { name: 'Migration20261122210000_booking_response', class: Migration20261122210000_booking_response },
  { name: 'Migration20261123090000_hospital_rating_source', class: Migration20261123090000_hospital_rating_source },
  { name: 'Migration20261123120000_payments', class: Migration20261123120000_payments },
  { name: 'Migration20261123140000_scraper', class: Migration20261123140000_scraper },
  { name: 'Migration20261123150000_ai', class: Migration20261123150000_ai },
  { name: 'Migration20261124090000_payments_owed', class: Migration20261124090000_payments_owed },
  { name: 'Migration20261124110000_reconciliation', class: Migration20261124110000_reconciliation },
  { name: 'Migration20261124120000_offline_payment_details', class: Migration20261124120000_offline_payment_details },
  { name: 'Migration20261124130000_offline_premium', class: Migration20261124130000_offline_premium },
  { name: 'Migration20261124140000_refund_decision', class: Migration20261124140000_refund_decision },
  { name: 'Migration20261125100000_user_language', class: Migration20261125100000_user_language },
  { name: 'Migration20261126100000_contact_language', class: Migration20261126100000_contact_language },
];
