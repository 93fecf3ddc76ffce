import { Module } from '@nestjs/common';
import { BookingCoreModule } from '../booking-core/index.js';
import { BookingPaymentEffects } from './booking-effects.js';
import { DepositsService } from './deposits.service.js';
import { PaymentsJobs } from './payments.jobs.js';
import { PaymentsLedgerService } from './payments-ledger.service.js';
import { PremiumPagesJobs } from './premium-pages.jobs.js';
import { ReconciliationJobs } from './reconciliation.jobs.js';
import { ReconciliationService } from './reconciliation.service.js';
import { StaffRefundsJobs } from './staff-refunds.jobs.js';
import { StripeGateway } from './stripe.gateway.js';
import { SubscriptionsService } from './subscriptions.service.js';

@Module({
  imports: [BookingCoreModule],
  providers: [
    BookingPaymentEffects,
    PaymentsJobs,
    PremiumPagesJobs,
    DepositsService,
    PaymentsLedgerService,
    SubscriptionsService,
    StripeGateway,
    ReconciliationService,
    ReconciliationJobs,
    StaffRefundsJobs,
  ],
})
export class PaymentsWorkerModule {}
