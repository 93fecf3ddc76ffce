import { BadRequestException, ConflictException, HttpException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  bookingReference,
  fromStripeAmount,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentRecord,
  type PaymentStatus,
} from '@medtour/contracts';
import { AdminResourceService, type Where } from '../../common/admin-resource.service.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import { amountMinorOf } from '../../common/dto-fields.js';
import { idList, type RaListSpec } from '../../common/simple-rest.js';
import { AuditService } from '../audit/index.js';
import { OutboxService } from '../notifications/index.js';
import { User } from '../users/index.js';
import type { RefundDto } from './dto/payments.dto.js';
import { BookingLifecycle, type LifecycleActor, type StaffActor, SYSTEM, Booking } from '../booking-core/index.js';
import { Payment } from './entities/payment.entity.js';
import { BookingQuote } from './entities/quote.entity.js';
import { depositStanding, paidTowardsDeposit } from './quote-views.js';
import { refundableAmount } from './money-held.js';
import { settleRefundDecision } from './refund-decisions.js';
import type Stripe from 'stripe';
import { idOf } from './stripe-objects.js';
import { ONLINE_PAYMENT_UNAVAILABLE, StripeGateway } from './stripe.gateway.js';
import {
  callStripeRefund,
  finishRefundAt,
  recordRefundMade,
  recordRefundRefused,
  recordStripeRefundOf,
  type RefundCallOutcome,
  refundKey,
  refundRefused,
  refundUnanswered,
} from './stripe-refunds.js';

export const LEDGER_LIST: RaListSpec = {
  sortable: ['createdAt', 'amountMinor', 'status', 'kind', 'method', 'id'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['id', 'kind', 'method', 'status', 'bookingId', 'userId', 'unowed'],
};

const POPULATE = ['user', 'booking', 'quote', 'recordedBy'] as const;

function toRecord(p: Payment): PaymentRecord {
  return {
    id: p.id,
    kind: p.kind,
    method: p.method,
    status: p.status,
    amountMinor: p.amountMinor,
    currency: p.currency,
    userId: p.user?.id ?? null,
    userEmail: p.user?.email ?? null,
    bookingId: p.booking?.id ?? null,
    bookingReference: p.booking ? bookingReference(p.booking.id) : null,
    quoteVersion: p.quote?.version ?? null,
    refundOfId: p.refundOf?.id ?? null,
    stripeCheckoutSessionId: p.stripeCheckoutSessionId ?? null,
    stripePaymentIntentId: p.stripePaymentIntentId ?? null,
    stripeInvoiceId: p.stripeInvoiceId ?? null,
    stripeRefundId: p.stripeRefundId ?? null,
    stripeDisputeId: p.stripeDisputeId ?? null,
    reference: p.reference ?? null,
    note: p.note ?? null,
    failureMessage: p.failureMessage ?? null,
    unowedReason: p.unowedReason ?? null,
    paidOn: p.paidOn ?? null,
    recordedBy: p.recordedBy ? { id: p.recordedBy.id, email: p.recordedBy.email } : null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** A dispute's ledger status: open (the money is taken back meanwhile), lost, or won / closed without loss. */
function disputeStatus(status: Stripe.Dispute.Status): PaymentStatus {
  if (status === 'lost') return 'succeeded';
  if (status === 'won' || status === 'warning_closed' || status === 'prevented') return 'failed';
  return 'pending';
}

/** One of a filter's allowed values, or 400. */
function oneOf(name: string, value: unknown, allowed: readonly string[]): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value))
    throw new BadRequestException(`${name} filter must be one of ${allowed.join(', ')}`);
  return value;
}

/** A refund staff ask for: why, and how much (minor units of the payment's currency; all that is held of it when left out). */
export interface RefundClaim {
  reason: string;
  amountMinor?: number;
}

