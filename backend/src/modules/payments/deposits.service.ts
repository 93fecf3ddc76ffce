import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import {
  acceptsPayment,
  addDays,
  applies,
  bookingReference,
  dayStart,
  depositMinor,
  formatMoney,
  formatUsd,
  fromStripeAmount,
  toMinor,
  toStripeAmount,
  utcDay,
} from '@medtour/contracts';
import { amountMinorOf } from '../../common/dto-fields.js';
import type { JobContext, JobFailure } from '../../common/jobs/job-registry.js';
import { AppConfig } from '../../config/app-config.js';
import type { UnowedEmailPayload, UnowedReason } from '../../queues/queues.js';
import { AuditService } from '../audit/index.js';
import { BookingLifecycle, checkAction, type LifecycleActor, type StaffActor, SYSTEM, Booking } from '../booking-core/index.js';
import { OutboxService } from '../notifications/index.js';
import { User } from '../users/index.js';
import type { OfflinePaymentDto } from './dto/payments.dto.js';
import { Payment } from './entities/payment.entity.js';
import { BookingQuote } from './entities/quote.entity.js';
import { readSiteSettings } from '../settings/index.js';
import { heldOf } from './money-held.js';
import { describeUnowed } from './payment-emails.js';
import { depositStanding, offlinePaidOn, paidTowardsDeposit, quoteState } from './quote-views.js';
import { recordStripeRefundOf } from './stripe-refunds.js';
import { StripeGateway } from './stripe.gateway.js';

/** Metadata our Checkout Sessions carry, so that a webhook names what it paid. */
interface DepositMetadata {
  kind: 'deposit';
  bookingId: string;
  quoteId: string;
}

/** What a Checkout Session charges, in the ledger's minor units. */
const received = (session: Stripe.Checkout.Session): { amountMinor: number; currency: string } => {
  const currency = session.currency ?? 'usd';
  return { amountMinor: fromStripeAmount(session.amount_total ?? 0, currency), currency };
};

/** A pending ledger row for a deposit's Checkout Session, once per session (a second insert is ignored). */
async function recordAttempt(
  em: EntityManager,
  a: { sessionId: string; amountMinor: number; currency: string; bookingId: string; quoteId: string; userId: string | null },
): Promise<void> {
  await em
    .createQueryBuilder(Payment)
    .insert({
      id: crypto.randomUUID(),
      kind: 'deposit',
      method: 'stripe',
      status: 'pending',
      amountMinor: a.amountMinor,
      currency: a.currency,
      user: a.userId,
      booking: a.bookingId,
      quote: a.quoteId,
      stripeCheckoutSessionId: a.sessionId,
    })
    .onConflict('stripeCheckoutSessionId')
    .ignore()
    .execute();
}

/**
 * The deposit of a quoted booking: paid through Stripe Checkout (the amount always the server's,
 * from the quote) or recorded offline by staff. Either confirms the booking — for Stripe only when
 * its signed webhook says the payment succeeded, never on the browser's return.
 */
