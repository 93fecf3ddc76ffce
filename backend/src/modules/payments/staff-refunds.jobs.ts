import { Injectable } from '@nestjs/common';
import { type HandlesJobs, type JobContext, type JobHandlerMap, JobHandlers } from '../../common/jobs/job-registry.js';
import type { PaymentEmailPayload } from '../../queues/queues.js';
import { SYSTEM } from '../booking-core/index.js';
import { Payment } from './entities/payment.entity.js';
import { PaymentsLedgerService } from './payments-ledger.service.js';
import { SubscriptionsService } from './subscriptions.service.js';

/**
 * Staff refunds through Stripe finished when their request did not (`stripe-refunds.ts`): the
 * process was killed between claim and record, or Stripe gave no clear answer. Queued with the claim,
 * published minutes later, marked done by the request when it records the outcome itself.
 */
@JobHandlers()
@Injectable()
export class StaffRefundsJobs implements HandlesJobs {
  constructor(
    private readonly ledger: PaymentsLedgerService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  readonly jobs: JobHandlerMap = {
    'payments.finish_refund': (payload, context) => this.finish(payload, context),
  };

  /**
   * The same call with the row's key, then the outcome recorded in the job's record transaction;
   * nothing when it was recorded meanwhile. An unknown outcome fails the attempt: retried with
   * backoff (within Stripe's 24 hours of idempotency), then shown in Failed jobs with the row pending.
   */
  private async finish({ paymentId }: PaymentEmailPayload, { em, record }: JobContext): Promise<void> {
    const row = await em.findOne(Payment, { id: paymentId, kind: 'refund' }, { fields: ['subscription', 'status'] });
    if (!row) return;
    if (row.subscription) await this.subscriptions.finishRefund(em, paymentId, record);
    else await this.ledger.finishRefund(em, paymentId, SYSTEM, record);
  }
}
