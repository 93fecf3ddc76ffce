import { ConflictException, HttpException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import {
  API_MESSAGES,
  DAY_MS,
  fromStripeAmount,
  isStaffRole,
  MONEY_BACK_DAYS,
  PREMIUM_STATUSES,
  type Role,
  type SubscriptionRecord,
  type SubscriptionView,
  toMinor,
  toStripeAmount,
  utcDay,
} from '@medtour/contracts';
import { AdminResourceService, type Where } from '../../common/admin-resource.service.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import { idList, type RaListSpec } from '../../common/simple-rest.js';
import { AppConfig } from '../../config/app-config.js';
import type { JobContext } from '../../common/jobs/job-registry.js';
import type { DuplicateSubscriptionPayload } from '../../queues/queues.js';
import { AuditService } from '../audit/index.js';
import { OutboxService } from '../notifications/index.js';
import { readSiteSettings } from '../settings/index.js';
import { User } from '../users/index.js';
import { Payment } from './entities/payment.entity.js';
import { Subscription } from './entities/subscription.entity.js';
import { heldOf, refundableAmount } from './money-held.js';
import { offlinePremiumPeriods, offlinePremiumUntil } from './premium.js';
import { idOf, LIVE_SUBSCRIPTION_STATUSES, NEEDS_ATTENTION_STATUSES } from './stripe-objects.js';
import { ONLINE_PAYMENT_UNAVAILABLE, StripeGateway } from './stripe.gateway.js';
import {
  callStripeRefund,
  finishRefundAt,
  finishRefundJob,
  recordRefundMade,
  recordRefundRefused,
  recordStripeRefundOf,
  type RefundCallOutcome,
  refundKey,
  refundRefused,
  refundUnanswered,
} from './stripe-refunds.js';

export const SUBSCRIPTION_LIST: RaListSpec = {
  sortable: ['createdAt', 'firstPaidAt', 'status', 'id'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['id', 'status', 'userId'],
};

/** Why a Stripe payment for Premium did not count: the ledger's reason, and reconciliation's until it is refunded. */
export const PAID_OFFLINE_ALREADY = 'Premium was already paid offline for this period';

/** Why a patient whose Premium is paid offline cannot subscribe by card (yet). */
export const paidOfflineUntil = (until: Date): string =>
  `Your Premium is paid offline until ${utcDay(until)}. You can subscribe online once that period ends.`;

export const UPDATE_BILLING = API_MESSAGES.updateBilling;

/** Premium: an active or trialing subscription (as Stripe last said), or a staff role. */
export const isPremiumStatus = (status: string | null | undefined): boolean =>
  !!status && (PREMIUM_STATUSES as readonly string[]).includes(status);

/** The last instant of the money-back guarantee: exactly 30 days (UTC instants) after the first payment. */
export const refundDeadline = (firstPaidAt: Date): Date => new Date(firstPaidAt.getTime() + MONEY_BACK_DAYS * DAY_MS);

/** The refusal of a refund asked after the guarantee's last moment (Stripe's and offline Premium alike). */
export const moneyBackEnded = (deadline: Date): ConflictException =>
  new ConflictException(`The 30-day money-back guarantee ended on ${deadline.toISOString().replace('T', ' ').slice(0, 16)} UTC`);

/**
 * A subscription as Stripe said it was, read before the transaction that stores it, with the one the
 * patient's row tracked when that is another and this one is live (null otherwise).
 */
export interface SubscriptionRead {
  subscription: Stripe.Subscription;
  tracked: Stripe.Subscription | null;
}

/** An invoice as Stripe said it was, read before the transaction that applies it: the payment intent that paid it, its subscription. */
export interface InvoiceRead {
  invoice: Stripe.Invoice;
  paymentIntentId: string | null;
  subscription: SubscriptionRead | null;
}

function toRecord(s: Subscription): SubscriptionRecord {
  return {
    id: s.id,
    userId: s.user.id,
    userEmail: s.user.email,
    status: s.status ?? null,
    currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    firstPaidAt: s.firstPaidAt?.toISOString() ?? null,
    refundableUntil: s.firstPaidAt && !s.refundedAt ? refundDeadline(s.firstPaidAt).toISOString() : null,
    refundedAt: s.refundedAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
  };
}

/**
 * The $49/month premium subscription (price from Settings): Stripe Checkout in subscription mode,
 * one Stripe customer per patient, the state stored only from what Stripe says (webhooks, re-read),
 * cancel at period end, and the admins' refund within the 30-day money-back guarantee.
 */
@Injectable()
export class SubscriptionsService extends AdminResourceService<Subscription, SubscriptionRecord> {
  protected readonly entity = Subscription;
  protected readonly notFound = 'Subscription not found';
  protected override readonly populate = ['user'];
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly config: AppConfig,
    private readonly stripe: StripeGateway,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {
    super();
  }

  protected toRecord(s: Subscription): SubscriptionRecord {
    return toRecord(s);
  }

  async view(userId: string, roles: Role[]): Promise<SubscriptionView> {
    const [row, settings, periods] = await Promise.all([
      this.em.findOne(Subscription, { user: userId }),
      readSiteSettings(this.em, this.config),
      offlinePremiumPeriods(this.em, [userId]),
    ]);
    const paid = isPremiumStatus(row?.status);
    const offlineUntil = paid ? null : offlinePremiumUntil(periods);
    const staff = roles.some(isStaffRole);
    const source = paid ? 'subscription' : offlineUntil ? 'offline' : staff ? 'staff' : null;
    return {
      isSubscribed: source !== null,
      tier: source ? 'premium' : 'free',
      source,
      status: row?.status ?? null,
      currentPeriodEnd: (offlineUntil ?? row?.currentPeriodEnd)?.toISOString() ?? null,
      // A period paid offline does not renew: it ends as a cancelled subscription does.
      cancelAtPeriodEnd: offlineUntil ? true : (row?.cancelAtPeriodEnd ?? false),
      priceUsd: settings.premiumPriceUsd,
      online: this.stripe.configured,
    };
  }

  /**
   * A Checkout page for premium. Refused (409) while the patient has a live subscription: premium
   * already, or one whose payment needs attention (they are sent to update their card instead: a
   * second subscription would be charged beside the first once it recovers). The patient's Stripe
   * customer is made once. One page per patient and price at a time: a page Stripe still has open is
   * reused; a new one's idempotency key numbers the attempt by the patient's pages that have ended
   * (expired, or paid), as Stripe lists them, so clicks at the same moment send one key and get one
   * page (Stripe's idempotency is the lock), and a page after an expired or paid one is new.
   */
  async checkout(userId: string): Promise<{ url: string }> {
    const user = await this.em.findOneOrFail(User, userId);
    const existing = await this.em.findOne(Subscription, { user });
    if (isPremiumStatus(existing?.status)) throw new ConflictException('You already have Premium');
    if (existing?.status && NEEDS_ATTENTION_STATUSES.includes(existing.status)) throw new ConflictException(UPDATE_BILLING);
    // One live Premium per patient: a period paid offline (running or to come) is not charged again by card.
    const paidOffline = (await offlinePremiumPeriods(this.em, [userId])).at(-1);
    if (paidOffline) throw new ConflictException(paidOfflineUntil(paidOffline.premiumUntil!));
    const settings = await readSiteSettings(this.em, this.config);
    const customerId = existing?.stripeCustomerId ?? (await this.createCustomer(user));
    const unitAmount = toStripeAmount(toMinor(settings.premiumPriceUsd, 'USD'), 'usd');
    const pages = (await this.stripe.api.checkout.sessions.list({ customer: customerId, limit: 100 })).data.filter(
      (page) => page.mode === 'subscription',
    );
    const open = pages.find((page) => page.status === 'open' && page.amount_total === unitAmount && page.url);
    if (open?.url) return { url: open.url };
    const ended = pages.filter((page) => page.status !== 'open').length;
    const session = await this.stripe.api.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: unitAmount,
              recurring: { interval: 'month' },
              product_data: { name: 'MedTour Asia Premium' },
            },
          },
        ],
        metadata: { kind: 'subscription', userId },
        subscription_data: { metadata: { userId } },
        success_url: `${this.config.publicUrl}/dashboard?premium=success`,
        cancel_url: `${this.config.publicUrl}/dashboard?premium=cancelled`,
      },
      {
        idempotencyKey: `premium-${userId}-${settings.premiumPriceUsd}-${ended + 1}`,
      },
    );
    if (!session.url) throw new ConflictException('Stripe did not return a payment page. Please try again.');
    return { url: session.url };
  }

  /** "Cancel anytime": at the end of the paid period; premium stays until then. */
  async cancel(userId: string): Promise<void> {
    const row = await this.em.findOne(Subscription, { user: userId });
    if (!row?.stripeSubscriptionId || !isPremiumStatus(row.status)) throw new ConflictException('You have no subscription to cancel');
    if (row.cancelAtPeriodEnd) return;
    const updated = await this.stripe.api.subscriptions.update(
      row.stripeSubscriptionId,
      { cancel_at_period_end: true },
      { idempotencyKey: `cancel-${row.stripeSubscriptionId}` },
    );
    await this.em.transactional(async (tx) => {
      await this.store(tx, { subscription: updated, tracked: null });
      await this.audit.record(tx, { action: 'subscription.cancel', entity: 'subscription', entityId: row.id });
    });
  }

  /** Stripe's customer portal (payment method, invoices, cancellation). */
  async portal(userId: string): Promise<{ url: string }> {
    const row = await this.em.findOne(Subscription, { user: userId });
    if (!row) throw new ConflictException('You have no subscription yet');
    const session = await this.stripe.api.billingPortal.sessions.create({
      customer: row.stripeCustomerId,
      return_url: `${this.config.publicUrl}/dashboard`,
    });
    return { url: session.url };
  }

  // ---- worker: what Stripe says --------------------------------------------------------------
  // Stripe is read first, with no transaction open (`read…`); what it said is then applied in the
  // job's short record transaction (`apply…`). Decisions that need Stripe again (cancel a second
  // subscription, refund what it charged) are queued as jobs in that transaction: claim, commit, call, record.

  /**
   * A subscription as Stripe says it is now (by id, or as Stripe just answered it), with what `store`
   * needs to judge it: the subscription the patient's row tracks, when it is another and this one is
   * live (two live subscriptions: the newer is cancelled).
   */
  async readSubscription(em: EntityManager, subscription: string | Stripe.Subscription): Promise<SubscriptionRead> {
    const sub = typeof subscription === 'string' ? await this.stripe.api.subscriptions.retrieve(subscription) : subscription;
    const customerId = idOf(sub.customer);
    const row = customerId ? await em.findOne(Subscription, { stripeCustomerId: customerId }, { fields: ['stripeSubscriptionId'] }) : null;
    const trackedId = row?.stripeSubscriptionId;
    const tracked =
      trackedId && trackedId !== sub.id && LIVE_SUBSCRIPTION_STATUSES.includes(sub.status)
        ? await this.stripe.api.subscriptions.retrieve(trackedId)
        : null;
    return { subscription: sub, tracked };
  }

  /** An invoice as Stripe says it is now, the payment intent that paid it, and its subscription (`readSubscription`). */
  async readInvoice(em: EntityManager, invoiceId: string): Promise<InvoiceRead> {
    const invoice = await this.stripe.api.invoices.retrieve(invoiceId);
    const paymentIntentId = invoice.status === 'paid' ? await this.paymentIntentOf(invoice.id) : null;
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    return { invoice, paymentIntentId, subscription: subscriptionId ? await this.readSubscription(em, subscriptionId) : null };
  }

  /** A subscription-mode Checkout Session's subscription, as Stripe says it is now (none before it is paid). */
  async readCheckoutSession(em: EntityManager, session: Stripe.Checkout.Session): Promise<SubscriptionRead | null> {
    const subscriptionId = idOf(session.subscription);
    return subscriptionId ? this.readSubscription(em, subscriptionId) : null;
  }

  /** Stores a subscription's state, as read, on its customer's row (ours, else ignored). */
  async applySubscription(em: EntityManager, read: SubscriptionRead): Promise<void> {
    await this.store(em, read);
  }

  /**
   * An invoice of a subscription: paid → a ledger row (once per invoice) and, the first time, the
   * start of the money-back guarantee and the welcome email; failed → a failed row and the
   * "renewal failed" email. Then its subscription is stored as read.
   */
  async applyInvoice(em: EntityManager, { invoice, paymentIntentId, subscription }: InvoiceRead, eventType: string): Promise<void> {
    const customerId = idOf(invoice.customer);
    const row = customerId
      ? await em.findOne(Subscription, { stripeCustomerId: customerId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : null;
    if (!row) return;
    const failed = invoice.status !== 'paid' && eventType === 'invoice.payment_failed';
    if (invoice.status === 'paid' || failed) {
      let payment = await em.findOne(Payment, { stripeInvoiceId: invoice.id });
      const before = payment?.status;
      payment ??= em.create(Payment, {
        kind: 'subscription',
        method: 'stripe',
        status: 'pending',
        amountMinor: 0,
        user: row.user,
        subscription: row,
        stripeInvoiceId: invoice.id,
      });
      if (before !== 'succeeded') {
        payment.status = failed ? 'failed' : 'succeeded';
        payment.amountMinor = fromStripeAmount(failed ? invoice.amount_due : invoice.amount_paid, invoice.currency);
        payment.currency = invoice.currency;
        payment.failureMessage = failed ? 'The card payment of the renewal failed' : null;
        if (!failed) payment.stripePaymentIntentId = paymentIntentId;
        // Charged while Premium is paid offline: not owed (never the subscription's first payment), refunded with its subscription's cancel.
        if (!failed && (await this.paidOffline(em, row.user.id))) payment.unowedReason = PAID_OFFLINE_ALREADY;
        if (!failed && !payment.unowedReason && !row.firstPaidAt) {
          const paidAt = invoice.status_transitions?.paid_at;
          row.firstPaidAt = paidAt ? new Date(paidAt * 1000) : new Date();
          this.outbox.enqueue(em, 'payments.subscription_email', { subscriptionId: row.id, kind: 'started' });
        }
        if (failed && before !== 'failed')
          this.outbox.enqueue(em, 'payments.subscription_email', { subscriptionId: row.id, kind: 'renewal_failed' });
        await this.audit.record(em, {
          actorId: null,
          action: failed ? 'payment.failed' : 'payment.received',
          entity: 'subscription',
          entityId: row.id,
          details: { paymentId: payment.id, amountMinor: payment.amountMinor },
        });
      }
      await em.flush();
    }
    if (subscription) await this.store(em, subscription);
  }

  /**
   * Stores a subscription's state on its customer's row. An older subscription ending does not
   * overwrite a newer one. If Stripe reports a second live subscription for the patient (two pages
   * paid at once), the newer one is to be cancelled at Stripe and what it charged refunded (queued:
   * `cancelDuplicate`, then `refundDuplicate`); the older one stays the patient's. A subscription
   * `cancelledAsDuplicate` is stored without telling the patient it ends (theirs goes on).
   */
  private async store(
    em: EntityManager,
    { subscription: sub, tracked }: SubscriptionRead,
    { cancelledAsDuplicate = false } = {},
  ): Promise<void> {
    const customerId = idOf(sub.customer);
    const row = customerId
      ? await em.findOne(Subscription, { stripeCustomerId: customerId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : null;
    if (!row) return;
    let current = sub;
    // Premium paid offline that runs now or is to come: a subscription started beside it (its page was
    // paid before it could be closed) charges the same months twice. It is cancelled at Stripe and what
    // it charged refunded, as a second subscription is; the patient keeps the Premium paid offline.
    // The row is left as it is until that job stores the subscription cancelled.
    if (LIVE_SUBSCRIPTION_STATUSES.includes(sub.status) && (await this.paidOffline(em, row.user.id))) {
      await this.queueCancelDuplicate(em, row, sub.id);
      return;
    }
    if (row.stripeSubscriptionId && row.stripeSubscriptionId !== sub.id) {
      if (!LIVE_SUBSCRIPTION_STATUSES.includes(sub.status)) return;
      // Read before this transaction; another event may have changed the row meanwhile: the job fails and reads Stripe again.
      if (tracked?.id !== row.stripeSubscriptionId) {
        throw new Error(
          `The subscription tracked for customer ${customerId} changed while Stripe was read: applied again on the next attempt`,
        );
      }
      if (LIVE_SUBSCRIPTION_STATUSES.includes(tracked.status)) {
        const [keep, drop] = tracked.created <= sub.created ? [tracked, sub] : [sub, tracked];
        await this.queueCancelDuplicate(em, row, drop.id);
        current = keep;
      } else if (!isPremiumStatus(sub.status)) return;
    }
    const wasCancelling = row.cancelAtPeriodEnd || row.status === 'canceled';
    row.stripeSubscriptionId = current.id;
    row.status = current.status;
    const periodEnd = current.items.data[0]?.current_period_end;
    row.currentPeriodEnd = periodEnd ? new Date(periodEnd * 1000) : null;
    row.cancelAtPeriodEnd = current.cancel_at_period_end;
    const cancelling = row.cancelAtPeriodEnd || row.status === 'canceled';
    // Told once, when it starts to end (not after a refund, which has its own email).
    if (cancelling && !wasCancelling && !row.refundedAt && !cancelledAsDuplicate) {
      this.outbox.enqueue(em, 'payments.subscription_email', { subscriptionId: row.id, kind: 'cancelled' });
    }
    await em.flush();
  }

  /** Whether the patient has Premium paid offline that runs now or is to come (and was not refunded). */
  private async paidOffline(em: EntityManager, userId: string): Promise<boolean> {
    return (await offlinePremiumPeriods(em, [userId])).length > 0;
  }

  /**
   * Expires the patient's Premium payment pages Stripe still has open: Premium was recorded as paid
   * offline, so what they would charge is not owed. Run by the worker once the recording has
   * committed (no transaction is held across Stripe's calls); a page paid meanwhile starts a
   * subscription that `store` cancels and refunds.
   */
  async expireOpenPages(em: EntityManager, userId: string): Promise<void> {
    const row = await em.findOne(Subscription, { user: userId });
    if (!row) return; // never opened a page: no Stripe customer
    const open = await this.stripe.api.checkout.sessions.list({ customer: row.stripeCustomerId, status: 'open', limit: 100 });
    for (const session of open.data) {
      if (session.mode !== 'subscription') continue;
      await this.stripe.api.checkout.sessions
        .expire(session.id, {}, { idempotencyKey: `expire-${session.id}` })
        .catch(async (error: unknown) => {
          // Paid or ended between the two calls: only a page still open is a failure to retry.
          if ((await this.stripe.api.checkout.sessions.retrieve(session.id)).status === 'open') throw error;
        });
    }
  }

  /**
   * Decides that a patient's second live subscription is cancelled (and what it charged refunded):
   * queued in the transaction applying the event that showed it, once per subscription whichever
   * events show it before the cancel has run.
   */
  private async queueCancelDuplicate(em: EntityManager, row: Subscription, stripeSubscriptionId: string): Promise<void> {
    const queued = await em.execute<{ id: string }[]>(
      `select id from outbox where job_name = 'payments.cancel_duplicate' and payload->>'stripeSubscriptionId' = ? and dead_at is null limit 1`,
      [stripeSubscriptionId],
    );
    if (!queued.length) this.outbox.enqueue(em, 'payments.cancel_duplicate', { subscriptionId: row.id, stripeSubscriptionId });
  }

  /**
   * The job of `payments.cancel_duplicate`: the second subscription cancelled at Stripe with no
   * transaction open, then, in the job's short record transaction, stored cancelled (the patient is
   * not told it ends: their Premium goes on), audited, and the refund of what it charged queued.
   */
  async cancelDuplicate(payload: DuplicateSubscriptionPayload, { record }: JobContext): Promise<void> {
    const { subscriptionId, stripeSubscriptionId } = payload;
    // Stripe takes no idempotency key on a cancel (a DELETE): a retry finding it cancelled already is fine.
    const cancelled = await this.stripe.api.subscriptions.cancel(stripeSubscriptionId).catch(async (error: unknown) => {
      const now = await this.stripe.api.subscriptions.retrieve(stripeSubscriptionId);
      if (now.status !== 'canceled') throw error;
      return now;
    });
    await record(async (tx) => {
      await this.store(tx, { subscription: cancelled, tracked: null }, { cancelledAsDuplicate: true });
      this.outbox.enqueue(tx, 'payments.refund_duplicate', payload);
      await this.audit.record(tx, {
        actorId: null,
        action: 'subscription.duplicate',
        entity: 'subscription',
        entityId: subscriptionId,
        details: { stripeSubscriptionId },
      });
    });
  }

  /**
   * The job of `payments.refund_duplicate`: refunds what a cancelled second subscription charged (its
   * paid invoice), once, and tells the admins. Stripe is read first; the invoice's payment is put in
   * the ledger if its own event has not been (a short transaction of its own, idempotent by invoice);
   * what is held of it (`heldOf`: a refund or a dispute may have given some back) is refunded with an
   * idempotency key naming the payment and what is held, so a retry gets the same refund; the refund's
   * row (once per Stripe refund: its own webhook may have recorded it first) and the alert are
   * recorded in the job's short transaction.
   */
  async refundDuplicate({ subscriptionId, stripeSubscriptionId }: DuplicateSubscriptionPayload, { em, record }: JobContext): Promise<void> {
    const dropped = await this.stripe.api.subscriptions.retrieve(stripeSubscriptionId);
    const invoiceId = idOf(dropped.latest_invoice);
    if (!invoiceId) return;
    const read = await this.readInvoice(em, invoiceId);
    if (read.invoice.status !== 'paid') return; // nothing was charged
    await em.fork().transactional((tx) => this.applyInvoice(tx, read, 'invoice.paid'));
    const reader = em.fork();
    const paid = await reader.findOne(Payment, { stripeInvoiceId: invoiceId, status: 'succeeded' });
    if (!paid?.stripePaymentIntentId) return;
    const { heldMinor } = await heldOf(reader, paid);
    if (heldMinor <= 0) return;
    const refund = await this.stripe.api.refunds.create(
      {
        payment_intent: paid.stripePaymentIntentId,
        amount: toStripeAmount(heldMinor, paid.currency),
        reason: 'duplicate',
        metadata: { subscriptionId },
      },
      { idempotencyKey: `refund-duplicate-${paid.id}-${heldMinor}` },
    );
    await record(async (tx) => {
      await recordStripeRefundOf(
        tx,
        paid,
        refund,
        paid.unowedReason
          ? `${paid.unowedReason}: its subscription (${stripeSubscriptionId}) cancelled`
          : `A second live subscription (${stripeSubscriptionId}), cancelled`,
      );
      const row = await tx.findOneOrFail(Payment, { stripeRefundId: refund.id });
      this.outbox.enqueue(tx, 'payments.duplicate_alert', { paymentId: row.id, stripeSubscriptionId });
    });
  }

  // ---- back office --------------------------------------------------------------------------

  protected override where(filter: Record<string, unknown>, auth: AuthContext): Where {
    const where = super.where(filter, auth);
    if (filter.userId !== undefined) where.user = { $in: idList(filter.userId) };
    if (typeof filter.status === 'string') where.status = filter.status;
    return where;
  }

  /** As the database has it now (a refund in this request has just changed it). */
  override async get(id: string): Promise<SubscriptionRecord> {
    const row = await this.em.findOne(Subscription, { id }, { populate: ['user'], refresh: true });
    if (!row) throw new NotFoundException('Subscription not found');
    return toRecord(row);
  }

  /**
   * The 30-day money-back guarantee: within 30 days (to the second, UTC) of the first payment an
   * admin refunds it, which also ends the subscription now; later, twice, or while a refund of it is
   * in progress, is refused (409). The reason is kept in the ledger and the audit log; the patient is
   * emailed. Claim, commit, call, record (`stripe-refunds.ts`): the refund is claimed with the
   * subscription locked (a `pending` row, `refundableAmount` counting refunds in progress), Stripe is
   * called with no transaction open, and the outcome recorded in a short transaction.
   */
  async refund(id: string, reason: string, adminId: string): Promise<SubscriptionRecord> {
    const refundId = await this.em.transactional(async (tx) => {
      const row = await tx.findOne(Subscription, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw new NotFoundException('Subscription not found');
      if (row.refundedAt) throw new ConflictException('This subscription was already refunded');
      if (!row.firstPaidAt || !row.stripeSubscriptionId) throw new ConflictException('Nothing has been paid for this subscription yet');
      const deadline = refundDeadline(row.firstPaidAt);
      if (Date.now() > deadline.getTime()) throw moneyBackEnded(deadline);
      const first = await tx.findOne(
        Payment,
        { subscription: row, kind: 'subscription', status: 'succeeded' },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
      if (!first?.stripePaymentIntentId) throw new ConflictException('The first payment of this subscription is not known yet');
      // Online payment not configured: 409 before anything is claimed.
      if (!this.stripe.configured) throw new ConflictException(ONLINE_PAYMENT_UNAVAILABLE);
      // What is held of it (a dispute, or a refund in progress, may have taken it): the one rule of every refund.
      const { amountMinor } = await refundableAmount(tx, first);
      const refund = tx.create(Payment, {
        kind: 'refund',
        method: 'stripe',
        status: 'pending',
        amountMinor,
        currency: first.currency,
        user: row.user,
        subscription: row,
        refundOf: first,
        stripePaymentIntentId: first.stripePaymentIntentId,
        note: reason,
        recordedBy: tx.getReference(User, adminId),
      });
      refund.idempotencyKey = refundKey(refund.id);
      this.outbox.enqueue(tx, 'payments.finish_refund', { paymentId: refund.id }, { availableAt: finishRefundAt() });
      await tx.flush();
      return refund.id;
    });
    let outcome: Awaited<ReturnType<SubscriptionsService['finishRefund']>>;
    try {
      outcome = await this.finishRefund(this.em, refundId);
    } catch (error) {
      this.logger.warn(`The Stripe calls of Premium refund ${refundId} had no clear answer: its job will repeat them (${String(error)})`);
      throw error instanceof HttpException ? error : refundUnanswered();
    }
    if (outcome !== 'recorded' && 'refused' in outcome) throw refundRefused(outcome.refused);
    this.em.clear();
    return this.get(id);
  }

  /**
   * Call and record of a claimed Premium refund (the admin's request, or its job with the job's
   * `record`): the refund at Stripe with the row's key, then the subscription cancelled (a repeat finds
   * it cancelled), with no transaction open; then, in one short transaction with the subscription
   * locked, the refund recorded (once: its webhook may have recorded it), the subscription refunded and
   * stored ended, the patient's email queued and the refund audited. A refusal by Stripe is recorded
   * failed (what it claimed is held again, the subscription goes on). The cancel runs until it has
   * been recorded: a refund made whose cancel had no answer stays pending, and the job repeats both.
   */
  async finishRefund(
    em: EntityManager,
    refundId: string,
    record: <T>(write: (tx: EntityManager) => Promise<T>) => Promise<T> = (write) => em.fork().transactional(write),
  ): Promise<'recorded' | RefundCallOutcome> {
    const row = await em.fork().findOne(Payment, { id: refundId, kind: 'refund' }, { populate: ['refundOf', 'subscription'] });
    const subscription = row?.subscription;
    if (!row || !subscription || row.status === 'failed' || subscription.refundedAt) return 'recorded';
    const outcome: RefundCallOutcome | null = row.status === 'pending' ? await callStripeRefund(this.stripe, row) : null;
    if (outcome && 'refused' in outcome) {
      await record((tx) => recordRefundRefused(tx, row.id, outcome.refused));
      return outcome;
    }
    const ended = subscription.stripeSubscriptionId ? await this.cancelRefunded(subscription.stripeSubscriptionId, subscription.id) : null;
    await record(async (tx) => {
      const locked = await tx.findOneOrFail(Subscription, subscription.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (outcome) await recordRefundMade(tx, row.id, outcome.made);
      else await finishRefundJob(tx, row.id); // its webhook recorded the refund; this ends the subscription
      if (locked.refundedAt) return;
      locked.refundedAt = new Date();
      await tx.flush();
      if (ended) await this.store(tx, { subscription: ended, tracked: null });
      this.outbox.enqueue(tx, 'payments.subscription_email', { subscriptionId: locked.id, kind: 'refunded' });
      await this.audit.record(tx, {
        actorId: row.recordedBy?.id ?? null,
        action: 'payment.refund',
        entity: 'subscription',
        entityId: locked.id,
        details: {
          reason: row.note,
          amountMinor: outcome ? fromStripeAmount(outcome.made.amount, outcome.made.currency) : row.amountMinor,
          paymentId: row.refundOf!.id,
        },
      });
    });
    return outcome ?? 'recorded';
  }

  /** A refunded subscription ends now at Stripe; a repeat (the job after a lost answer) finds it cancelled already. */
  private async cancelRefunded(stripeSubscriptionId: string, subscriptionId: string): Promise<Stripe.Subscription> {
    return this.stripe.api.subscriptions
      .cancel(stripeSubscriptionId, {}, { idempotencyKey: `refund-cancel-${subscriptionId}` })
      .catch(async (error: unknown) => {
        const now = await this.stripe.api.subscriptions.retrieve(stripeSubscriptionId);
        if (now.status !== 'canceled') throw error;
        return now;
      });
  }

  private async createCustomer(user: User): Promise<string> {
    const customer = await this.stripe.api.customers.create(
      { email: user.email, metadata: { userId: user.id } },
      { idempotencyKey: `customer-${user.id}` },
    );
    // Two checkouts at once make one customer (same idempotency key) and one row.
    await this.em
      .createQueryBuilder(Subscription)
      .insert({
        id: crypto.randomUUID(),
        user: user.id,
        stripeCustomerId: customer.id,
        cancelAtPeriodEnd: false,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .onConflict('user')
      .ignore()
      .execute();
    return (await this.em.findOneOrFail(Subscription, { user }, { refresh: true })).stripeCustomerId;
  }

  /** The payment intent of a paid invoice (in this API version it is on the invoice's payments). */
  private async paymentIntentOf(invoiceId: string): Promise<string | null> {
    const payments = await this.stripe.api.invoicePayments.list({ invoice: invoiceId });
    const paid = payments.data.find((p) => p.status === 'paid') ?? payments.data[0];
    return idOf(paid?.payment?.payment_intent);
  }
}
