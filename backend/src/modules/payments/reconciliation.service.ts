import { Injectable, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  applies,
  bookingReference,
  DEPOSIT_SETTLED_STATUSES,
  depositMinor,
  depositSettled,
  formatMoney,
  fromStripeAmount,
  RECONCILIATION_KINDS,
  type ReconciliationDifferenceRecord,
  type ReconciliationKind,
  type ReconciliationRunRecord,
  type ReconciliationStatus,
  type ReconciliationTrigger,
  utcDay,
} from '@medtour/contracts';
import type Stripe from 'stripe';
import { AdminResourceService, type Where } from '../../common/admin-resource.service.js';
import type { RaListSpec } from '../../common/simple-rest.js';
import { AppConfig } from '../../config/app-config.js';
import { sqlStatuses, Booking } from '../booking-core/index.js';
import { OutboxService } from '../notifications/index.js';
import { Payment } from './entities/payment.entity.js';
import { BookingQuote } from './entities/quote.entity.js';
import { ReconciliationDifference, ReconciliationRun } from './entities/reconciliation.entity.js';
import { Subscription } from './entities/subscription.entity.js';
import { givenBackOf } from './money-held.js';
import { depositAccounts, depositStanding } from './quote-views.js';
import { idOf, isUnknownObject, LIVE_SUBSCRIPTION_STATUSES } from './stripe-objects.js';
import { StripeGateway } from './stripe.gateway.js';

/** A difference as a run finds it, before it is stored. */
interface Finding {
  key: string;
  kind: ReconciliationKind;
  detail: string;
  bookingId?: string | null;
  subscriptionId?: string | null;
  stripeId?: string | null;
  stripeMinor?: number | null;
  ledgerMinor?: number | null;
  currency?: string | null;
}

/** Kinds only a comparison with Stripe finds: left as they are while Stripe is not configured. */
const STRIPE_KINDS: ReconciliationKind[] = [
  'charge_not_in_ledger',
  'not_at_stripe',
  'amount_differs',
  'refunds_differ',
  'dispute_differs',
  'subscription_status_differs',
  'second_live_subscription',
];

