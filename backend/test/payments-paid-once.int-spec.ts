import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import Stripe from 'stripe';
import { bookingReference } from '@medtour/contracts';
import { inDays, signedInAgent } from './support/factories.js';
import type { TestApi } from './support/app.js';
import { type PaymentsChecks, paymentsChecks } from './support/payments-checks.js';
import { type PaymentsWorld, startPaymentsWorld } from './support/payments-world.js';
import type { StandInEvent, StripeStandIn } from './support/stripe-stand-in.js';
import { readMail, type SmtpStandIn } from './support/smtp.js';

const WEBHOOK_SECRET = 'whsec_paidonce';
const WEBHOOK = '/api/payments/stripe/webhook';

/**
 * Issue 52, items 1 to 3: whatever way a patient pays and whatever staff record, the same thing is
 * paid once. Every way to pay closes the others (offline Premium or deposit, a cancel by either side,
 * a new quote, a confirmation); two clicks make one page; money paid twice is not owed, refunded and,
 * until then, reported; no refund pays out more than is held net of refunds and disputes. Played as
 * the patient and the coordinators do it, over HTTP, against the Stripe stand-in and the real worker;
 * after each scenario the ledger's net per booking is what the patient and staff are shown.
 */
describe('payments: paid once, whatever the clicks (issue 52)', () => {
  let world: PaymentsWorld;
  let stripe: StripeStandIn;
  let smtp: SmtpStandIn;
  let api: TestApi;
  let moderator: Agent;
  let checks: PaymentsChecks;
  let owner: Agent | undefined;
  const admin = async () => (owner ??= (await signedInAgent(api.app, api.em, 'admin')).agent);

  beforeAll(async () => {
    world = await startPaymentsWorld(WEBHOOK_SECRET);
    ({ stripe, smtp, api, moderator } = world);
    checks = paymentsChecks(api, moderator, admin);
  });
  afterAll(() => world.close());

  const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
  const sdk = () => new Stripe('sk_test_standin', { host: '127.0.0.1', port: stripe.port, protocol: 'http' });
  const sessionOf = (url: string) => url.split('/').at(-1)!;
  const deliver = (event: StandInEvent) => {
    const signed = stripe.signedDelivery(event);
    return api.http.post(WEBHOOK).set('Content-Type', 'application/json').set('Stripe-Signature', signed.header).send(signed.payload);
  };
  const deliverAll = async (events: StandInEvent[]) => {
    for (const event of events) await deliver(event).expect(200);
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).map(readMail);

  async function patientWithBooking() {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const booking = (await agent.post('/api/bookings').send({ hospitalId: world.hospitalId, treatmentId: world.treatmentId }).expect(201))
      .body as { id: string };
    return { agent, user, bookingId: booking.id };
  }
  /** A quote of $12,000: the deposit asked is $2,400 (Settings' 20 %). */
  const sendQuote = (bookingId: string, lines = [{ label: 'Hip replacement, all inclusive', amountUsd: 12_000 }]) =>
    moderator
      .post(`/api/admin/bookings/${bookingId}/quotes`)
      .send({ lines, validUntil: inDays(14) })
      .expect(201);
  async function quotedBooking() {
    const booking = await patientWithBooking();
    await sendQuote(booking.bookingId);
    return booking;
  }
  const payDeposit = (agent: Agent, bookingId: string) => agent.post(`/api/bookings/${bookingId}/deposit-checkout`);
  const openPage = async (agent: Agent, bookingId: string) => sessionOf((await payDeposit(agent, bookingId).expect(200)).body.url);
  const pageStatus = async (sessionId: string) => (await sdk().checkout.sessions.retrieve(sessionId)).status;
  /** What the patient sees of their booking's deposit. */
  const seen = async (agent: Agent, bookingId: string) => {
    const view = (await agent.get(`/api/bookings/${bookingId}`).expect(200)).body;
    return { status: view.status, state: view.quote?.state, paidMinor: view.quote?.paidMinor };
  };
  /** The booking's payments as staff see them on its page. */
  const staffLedger = async (bookingId: string) =>
    (
      (await moderator.get(`/api/admin/bookings/${bookingId}/payments`).expect(200)).body as {
        id: string;
        kind: string;
        method: string;
        status: string;
        amountMinor: number;
        unowedReason: string | null;
        stripePaymentIntentId: string | null;
      }[]
    ).sort(
      (a, b) =>
        a.kind.localeCompare(b.kind) ||
        a.amountMinor - b.amountMinor ||
        a.method.localeCompare(b.method) ||
        a.status.localeCompare(b.status),
    );
  const recordOffline = (bookingId: string, body: Record<string, unknown>, key?: string) => {
    const req = moderator.post(`/api/admin/bookings/${bookingId}/payments`);
    return (key ? req.set('Idempotency-Key', key) : req).send({ method: 'bank_transfer', ...body });
  };

  describe('one payment page at a time', () => {
    it('two clicks on "Pay deposit" at the same moment open one Stripe page, with one pending row that ends', async () => {
      const { agent, bookingId } = await quotedBooking();
      const before = stripe.requests.length;
      // Clicks at once and up to 120 ms apart, as an impatient patient makes them.
      const clicks = await Promise.all([0, 0, 40, 80, 120].map((ms) => pause(ms).then(() => payDeposit(agent, bookingId))));
      expect(clicks.map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(clicks.map((c) => c.body.url as string)).size).toBe(1);
      const made = stripe.requests.slice(before).filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
      // Each click asked with the same key: Stripe made the page once and answered the others with it.
      expect(new Set(made.map((r) => r.idempotencyKey)).size).toBe(1);
      expect((await staffLedger(bookingId)).map((p) => [p.status, p.amountMinor])).toEqual([['pending', 240000]]);

      // A click a moment after the page was made reuses it too.
      expect((await payDeposit(agent, bookingId).expect(200)).body.url).toBe(clicks[0]!.body.url);
      await deliverAll(stripe.completeCheckout(sessionOf(clicks[0]!.body.url as string)));
      await checks.settled();
      expect(await seen(agent, bookingId)).toEqual({ status: 'confirmed', state: 'paid', paidMinor: 240000 });
      expect((await staffLedger(bookingId)).map((p) => [p.status, p.amountMinor])).toEqual([['succeeded', 240000]]);
      await checks.expectReconciled({ agent, bookingId });
    });

    it('a confirmation closes any other page of the booking still open (one left by an older version of the product)', async () => {
      const { agent, bookingId } = await quotedBooking();
      const paid = await openPage(agent, bookingId);
      // A second page for the same deposit, as two clicks made before issue 52, known to the ledger as pending.
      const quoteId = (await agent.get(`/api/bookings/${bookingId}`).expect(200)).body.quote.id as string;
      const metadata = { kind: 'deposit', bookingId, quoteId };
      const second = await sdk().checkout.sessions.create({
        mode: 'payment',
        metadata,
        payment_intent_data: { metadata },
        success_url: 'http://localhost/ok',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 240000, product_data: { name: 'Deposit' } } }],
      });
      await sql(
        `insert into payments (id, kind, method, status, amount_minor, currency, booking_id, quote_id, stripe_checkout_session_id, created_at, updated_at)
         values (?, 'deposit', 'stripe', 'pending', 240000, 'usd', ?, ?, ?, now(), now())`,
        [randomUUID(), bookingId, quoteId, second.id],
      );
      await deliverAll(stripe.completeCheckout(paid));
      await checks.settled();
      expect(await seen(agent, bookingId)).toMatchObject({ status: 'confirmed', paidMinor: 240000 });
      // The other page can no longer be paid, and its pending row has ended.
      expect(await pageStatus(second.id)).toBe('expired');
      expect((await staffLedger(bookingId)).map((p) => [p.status, p.amountMinor])).toEqual([
        ['failed', 240000],
        ['succeeded', 240000],
      ]);
      await deliverAll(stripe.takeEvents()); // Stripe's own "expired" event changes nothing more
      await checks.expectReconciled({ agent, bookingId });
    });

    it('a staff cancel closes the open page; one paid just before it, with automatic refunds off, is held as not owed until an admin refunds it', async () => {
      await world.stopWorker();
      await world.startWorker({ PAYMENTS_AUTO_REFUND: 'false' });
      try {
        const closed = await quotedBooking();
        const page = await openPage(closed.agent, closed.bookingId);
        await moderator.put(`/api/admin/bookings/${closed.bookingId}`).send({ status: 'cancelled' }).expect(200);
        await checks.settled();
        expect(await pageStatus(page)).toBe('expired');
        expect((await staffLedger(closed.bookingId)).map((p) => p.status)).toEqual(['failed']);

        const raced = await quotedBooking();
        const paidJustBefore = stripe.completeCheckout(await openPage(raced.agent, raced.bookingId));
        await moderator.put(`/api/admin/bookings/${raced.bookingId}`).send({ status: 'cancelled' }).expect(200);
        await deliverAll(paidJustBefore);
        await checks.settled();
        const [card] = await staffLedger(raced.bookingId);
        expect(card).toMatchObject({ kind: 'deposit', status: 'succeeded', unowedReason: 'the booking had been cancelled' });
        expect(await seen(raced.agent, raced.bookingId)).toEqual({ status: 'cancelled', state: 'open', paidMinor: 0 });
        // Nothing was refunded by itself: reconciliation says so until an admin does.
        expect((await checks.reconcile()).map((d) => d.kind)).toEqual(['unowed_held']);
        await (await admin()).post(`/api/admin/payments/${card!.id}/refund`).send({ reason: 'Paid after the cancel' }).expect(200);
        await checks.expectReconciled(closed, raced);
      } finally {
        await world.stopWorker();
        await world.startWorker();
      }
    });

    it('a new quote version closes the page of the old one; the page for what is owed now stays open', async () => {
      const { agent, bookingId } = await quotedBooking();
      const old = await openPage(agent, bookingId);
      await sendQuote(bookingId, [{ label: 'Hip replacement, revised', amountUsd: 20_000 }]);
      const current = await openPage(agent, bookingId);
      await checks.settled();
      expect(await pageStatus(old)).toBe('expired');
      expect(await pageStatus(current)).toBe('open');
      await deliverAll(stripe.completeCheckout(current));
      await checks.settled();
      expect(await seen(agent, bookingId)).toEqual({ status: 'confirmed', state: 'paid', paidMinor: 400000 });
      await checks.expectReconciled({ agent, bookingId });
    });

    it('a Checkout request says why nothing can be paid: no quote, an expired quote, a covered deposit (409)', async () => {
      const { agent, bookingId } = await patientWithBooking();
      expect((await payDeposit(agent, bookingId).expect(409)).body.message).toBe(
        'This booking has no quote to pay yet. Your coordinator will send one.',
      );
      const quote = (await sendQuote(bookingId)).body as { id: string };
      await sql(`update booking_quotes set valid_until = current_date - 1 where id = ?`, [quote.id]);
      expect((await payDeposit(agent, bookingId).expect(409)).body.message).toBe(
        'This quote has expired. Please ask your coordinator for a new one.',
      );
      await sql(`update booking_quotes set valid_until = current_date + 7 where id = ?`, [quote.id]);
      await recordOffline(bookingId, { amountUsd: 2400, reference: 'TRF-COVERED' }).expect(201);
      expect((await payDeposit(agent, bookingId).expect(409)).body.message).toBe('This booking is already confirmed');
      await checks.expectReconciled({ agent, bookingId });
    });
  });

  describe('Premium paid once', () => {
    const PREMIUM = { method: 'bank_transfer', amountUsd: 147, months: 3 };
    /** The first day of this month (UTC): a period with no month-end clamping. */
    const monthStart = () => {
      const now = new Date();
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
    };
    const recordPremium = async (userId: string) =>
      (await admin())
        .post(`/api/admin/users/${userId}/premium-payments`)
        .send({ ...PREMIUM, startsOn: monthStart() })
        .expect(201);
    const premiumLedger = (userId: string) =>
      sql<{ kind: string; method: string; amount_minor: number; unowed_reason: string | null }>(
        `select kind, method, amount_minor, unowed_reason from payments where user_id = ? and status = 'succeeded' order by created_at, kind`,
        [userId],
      );

    it('clicks on "Upgrade" at the same moment, or a moment apart, open one Premium page; a page after it ended is new', async () => {
      const { agent, user } = await signedInAgent(api.app, api.em, 'user');
      const clicks = await Promise.all([0, 0, 40, 80].map((ms) => pause(ms).then(() => agent.post('/api/subscription/checkout'))));
      // Each answer's status, with its body when it is not a page (a loaded run once refused one click 400: what it said shows).
      expect(clicks.map((c) => (c.status === 200 ? 200 : { status: c.status, body: c.body }))).toEqual([200, 200, 200, 200]);
      expect(new Set(clicks.map((c) => c.body.url as string)).size).toBe(1);
      const page = sessionOf(clicks[0]!.body.url as string);
      // It expired unpaid at Stripe: the next click is a new page, and it is the one reused after.
      stripe.expireCheckout(page);
      const next = (await agent.post('/api/subscription/checkout').expect(200)).body.url as string;
      expect(sessionOf(next)).not.toBe(page);
      expect((await agent.post('/api/subscription/checkout').expect(200)).body.url).toBe(next);
      await deliverAll(stripe.completeCheckout(sessionOf(next)));
      await checks.settled();
      expect((await agent.get('/api/subscription').expect(200)).body).toMatchObject({ tier: 'premium', source: 'subscription' });
      expect((await premiumLedger(user.id)).map((p) => [p.kind, p.method, p.amount_minor])).toEqual([['subscription', 'stripe', 4900]]);
      await checks.expectReconciled();
    });

    it('an admin records Premium paid offline while the patient’s Premium page is open: the page is closed, nothing more can be paid', async () => {
      const { agent, user } = await signedInAgent(api.app, api.em, 'user');
      const page = sessionOf((await agent.post('/api/subscription/checkout').expect(200)).body.url as string);
      await recordPremium(user.id);
      await checks.settled();
      expect(await pageStatus(page)).toBe('expired');
      expect(() => stripe.completeCheckout(page)).toThrow(/expired, not open/);
      expect((await agent.get('/api/subscription').expect(200)).body).toMatchObject({ tier: 'premium', source: 'offline' });
      expect((await premiumLedger(user.id)).map((p) => [p.kind, p.method, p.amount_minor])).toEqual([
        ['subscription', 'bank_transfer', 14700],
      ]);
      await checks.expectReconciled();
    });

    it('the page was paid before it could be closed: the card subscription is cancelled and refunded, Premium stays the offline one, reconciliation is clean', async () => {
      const { agent, user } = await signedInAgent(api.app, api.em, 'user');
      const page = sessionOf((await agent.post('/api/subscription/checkout').expect(200)).body.url as string);
      const paidAtStripe = stripe.completeCheckout(page); // the patient pays a moment before the admin saves
      await recordPremium(user.id);
      await deliverAll(paidAtStripe);
      await checks.settled();
      await deliverAll(stripe.takeEvents()); // the cancel's own events
      await checks.settled();
      const rows = await premiumLedger(user.id);
      expect(rows.map((p) => [p.kind, p.method, p.amount_minor, p.unowed_reason])).toEqual([
        ['subscription', 'bank_transfer', 14700, null],
        ['subscription', 'stripe', 4900, 'Premium was already paid offline for this period'],
        ['refund', 'stripe', 4900, null],
      ]);
      const subscription = (await agent.get('/api/subscription').expect(200)).body;
      expect(subscription).toMatchObject({ tier: 'premium', source: 'offline' });
      // The patient was never welcomed to a card subscription nor told it ends: theirs is the offline one.
      const subjects = mailsTo(user.email).map((m) => m.subject);
      expect(subjects.filter((subject) => /Welcome to MedTour Asia Premium|subscription is cancelled/.test(subject))).toEqual([]);
      expect(subjects.filter((subject) => subject.startsWith('Premium is active until'))).toHaveLength(1);
      await checks.expectReconciled();
    });

    it('reconciliation reports Premium months paid by card and offline that nobody refunded, until one is', async () => {
      const { user } = await signedInAgent(api.app, api.em, 'user');
      await recordPremium(user.id);
      // As an older version of the product let happen: a card payment for the same months, counted.
      const cardId = randomUUID();
      await sql(
        `insert into payments (id, kind, method, status, amount_minor, currency, user_id, created_at, updated_at)
         values (?, 'subscription', 'stripe', 'succeeded', 4900, 'usd', ?, now() - interval '1 hour', now())`,
        [cardId, user.id],
      );
      const found = await checks.reconcile();
      expect(found.map((d) => d.kind)).toEqual(['paid_twice']);
      expect(found[0]!.detail).toContain(`${user.email} paid $49 by card for Premium months already paid offline`);
      await sql(
        `insert into payments (id, kind, method, status, amount_minor, currency, user_id, refund_of_id, created_at, updated_at)
         values (?, 'refund', 'stripe', 'succeeded', 4900, 'usd', ?, ?, now(), now())`,
        [randomUUID(), user.id, cardId],
      );
      expect(await checks.reconcile()).toEqual([]);
    });
  });

  describe('refunds never pay out more than is held', () => {
    it('a card deposit partly refunded then disputed: nothing more can be refunded, from the Payments page or by a refund decision', async () => {
      const { agent, bookingId } = await quotedBooking();
      await deliverAll(stripe.completeCheckout(await openPage(agent, bookingId)));
      await checks.settled();
      const [deposit] = await staffLedger(bookingId);
      const refund = (amountUsd?: number) =>
        admin().then((a) => a.post(`/api/admin/payments/${deposit!.id}/refund`).send({ reason: 'Price lowered', amountUsd }));
      expect((await refund(2400.01)).body.errors).toEqual({ amountUsd: 'At most $2,400 of this payment is held' });
      expect((await refund(1000)).status).toBe(200);
      // The patient disputes the rest at their bank: the bank takes $1,400 back.
      await deliverAll(stripe.openDispute(deposit!.stripePaymentIntentId!));
      await checks.settled();
      const more = await refund(1);
      expect([more.status, more.body.message]).toEqual([
        409,
        'Nothing of this payment is held: a dispute at the bank took it back, so it cannot be refunded as well',
      ]);
      expect(await seen(agent, bookingId)).toMatchObject({ paidMinor: 0 });
      // Cancelled, it holds nothing: there is no decision to make and nothing refunded twice.
      await agent.post(`/api/bookings/${bookingId}/cancel`).expect(200);
      expect((await agent.get(`/api/bookings/${bookingId}`).expect(200)).body.refundDecision).toBeNull();
      const refunded = await sql<{ total: number }>(
        `select coalesce(sum(amount_minor), 0)::int as total from payments where refund_of_id = ? and kind = 'refund'`,
        [deposit!.id],
      );
      expect(refunded[0]!.total).toBe(100000);
      await checks.expectReconciled({ agent, bookingId });
    });

    it('a disputed Premium payment cannot also be refunded under the money-back guarantee', async () => {
      const { agent, user } = await signedInAgent(api.app, api.em, 'user');
      await deliverAll(stripe.completeCheckout(sessionOf((await agent.post('/api/subscription/checkout').expect(200)).body.url as string)));
      await checks.settled();
      const [paid] = await sql<{ stripe_payment_intent_id: string; subscription_id: string }>(
        `select stripe_payment_intent_id, subscription_id from payments where user_id = ? and kind = 'subscription' and status = 'succeeded'`,
        [user.id],
      );
      await deliverAll(stripe.openDispute(paid!.stripe_payment_intent_id));
      await checks.settled();
      const refused = await (
        await admin()
      )
        .post(`/api/admin/subscriptions/${paid!.subscription_id}/refund`)
        .send({ reason: 'Asked within 30 days' })
        .expect(409);
      expect(refused.body.message).toBe(
        'Nothing of this payment is held: a dispute at the bank took it back, so it cannot be refunded as well',
      );
      expect(stripe.requests.filter((r) => r.path === '/v1/refunds' && r.body.payment_intent === paid!.stripe_payment_intent_id)).toEqual(
        [],
      );
      await checks.expectReconciled();
    });
  });

  describe('offline payments', () => {
    it('are refused on a booking without a quote: there is nothing to pay yet (409, saying what to do)', async () => {
      const { agent, bookingId } = await patientWithBooking();
      const refused = await recordOffline(bookingId, { amountUsd: 500, reference: 'CASH-NOQUOTE' }).expect(409);
      expect(refused.body).toMatchObject({
        message: 'This booking has no quote yet: send the patient a quote, then record the payment against its deposit.',
        code: 'no_quote',
      });
      expect(await staffLedger(bookingId)).toEqual([]);
      await checks.expectReconciled({ agent, bookingId });
    });

    it('what is beyond the deposit, or arrives once it is covered, is not owed: staff see it, the patient is told, an admin refunds it', async () => {
      const { agent, user, bookingId } = await quotedBooking();
      await recordOffline(bookingId, { amountUsd: 2000, reference: 'TRF-1' }).expect(201);
      // $500 for the $400 still owed: $400 counts, $100 is not owed.
      const second = (await recordOffline(bookingId, { amountUsd: 500, reference: 'TRF-2' }).expect(201)).body;
      expect(second).toMatchObject({ amountMinor: 40000, reference: 'TRF-2', unowedReason: null });
      // $100 more once it is covered: all of it is not owed.
      const third = (await recordOffline(bookingId, { amountUsd: 100, method: 'cash', reference: 'CASH-3' }).expect(201)).body;
      expect(third).toMatchObject({ amountMinor: 10000, unowedReason: 'the deposit had already been paid' });

      expect(await seen(agent, bookingId)).toEqual({ status: 'confirmed', state: 'paid', paidMinor: 240000 });
      // The patient and staff see the $200 beside the deposit, as not owed, not as more paid.
      const notOwed = [
        { amountMinor: 10000, method: 'cash', reason: 'the deposit had already been paid', refundedMinor: 0 },
        { amountMinor: 10000, method: 'bank_transfer', reason: 'it paid $500, and the deposit due was $400', refundedMinor: 0 },
      ];
      for (const reader of [agent, moderator]) {
        const path = reader === agent ? `/api/bookings/${bookingId}` : `/api/admin/bookings/${bookingId}`;
        expect((await reader.get(path).expect(200)).body.quote.notOwed).toEqual(notOwed.map((n) => expect.objectContaining(n)));
      }
      const rows = await staffLedger(bookingId);
      expect(rows.map((p) => [p.method, p.amountMinor, p.unowedReason])).toEqual([
        ['bank_transfer', 10000, 'it paid $500, and the deposit due was $400'],
        ['cash', 10000, 'the deposit had already been paid'],
        ['bank_transfer', 40000, null],
        ['bank_transfer', 200000, null],
      ]);
      await checks.settled();
      const notices = mailsTo(user.email).filter(
        (m) => m.subject === `We received a payment for booking #${bookingReference(bookingId)} that was not due`,
      );
      expect(notices.map((m) => /We received (\$[\d,]+)/.exec(m.text)?.[1]).sort()).toEqual(['$100', '$100']);
      // Held until refunded: reconciliation lists both, then nothing once an admin has refunded them.
      expect((await checks.reconcile()).map((d) => d.kind)).toEqual(['unowed_held', 'unowed_held']);
      for (const row of rows.filter((p) => p.unowedReason)) {
        await (await admin()).post(`/api/admin/payments/${row.id}/refund`).send({ reason: 'Not owed: paid back' }).expect(200);
      }
      expect(await seen(agent, bookingId)).toEqual({ status: 'confirmed', state: 'paid', paidMinor: 240000 });
      expect(
        ((await agent.get(`/api/bookings/${bookingId}`).expect(200)).body.quote.notOwed as { refundedMinor: number }[]).map(
          (n) => n.refundedMinor,
        ),
      ).toEqual([10000, 10000]);
      await checks.expectReconciled({ agent, bookingId });
    });

    it('the same amount, method and day saved again without a reference is refused as a likely double, and recorded with one', async () => {
      const { agent, bookingId } = await quotedBooking();
      await recordOffline(bookingId, { amountUsd: 500 }).expect(201);
      const again = await recordOffline(bookingId, { amountUsd: 500 }, randomUUID()).expect(409);
      expect(again.body.code).toBe('likely_double');
      expect(again.body.message).toMatch(
        /^\$500 by bank transfer paid on \d{4}-\d{2}-\d{2} was recorded for this booking 1 minute ago: this looks like the same payment saved twice\. If it is another payment, record it with its reference \(the transfer or receipt number\)\.$/,
      );
      // Another amount, another method or a reference: another payment.
      await recordOffline(bookingId, { amountUsd: 500, method: 'cash' }).expect(201);
      await recordOffline(bookingId, { amountUsd: 500, reference: 'TRF-SECOND' }).expect(201);
      await recordOffline(bookingId, { amountUsd: 400 }).expect(201);
      expect(await seen(agent, bookingId)).toMatchObject({ paidMinor: 190000 });
      await checks.expectReconciled({ agent, bookingId });
    });

    it('refuses an amount of zero, below zero or with more decimals than the currency has (400 on the field); nothing is saved', async () => {
      const { agent, bookingId } = await quotedBooking();
      for (const [amountUsd, error] of [
        [0, 'Amount must be more than zero'],
        [-5, 'Amount must be more than zero'],
        [10.001, 'Amount must be a number of US dollars (cents allowed)'],
      ] as const) {
        expect((await recordOffline(bookingId, { amountUsd }).expect(400)).body.errors).toEqual({ amountUsd: error });
      }
      expect(await staffLedger(bookingId)).toEqual([]);
      await checks.expectReconciled({ agent, bookingId });
    });
  });
});
