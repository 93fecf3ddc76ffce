import { Module } from '@nestjs/common';
import { BookingCoreModule } from '../booking-core/index.js';
import { BookingPaymentEffects } from './booking-effects.js';
import { CurrenciesModule } from '../currencies/index.js';
import { DepositsService } from './deposits.service.js';
import { BookingPaymentsAdminController, PaymentsAdminController } from './payments.admin.controller.js';
import { OfflinePremiumService } from './offline-premium.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsLedgerService } from './payments-ledger.service.js';
import { OfflinePremiumAdminController, UserPremiumAdminController } from './premium.admin.controller.js';
import { PremiumGuard } from './premium.guard.js';
import { QuotesService } from './quotes.service.js';
import { ReconciliationAdminController } from './reconciliation.admin.controller.js';
import { ReconciliationService } from './reconciliation.service.js';
import { RefundDecisionsService } from './refund-decisions.service.js';
import { StripeGateway } from './stripe.gateway.js';
import { StripeWebhookController, StripeWebhookService } from './stripe-webhooks.js';
import { SubscriptionController, SubscriptionsAdminController } from './subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** Payments: quotes, deposits (Stripe Checkout or offline), Stripe's webhooks, the ledger. */
@Module({
  imports: [BookingCoreModule, CurrenciesModule],
  controllers: [
    PaymentsController,
    BookingPaymentsAdminController,
    PaymentsAdminController,
    StripeWebhookController,
    SubscriptionController,
    SubscriptionsAdminController,
    ReconciliationAdminController,
    UserPremiumAdminController,
    OfflinePremiumAdminController,
  ],
  providers: [
    BookingPaymentEffects,
    StripeGateway,
    QuotesService,
    DepositsService,
    PaymentsLedgerService,
    StripeWebhookService,
    SubscriptionsService,
    PremiumGuard,
    ReconciliationService,
    RefundDecisionsService,
    OfflinePremiumService,
  ],
  exports: [PremiumGuard],
})
export class PaymentsModule {}
