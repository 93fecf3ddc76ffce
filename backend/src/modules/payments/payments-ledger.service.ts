import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  bookingReference,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentRecord,
  type PaymentStatus,
} from '@medtour/contracts';
import { raFindAndCount } from '../../common/admin-crud.js';
import { idList, type RaListQuery, type RaListSpec } from '../../common/simple-rest.js';
import { AuditService } from '../audit/audit.service.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { User } from '../users/entities/user.entity.js';
import type { RefundDto } from './dto/payments.dto.js';
import { BookingLifecycle, type LifecycleActor, type StaffActor, SYSTEM } from '../bookings/booking-lifecycle.js';
import { Booking } from '../bookings/entities/booking.entity.js';
import { Payment } from './entities/payment.entity.js';
import { BookingQuote } from './entities/quote.entity.js';
import { depositStanding, paidTowardsDeposit } from './quote-views.js';
import { refundableAmount } from './money-held.js';
import { settleRefundDecision } from './refund-decisions.js';
import type Stripe from 'stripe';
import { idOf } from './stripe-objects.js';
import { StripeGateway } from './stripe.gateway.js';

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

/** The payments ledger: every payment, refund and failure, Stripe or offline. */
@Injectable()
export class PaymentsLedgerService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  async list(query: RaListQuery): Promise<{ rows: PaymentRecord[]; total: number }> {
    const f = query.filter;
    const where: Record<string, unknown> = {};
    const kind = oneOf('kind', f.kind, PAYMENT_KINDS);
    const method = oneOf('method', f.method, PAYMENT_METHODS);
    const status = oneOf('status', f.status, PAYMENT_STATUSES);
    if (kind) where.kind = kind;
    if (method) where.method = method;
    if (status) where.status = status;
    if (f.id !== undefined) where.id = { $in: idList(f.id) };
    if (f.bookingId !== undefined) where.booking = { $in: idList(f.bookingId) };
    if (f.userId !== undefined) where.user = { $in: idList(f.userId) };
    // Money received that was not owed: what staff must look at.
    const unowed = oneOf('unowed', f.unowed, ['true', 'false']);
    if (unowed) where.unowedReason = unowed === 'true' ? { $ne: null } : null;
    const [rows, total] = await raFindAndCount(this.em, Payment, where, query, [...POPULATE]);
    return { rows: rows.map(toRecord), total };
  }

  async get(id: string): Promise<PaymentRecord> {
    const row = await this.em.findOne(Payment, { id }, { populate: POPULATE, refresh: true });
    if (!row) throw new NotFoundException('Payment not found');
    return toRecord(row);
  }

  async forBooking(bookingId: string): Promise<PaymentRecord[]> {
    const rows = await this.em.find(Payment, { booking: bookingId }, { populate: POPULATE, orderBy: { createdAt: 'desc', id: 'asc' } });
    return rows.map(toRecord);
  }

  /**
   * Refunds a deposit, in full or in part (admins): through Stripe for a card payment (an
   * idempotency key naming what is held and the amount, so a retry refunds once), or recorded as
   * paid back by the same offline method. A refund row joins the ledger with the reason; the patient
   * is emailed; a confirmed booking whose deposit is no longer covered awaits it again (a cancelled
   * one stays cancelled: its refund is the coordinators' decision). More than what is held of the
   * payment (net of refunds and disputes, `refundableAmount`) is a 400; a payment fully refunded or
   * taken back by a dispute, failed or not a deposit is refused (409).
   */
  async refundDeposit(id: string, data: RefundDto, admin: StaffActor): Promise<PaymentRecord> {
    const refundId = await this.em.transactional((tx) => this.refundDepositIn(tx, id, data, admin));
    this.em.clear();
    return this.get(refundId);
  }

  /** `refundDeposit` inside the caller's transaction (which may refund several deposits as one decision); answers the refund's id. */
  async refundDepositIn(tx: EntityManager, id: string, data: RefundDto, admin: StaffActor): Promise<string> {
    const reason = data.reason;
    // The booking is locked before the payment, in the order a payment being applied locks them.
    const bookingId = (await tx.findOne(Payment, { id }, { fields: ['booking'] }))?.booking?.id;
    if (bookingId) await tx.findOne(Booking, bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const payment = await tx.findOne(Payment, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!payment) throw new NotFoundException('Payment not found');
    if (payment.kind !== 'deposit' || payment.status !== 'succeeded')
      throw new ConflictException('Only a received deposit can be refunded here');
    // Net of refunds and of what a dispute took back: the one rule of every refund.
    const { amountMinor, heldMinor } = await refundableAmount(
      tx,
      payment,
      data.amountUsd === undefined ? undefined : Math.round(data.amountUsd * 100),
    );
    let stripeRefund: { id: string; amount: number; currency: string } | null = null;
    if (payment.method === 'stripe') {
      if (!payment.stripePaymentIntentId) throw new ConflictException('Stripe has not said which payment this was yet');
      stripeRefund = await this.stripe.api.refunds.create(
        {
          payment_intent: payment.stripePaymentIntentId,
          amount: amountMinor,
          reason: 'requested_by_customer',
          metadata: { paymentId: payment.id },
        },
        { idempotencyKey: `refund-${payment.id}-${heldMinor}-${amountMinor}` },
      );
    }
    const refund = tx.create(Payment, {
      kind: 'refund',
      method: payment.method,
      status: 'succeeded',
      amountMinor: stripeRefund?.amount ?? amountMinor,
      currency: stripeRefund?.currency ?? payment.currency,
      user: payment.user,
      booking: payment.booking,
      quote: payment.quote,
      refundOf: payment,
      stripePaymentIntentId: payment.stripePaymentIntentId ?? null,
      stripeRefundId: stripeRefund?.id ?? null,
      note: reason,
      recordedBy: tx.getReference(User, admin.userId),
    });
    await tx.flush();
    await this.afterRefund(tx, payment.booking?.id, admin);
    this.outbox.enqueue(tx, 'payments.refund_issued', { paymentId: refund.id });
    await this.audit.record(tx, {
      actorId: admin.userId,
      action: 'payment.refund',
      entity: payment.booking ? 'booking' : 'payment',
      entityId: payment.booking?.id ?? payment.id,
      details: { reason, paymentId: payment.id, amountMinor: refund.amountMinor },
    });
    return refund.id;
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
        amountMinor: dispute.amount,
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
      details: { paymentId: paid.id, stripeDisputeId: dispute.id, amountMinor: dispute.amount, status: dispute.status },
    });
    this.outbox.enqueue(em, 'payments.dispute_alert', { paymentId: row.id });
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
    const paid = await em.findOne(
      Payment,
      { stripePaymentIntentId: intent, kind: { $in: ['deposit', 'subscription'] }, status: 'succeeded' },
      { populate: ['booking', 'user'] },
    );
    if (!paid) {
      this.logger.warn(`Stripe refund ${refund.id} is of a payment the ledger does not hold (${intent})`);
      return;
    }
    const inserted = await em
      .createQueryBuilder(Payment)
      .insert({
        id: crypto.randomUUID(),
        kind: 'refund',
        method: 'stripe',
        status: 'succeeded',
        amountMinor: refund.amount,
        currency: refund.currency,
        user: paid.user?.id ?? null,
        booking: paid.booking?.id ?? null,
        quote: paid.quote?.id ?? null,
        subscription: paid.subscription?.id ?? null,
        refundOf: paid.id,
        stripePaymentIntentId: intent,
        stripeRefundId: refund.id,
        note: 'Refunded in Stripe',
      })
      .onConflict('stripeRefundId')
      .ignore()
      .execute('run');
    if (!inserted.affectedRows) return;
    await this.afterRefund(em, paid.booking?.id, SYSTEM);
    await this.audit.record(em, {
      actorId: null,
      action: 'payment.refund',
      entity: paid.booking ? 'booking' : 'payment',
      entityId: paid.booking?.id ?? paid.id,
      details: { source: 'stripe', paymentId: paid.id, stripeRefundId: refund.id, amountMinor: refund.amount },
    });
    if (paid.kind === 'deposit') {
      const row = await em.findOneOrFail(Payment, { stripeRefundId: refund.id });
      this.outbox.enqueue(em, 'payments.refund_issued', { paymentId: row.id });
    }
  }
}
