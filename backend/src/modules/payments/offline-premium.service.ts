import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  addDays,
  dayStart,
  isCalendarDate,
  OFFLINE_PREMIUM_LIMITS,
  type OfflinePaymentMethod,
  type OfflinePremiumRecord,
  type PatientPremiumView,
  utcDay,
} from '@medtour/contracts';
import { amountMinorOf } from '../../common/dto-fields.js';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/index.js';
import { OutboxService } from '../notifications/index.js';
import { readSiteSettings } from '../settings/index.js';
import { User } from '../users/index.js';
import type { OfflinePremiumDto } from './dto/offline-premium.dto.js';
import { Payment } from './entities/payment.entity.js';
import { Subscription } from './entities/subscription.entity.js';
import { refundableAmount } from './money-held.js';
import { offlinePremiumPeriods, offlinePremiumUntil } from './premium.js';
import { offlinePaidOn } from './quote-views.js';
import { LIVE_SUBSCRIPTION_STATUSES } from './stripe-objects.js';
import { isPremiumStatus, moneyBackEnded, refundDeadline, SubscriptionsService } from './subscriptions.service.js';

const invalid = (errors: Record<string, string>) => new BadRequestException({ message: 'Validation failed', errors });

/**
 * The last moment of an offline Premium payment's money-back guarantee. Only the day it was paid is
 * known, so the 30 days run from the end of that day: never shorter than a card payment's of that day.
 * A period paid offline is one payment, so that payment is its "first payment" in Stripe's rule.
 */
export const offlineRefundDeadline = (paidOn: string): Date => refundDeadline(dayStart(addDays(paidOn, 1)));

/** `months` calendar months after `from` (00:00 UTC), on the same day of the month or the month's last day (31 January + 1 month → 28/29 February), as Stripe's monthly periods end. */
function addMonths(from: Date, months: number): Date {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(from.getUTCDate(), lastDay)));
}

/** The period a payment pays for, from its first day and months; 400 when it is not a day, too far ahead, or already over. */
function premiumPeriod(startsOn: string, months: number): { from: Date; until: Date } {
  if (!isCalendarDate(startsOn)) throw invalid({ startsOn: 'Please give the first day of Premium' });
  const from = dayStart(startsOn);
  const until = addMonths(from, months);
  const latestStart = addDays(utcDay(), OFFLINE_PREMIUM_LIMITS.maxDaysAhead);
  if (startsOn > latestStart)
    throw invalid({ startsOn: `Premium can start at most ${OFFLINE_PREMIUM_LIMITS.maxDaysAhead} days from today` });
  // Recorded to give Premium: a period already over would give nothing (most likely a mistyped year).
  if (until.getTime() <= Date.now()) throw invalid({ startsOn: `This period ended on ${utcDay(until)}: Premium would not be given` });
  return { from, until };
}

