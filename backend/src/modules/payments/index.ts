// The payments module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { Payment } from './entities/payment.entity.js';
export { BookingQuote } from './entities/quote.entity.js';
export { givenBackOf } from './money-held.js';
export { dollarsWithLocal, localRateNote } from './payment-emails.js';
export { PaymentsModule } from './payments.module.js';
export { PremiumOnly } from './premium.guard.js';
export { premiumPatients, premiumPatientSql } from './premium.js';
export { latestQuotes, paidTowardsDeposit } from './quote-views.js';
export { toRefundDecisionView } from './refund-decisions.js';
