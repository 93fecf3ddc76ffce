import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { bookingReference, type Locale, type QuoteInLocalMoney, settingsTextsIn, utcDay } from '@medtour/contracts';
import { type HandlesJobs, type JobContext, type JobFailureMap, type JobHandlerMap, JobHandlers } from '../../common/jobs/job-registry.js';
import { AppConfig } from '../../config/app-config.js';
import type {
  PaymentEmailPayload,
  QuoteEmailPayload,
  StripeEventPayload,
  SubscriptionEmailPayload,
  UnowedEmailPayload,
} from '../../queues/queues.js';
import { type User, activeAdminEmails, fullName } from '../users/index.js';
import { MailerService, type RenderedEmail, siteLink } from '../notifications/index.js';
import { contactSignature, coordinatorContact, readSiteSettings } from '../settings/index.js';
import { DepositsService } from './deposits.service.js';
import { Payment } from './entities/payment.entity.js';
import { BookingQuote } from './entities/quote.entity.js';
import { latestQuotes, toQuoteView } from './quote-views.js';
import { rateReader } from '../currencies/index.js';
import { StripeEvent } from './entities/stripe-event.entity.js';
import { Subscription } from './entities/subscription.entity.js';
import {
  depositReceived,
  depositRefunded,
  describeUnowed,
  offlinePremiumEmail,
  quoteSent,
  subscriptionEmail,
  unowedReceived,
} from './payment-emails.js';
import { offlineRefundDeadline } from './offline-premium.service.js';
import { disputeAlert, duplicateSubscriptionAlert } from './payment-alerts.js';
import { isUnknownObject } from './stripe-objects.js';
import { StripeGateway } from './stripe.gateway.js';
import { appliedEventKind } from './stripe-events.js';
import { PaymentsLedgerService } from './payments-ledger.service.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** Whom a patient's payment email goes to, by their name (none when the account has none) and in their language. */
const recipient = (user: User) => ({
  to: user.email,
  patientName: fullName(user),
  language: user.language,
});