/** The payments ledger: every payment, refund and failure, Stripe or offline (the back office's, admins). */
@Injectable()
export class PaymentsLedgerService extends AdminResourceService<Payment, PaymentRecord> {
  protected readonly entity = Payment;
  protected readonly notFound = 'Payment not found';
  protected override readonly populate = POPULATE;
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly stripe: StripeGateway,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly lifecycle: BookingLifecycle,
  ) {
    super();
  }

  protected toRecord(p: Payment): PaymentRecord {
    return toRecord(p);
  }

  protected override where(f: Record<string, unknown>, auth: AuthContext): Where {
    const where = super.where(f, auth);
    const kind = oneOf('kind', f.kind, PAYMENT_KINDS);
    const method = oneOf('method', f.method, PAYMENT_METHODS);
    const status = oneOf('status', f.status, PAYMENT_STATUSES);
    if (kind) where.kind = kind;
    if (method) where.method = method;
    if (status) where.status = status;
    if (f.bookingId !== undefined) where.booking = { $in: idList(f.bookingId) };
    if (f.userId !== undefined) where.user = { $in: idList(f.userId) };
    // Money received that was not owed: what staff must look at.
    const unowed = oneOf('unowed', f.unowed, ['true', 'false']);
    if (unowed) where.unowedReason = unowed === 'true' ? { $ne: null } : null;
    return where;
  }

  /** As the database has it now (a refund or a payment recorded in this request has just changed it). */
  override async get(id: string): Promise<PaymentRecord> {
    const row = await this.em.findOne(Payment, { id }, { populate: POPULATE, refresh: true });
    if (!row) throw new NotFoundException('Payment not found');
    return toRecord(row);
  }

  async forBooking(bookingId: string): Promise<PaymentRecord[]> {
    const rows = await this.em.find(Payment, { booking: bookingId }, { populate: POPULATE, orderBy: { createdAt: 'desc', id: 'asc' } });
    return rows.map(toRecord);
  }

  /**
   * Refunds a deposit, in full or in part (admins): through Stripe for a card payment, or recorded as
   * paid back by the same offline method. A refund row joins the ledger with the reason; the patient
   * is emailed; a confirmed booking whose deposit is no longer covered awaits it again (a cancelled
   * one stays cancelled: its refund is the coordinators' decision). More than what is held of the
   * payment (net of refunds, refunds in progress and disputes, `refundableAmount`) is a 400; a payment
   * fully refunded, being refunded or taken back by a dispute, failed or not a deposit is refused (409).
   * A card refund is claimed, committed, called and recorded (`stripe-refunds.ts`): no transaction
   * waits on Stripe, and two admins refunding at once cannot pay back more than is held.
   */
  async refundDeposit(id: string, data: RefundDto, admin: StaffActor): Promise<PaymentRecord> {
    // No amount — left out, or null as a form's empty field sends it (`@IsOptional` lets both through) — is all that is held.
    const claim = { reason: data.reason, amountMinor: data.amountUsd == null ? undefined : amountMinorOf(data.amountUsd, data) };
    const refundId = await this.em.transactional((tx) => this.claimRefundIn(tx, id, claim, admin));
    await this.finishForStaff(refundId, admin);
    this.em.clear();
    return this.get(refundId);
  }

  /**
   * The claim of a deposit's refund inside the caller's transaction (which may claim several deposits
   * as one decision); answers the refund row's id. An offline refund has no call to make: it is
   * recorded succeeded here. A card refund is written `pending` with its idempotency key and the job
   * that finishes it should its request not (`payments.finish_refund`, published a few minutes later);
   * once the caller has committed, `finishForStaff` calls Stripe and records the outcome.
   */
  async claimRefundIn(tx: EntityManager, id: string, claim: RefundClaim, admin: StaffActor): Promise<string> {
    const reason = claim.reason;
    // The booking is locked before the payment, in the order a payment being applied locks them.
    const bookingId = (await tx.findOne(Payment, { id }, { fields: ['booking'] }))?.booking?.id;
    if (bookingId) await tx.findOne(Booking, bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const payment = await tx.findOne(Payment, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!payment) throw new NotFoundException('Payment not found');
    if (payment.kind !== 'deposit' || payment.status !== 'succeeded')
      throw new ConflictException('Only a received deposit can be refunded here');
    // Net of refunds (made or in progress) and of what a dispute took back: the one rule of every refund.
    const { amountMinor } = await refundableAmount(tx, payment, claim.amountMinor);
    const byCard = payment.method === 'stripe';
    if (byCard) {
      if (!payment.stripePaymentIntentId) throw new ConflictException('Stripe has not said which payment this was yet');
      // Online payment not configured: 409 before anything is claimed.
      if (!this.stripe.configured) throw new ConflictException(ONLINE_PAYMENT_UNAVAILABLE);
    }
    const refund = tx.create(Payment, {
      kind: 'refund',
      method: payment.method,
      status: byCard ? 'pending' : 'succeeded',
      amountMinor,
      currency: payment.currency,
      user: payment.user,
      booking: payment.booking,
      quote: payment.quote,
      refundOf: payment,
      stripePaymentIntentId: payment.stripePaymentIntentId ?? null,
      note: reason,
      recordedBy: tx.getReference(User, admin.userId),
    });
    if (byCard) {
      refund.idempotencyKey = refundKey(refund.id);
      this.outbox.enqueue(tx, 'payments.finish_refund', { paymentId: refund.id }, { availableAt: finishRefundAt() });
      await tx.flush();
      return refund.id;
    }
    await tx.flush();
    await this.refunded(tx, refund, admin);
    return refund.id;
  }

  /**
   * Calls Stripe for claimed refunds and records each (a staff request, once its claim has committed):
   * each is tried; then a refusal by Stripe answers 409 with its reason (recorded failed: the amount is
   * held again) and no clear answer 503 (left in progress: its job finishes it with the same key).
   */
  async finishForStaff(refundIds: string | string[], admin: StaffActor): Promise<void> {
    let answer: HttpException | null = null;
    for (const refundId of [refundIds].flat()) {
      try {
        const outcome = await this.finishRefund(this.em, refundId, admin);
        if (outcome !== 'recorded' && 'refused' in outcome) answer ??= refundRefused(outcome.refused);
      } catch (error) {
        this.logger.warn(`The Stripe call of refund ${refundId} had no clear answer: its job will repeat it (${String(error)})`);
        answer ??= error instanceof HttpException ? error : refundUnanswered();
      }
    }
    if (answer) throw answer;
  }

  /**
   * Call and record of a claimed deposit refund (the staff request's, or its job's `record`): Stripe
   * is called with the row's key and no transaction open, then the outcome recorded in one short
   * transaction; succeeded with Stripe's id (nothing more when its webhook recorded it first: the
   * patient is told once), or failed with Stripe's reason. A row no longer pending is left as it is;
   * an unknown outcome throws (the row stays pending for a repeat).
   */
  async finishRefund(
    em: EntityManager,
    refundId: string,
    actor: LifecycleActor,
    record: <T>(write: (tx: EntityManager) => Promise<T>) => Promise<T> = (write) => em.fork().transactional(write),
  ): Promise<'recorded' | RefundCallOutcome> {
    const row = await em.fork().findOne(Payment, { id: refundId, kind: 'refund' }, { populate: ['refundOf', 'subscription'] });
    if (row?.status !== 'pending') return 'recorded';
    const outcome = await callStripeRefund(this.stripe, row);
    await record(async (tx) => {
      // The booking first, in the order the claim and a payment being applied lock them.
      if (row.booking) await tx.findOne(Booking, row.booking.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if ('refused' in outcome) {
        await recordRefundRefused(tx, row.id, outcome.refused);
        return;
      }
      if (!(await recordRefundMade(tx, row.id, outcome.made))) return;
      row.amountMinor = fromStripeAmount(outcome.made.amount, outcome.made.currency);
      await this.refunded(tx, row, actor);
    });
    return outcome;
  }

  /** What follows a refund made (recorded succeeded): the booking's standing, the patient's email, the audit. */
  private async refunded(tx: EntityManager, refund: Payment, actor: LifecycleActor): Promise<void> {
    await this.afterRefund(tx, refund.booking?.id, actor);
    this.outbox.enqueue(tx, 'payments.refund_issued', { paymentId: refund.id });
    await this.audit.record(tx, {
      actorId: refund.recordedBy?.id ?? null,
      action: 'payment.refund',
      entity: refund.booking ? 'booking' : 'payment',
      entityId: refund.booking?.id ?? refund.refundOf!.id,
      details: { reason: refund.note, paymentId: refund.refundOf!.id, amountMinor: refund.amountMinor },
    });
  }

  /**
   * A refund that leaves a confirmed booking's deposit no longer covered opens the booking again (the
   * lifecycle's `reopen`): it awaits its deposit, and the patient's card asks for what is left (a
   * confirmed booking would refuse the payment). Other bookings keep their status; a cancelled one
   * awaiting the admins' decision that now holds nothing has been refunded.
   */
  private async afterRefund(em: EntityManager, bookingId: string | undefined, actor: LifecycleActor): Promise<void> {
    if (!bookingId) return;
    const booking = await em.findOneOrFail(Booking, bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    await settleRefundDecision(em, booking);
    const quote = await em.findOne(BookingQuote, { booking, supersededAt: null });
    const deposit = depositStanding(quote, await paidTowardsDeposit(em, bookingId));
    await this.lifecycle.transition(em, booking, 'reopen', actor, { facts: { deposit } });
  }

  /**
   * A dispute Stripe reports (a chargeback the patient opened at their bank): a ledger row against the
   * payment, once per dispute, pending while it is open (Stripe has taken the money back meanwhile),
   * succeeded when it is lost, failed when it is won. Admins are emailed when it opens and when it
   * closes, and it is audited on the booking. A dispute of a payment the ledger does not know is logged.
   */
  async applyStripeDispute(em: EntityManager, dispute: Stripe.Dispute): Promise<void> {
    const intent = idOf(dispute.payment_intent);
    const paid = intent
      ? await em.findOne(Payment, { stripePaymentIntentId: intent, kind: { $in: ['deposit', 'subscription'] }, status: 'succeeded' })
      : null;
    if (!paid) {
      this.logger.warn(`Stripe dispute ${dispute.id} is of a payment the ledger does not hold (${intent ?? 'no payment intent'})`);
      return;
    }
    const status = disputeStatus(dispute.status);
    const existing = await em.findOne(Payment, { stripeDisputeId: dispute.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (existing?.status === status) return;
    const row =
      existing ??
      em.create(Payment, {
        kind: 'dispute',
        method: 'stripe',
        status,
        amountMinor: fromStripeAmount(dispute.amount, dispute.currency),
        currency: dispute.currency,
        user: paid.user ?? null,
        booking: paid.booking ?? null,
        quote: paid.quote ?? null,
        subscription: paid.subscription ?? null,
        refundOf: paid,
        stripePaymentIntentId: intent,
        stripeDisputeId: dispute.id,
        note: `Disputed at the bank: ${dispute.reason.replaceAll('_', ' ')}`,
      });
    row.status = status;
    await em.flush();
    await this.audit.record(em, {
      actorId: null,
      action: 'payment.dispute',
      entity: paid.booking ? 'booking' : 'payment',
      entityId: paid.booking?.id ?? paid.id,
      details: { paymentId: paid.id, stripeDisputeId: dispute.id, amountMinor: row.amountMinor, status: dispute.status },
    });
    this.outbox.enqueue(em, 'payments.dispute_alert', { paymentId: row.id });
  }

  /**
   * A refund made by a staff refund whose request has not recorded it yet (its row pending, named in
   * the refund's metadata): the webhook records it on that row, with what follows a refund, rather than
   * adding a second row. The claim's job is left: a Premium refund still ends its subscription there.
   */
  private async completeClaimed(em: EntityManager, refund: Stripe.Refund): Promise<boolean> {
    const claimed = refund.metadata?.ledgerRefundId;
    const row = claimed ? await em.findOne(Payment, { id: claimed, kind: 'refund' }, { populate: ['refundOf'] }) : null;
    if (!row || row.status === 'failed') return false;
    if (row.booking) await em.findOne(Booking, row.booking.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!(await recordRefundMade(em, row.id, refund, { finishJob: false }))) return true;
    if (!row.booking) return true;
    row.amountMinor = fromStripeAmount(refund.amount, refund.currency);
    await this.refunded(em, row, SYSTEM);
    return true;
  }

  /**
   * A refund Stripe reports (made here, or in Stripe's own dashboard): its ledger row, once (keyed by
   * Stripe's id), against the payment it refunds; the booking's patient is told, and it is audited for
   * staff. A refund of a payment the ledger does not know is logged and left.
   */
  async applyStripeRefund(em: EntityManager, refund: Stripe.Refund): Promise<void> {
    const intent = typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null);
    if (!intent || (refund.status !== 'succeeded' && refund.status !== 'pending')) return;
    if (await em.count(Payment, { stripeRefundId: refund.id })) return;
    if (await this.completeClaimed(em, refund)) return;
    const paid = await em.findOne(
      Payment,
      { stripePaymentIntentId: intent, kind: { $in: ['deposit', 'subscription'] }, status: 'succeeded' },
      { populate: ['booking', 'user'] },
    );
    if (!paid) {
      this.logger.warn(`Stripe refund ${refund.id} is of a payment the ledger does not hold (${intent})`);
      return;
    }
    if (!(await recordStripeRefundOf(em, paid, refund, 'Refunded in Stripe'))) return;
    await this.afterRefund(em, paid.booking?.id, SYSTEM);
    await this.audit.record(em, {
      actorId: null,
      action: 'payment.refund',
      entity: paid.booking ? 'booking' : 'payment',
      entityId: paid.booking?.id ?? paid.id,
      details: {
        source: 'stripe',
        paymentId: paid.id,
        stripeRefundId: refund.id,
        amountMinor: fromStripeAmount(refund.amount, refund.currency),
      },
    });
    if (paid.kind === 'deposit') {
      const row = await em.findOneOrFail(Payment, { stripeRefundId: refund.id });
      this.outbox.enqueue(em, 'payments.refund_issued', { paymentId: row.id });
    }
  }
}