export const DIFFERENCE_LIST: RaListSpec = {
  sortable: ['firstSeenAt', 'lastSeenAt', 'kind', 'id'],
  defaultSort: { field: 'firstSeenAt', order: 'DESC' },
  filters: ['id', 'open', 'bookingId'],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const money = (minor: number, currency: string) => formatMoney(minor, currency);

function toDifference(d: ReconciliationDifference): ReconciliationDifferenceRecord {
  return {
    id: d.id,
    kind: d.kind,
    detail: d.detail,
    bookingId: d.booking?.id ?? null,
    bookingReference: d.booking ? bookingReference(d.booking.id) : null,
    subscriptionId: d.subscription?.id ?? null,
    stripeId: d.stripeId ?? null,
    stripeMinor: d.stripeMinor ?? null,
    ledgerMinor: d.ledgerMinor ?? null,
    currency: d.currency ?? null,
    firstSeenAt: d.firstSeenAt.toISOString(),
    lastSeenAt: d.lastSeenAt.toISOString(),
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
    emailedAt: d.emailedAt?.toISOString() ?? null,
  };
}

function toRun(r: ReconciliationRun): ReconciliationRunRecord {
  return {
    id: r.id,
    trigger: r.trigger,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    chargesChecked: r.chargesChecked,
    subscriptionsChecked: r.subscriptionsChecked,
    bookingsChecked: r.bookingsChecked,
    differences: r.differences,
    error: r.error ?? null,
  };
}

/**
 * Reconciliation (issue 25 item 7): Stripe's charges, refunds, disputes and subscriptions against the
 * ledger, and the ledger against what patients and staff are shown (a booking confirmed exactly when
 * its deposit is covered, money not owed given back). Daily in the worker and whenever an admin asks.
 *
 * What Stripe or the ledger changed within the grace period (`RECONCILIATION_GRACE_SECONDS`) is not
 * judged yet: its webhook may still be on its way. A run that cannot finish (Stripe unreachable)
 * records why and resolves nothing.
 */
@Injectable()
export class ReconciliationService extends AdminResourceService<ReconciliationDifference, ReconciliationDifferenceRecord> {
  protected readonly entity = ReconciliationDifference;
  protected readonly notFound = 'Difference not found';
  private readonly logger = new Logger('Reconciliation');

  constructor(
    private readonly stripe: StripeGateway,
    private readonly outbox: OutboxService,
    private readonly config: AppConfig,
  ) {
    super();
  }

  protected toRecord(d: ReconciliationDifference): ReconciliationDifferenceRecord {
    return toDifference(d);
  }

  async status(): Promise<ReconciliationStatus> {
    const [lastRun] = await this.em.find(ReconciliationRun, {}, { orderBy: { startedAt: 'desc' }, limit: 1 });
    return {
      lastRun: lastRun ? toRun(lastRun) : null,
      open: await this.em.count(ReconciliationDifference, { resolvedAt: null }),
      stripeConfigured: this.stripe.configured,
      windowDays: this.config.reconciliationWindowDays,
    };
  }

  /** Standing differences unless asked otherwise (`open: false`): what staff must act on. */
  protected override where(f: Record<string, unknown>): Where {
    const where: Where = { resolvedAt: f.open !== false && f.open !== 'false' ? null : { $ne: null } };
    if (typeof f.bookingId === 'string') where.booking = f.bookingId;
    return where;
  }

  /**
   * The standing differences admins were not emailed about, marked emailed in the caller's
   * transaction (rolled back with it if the email fails); rows another run of the job holds are
   * skipped, so each is emailed once.
   */
  async takeUnemailed(tx: EntityManager): Promise<ReconciliationDifferenceRecord[]> {
    const rows = await tx.find(
      ReconciliationDifference,
      { resolvedAt: null, emailedAt: null },
      { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, orderBy: { firstSeenAt: 'asc', id: 'asc' } },
    );
    const now = new Date();
    for (const row of rows) row.emailedAt = now;
    await tx.flush();
    return rows.map(toDifference);
  }

  /** A run an admin asked for, on the request's entity manager. */
  runNow(): Promise<ReconciliationRunRecord> {
    return this.run(this.em, 'staff');
  }

  /** One run: compares, stores what stands, resolves what no longer does, and queues the admins' email about what is new. */
  async run(em: EntityManager, trigger: ReconciliationTrigger): Promise<ReconciliationRunRecord> {
    const run = em.create(ReconciliationRun, { trigger });
    await em.flush();
    const since = new Date(Date.now() - this.config.reconciliationWindowDays * 86_400_000);
    const settledBefore = Date.now() - this.config.reconciliationGraceSeconds * 1000;
    const findings: Finding[] = [];
    try {
      findings.push(...(await this.bookings(em, since, settledBefore, run)));
      findings.push(...(await this.premiumPaidTwice(em, since, settledBefore)));
      if (this.stripe.configured) {
        findings.push(...(await this.charges(em, since, settledBefore, run)));
        findings.push(...(await this.subscriptions(em, settledBefore, run)));
      }
    } catch (error) {
      run.error = `Reconciliation could not finish: ${(error as Error).message}`.slice(0, 500);
      this.logger.warn(run.error);
    }
    await em.transactional(async (tx) => {
      // One run stores at a time (the daily one and an admin's may overlap): each key stays one row.
      await tx.execute(`select pg_advisory_xact_lock(hashtext('payments.reconciliation'))`);
      // What this run could not judge stays as it was: everything after an error, Stripe's kinds without Stripe.
      const unjudged = run.error ? [...RECONCILIATION_KINDS] : this.stripe.configured ? [] : STRIPE_KINDS;
      await this.store(tx, findings, unjudged);
      const stored = await tx.findOneOrFail(ReconciliationRun, run.id);
      stored.finishedAt = new Date();
      stored.chargesChecked = run.chargesChecked;
      stored.subscriptionsChecked = run.subscriptionsChecked;
      stored.bookingsChecked = run.bookingsChecked;
      stored.error = run.error ?? null;
      stored.differences = await tx.count(ReconciliationDifference, { resolvedAt: null });
      if (await tx.count(ReconciliationDifference, { resolvedAt: null, emailedAt: null })) {
        this.outbox.enqueue(tx, 'payments.reconciliation_email', {});
      }
    });
    em.clear();
    return toRun(await em.findOneOrFail(ReconciliationRun, run.id));
  }

  /**
   * Stores what this run found: a difference found again is the same row (seen again); one that had
   * been resolved and is back is new again (emailed again); a standing one this run did not find is
   * resolved, except the kinds it could not judge (`unjudged`: Stripe's, when Stripe failed).
   */
  private async store(tx: EntityManager, findings: Finding[], unjudged: ReconciliationKind[]): Promise<void> {
    const now = new Date();
    const keys = findings.map((f) => f.key);
    const existing = new Map((keys.length ? await tx.find(ReconciliationDifference, { key: { $in: keys } }) : []).map((d) => [d.key, d]));
    for (const f of findings) {
      const facts = {
        kind: f.kind,
        detail: f.detail,
        booking: f.bookingId ? tx.getReference(Booking, f.bookingId) : null,
        subscription: f.subscriptionId ? tx.getReference(Subscription, f.subscriptionId) : null,
        stripeId: f.stripeId ?? null,
        stripeMinor: f.stripeMinor ?? null,
        ledgerMinor: f.ledgerMinor ?? null,
        currency: f.currency ?? null,
        lastSeenAt: now,
      };
      const row = existing.get(f.key);
      if (!row) tx.create(ReconciliationDifference, { key: f.key, ...facts, firstSeenAt: now });
      else {
        if (row.resolvedAt) Object.assign(row, { firstSeenAt: now, resolvedAt: null, emailedAt: null });
        Object.assign(row, facts);
      }
    }
    await tx.flush();
    await tx.nativeUpdate(
      ReconciliationDifference,
      { resolvedAt: null, ...(keys.length ? { key: { $nin: keys } } : {}), ...(unjudged.length ? { kind: { $nin: unjudged } } : {}) },
      { resolvedAt: now },
    );
  }

  /**
   * Each booking with a current quote that is confirmed, or has received a deposit in the window: it
   * is confirmed exactly when what it paid (net of refunds, as the patient and staff are shown it)
   * covers the quote's deposit; a cancelled one holding money awaits the admins' decision or was kept;
   * money it received that it did not owe has been given back.
   */
  private async bookings(em: EntityManager, since: Date, settledBefore: number, run: ReconciliationRun): Promise<Finding[]> {
    const rows = await em.execute<{ id: string }[]>(
      `select b.id from bookings b join booking_quotes q on q.booking_id = b.id and q.superseded_at is null
        where b.status in (${sqlStatuses(DEPOSIT_SETTLED_STATUSES)})
           or exists (select 1 from payments p where p.booking_id = b.id and p.kind = 'deposit' and p.status = 'succeeded' and p.created_at >= ?)`,
      [since],
    );
    run.bookingsChecked = rows.length;
    const findings: Finding[] = [];
    const ids = rows.map((r) => r.id);
    for (let start = 0; start < ids.length; start += 500) {
      const page = ids.slice(start, start + 500);
      const [bookings, quotes, accounts] = await Promise.all([
        em.find(Booking, { id: { $in: page } }, { fields: ['status', 'updatedAt', 'refundDecision'] }),
        em.find(BookingQuote, { booking: { $in: page }, supersededAt: null }),
        depositAccounts(em, page),
      ]);
      const quoteOf = new Map(quotes.map((q) => [q.booking.id, q]));
      for (const booking of bookings) {
        const quote = quoteOf.get(booking.id)!;
        const owedMinor = depositMinor(quote);
        const paidMinor = accounts.get(booking.id)?.paidMinor ?? 0;
        const deposit = depositStanding(quote, paidMinor);
        const reference = bookingReference(booking.id);
        const amounts = { bookingId: booking.id, stripeMinor: null, ledgerMinor: paidMinor, currency: 'usd' };
        if (paidMinor > owedMinor) {
          // More counted as paid than the deposit: a deposit paid twice, never marked as not owed nor refunded.
          findings.push({
            key: `paid_twice:${booking.id}`,
            kind: 'paid_twice',
            detail: `Booking #${reference} counts ${money(paidMinor, 'usd')} paid towards its ${money(owedMinor, 'usd')} deposit (quote version ${quote.version}): ${money(paidMinor - owedMinor, 'usd')} more than owed, neither marked as not owed nor refunded`,
            ...amounts,
          });
        }
        if (deposit !== 'covered' && depositSettled(booking.status)) {
          findings.push({
            key: `confirmed_not_paid:${booking.id}`,
            kind: 'confirmed_not_paid',
            detail: `Booking #${reference} is ${booking.status} with ${money(paidMinor, 'usd')} of its ${money(owedMinor, 'usd')} deposit paid (quote version ${quote.version})`,
            ...amounts,
          });
        } else if (
          booking.status === 'cancelled' &&
          paidMinor > 0 &&
          booking.refundDecision !== 'pending' &&
          booking.refundDecision !== 'kept'
        ) {
          // Shown as holding nothing (no decision, or "refunded") while the ledger says it holds money.
          findings.push({
            key: `cancelled_money_held:${booking.id}`,
            kind: 'cancelled_money_held',
            detail: `Booking #${reference} is cancelled and holds ${money(paidMinor, 'usd')} of its deposit with no refund decision pending`,
            ...amounts,
          });
        } else if (applies(booking.status, 'confirm', { deposit }) && booking.updatedAt.getTime() < settledBefore) {
          // Paid enough to be confirmed, and not confirmed since the payment settled.
          findings.push({
            key: `paid_not_confirmed:${booking.id}`,
            kind: 'paid_not_confirmed',
            detail: `Booking #${reference} has paid ${money(paidMinor, 'usd')} of its ${money(owedMinor, 'usd')} deposit but is still ${booking.status.replace('_', ' ')}`,
            ...amounts,
          });
        }
      }
    }
    // Money received that was not owed and is still held (auto-refund off, or its refund failed).
    const unowed = await em.find(
      Payment,
      { unowedReason: { $ne: null }, status: 'succeeded', createdAt: { $gte: since, $lt: new Date(settledBefore) } },
      { populate: ['booking'] },
    );
    const given = await givenBackOf(
      em,
      unowed.map((p) => p.id),
    );
    for (const payment of unowed) {
      const heldMinor = payment.amountMinor - (given.get(payment.id)?.refundedMinor ?? 0) - (given.get(payment.id)?.disputedMinor ?? 0);
      if (heldMinor <= 0) continue;
      findings.push({
        key: `unowed_held:${payment.id}`,
        kind: 'unowed_held',
        detail: `${money(heldMinor, payment.currency)} received ${utcDay(payment.createdAt)}${payment.booking ? ` for booking #${bookingReference(payment.booking.id)}` : ''} was not owed (${payment.unowedReason}) and has not been refunded`,
        bookingId: payment.booking?.id ?? null,
        stripeId: payment.stripePaymentIntentId ?? null,
        ledgerMinor: heldMinor,
        currency: payment.currency,
      });
    }
    return findings;
  }

  /**
   * Premium paid twice: a card payment of a subscription made during a period paid offline (neither
   * refunded), that the product did not mark as not owed (those are `unowed_held` until refunded).
   * Read from the ledger alone, so it is judged with or without Stripe.
   */
  private async premiumPaidTwice(em: EntityManager, since: Date, settledBefore: number): Promise<Finding[]> {
    const rows = await em.execute<
      {
        id: string;
        email: string | null;
        amount_minor: number;
        currency: string;
        held: number;
        from: Date;
        until: Date;
        subscription_id: string | null;
        intent: string | null;
      }[]
    >(
      `select distinct on (p.id) p.id, u.email, p.amount_minor, p.currency, p.subscription_id, p.stripe_payment_intent_id as intent,
              g.premium_from as "from", g.premium_until as "until",
              p.amount_minor - coalesce((select sum(r.amount_minor) from payments r where r.refund_of_id = p.id
                 and ((r.kind = 'refund' and r.status = 'succeeded') or (r.kind = 'dispute' and r.status <> 'failed'))), 0) as held
         from payments p
         join payments g on g.user_id = p.user_id and g.kind = 'subscription' and g.status = 'succeeded' and g.premium_from is not null
         left join users u on u.id = p.user_id
        where p.kind = 'subscription' and p.method = 'stripe' and p.status = 'succeeded' and p.unowed_reason is null
          and p.created_at >= ? and p.created_at < ?
          and p.created_at < g.premium_until and p.created_at + interval '1 month' > g.premium_from
          and not exists (select 1 from payments r where r.refund_of_id = g.id and r.kind = 'refund' and r.status = 'succeeded')
        order by p.id, g.premium_from`,
      [since, new Date(settledBefore)],
    );
    return rows
      .filter((row) => Number(row.held) > 0)
      .map((row) => ({
        key: `paid_twice:${row.id}`,
        kind: 'paid_twice' as const,
        detail: `${row.email ?? 'A former patient'} paid ${money(row.amount_minor, row.currency)} by card for Premium months already paid offline (${utcDay(row.from)} to ${utcDay(row.until)}); it has not been refunded`,
        subscriptionId: row.subscription_id,
        stripeId: row.intent,
        stripeMinor: row.amount_minor,
        ledgerMinor: Number(row.held),
        currency: row.currency,
      }));
  }

  /**
   * Stripe's charges of the window against the ledger's card payments: each charge is one payment of
   * the same amount and currency, refunded and disputed as far as the ledger says; each card payment
   * of the window is a payment Stripe knows.
   */
  private async charges(em: EntityManager, since: Date, settledBefore: number, run: ReconciliationRun): Promise<Finding[]> {
    const charges: Stripe.Charge[] = [];
    // The payment intent comes with each charge: its metadata names the booking a charge missing from the ledger was for.
    const listed = this.stripe.api.charges.list({
      created: { gte: Math.floor(since.getTime() / 1000) },
      limit: 100,
      expand: ['data.payment_intent'],
    });
    for await (const charge of listed) {
      if (charge.status === 'succeeded') charges.push(charge);
    }
    run.chargesChecked = charges.length;
    const intents = charges.map((c) => idOf(c.payment_intent)).filter((id): id is string => Boolean(id));
    const paid = await em.find(
      Payment,
      {
        method: 'stripe',
        kind: { $in: ['deposit', 'subscription'] },
        status: 'succeeded',
        $or: [{ createdAt: { $gte: since } }, ...(intents.length ? [{ stripePaymentIntentId: { $in: intents } }] : [])],
      },
      { populate: ['booking'] },
    );
    const given = await givenBackOf(
      em,
      paid.map((p) => p.id),
    );
    const ledgerOf = new Map(paid.filter((p) => p.stripePaymentIntentId).map((p) => [p.stripePaymentIntentId!, p]));
    const findings: Finding[] = [];
    for (const charge of charges) {
      const intent = idOf(charge.payment_intent);
      const payment = intent ? ledgerOf.get(intent) : undefined;
      const about = { stripeId: intent ?? charge.id, currency: charge.currency, bookingId: payment?.booking?.id ?? null };
      // Stripe's units, as the ledger counts them (the same but for currencies such as TZS, which Stripe counts in cents).
      const charged = fromStripeAmount(charge.amount, charge.currency);
      const chargeRefunded = fromStripeAmount(charge.amount_refunded, charge.currency);
      const what = payment?.booking
        ? `booking #${bookingReference(payment.booking.id)}'s ${payment.kind}`
        : `payment ${intent ?? charge.id}`;
      if (!payment) {
        if (charge.created * 1000 >= settledBefore) continue;
        const bookingId = await this.bookingNamedBy(em, charge.payment_intent);
        const forWhat = bookingId ? ` for booking #${bookingReference(bookingId)}` : '';
        findings.push({
          key: `charge_not_in_ledger:${charge.id}`,
          kind: 'charge_not_in_ledger',
          detail: `Stripe charged ${money(charged, charge.currency)}${forWhat} on ${utcDay(charge.created * 1000)} (${intent ?? charge.id}); the ledger has no payment for it`,
          ...about,
          bookingId,
          stripeMinor: charged,
          ledgerMinor: null,
        });
        continue;
      }
      if (payment.amountMinor !== charged || payment.currency !== charge.currency) {
        findings.push({
          key: `amount_differs:${charge.id}`,
          kind: 'amount_differs',
          detail: `Stripe charged ${money(charged, charge.currency)} for ${what}; the ledger says ${money(payment.amountMinor, payment.currency)}`,
          ...about,
          stripeMinor: charged,
          ledgerMinor: payment.amountMinor,
        });
      }
      const ledgerRefunded = given.get(payment.id)?.refundedMinor ?? 0;
      if (ledgerRefunded !== chargeRefunded && (await this.refundsSettled(charge.id, settledBefore))) {
        findings.push({
          key: `refunds_differ:${charge.id}`,
          kind: 'refunds_differ',
          detail: `Stripe refunded ${money(chargeRefunded, charge.currency)} of ${what}; the ledger has ${money(ledgerRefunded, payment.currency)} refunded`,
          ...about,
          stripeMinor: chargeRefunded,
          ledgerMinor: ledgerRefunded,
        });
      }
      if (charge.disputed && !given.get(payment.id)?.disputes && charge.created * 1000 < settledBefore) {
        findings.push({
          key: `dispute_differs:${charge.id}`,
          kind: 'dispute_differs',
          detail: `The patient disputed ${what} (${money(charged, charge.currency)}) at their bank; the ledger has no dispute for it`,
          ...about,
          stripeMinor: charged,
          ledgerMinor: 0,
        });
      }
    }
    const charged = new Set(intents);
    for (const payment of paid) {
      const intent = payment.stripePaymentIntentId;
      if (!intent || charged.has(intent) || payment.createdAt < since || payment.createdAt.getTime() >= settledBefore) continue;
      // Its charge may be older than the window (a payment recorded late); only Stripe not knowing it is a difference.
      const known = await this.stripe.api.paymentIntents.retrieve(intent).then(
        (found) => found.status === 'succeeded',
        (error: unknown) => {
          if (isUnknownObject(error)) return false;
          throw error;
        },
      );
      if (known) continue;
      findings.push({
        key: `not_at_stripe:${payment.id}`,
        kind: 'not_at_stripe',
        detail: `The ledger holds a card payment of ${money(payment.amountMinor, payment.currency)} (${intent}) that Stripe has not received`,
        bookingId: payment.booking?.id ?? null,
        stripeId: intent,
        stripeMinor: null,
        ledgerMinor: payment.amountMinor,
        currency: payment.currency,
      });
    }
    return findings;
  }

  /**
   * Stripe's subscriptions of the product's customers against what patients are shown: the status the
   * product holds is Stripe's, and no customer has two live subscriptions.
   */
  private async subscriptions(em: EntityManager, settledBefore: number, run: ReconciliationRun): Promise<Finding[]> {
    const rows = await em.find(Subscription, { stripeSubscriptionId: { $ne: null } }, { populate: ['user'] });
    const ours = new Map(rows.map((r) => [r.stripeCustomerId, r]));
    const byCustomer = new Map<string, Stripe.Subscription[]>();
    for await (const sub of this.stripe.api.subscriptions.list({ status: 'all', limit: 100 })) {
      const customer = idOf(sub.customer);
      if (!customer || !ours.has(customer)) continue;
      byCustomer.set(customer, [...(byCustomer.get(customer) ?? []), sub]);
    }
    run.subscriptionsChecked = rows.length;
    const findings: Finding[] = [];
    for (const row of rows) {
      if (row.updatedAt.getTime() >= settledBefore) continue;
      const subs = byCustomer.get(row.stripeCustomerId) ?? [];
      const tracked = subs.find((s) => s.id === row.stripeSubscriptionId);
      const about = { subscriptionId: row.id, stripeId: row.stripeSubscriptionId, currency: null, stripeMinor: null, ledgerMinor: null };
      if (tracked?.status !== row.status) {
        findings.push({
          key: `subscription_status_differs:${row.id}`,
          kind: 'subscription_status_differs',
          detail: `${row.user.email}'s subscription ${row.stripeSubscriptionId} is ${tracked?.status ?? 'unknown'} at Stripe; the product shows ${row.status ?? 'none'}`,
          ...about,
        });
      }
      const live = subs.filter((s) => LIVE_SUBSCRIPTION_STATUSES.includes(s.status));
      if (live.length > 1) {
        findings.push({
          key: `second_live_subscription:${row.id}`,
          kind: 'second_live_subscription',
          detail: `${row.user.email} has ${live.length} live subscriptions at Stripe (${live.map((s) => `${s.id} ${s.status}`).join(', ')})`,
          ...about,
        });
      }
    }
    return findings;
  }

  /** The booking a payment's metadata names (set on every deposit page), if it is one of ours. */
  private async bookingNamedBy(em: EntityManager, intent: Stripe.Charge['payment_intent']): Promise<string | null> {
    const named = typeof intent === 'object' ? intent?.metadata?.bookingId : undefined;
    if (!named || !UUID.test(named)) return null;
    return (await em.count(Booking, { id: named })) ? named : null;
  }

  /** Whether the charge's newest refund is older than the grace period (a newer one's webhook may be on its way). */
  private async refundsSettled(chargeId: string, settledBefore: number): Promise<boolean> {
    const newest = (await this.stripe.api.refunds.list({ charge: chargeId, limit: 1 })).data[0];
    return !newest || newest.created * 1000 < settledBefore;
  }
}