/** Stripe's events, applied in the worker; the quote and receipt emails. */
@JobHandlers()
@Injectable()
export class PaymentsJobs implements HandlesJobs {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly deposits: DepositsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly ledger: PaymentsLedgerService,
    private readonly stripe: StripeGateway,
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
  ) {}

  readonly jobs: JobHandlerMap = {
    'payments.stripe_event': (payload, context) => this.applyEvent(payload, context),
    'payments.quote_sent': (payload, context) => this.sendQuote(payload, context),
    'payments.deposit_received': (payload, context) => this.sendReceipt(payload, context),
    'payments.subscription_email': (payload, context) => this.sendSubscriptionEmail(payload, context),
    'payments.offline_premium_email': (payload, context) => this.sendOfflinePremium(payload, context),
    'payments.refund_issued': (payload, context) => this.sendRefund(payload, context),
    'payments.unowed_received': (payload, context) => this.sendUnowed(payload, context),
    // Reads, calls Stripe, then marks each page ended in its own statement: no transaction is open meanwhile.
    'payments.expire_sessions': ({ bookingId }, { em }) => this.deposits.expireOpenPages(em, bookingId),
    'payments.dispute_alert': (payload, context) => this.sendDisputeAlert(payload, context),
    // Decisions recorded with the ledger rows that caused them, carried out here: Stripe is called with
    // no transaction open, then the result recorded in the job's short transaction (idempotent on retry).
    'payments.refund_unowed': (payload, context) => this.deposits.refundUnowed(payload, context),
    'payments.cancel_duplicate': (payload, context) => this.subscriptions.cancelDuplicate(payload, context),
    'payments.refund_duplicate': (payload, context) => this.subscriptions.refundDuplicate(payload, context),
    'payments.duplicate_alert': (payload, context) => this.sendDuplicateAlert(payload, context),
  };

  readonly failures: JobFailureMap = {
    'payments.refund_unowed': (payload, failure) => this.deposits.refundUnowedAbandoned(payload, failure),
  };

  private async sendDuplicateAlert(
    { paymentId, stripeSubscriptionId }: PaymentEmailPayload & { stripeSubscriptionId: string },
    { em, jobId }: JobContext,
  ): Promise<void> {
    const refund = await em.findOne(Payment, { id: paymentId, kind: 'refund' }, { populate: ['user', 'subscription'] });
    const admins = await activeAdminEmails(em);
    if (!refund?.subscription || !admins.length) return;
    await this.mailer.send({
      ...duplicateSubscriptionAlert(admins, {
        patientEmail: refund.user?.email ?? 'A former patient',
        cancelledId: stripeSubscriptionId,
        keptId: refund.subscription.stripeSubscriptionId ?? null,
        refundedMinor: refund.amountMinor,
        currency: refund.currency,
        link: `${this.config.publicUrl}/admin/subscriptions/${refund.subscription.id}/show`,
      }),
      id: jobId,
    });
  }

  private async sendDisputeAlert({ paymentId }: PaymentEmailPayload, { em, jobId }: JobContext): Promise<void> {
    const dispute = await em.findOne(Payment, { id: paymentId, kind: 'dispute' }, { populate: ['booking', 'user'] });
    const admins = await activeAdminEmails(em);
    if (!dispute || !admins.length) return;
    const what = dispute.booking
      ? `booking #${bookingReference(dispute.booking.id)}'s deposit`
      : `the Premium payment of ${dispute.user?.email ?? 'a former patient'}`;
    await this.mailer.send({
      ...disputeAlert(admins, {
        amountMinor: dispute.amountMinor,
        currency: dispute.currency,
        status: dispute.status,
        reason: dispute.note ?? 'no reason given',
        what,
        link: `${this.config.publicUrl}/admin/payments/${dispute.id}/show`,
      }),
      id: jobId,
    });
  }

  /**
   * An event is applied by re-reading its object from Stripe (not from the event's snapshot), so
   * deliveries in any order, repeated or late, converge on Stripe's current state. Stripe is read
   * first, outside any transaction; what it said is then applied in the job's short record
   * transaction, with the outbox row marked done (a retry reads Stripe again and applies once). An
   * event about an object Stripe no longer knows (deleted, or of another account) is acknowledged
   * and logged: no retry would find it.
   */
  private async applyEvent({ eventId }: StripeEventPayload, { em, record }: JobContext): Promise<void> {
    const event = await em.findOne(StripeEvent, { id: eventId });
    if (!event) return;
    try {
      const apply = await this.readObject(event, em);
      if (apply) await record(apply);
    } catch (error) {
      if (!isUnknownObject(error)) throw error;
      this.logger.warn(
        `Stripe event ${event.id} (${event.type}) names ${event.objectId}, which Stripe does not know: acknowledged, not applied`,
      );
    }
  }

  /** What Stripe says of the event's object now (read with no transaction open), as the writes that apply it; none for other events. */
  private async readObject(event: StripeEvent, em: EntityManager): Promise<((tx: EntityManager) => Promise<void>) | undefined> {
    const kind = appliedEventKind(event.type);
    if (kind === 'checkout.session') {
      const session = await this.stripe.api.checkout.sessions.retrieve(event.objectId);
      if (session.mode !== 'subscription') return (tx) => this.deposits.applyCheckoutSession(tx, session, event.type);
      const read = await this.subscriptions.readCheckoutSession(em, session);
      return read ? (tx) => this.subscriptions.applySubscription(tx, read) : undefined;
    }
    if (kind === 'customer.subscription') {
      const read = await this.subscriptions.readSubscription(em, event.objectId);
      return (tx) => this.subscriptions.applySubscription(tx, read);
    }
    if (kind === 'invoice') {
      const read = await this.subscriptions.readInvoice(em, event.objectId);
      return (tx) => this.subscriptions.applyInvoice(tx, read, event.type);
    }
    if (kind === 'refund') {
      const refund = await this.stripe.api.refunds.retrieve(event.objectId);
      return (tx) => this.ledger.applyStripeRefund(tx, refund);
    }
    if (event.type.startsWith('charge.dispute.')) {
      const dispute = await this.stripe.api.disputes.retrieve(event.objectId);
      return (tx) => this.ledger.applyStripeDispute(tx, dispute);
    }
    if (event.type === 'charge.refunded') {
      // Every refund of the charge, whoever made them (here, or in Stripe's dashboard).
      const refunds = await this.stripe.api.refunds.list({ charge: event.objectId, limit: 100 });
      return async (tx) => {
        for (const refund of refunds.data) await this.ledger.applyStripeRefund(tx, refund);
      };
    }
    return undefined; // other events are acknowledged and kept; nothing reads them
  }

  /** Money received that the booking did not owe: what was received, why it does not count, and what happens to it. */
  private async sendUnowed({ paymentId, reason }: UnowedEmailPayload, { em, jobId }: JobContext): Promise<void> {
    const payment = await em.findOne(Payment, { id: paymentId }, { populate: ['booking.hospital', 'booking.user.profile'] });
    if (!payment?.booking || !payment.unowedReason) return;
    const refund = await em.findOne(Payment, { refundOf: payment, kind: 'refund', status: 'succeeded' });
    const booking = payment.booking;
    await this.send(
      unowedReceived({
        ...recipient(booking.user),
        reference: bookingReference(booking.id),
        hospital: booking.hospital.name,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        method: payment.method,
        // The reason travels with the job in its parts; a job queued before it did says the ledger's English.
        reason: reason ? describeUnowed(reason, booking.user.language) : payment.unowedReason,
        refundedMinor: refund?.amountMinor ?? null,
        confirmed: booking.status === 'confirmed',
        link: this.patientLink(booking.user, `/dashboard?booking=${booking.id}`),
        local: await this.localOf(em, booking.id),
      }),
      booking.user.language,
      jobId,
      em,
    );
  }

  private async sendRefund({ paymentId }: PaymentEmailPayload, { em, jobId }: JobContext): Promise<void> {
    const refund = await em.findOne(Payment, { id: paymentId }, { populate: ['booking', 'user.profile'] });
    if (!refund?.booking || !refund.user) return;
    await this.send(
      depositRefunded({
        ...recipient(refund.user),
        reference: bookingReference(refund.booking.id),
        amountMinor: refund.amountMinor,
        method: refund.method,
        link: this.patientLink(refund.user, `/dashboard?booking=${refund.booking.id}`),
        local: await this.localOf(em, refund.booking.id),
      }),
      refund.user.language,
      jobId,
      em,
    );
  }

  /** Premium paid offline: the payment recorded (its period and receipt), or its refund (the payload is the refund's row). */
  private async sendOfflinePremium({ paymentId }: PaymentEmailPayload, { em, jobId }: JobContext): Promise<void> {
    const row = await em.findOne(Payment, { id: paymentId }, { populate: ['user.profile', 'refundOf'] });
    const paid = row?.kind === 'refund' ? row.refundOf : row;
    if (!row?.user || !paid?.premiumFrom || !paid.premiumUntil || !paid.paidOn) return;
    const deadline = offlineRefundDeadline(paid.paidOn);
    await this.send(
      offlinePremiumEmail({
        ...recipient(row.user),
        kind: row.kind === 'refund' ? 'refunded' : 'granted',
        amountMinor: row.amountMinor,
        method: paid.method,
        reference: paid.reference ?? null,
        paidOn: paid.paidOn,
        from: utcDay(paid.premiumFrom),
        until: utcDay(paid.premiumUntil),
        started: paid.premiumFrom.getTime() <= Date.now(),
        // The last day it can be asked for: the guarantee ends at 00:00 UTC after it.
        refundableUntil: deadline.getTime() > Date.now() ? utcDay(new Date(deadline.getTime() - 1)) : null,
        receiptNumber: paid.id,
        link: this.patientLink(row.user, '/dashboard'),
      }),
      row.user.language,
      jobId,
      em,
    );
  }

  private async sendSubscriptionEmail({ subscriptionId, kind }: SubscriptionEmailPayload, { em, jobId }: JobContext): Promise<void> {
    const row = await em.findOne(Subscription, { id: subscriptionId }, { populate: ['user.profile'] });
    if (!row) return;
    const refund =
      kind === 'refunded' ? await em.findOne(Payment, { subscription: row, kind: 'refund' }, { orderBy: { createdAt: 'desc' } }) : null;
    const settings = await readSiteSettings(em, this.config);
    await this.send(
      subscriptionEmail({
        ...recipient(row.user),
        kind,
        priceUsd: settings.premiumPriceUsd,
        periodEnd: row.currentPeriodEnd ? utcDay(row.currentPeriodEnd) : null,
        refundedMinor: refund?.amountMinor ?? null,
        link: this.patientLink(row.user, '/dashboard'),
      }),
      row.user.language,
      jobId,
      em,
    );
  }

  private async sendQuote({ quoteId }: QuoteEmailPayload, { em, jobId }: JobContext): Promise<void> {
    const quote = await em.findOne(BookingQuote, { id: quoteId }, { populate: ['booking.hospital', 'booking.user.profile'] });
    if (!quote || quote.supersededAt) return; // a newer quote was sent since: its own email tells
    const booking = quote.booking;
    const settings = await readSiteSettings(em, this.config);
    await this.send(
      quoteSent({
        ...recipient(booking.user),
        reference: bookingReference(booking.id),
        hospital: booking.hospital.name,
        version: quote.version,
        lines: quote.lines,
        included: quote.included,
        excluded: quote.excluded,
        totalUsd: quote.totalUsd,
        depositUsd: quote.depositUsd,
        validUntil: quote.validUntil,
        link: this.patientLink(booking.user, `/dashboard?booking=${booking.id}`),
        online: this.stripe.configured,
        // Settings' instructions in the patient's language (English where staff wrote none in it).
        offline: { ...settings.offlinePayment, instructions: settingsTextsIn(settings, booking.user.language).instructions },
        local: toQuoteView(quote).local,
      }),
      booking.user.language,
      jobId,
      em,
    );
  }

  private async sendReceipt({ paymentId }: PaymentEmailPayload, { em, jobId }: JobContext): Promise<void> {
    const payment = await em.findOne(Payment, { id: paymentId }, { populate: ['booking.hospital', 'booking.user.profile'] });
    if (!payment?.booking || payment.status !== 'succeeded') return;
    const booking = payment.booking;
    await this.send(
      depositReceived({
        ...recipient(booking.user),
        reference: bookingReference(booking.id),
        hospital: booking.hospital.name,
        amountMinor: payment.amountMinor,
        method: payment.method,
        paymentId: payment.id,
        paidAt: utcDay(payment.updatedAt),
        confirmed: booking.status === 'confirmed',
        link: this.patientLink(booking.user, `/dashboard?booking=${booking.id}`),
        // What is paid in all and still owed, with the patient's currency (issue 52): an instalment's email says the rest.
        quote: (await latestQuotes(em, [booking.id], rateReader(em, this.config))).get(booking.id) ?? null,
      }),
      booking.user.language,
      jobId,
      em,
    );
  }

  /**
   * The booking's current quote in the patient's currency (at the rate kept with it, else today's, an
   * estimate), so that every email about its money gives the figure the receipt gave (issue 52).
   */
  private async localOf(em: EntityManager, bookingId: string): Promise<QuoteInLocalMoney | null> {
    return (await latestQuotes(em, [bookingId], rateReader(em, this.config))).get(bookingId)?.local ?? null;
  }

  /** A page of the site in the patient's language. */
  private patientLink(user: User, path: string): string {
    return siteLink(this.config.publicUrl, user.language, path);
  }

  /** Patients are told how to reach the coordinators, as Settings say today, in their language. */
  private async send(email: RenderedEmail, language: Locale, jobId: string, em: EntityManager): Promise<void> {
    email.text += `\n${contactSignature(coordinatorContact(await readSiteSettings(em, this.config), language), language)}`;
    await this.mailer.send({ ...email, id: jobId });
  }
}