@Injectable()
export class DepositsService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly stripe: StripeGateway,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  /**
   * A Checkout Session for what the patient's booking owes of its deposit now (another patient's:
   * 404). Refused (409) without a quote that can be paid, once paid, or when the booking is closed.
   * One payable page per booking: an open page for the same quote and amount is reused; otherwise a
   * new one is made, its idempotency key naming the attempt (the quote, how many pages it had, the
   * amount), so a double click makes one page and a retry after a failed or expired one a new page.
   * A page never outlives the quote: it expires at the end of the quote's last day if that is sooner
   * than Stripe's 24 hours.
   */
  async checkout(userId: string, bookingId: string): Promise<{ url: string }> {
    const booking = await this.em.findOne(Booking, { id: bookingId, user: userId }, { populate: ['hospital', 'treatment', 'user'] });
    if (!booking) throw new NotFoundException('Booking not found');
    const { quote, owedMinor } = await this.payable(booking);
    const open = await this.openPage(booking, quote, owedMinor);
    if (open) return { url: open };
    const endsAt = quoteEndsAt(quote);
    if (endsAt - Date.now() < MIN_PAGE_LIFETIME_MS) {
      throw new ConflictException(
        'This quote ends too soon to pay by card today. Please pay offline or ask your coordinator for a new quote.',
      );
    }
    // The attempt is numbered by the pages for this quote and amount that have ended (never by those
    // still being made): clicks at the same moment, or one a few milliseconds after another's page was
    // made, all send the same key, and Stripe answers each with the one page it made for it (its
    // idempotency key is the lock: no database lock is held across the call). One page per (quote,
    // amount, attempt); a page of another amount closing meanwhile does not change the number.
    const attempt =
      (await this.em.count(Payment, { quote, kind: 'deposit', method: 'stripe', amountMinor: owedMinor, status: { $ne: 'pending' } })) + 1;
    const reference = bookingReference(booking.id);
    const metadata: DepositMetadata = { kind: 'deposit', bookingId: booking.id, quoteId: quote.id };
    const back = `${this.config.publicUrl}/dashboard?booking=${booking.id}`;
    const session = await this.stripe.api.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: toStripeAmount(owedMinor, 'usd'),
              product_data: {
                name: `Deposit for booking #${reference}`,
                description: `${booking.treatment?.name ?? 'Consultation'} at ${booking.hospital.name} (quote ${quote.version})`,
              },
            },
          },
        ],
        customer_email: booking.user.email,
        client_reference_id: booking.id,
        metadata: { ...metadata },
        payment_intent_data: { metadata: { ...metadata } },
        success_url: `${back}&payment=success`,
        cancel_url: `${back}&payment=cancelled`,
        // Stripe's own expiry is 24 hours; a quote ending sooner ends its page with it (a value that
        // depends only on the quote, so that a double click sends the same request).
        ...(endsAt - Date.now() < STRIPE_PAGE_LIFETIME_MS ? { expires_at: Math.floor(endsAt / 1000) } : {}),
      },
      { idempotencyKey: `deposit-${quote.id}-${attempt}-${owedMinor}` },
    );
    if (!session.url) throw new ConflictException('Stripe did not return a payment page. Please try again.');
    // The ledger knows of the attempt from now on (once per session, whatever the clicks).
    await recordAttempt(this.em, {
      sessionId: session.id,
      amountMinor: owedMinor,
      currency: 'usd',
      bookingId: booking.id,
      quoteId: quote.id,
      userId,
    });
    await this.audit.record(this.em, {
      action: 'payment.checkout',
      entity: 'booking',
      entityId: booking.id,
      details: { quoteVersion: quote.version, amountMinor: owedMinor },
    });
    return { url: session.url };
  }

  /**
   * The page of this booking that Stripe still has open for this quote and amount, if any. One Stripe
   * has ended unpaid is marked ended here (its own event will say the same), so that the next attempt
   * is numbered after it; one paid whose webhook has not arrived yet is a 409, not a second page.
   */
  private async openPage(booking: Booking, quote: BookingQuote, owedMinor: number): Promise<string | null> {
    const [row] = await this.em.find(
      Payment,
      { booking, quote, kind: 'deposit', method: 'stripe', status: 'pending', amountMinor: owedMinor },
      { orderBy: { createdAt: 'desc' }, limit: 1 },
    );
    if (!row?.stripeCheckoutSessionId) return null;
    const session = await this.stripe.api.checkout.sessions.retrieve(row.stripeCheckoutSessionId);
    if (session.status === 'open' && session.url) return session.url;
    if (session.status === 'complete') {
      throw new ConflictException('Your card payment of this deposit is being confirmed. Please refresh the page in a minute.');
    }
    await this.markEnded(this.em, row.id, 'The payment page expired unpaid');
    return null;
  }

  /** A pending page's row marked failed, unless its payment was applied meanwhile (one short statement, no lock held). */
  private async markEnded(em: EntityManager, paymentId: string, message: string): Promise<void> {
    await em.nativeUpdate(Payment, { id: paymentId, status: 'pending' }, { status: 'failed', failureMessage: message });
  }

  /**
   * Expires the booking's Checkout Sessions still open that can no longer be paid (a new quote, an
   * offline payment, a cancellation, a confirmation: what they would charge is not what is owed now).
   * A page for exactly what is owed now is left open: the patient may have opened it after the change.
   * Holds no lock and no transaction across Stripe's calls: what is read is read first, each call is
   * made, and only then is its row marked, in one conditional statement. A page paid meanwhile is
   * applied by its webhook like any other, and refunded if it was not owed.
   */
  async expireOpenPages(em: EntityManager, bookingId: string): Promise<void> {
    const pending = await em.find(Payment, {
      booking: bookingId,
      kind: 'deposit',
      method: 'stripe',
      status: 'pending',
      stripeCheckoutSessionId: { $ne: null },
    });
    if (!pending.length) return;
    const payable = await payableNow(em, bookingId);
    for (const row of pending) {
      if (payable && row.quote?.id === payable.quoteId && row.amountMinor === payable.owedMinor) continue;
      if (await this.expirePage(row.stripeCheckoutSessionId!)) {
        await this.markEnded(em, row.id, 'The payment page was closed: what the booking owes changed');
      }
    }
  }

  /** Ends a Checkout Session at Stripe if it is still open; whether it has ended unpaid (complete: its own event tells the ledger). */
  private async expirePage(sessionId: string): Promise<boolean> {
    const session = await this.stripe.api.checkout.sessions.retrieve(sessionId);
    if (session.status === 'complete') return false;
    if (session.status === 'expired') return true;
    try {
      await this.stripe.api.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire-${sessionId}` });
      return true;
    } catch (error) {
      // Paid or ended between the two calls: Stripe refuses to expire it, and says which.
      const now = await this.stripe.api.checkout.sessions.retrieve(sessionId);
      if (now.status === 'open') throw error;
      return now.status === 'expired';
    }
  }

  /**
   * Applies what Stripe says of a payment-mode Checkout Session now (re-read by the caller, whatever
   * event told of it): paid → the money is in the ledger, and it pays the booking only if it is what
   * the booking owes now (else it is flagged, refunded and the patient told); expired or failed → the
   * attempt fails. Runs in the job's transaction; the ledger row and the booking are locked, so
   * concurrent events apply it once and two payments of one booking are judged one after the other.
   */
  async applyCheckoutSession(em: EntityManager, session: Stripe.Checkout.Session, eventType: string): Promise<void> {
    const metadata = session.metadata as Partial<DepositMetadata> | null;
    if (session.mode !== 'payment' || metadata?.kind !== 'deposit' || !metadata.bookingId || !metadata.quoteId) return;
    // The booking first, then its payments: every writer of a booking's money locks in this order
    // (two payments of one booking applied at once would otherwise deadlock on the ledger's foreign key).
    if (!(await em.findOne(Booking, metadata.bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE }))) return;
    // A session the API did not record (its insert lost) is recorded now.
    await recordAttempt(em, {
      sessionId: session.id,
      ...received(session),
      bookingId: metadata.bookingId,
      quoteId: metadata.quoteId,
      userId: null,
    });
    const payment = await em.findOneOrFail(
      Payment,
      { stripeCheckoutSessionId: session.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['booking', 'quote'] },
    );
    if (payment.status === 'succeeded') return;
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    payment.stripePaymentIntentId = intent;
    if (session.payment_status === 'paid') {
      const unowed = await this.unowedReason(em, payment, received(session), utcDay(session.created * 1000));
      Object.assign(payment, received(session), { status: 'succeeded', failureMessage: null });
      if (unowed) await this.receiveUnowed(em, payment, unowed);
      else await this.confirm(em, payment, SYSTEM);
    } else if (session.status === 'expired' || eventType === 'checkout.session.async_payment_failed') {
      payment.status = 'failed';
      payment.failureMessage ??= session.status === 'expired' ? 'The payment page expired unpaid' : 'The payment failed';
      await this.audit.record(em, {
        actorId: null,
        action: 'payment.failed',
        entity: 'booking',
        entityId: metadata.bookingId,
        details: { paymentId: payment.id },
      });
    }
    await em.flush();
  }

  /**
   * Why money received through a page does not pay what its booking owes now (in its parts: the
   * patient's email says it in their language, the ledger in English); null when it does. Judged before the payment counts, with the booking locked.
   * The quote's validity is judged on the day the page was opened (`openedOn`): a page never outlives
   * its quote, so one paid in time counts even when its webhook arrives after the quote's last day.
   */
  private async unowedReason(
    em: EntityManager,
    payment: Payment,
    received: { amountMinor: number; currency: string },
    openedOn: string,
  ): Promise<UnowedReason | null> {
    const booking = await em.findOneOrFail(Booking, payment.booking!.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!acceptsPayment(booking.status)) return { kind: 'cancelled' };
    const quote = await em.findOne(BookingQuote, { booking, supersededAt: null });
    if (!quote) return { kind: 'noQuote' };
    const owedMinor = depositMinor(quote) - (await paidTowardsDeposit(em, booking.id));
    if (owedMinor <= 0) return { kind: 'alreadyPaid' };
    if (payment.quote?.id !== quote.id) {
      return {
        kind: 'replaced',
        paidVersion: payment.quote?.version ?? null,
        version: quote.version,
        depositMinor: depositMinor(quote),
      };
    }
    if (quote.validUntil < openedOn) return { kind: 'expired', validUntil: quote.validUntil };
    if (received.currency !== 'usd') return { kind: 'currency', currency: received.currency };
    if (received.amountMinor !== owedMinor) return { kind: 'amount', paidMinor: received.amountMinor, dueMinor: owedMinor };
    return null;
  }

  /**
   * Money that was not owed: kept in the ledger with the reason (staff see it; it never counts as
   * paid) and the patient told what was received and what happens to it. Paid by card, it is refunded
   * in full unless PAYMENTS_AUTO_REFUND is off: the decision is queued here, in the transaction that
   * records the money (`payments.refund_unowed`), and Stripe is called by that job once this has
   * committed, so no transaction waits on Stripe; the patient's notice follows the refund.
   */
  private async receiveUnowed(em: EntityManager, payment: Payment, why: UnowedReason): Promise<void> {
    const reason = describeUnowed(why, 'en');
    payment.unowedReason = reason.slice(0, 200);
    payment.user ??= payment.booking!.user;
    await em.flush();
    await this.audit.record(em, {
      actorId: null,
      action: 'payment.unowed',
      entity: 'booking',
      entityId: payment.booking!.id,
      details: { paymentId: payment.id, amountMinor: payment.amountMinor, currency: payment.currency, reason },
    });
    const refunded = this.config.paymentsAutoRefund && !!payment.stripePaymentIntentId;
    this.outbox.enqueue(em, refunded ? 'payments.refund_unowed' : 'payments.unowed_received', { paymentId: payment.id, reason: why });
  }

  /**
   * The job of `payments.refund_unowed`, in three steps with no transaction open across Stripe's call:
   * what is held of the payment is read (`heldOf`, the rule every refund follows: a dispute or an
   * admin may have given some back already), Stripe refunds it (the idempotency key names the payment
   * and what is held, so a retry after a lost answer gets the same refund, never a second), and the
   * refund's ledger row (once per Stripe refund: its own webhook may have recorded it first) and the
   * patient's notice are recorded in the job's short transaction.
   */
  async refundUnowed({ paymentId, reason }: UnowedEmailPayload, { em, record }: JobContext): Promise<void> {
    const payment = await em.findOne(Payment, { id: paymentId, status: 'succeeded', unowedReason: { $ne: null } });
    if (!payment?.booking) return;
    const heldMinor = payment.stripePaymentIntentId ? (await heldOf(em, payment)).heldMinor : 0;
    const refund =
      heldMinor > 0
        ? await this.stripe.api.refunds.create(
            {
              payment_intent: payment.stripePaymentIntentId!,
              amount: toStripeAmount(heldMinor, payment.currency),
              metadata: { paymentId: payment.id },
            },
            { idempotencyKey: `refund-${payment.id}-${heldMinor}` },
          )
        : null;
    await record(async (tx) => {
      if (refund) await recordStripeRefundOf(tx, payment, refund, `Refunded automatically: ${payment.unowedReason}`);
      this.outbox.enqueue(tx, 'payments.unowed_received', { paymentId, reason });
    });
  }

  /** A refund that will never be made by the job (dead-lettered): the patient is still told of the money, which staff then decide on. */
  async refundUnowedAbandoned(payload: UnowedEmailPayload, { tx, final }: JobFailure): Promise<void> {
    if (final) this.outbox.enqueue(tx, 'payments.unowed_received', payload);
  }

  /**
   * Money paid outside Stripe, recorded by staff: part or all of the deposit. It counts towards the
   * booking's deposit, which confirms the booking once covered; the receipt is sent and it is
   * audited; pages still open for the booking that can no longer be paid are expired.
   *
   * Only against a quote that was sent (409 without one: there is no deposit to pay, and the patient
   * would see nothing of it). What is beyond the deposit still owed, or arrives once it is covered, is
   * recorded as not owed: its own ledger row with the reason, never counted as paid, listed for staff
   * (and by reconciliation until it is refunded), the patient emailed that it was received and that a
   * coordinator will decide on it; an admin refunds it from the Payments page.
   *
   * Recorded once: a reference already recorded for the booking is refused (409); a save retried with
   * the same idempotency key answers the payment it recorded; and a save without a reference of the
   * same amount, method and day as one recorded in the last minutes is refused as a likely double
   * (409, saying to give its reference to record it anyway). A moderator records up to the Settings'
   * `moderatorOfflinePaymentMaxUsd`; a larger one needs an admin (403, the refusal audited).
   */
  async recordOffline(bookingId: string, data: OfflinePaymentDto, staff: StaffActor, idempotencyKey: string | null): Promise<string> {
    const amountMinor = amountMinorOf(data.amountUsd, data);
    await this.checkOfflineLimit(bookingId, amountMinor, staff);
    const paidOn = offlinePaidOn(data.paidOn);
    try {
      const paymentId = await this.em.transactional(async (tx) => {
        const booking = await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!booking) throw new NotFoundException('Booking not found');
        // A retried save waited for the first on the booking's lock: it answers what the first recorded.
        const replayed = idempotencyKey ? await this.recordedWith(tx, idempotencyKey, bookingId) : null;
        if (replayed) return replayed;
        checkAction(booking, 'record_payment', staff.role);
        const quote = await tx.findOne(BookingQuote, { booking, supersededAt: null });
        if (!quote) throw new ConflictException({ message: NO_QUOTE_FOR_OFFLINE, code: 'no_quote' });
        if (data.reference && (await this.referenceRecorded(tx, bookingId, data.reference))) throw duplicateReference();
        if (!data.reference) await this.refuseLikelyDouble(tx, bookingId, { amountMinor, method: data.method, paidOn });
        const owedMinor = depositMinor(quote) - (await paidTowardsDeposit(tx, booking.id));
        const countedMinor = Math.min(amountMinor, Math.max(0, owedMinor));
        // One moment for the rows of one save: a likely double is recognised by their sum.
        const at = new Date();
        const row = (part: number, extra: { reference?: string | null; idempotencyKey?: string | null }) =>
          tx.create(Payment, {
            kind: 'deposit',
            method: data.method,
            status: 'succeeded',
            amountMinor: part,
            currency: data.currency ?? 'usd',
            user: booking.user,
            booking,
            quote,
            paidOn,
            note: data.note ?? null,
            recordedBy: tx.getReference(User, staff.userId),
            createdAt: at,
            updatedAt: at,
            ...extra,
          });
        const ids = { reference: data.reference ?? null, idempotencyKey };
        // The row staff saved carries the reference and the key: what counts if anything does, else all of it.
        const payment = row(countedMinor || amountMinor, ids);
        const beyond = countedMinor && amountMinor > countedMinor ? row(amountMinor - countedMinor, {}) : null;
        await tx.flush();
        await this.audit.record(tx, {
          actorId: staff.userId,
          action: 'payment.offline',
          entity: 'booking',
          entityId: booking.id,
          details: { paymentId: payment.id, method: data.method, amountMinor, countedMinor, paidOn },
        });
        if (countedMinor) await this.confirm(tx, payment, staff);
        else await this.receiveUnowed(tx, payment, { kind: 'alreadyPaid' });
        if (beyond) await this.receiveUnowed(tx, beyond, { kind: 'amount', paidMinor: amountMinor, dueMinor: owedMinor });
        this.outbox.enqueue(tx, 'payments.expire_sessions', { bookingId: booking.id });
        return payment.id;
      });
      this.em.clear();
      return paymentId;
    } catch (error) {
      // Two saves at once: the unique indexes decide, and the loser answers as a replay would.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      const again = idempotencyKey ? await this.recordedWith(this.em, idempotencyKey, bookingId) : null;
      if (again) return again;
      throw duplicateReference();
    }
  }

  /**
   * A save without a reference of the amount, method and day of one recorded for the booking in the
   * last `LIKELY_DOUBLE_MINUTES` (a form saved twice, two coordinators recording one transfer) is
   * refused, saying how to record a real second payment: with its reference. Rows saved together
   * (the part that counted and the part beyond the deposit) are compared by their sum.
   */
  private async refuseLikelyDouble(
    em: EntityManager,
    bookingId: string,
    save: { amountMinor: number; method: string; paidOn: string },
  ): Promise<void> {
    const since = new Date(Date.now() - LIKELY_DOUBLE_MINUTES * 60_000);
    const [recent] = await em.execute<{ created_at: Date }[]>(
      `select created_at from payments
        where booking_id = ? and kind = 'deposit' and method = ? and paid_on = ? and recorded_by_id is not null and created_at >= ?
        group by created_at having sum(amount_minor) = ? order by created_at desc limit 1`,
      [bookingId, save.method, save.paidOn, since, save.amountMinor],
    );
    if (!recent) return;
    const minutes = Math.max(1, Math.round((Date.now() - new Date(recent.created_at).getTime()) / 60_000));
    throw new ConflictException({
      message: `${formatMoney(save.amountMinor, 'usd')} by ${save.method.replace('_', ' ')} paid on ${save.paidOn} was recorded for this booking ${minutes} minute${minutes === 1 ? '' : 's'} ago: this looks like the same payment saved twice. If it is another payment, record it with its reference (the transfer or receipt number).`,
      code: 'likely_double',
    });
  }

  /**
   * Money marked as received with no processor behind it is the one payment nothing else checks:
   * above the Settings' limit, a moderator's word alone is not enough and an admin records it.
   */
  private async checkOfflineLimit(bookingId: string, amountMinor: number, staff: StaffActor): Promise<void> {
    if (staff.role === 'admin') return;
    const { moderatorOfflinePaymentMaxUsd: limit } = await readSiteSettings(this.em, this.config);
    if (amountMinor <= toMinor(limit, 'USD')) return;
    await this.audit.record(this.em, {
      actorId: staff.userId,
      action: 'payment.offline',
      entity: 'booking',
      entityId: bookingId,
      outcome: 'failure',
      details: { reason: 'above_moderator_limit', amountMinor, limitUsd: limit },
    });
    throw new ForbiddenException({
      message: `An offline payment above ${formatUsd(limit)} is recorded by an admin: ask an admin to record this one.`,
      code: 'admin_required',
    });
  }

  /** The payment a save with this idempotency key recorded, if any (a key of another booking: 409). */
  private async recordedWith(em: EntityManager, idempotencyKey: string, bookingId: string): Promise<string | null> {
    const done = await em.findOne(Payment, { idempotencyKey });
    if (!done) return null;
    if (done.booking?.id !== bookingId) throw new ConflictException('This Idempotency-Key was used for another booking');
    return done.id;
  }

  private async referenceRecorded(em: EntityManager, bookingId: string, reference: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `select id from payments where booking_id = ? and kind = 'deposit' and lower(reference) = lower(?) limit 1`,
      [bookingId, reference],
    );
    return rows.length > 0;
  }

  /**
   * A succeeded deposit that counts: the booking is confirmed (as the lifecycle allows) once what it
   * has paid, net of refunds, covers its current quote's deposit; the patient's receipt is queued either way.
   */
  private async confirm(em: EntityManager, payment: Payment, actor: LifecycleActor): Promise<void> {
    const booking = await em.findOneOrFail(Booking, payment.booking!.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    payment.user ??= booking.user;
    await em.flush();
    const quote = await em.findOne(BookingQuote, { booking, supersededAt: null });
    const paidMinor = await paidTowardsDeposit(em, booking.id);
    await this.lifecycle.transition(em, booking, 'confirm', actor, { facts: { deposit: depositStanding(quote, paidMinor) } });
    this.outbox.enqueue(em, 'payments.deposit_received', { paymentId: payment.id });
    await this.audit.record(em, {
      actorId: payment.recordedBy?.id ?? null,
      action: 'payment.received',
      entity: 'booking',
      entityId: booking.id,
      details: { paymentId: payment.id, method: payment.method, amountMinor: payment.amountMinor, paidMinor, status: booking.status },
    });
    await em.flush();
  }

  /** The booking's current quote and what it still owes of the deposit, if it can be paid now; otherwise 409 saying why. */
  private async payable(booking: Booking): Promise<{ quote: BookingQuote; owedMinor: number }> {
    checkAction(booking, 'pay_deposit', 'patient');
    const quote = await this.em.findOne(BookingQuote, { booking, supersededAt: null });
    if (!quote) throw new ConflictException('This booking has no quote to pay yet. Your coordinator will send one.');
    const paidMinor = await paidTowardsDeposit(this.em, booking.id);
    const state = quoteState(quote, paidMinor);
    if (state === 'paid') throw new ConflictException('This deposit has already been paid');
    if (state === 'expired') throw new ConflictException('This quote has expired. Please ask your coordinator for a new one.');
    return { quote, owedMinor: depositMinor(quote) - paidMinor };
  }
}

const duplicateReference = () => new ConflictException('This reference is already recorded for this booking');

/** Why no offline payment is recorded on a booking without a quote: nothing is owed yet, and the patient would see none of it. */
export const NO_QUOTE_FOR_OFFLINE = 'This booking has no quote yet: send the patient a quote, then record the payment against its deposit.';

/** How long a save without a reference of the same amount, method and day as a recorded one is taken for the same payment saved twice. */
export const LIKELY_DOUBLE_MINUTES = 15;

/**
 * What a booking's card page may charge now: the current quote's deposit still owed, while the booking
 * awaits it and the quote runs; null when nothing can be paid by card (no quote, covered, expired,
 * cancelled or confirmed). The pages that do not charge exactly this are the ones to close.
 */
async function payableNow(em: EntityManager, bookingId: string): Promise<{ quoteId: string; owedMinor: number } | null> {
  const booking = await em.findOne(Booking, bookingId, { fields: ['status'] });
  if (!booking || !applies(booking.status, 'pay_deposit')) return null;
  const quote = await em.findOne(BookingQuote, { booking: bookingId, supersededAt: null });
  if (!quote) return null;
  const paidMinor = await paidTowardsDeposit(em, bookingId);
  if (quoteState(quote, paidMinor) !== 'open') return null;
  return { quoteId: quote.id, owedMinor: depositMinor(quote) - paidMinor };
}

/** Stripe keeps a Checkout Session open 24 hours unless told less, and takes no less than 30 minutes. */
const STRIPE_PAGE_LIFETIME_MS = 24 * 3_600_000;
const MIN_PAGE_LIFETIME_MS = 31 * 60_000;

/** The end of a quote's last day (UTC, inclusive), as a time. */
function quoteEndsAt(quote: BookingQuote): number {
  return dayStart(addDays(quote.validUntil, 1)).getTime();
}
