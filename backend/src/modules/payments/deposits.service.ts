import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { bookingReference } from '@medtour/contracts';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/audit.service.js';
import { Booking } from '../bookings/entities/booking.entity.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { User } from '../users/entities/user.entity.js';
import type { OfflinePaymentDto } from './dto/payments.dto.js';
import { Payment } from './entities/payment.entity.js';
import { BookingQuote } from './entities/quote.entity.js';
import { paidQuoteIds, quoteState, todayUtc } from './quote-views.js';
import { StripeGateway } from './stripe.gateway.js';

/** Metadata our Checkout Sessions carry, so that a webhook names what it paid. */
interface DepositMetadata {
  kind: 'deposit';
  bookingId: string;
  quoteId: string;
}

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
  ) {}

  /**
   * A Checkout Session for the deposit of the patient's booking (another patient's: 404). Refused
   * (409) without a quote that can be paid, once paid, or when the booking is closed. The same
   * quote on the same day gives the same session (idempotency key), so a double click pays once.
   */
  async checkout(userId: string, bookingId: string): Promise<{ url: string }> {
    const booking = await this.em.findOne(Booking, { id: bookingId, user: userId }, { populate: ['hospital', 'treatment', 'user'] });
    if (!booking) throw new NotFoundException('Booking not found');
    const quote = await this.payableQuote(booking);
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
              unit_amount: quote.depositUsd * 100,
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
      },
      { idempotencyKey: `deposit-${quote.id}-${todayUtc()}` },
    );
    if (!session.url) throw new ConflictException('Stripe did not return a payment page. Please try again.');
    // The ledger knows of the attempt from now on (once per session, whatever the clicks).
    await recordAttempt(this.em, {
      sessionId: session.id,
      amountMinor: quote.depositUsd * 100,
      currency: 'usd',
      bookingId: booking.id,
      quoteId: quote.id,
      userId,
    });
    await this.audit.record(this.em, {
      action: 'payment.checkout',
      entity: 'booking',
      entityId: booking.id,
      details: { quoteVersion: quote.version, amountMinor: quote.depositUsd * 100 },
    });
    return { url: session.url };
  }

  /**
   * Applies what Stripe says of a payment-mode Checkout Session now (re-read by the caller, whatever event told of it):
   * paid → the ledger row succeeds and the booking is confirmed; expired or failed → it fails.
   * Runs in the job's transaction; the ledger row is locked, so concurrent events apply it once.
   */
  async applyCheckoutSession(em: EntityManager, session: Stripe.Checkout.Session, eventType: string): Promise<void> {
    const metadata = session.metadata as Partial<DepositMetadata> | null;
    if (session.mode !== 'payment' || metadata?.kind !== 'deposit' || !metadata.bookingId || !metadata.quoteId) return;
    // A session the API did not record (its insert lost) is recorded now.
    await recordAttempt(em, {
      sessionId: session.id,
      amountMinor: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      bookingId: metadata.bookingId,
      quoteId: metadata.quoteId,
      userId: null,
    });
    const payment = await em.findOneOrFail(
      Payment,
      { stripeCheckoutSessionId: session.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['booking'] },
    );
    if (payment.status === 'succeeded') return;
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    payment.stripePaymentIntentId = intent;
    payment.amountMinor = session.amount_total ?? payment.amountMinor;
    if (session.payment_status === 'paid') {
      payment.status = 'succeeded';
      payment.failureMessage = null;
      await this.confirm(em, payment);
    } else if (session.status === 'expired' || eventType === 'checkout.session.async_payment_failed') {
      payment.status = 'failed';
      payment.failureMessage = session.status === 'expired' ? 'The payment page expired unpaid' : 'The payment failed';
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
   * A deposit paid outside Stripe, recorded by staff: it confirms the booking as a paid deposit
   * would (against its current quote, if any), sends the receipt, and is audited.
   */
  async recordOffline(bookingId: string, data: OfflinePaymentDto, staffId: string): Promise<string> {
    const paymentId = await this.em.transactional(async (tx) => {
      const booking = await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!booking) throw new NotFoundException('Booking not found');
      if (booking.status === 'cancelled') throw new ConflictException('A cancelled booking cannot take a payment');
      const quote = await tx.findOne(BookingQuote, { booking, supersededAt: null });
      const payment = tx.create(Payment, {
        kind: 'deposit',
        method: data.method,
        status: 'succeeded',
        amountMinor: Math.round(data.amountUsd * 100),
        user: booking.user,
        booking,
        quote,
        reference: data.reference ?? null,
        note: data.note ?? null,
        recordedBy: tx.getReference(User, staffId),
      });
      await tx.flush();
      await this.audit.record(tx, {
        actorId: staffId,
        action: 'payment.offline',
        entity: 'booking',
        entityId: booking.id,
        details: { paymentId: payment.id, method: data.method, amountMinor: payment.amountMinor },
      });
      await this.confirm(tx, payment);
      return payment.id;
    });
    this.em.clear();
    return paymentId;
  }

  /** A succeeded deposit confirms its booking (if still open) and queues the patient's receipt. */
  private async confirm(em: EntityManager, payment: Payment): Promise<void> {
    const booking = await em.findOneOrFail(Booking, payment.booking!.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    payment.user ??= booking.user;
    if (booking.status === 'pending' || booking.status === 'payment_pending') {
      booking.status = 'confirmed';
      booking.confirmedDate = new Date();
    }
    this.outbox.enqueue(em, 'payments.deposit_received', { paymentId: payment.id });
    await this.audit.record(em, {
      actorId: payment.recordedBy?.id ?? null,
      action: 'payment.received',
      entity: 'booking',
      entityId: booking.id,
      details: { paymentId: payment.id, method: payment.method, amountMinor: payment.amountMinor, status: booking.status },
    });
    await em.flush();
  }

  /** The booking's current quote if it can be paid now; otherwise 409 saying why. */
  private async payableQuote(booking: Booking): Promise<BookingQuote> {
    if (booking.status === 'cancelled') throw new ConflictException('This booking is cancelled');
    if (booking.status === 'confirmed' || booking.status === 'completed') throw new ConflictException('This booking is already confirmed');
    const quote = await this.em.findOne(BookingQuote, { booking, supersededAt: null });
    if (!quote) throw new ConflictException('This booking has no quote to pay yet. Your coordinator will send one.');
    const paid = (await paidQuoteIds(this.em, [quote.id])).has(quote.id);
    const state = quoteState(quote, paid);
    if (state === 'paid') throw new ConflictException('This deposit has already been paid');
    if (state === 'expired') throw new ConflictException('This quote has expired. Please ask your coordinator for a new one.');
    return quote;
  }
}