function toRecord(p: Payment, refund: Payment | undefined, now = new Date()): OfflinePremiumRecord {
  const from = p.premiumFrom!;
  const until = p.premiumUntil!;
  return {
    id: p.id,
    userId: p.user!.id,
    amountMinor: p.amountMinor,
    currency: p.currency,
    method: p.method as OfflinePaymentMethod,
    reference: p.reference ?? null,
    paidOn: p.paidOn!,
    premiumFrom: from.toISOString(),
    premiumUntil: until.toISOString(),
    note: p.note ?? null,
    recordedBy: p.recordedBy ? { id: p.recordedBy.id, email: p.recordedBy.email } : null,
    state: refund ? 'refunded' : from > now ? 'upcoming' : until > now ? 'current' : 'ended',
    refundableUntil: refund ? null : offlineRefundDeadline(p.paidOn!).toISOString(),
    refundedAt: refund?.createdAt.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

const duplicateReference = () => new ConflictException("This reference is already recorded for this patient's Premium");

/**
 * Premium paid offline (issue 25 item 8). An admin records a payment received by bank transfer, mobile
 * money or cash for a period of whole months: a ledger row of kind `subscription` with that period,
 * which is all that gives Premium (`premium.ts`), from its first day until its end, without renewal.
 * The refund follows Stripe's 30-day money-back rule; the patient is emailed both times.
 *
 * Admins only, as Stripe's Premium and its refunds are: the roles matrix gives moderators offline
 * payments against a booking (a coordinator's work, checked against the booking's quote), while
 * subscriptions, refunds and the ledger are the admins'. Granting Premium is a subscription matter,
 * tied to no booking and no quote, so it is theirs too.
 */
@Injectable()
export class OfflinePremiumService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly subscriptions: SubscriptionsService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  /** A patient's paid Premium: Stripe's subscription, the offline payments (newest period first), until when it runs. */
  async forUser(userId: string): Promise<PatientPremiumView> {
    if (!(await this.em.count(User, { id: userId }))) throw new NotFoundException('User not found');
    const [row, settings, payments] = await Promise.all([
      this.em.findOne(Subscription, { user: userId }),
      readSiteSettings(this.em, this.config),
      this.em.find(
        Payment,
        { user: userId, kind: 'subscription', premiumFrom: { $ne: null } },
        { populate: ['recordedBy'], orderBy: { premiumFrom: 'desc', id: 'asc' } },
      ),
    ]);
    const refunds = await this.refundsOf(this.em, payments);
    const subscribed = isPremiumStatus(row?.status);
    const offlineUntil = subscribed ? null : offlinePremiumUntil([...payments].reverse().filter((p) => !refunds.has(p.id)));
    return {
      userId,
      isPremium: subscribed || offlineUntil !== null,
      source: subscribed ? 'subscription' : offlineUntil ? 'offline' : null,
      premiumUntil: (subscribed ? row?.currentPeriodEnd : offlineUntil)?.toISOString() ?? null,
      subscription: row ? await this.subscriptions.get(row.id) : null,
      offline: payments.map((p) => toRecord(p, refunds.get(p.id))),
      priceUsd: settings.premiumPriceUsd,
      cannotRecord: liveSubscriptionReason(row),
    };
  }

  /**
   * Records a Premium payment received offline and gives Premium for its period. Refused (409) while
   * the patient has a live Stripe subscription (it would charge the same months again), when the period
   * overlaps one already paid, and when the reference is already recorded for the patient's Premium. A
   * save retried with the same idempotency key answers the payment it recorded.
   */
  async record(userId: string, data: OfflinePremiumDto, adminId: string, idempotencyKey: string | null): Promise<OfflinePremiumRecord> {
    const paidOn = offlinePaidOn(data.paidOn);
    const period = premiumPeriod(data.startsOn, data.months);
    let paymentId: string;
    try {
      paymentId = await this.em.transactional(async (tx) => {
        // One writer of a patient's Premium at a time: two saves are judged one after the other.
        const user = await tx.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!user) throw new NotFoundException('User not found');
        const replayed = idempotencyKey ? await this.recordedWith(tx, idempotencyKey, userId) : null;
        if (replayed) return replayed;
        const live = liveSubscriptionReason(await tx.findOne(Subscription, { user }));
        if (live) throw new ConflictException(live);
        const overlap = (await offlinePremiumPeriods(tx, [userId], period.from)).find((p) => p.premiumFrom! < period.until);
        if (overlap) {
          throw new ConflictException(
            `Premium is already paid from ${utcDay(overlap.premiumFrom!)} until ${utcDay(overlap.premiumUntil!)}: a new period must start on ${utcDay(overlap.premiumUntil!)} or later`,
          );
        }
        if (data.reference && (await this.referenceRecorded(tx, userId, data.reference))) throw duplicateReference();
        const payment = tx.create(Payment, {
          kind: 'subscription',
          method: data.method,
          status: 'succeeded',
          amountMinor: amountMinorOf(data.amountUsd, data),
          currency: data.currency ?? 'usd',
          user,
          reference: data.reference ?? null,
          paidOn,
          premiumFrom: period.from,
          premiumUntil: period.until,
          idempotencyKey,
          note: data.note ?? null,
          recordedBy: tx.getReference(User, adminId),
        });
        await tx.flush();
        await this.audit.record(tx, {
          actorId: adminId,
          action: 'payment.offline',
          entity: 'user',
          entityId: userId,
          details: {
            paymentId: payment.id,
            kind: 'premium',
            method: data.method,
            amountMinor: payment.amountMinor,
            paidOn,
            premiumFrom: utcDay(period.from),
            premiumUntil: utcDay(period.until),
          },
        });
        this.outbox.enqueue(tx, 'payments.offline_premium_email', { paymentId: payment.id });
        // A Premium page the patient has open would charge the same months again: closed once this commits.
        this.outbox.enqueue(tx, 'payments.expire_premium_pages', { userId });
        return payment.id;
      });
    } catch (error) {
      // Two saves at once: the unique indexes decide, and the loser answers as a replay would.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      const again = idempotencyKey ? await this.recordedWith(this.em, idempotencyKey, userId) : null;
      if (!again) throw duplicateReference();
      paymentId = again;
    }
    this.em.clear();
    return this.get(paymentId);
  }

  /**
   * The 30-day money-back guarantee, as for a subscription (`SubscriptionsService.refund`): within 30
   * days of the day it was paid, an admin refunds the payment in full, recorded as paid back by the same
   * method, with the reason; Premium ends at once (its period no longer counts) and the patient is
   * emailed. Later, or twice, is refused (409).
   */
  async refund(paymentId: string, reason: string, adminId: string): Promise<OfflinePremiumRecord> {
    await this.em.transactional(async (tx) => {
      const payment = await tx.findOne(
        Payment,
        { id: paymentId, kind: 'subscription', premiumFrom: { $ne: null } },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!payment) throw new NotFoundException('Offline Premium payment not found');
      if ((await this.refundsOf(tx, [payment])).size) throw new ConflictException('This Premium payment was already refunded');
      const deadline = offlineRefundDeadline(payment.paidOn!);
      if (Date.now() > deadline.getTime()) throw moneyBackEnded(deadline);
      // The one rule of every refund (`refundableAmount`): what is held of it, in full.
      const { amountMinor } = await refundableAmount(tx, payment);
      const refund = tx.create(Payment, {
        kind: 'refund',
        method: payment.method,
        status: 'succeeded',
        amountMinor,
        currency: payment.currency,
        user: payment.user,
        refundOf: payment,
        note: reason,
        recordedBy: tx.getReference(User, adminId),
      });
      await tx.flush();
      this.outbox.enqueue(tx, 'payments.offline_premium_email', { paymentId: refund.id });
      await this.audit.record(tx, {
        actorId: adminId,
        action: 'payment.refund',
        entity: 'user',
        entityId: payment.user?.id,
        details: { reason, amountMinor: refund.amountMinor, paymentId: payment.id, kind: 'premium' },
      });
    });
    this.em.clear();
    return this.get(paymentId);
  }

  private async get(paymentId: string): Promise<OfflinePremiumRecord> {
    const payment = await this.em.findOneOrFail(Payment, paymentId, { populate: ['recordedBy'] });
    return toRecord(payment, (await this.refundsOf(this.em, [payment])).get(payment.id));
  }

  /** The succeeded refund of each of these payments that has one. */
  private async refundsOf(em: EntityManager, payments: Payment[]): Promise<Map<string, Payment>> {
    if (!payments.length) return new Map();
    const refunds = await em.find(Payment, { refundOf: { $in: payments.map((p) => p.id) }, kind: 'refund', status: 'succeeded' });
    return new Map(refunds.map((r) => [r.refundOf!.id, r]));
  }

  /** The Premium payment a save with this idempotency key recorded, if any (a key used for anything else: 409). */
  private async recordedWith(em: EntityManager, idempotencyKey: string, userId: string): Promise<string | null> {
    const done = await em.findOne(Payment, { idempotencyKey });
    if (!done) return null;
    if (done.user?.id !== userId || !done.premiumFrom) throw new ConflictException('This Idempotency-Key was used for another payment');
    return done.id;
  }

  /** Whether the patient's Premium payments already hold this reference, compared as the unique index compares (`lower()`, raw SQL for that). */
  private async referenceRecorded(em: EntityManager, userId: string, reference: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `select id from payments where user_id = ? and premium_from is not null and lower(reference) = lower(?) limit 1`,
      [userId, reference],
    );
    return rows.length > 0;
  }
}

/**
 * Why no Premium can be recorded offline for a patient with this subscription: while it is live
 * (premium, or a payment Stripe is still trying), Stripe charges the patient for Premium; recording a
 * payment beside it would charge the same months twice. Null when it is not live.
 */
function liveSubscriptionReason(row: Subscription | null): string | null {
  if (!row?.status || !LIVE_SUBSCRIPTION_STATUSES.includes(row.status)) return null;
  const until = row.currentPeriodEnd && isPremiumStatus(row.status) ? `, paid until ${utcDay(row.currentPeriodEnd)}` : '';
  return `This patient has a live Stripe subscription (${row.status}${until}). Premium cannot be paid twice: it must end (cancelled, or refunded) before a payment is recorded offline.`;
}
