import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { Agent } from 'supertest';
import Stripe from 'stripe';
import { bookingReference } from '@medtour/contracts';
import { inDays, signedInAgent } from './support/factories.js';
import { startApi, startWorker, type TestApi } from './support/app.js';
import { paymentsChecks } from './support/payments-checks.js';
import { type PaymentsWorld, startPaymentsWorld } from './support/payments-world.js';
import type { StandInEvent, StripeStandIn } from './support/stripe-stand-in.js';
import { readMail, startSmtpServer, type SmtpStandIn } from './support/smtp.js';
import { waitFor } from './support/wait.js';
import { longDay } from './support/mail.js';

const WEBHOOK_SECRET = 'whsec_paymentsintegration';
const WEBHOOK = '/api/payments/stripe/webhook';

/**
 * Quotes, deposits and the ledger (issue 14), with the real `stripe` SDK pointed at a local
 * stand-in that speaks Stripe's REST API, and webhooks signed with the SDK's test helper.
 */
describe('payments: quotes and deposits', () => {
  let world: PaymentsWorld;
  let stripe: StripeStandIn;
  let smtp: SmtpStandIn;
  let api: TestApi;
  let moderator: Agent;
  let hospitalId: string;
  let treatmentId: string;

  beforeAll(async () => {
    world = await startPaymentsWorld(WEBHOOK_SECRET);
    ({ stripe, smtp, api, moderator, hospitalId, treatmentId } = world);
  });
  afterAll(() => world.close());

  const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
  const QUOTE = {
    lines: [
      { label: 'Hip replacement (surgeon and anaesthesia)', detail: null, amountUsd: 9000 },
      { label: 'Hospital stay', detail: '5 nights', amountUsd: 2000 },
      { label: 'Airport transfer', detail: 'return', amountUsd: 1000 },
    ],
    included: ['Implant', 'Physiotherapy during the stay'],
    excluded: ['Flights'],
  };

  async function patientWithBooking() {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const booking = (await agent.post('/api/bookings').send({ hospitalId, treatmentId }).expect(201)).body as { id: string };
    return { agent, user, bookingId: booking.id };
  }
  const sendQuote = (bookingId: string, body: Record<string, unknown> = {}) =>
    moderator.post(`/api/admin/bookings/${bookingId}/quotes`).send({ ...QUOTE, validUntil: inDays(14), ...body });
  const status = async (bookingId: string) =>
    (await sql<{ status: string }>(`select status from bookings where id = ?`, [bookingId]))[0]!.status;
  const ledger = (bookingId: string) =>
    sql<{ status: string; method: string; amount_minor: number }>(
      `select status, method, amount_minor from payments where booking_id = ? order by created_at`,
      [bookingId],
    );
  /** A webhook delivery as Stripe makes it: the event's JSON, signed. */
  const deliver = (event: StandInEvent, header?: string) => {
    const signed = stripe.signedDelivery(event);
    return api.http
      .post(WEBHOOK)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', header ?? signed.header)
      .send(signed.payload);
  };
  const sessionOf = (url: string) => url.split('/').at(-1)!;
  /** Any body, signed as Stripe signs (the SDK's test helper), at `timestamp` (Unix seconds; now by default). */
  const postSigned = (payload: string, timestamp?: number) =>
    api.http
      .post(WEBHOOK)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp }))
      .send(payload);

  describe('quotes', () => {
    it('staff send an itemised quote: the booking awaits payment, the patient sees it with the deposit from Settings', async () => {
      const { agent, bookingId } = await patientWithBooking();
      // A new request awaits the coordinators' answer: the patient is promised one.
      expect((await agent.get(`/api/bookings/${bookingId}`).expect(200)).body.replyBy).toEqual(expect.any(String));
      // The first draft starts from the hospital's own price for the treatment.
      const before = (await moderator.get(`/api/admin/bookings/${bookingId}/quotes`).expect(200)).body;
      expect(before).toEqual({
        quotes: [],
        draft: { lines: [{ label: 'Hip Replacement', detail: 'Selangor Joint & Spine Institute (Demo)', amountUsd: 8500 }] },
        cannotQuote: null, // Stripe is configured: a quote can be sent
      });

      const sent = (await sendQuote(bookingId).expect(201)).body;
      // 20 % of $12,000 (Settings' defaults: 20 %, at least $500).
      expect(sent).toMatchObject({ version: 1, totalUsd: 12000, depositUsd: 2400, state: 'open', lines: QUOTE.lines });
      expect(await status(bookingId)).toBe('payment_pending');
      const seen = (await agent.get(`/api/bookings/${bookingId}`).expect(200)).body;
      expect(seen).toMatchObject({ status: 'payment_pending', estimatedCostUsd: 12000, quote: { version: 1, depositUsd: 2400 } });
      // The quote is the answer: no reply is promised (nor overdue) any more.
      expect(seen).toMatchObject({ replyBy: null, replyLate: false });
      expect(
        await sql(`select job_name from outbox where job_name = 'payments.quote_sent' and payload->>'quoteId' = ?`, [sent.id]),
      ).toHaveLength(1);

      // A new quote supersedes it; the old version is kept, never edited.
      const revised = (await sendQuote(bookingId, { lines: [{ label: 'All-inclusive package', amountUsd: 1500 }] }).expect(201)).body;
      expect(revised).toMatchObject({ version: 2, totalUsd: 1500, depositUsd: 500 }); // the $500 minimum
      const versions = (await moderator.get(`/api/admin/bookings/${bookingId}/quotes`).expect(200)).body.quotes;
      expect(versions.map((q: { version: number; state: string; totalUsd: number }) => [q.version, q.state, q.totalUsd])).toEqual([
        [2, 'open', 1500],
        [1, 'superseded', 12000],
      ]);
      expect((await agent.get(`/api/bookings/${bookingId}`).expect(200)).body.quote).toMatchObject({ version: 2 });
    });

    it('refuses bad quotes with field errors, and nothing changes', async () => {
      const { bookingId } = await patientWithBooking();
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ lines: [] }, { lines: 'A quote needs at least one line' }],
        [{ lines: [{ label: '', amountUsd: 10 }] }, { 'lines.0.label': 'Each line needs a description' }],
        [{ lines: [{ label: 'Stay', amountUsd: -5 }] }, { 'lines.0.amountUsd': 'Amount cannot be negative' }],
        [{ lines: [{ label: 'Stay', amountUsd: 10.5 }] }, { 'lines.0.amountUsd': 'Amount must be a whole number of US dollars' }],
        [{ lines: [{ label: 'Free', amountUsd: 0 }] }, { lines: 'The total must be more than $0 and at most $10,000,000' }],
        [{ validUntil: inDays(-1) }, { validUntil: 'The quote must be valid from today to 365 days ahead' }],
        [{ validUntil: '2026-02-30' }, { validUntil: 'The quote must be valid from today to 365 days ahead' }],
        [{ validUntil: 'soon' }, { validUntil: 'Please choose the last day the quote is valid' }],
      ];
      for (const [body, errors] of cases) {
        const res = await sendQuote(bookingId, body).expect(400);
        expect(res.body.errors).toEqual(errors);
      }
      expect(await status(bookingId)).toBe('pending');
      expect((await moderator.get(`/api/admin/bookings/${bookingId}/quotes`).expect(200)).body.quotes).toEqual([]);
    });

    it('only staff quote; an unknown booking is a 404, a cancelled one a 409', async () => {
      const { agent, bookingId } = await patientWithBooking();
      await agent
        .post(`/api/admin/bookings/${bookingId}/quotes`)
        .send({ ...QUOTE, validUntil: inDays(3) })
        .expect(403);
      await api.http
        .post(`/api/admin/bookings/${bookingId}/quotes`)
        .send({ ...QUOTE, validUntil: inDays(3) })
        .expect(401);
      await sendQuote(randomUUID()).expect(404);
      await agent.post(`/api/bookings/${bookingId}/cancel`).expect(200);
      expect((await sendQuote(bookingId).expect(409)).body.message).toBe('A cancelled booking cannot be quoted');
    });
  });

  describe('deposits through Stripe Checkout', () => {
    it("charges the quote's deposit, whatever the browser sends, once however often it is asked", async () => {
      const { agent, user, bookingId } = await patientWithBooking();
      await sendQuote(bookingId).expect(201);
      stripe.reset();
      const first = (await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).send({ amount: 1, amountUsd: 1 }).expect(200)).body;
      expect(first.url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_`));
      const again = (await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(200)).body;
      expect(again.url).toBe(first.url); // a double click: the same payment page

      // The open page is reused, not made again; its idempotency key names the attempt (quote, number, amount).
      const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
      expect(created).toHaveLength(1);
      expect(created[0]!.idempotencyKey).toMatch(/^deposit-[0-9a-f-]{36}-1-240000$/);
      expect(created[0]!.body).toMatchObject({
        mode: 'payment',
        customer_email: user.email,
        client_reference_id: bookingId,
        metadata: { kind: 'deposit', bookingId },
        line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '240000' } }],
      });
      expect(await ledger(bookingId)).toEqual([{ status: 'pending', method: 'stripe', amount_minor: 240000 }]);
      // Coming back from the payment page confirms nothing: only Stripe's webhook does.
      expect(await status(bookingId)).toBe('payment_pending');
    });

    it('refuses what cannot be paid: another patient’s booking (404), no quote, an expired quote, a paid deposit (409)', async () => {
      const { agent, bookingId } = await patientWithBooking();
      const { agent: other } = await signedInAgent(api.app, api.em, 'user');
      await other.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(404);
      await api.http.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(401);
      expect((await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(409)).body.message).toBe(
        'This booking has no quote to pay yet. Your coordinator will send one.',
      );
      const quote = (await sendQuote(bookingId).expect(201)).body;
      await sql(`update booking_quotes set valid_until = current_date - 1 where id = ?`, [quote.id]);
      expect((await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(409)).body.message).toBe(
        'This quote has expired. Please ask your coordinator for a new one.',
      );
      expect((await agent.get(`/api/bookings/${bookingId}`).expect(200)).body.quote.state).toBe('expired');
    });

    it('confirms the booking once when Stripe says it is paid, every event delivered three times, shuffled', async () => {
      const { agent, bookingId } = await patientWithBooking();
      await sendQuote(bookingId).expect(201);
      const { url } = (await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(200)).body;
      const events = stripe.completeCheckout(sessionOf(url));
      const deliveries = [...events, ...events, ...events].sort(() => 0.5 - Math.random());
      for (const event of deliveries) await deliver(event).expect(200);

      await waitFor(async () => (await status(bookingId)) === 'confirmed', 'the booking confirmed');
      await waitFor(
        async () => (await sql(`select 1 from outbox where job_name = 'payments.stripe_event' and processed_at is null`)).length === 0,
        'every event applied',
      );
      expect(await ledger(bookingId)).toEqual([{ status: 'succeeded', method: 'stripe', amount_minor: 240000 }]);
      expect(await sql(`select id from stripe_events where id = ?`, [events[0]!.id])).toHaveLength(1);
      const receipts = await sql(
        `select o.id from outbox o join payments p on p.id::text = o.payload->>'paymentId'
          where o.job_name = 'payments.deposit_received' and p.booking_id = ?`,
        [bookingId],
      );
      expect(receipts).toHaveLength(1);
      const view = (await agent.get(`/api/bookings/${bookingId}`).expect(200)).body;
      expect(view).toMatchObject({ status: 'confirmed', quote: { state: 'paid' } });
      expect(view.confirmedDate).not.toBeNull();
      // Paying again is refused.
      expect((await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(409)).body.message).toBe(
        'This booking is already confirmed',
      );
    });

    it('waits for a delayed payment, in whatever order its events arrive, and records a failure', async () => {
      const paid = await patientWithBooking();
      await sendQuote(paid.bookingId).expect(201);
      const { url } = (await paid.agent.post(`/api/bookings/${paid.bookingId}/deposit-checkout`).expect(200)).body;
      const [completed] = stripe.completeCheckout(sessionOf(url), { async: 'pending' });
      const [succeeded] = stripe.settleAsync(sessionOf(url), 'succeeded');
      // The later event first: the session is re-read from Stripe, so the order does not matter.
      await deliver(succeeded!).expect(200);
      await deliver(completed!).expect(200);
      await waitFor(async () => (await status(paid.bookingId)) === 'confirmed', 'the delayed payment confirmed');

      const failed = await patientWithBooking();
      await sendQuote(failed.bookingId).expect(201);
      const attempt = (await failed.agent.post(`/api/bookings/${failed.bookingId}/deposit-checkout`).expect(200)).body;
      const [pending] = stripe.completeCheckout(sessionOf(attempt.url), { async: 'pending' });
      await deliver(pending!).expect(200);
      const [failure] = stripe.settleAsync(sessionOf(attempt.url), 'failed');
      await deliver(failure!).expect(200);
      await waitFor(async () => (await ledger(failed.bookingId))[0]?.status === 'failed', 'the failure in the ledger');
      expect(await status(failed.bookingId)).toBe('payment_pending');
    });

    it('refuses unsigned, tampered and stale deliveries, and stores nothing', async () => {
      const { agent, bookingId } = await patientWithBooking();
      await sendQuote(bookingId).expect(201);
      const { url } = (await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(200)).body;
      const [event] = stripe.completeCheckout(sessionOf(url));
      const signed = stripe.signedDelivery(event!);
      const post = (payload: string, header?: string) => {
        const req = api.http.post(WEBHOOK).set('Content-Type', 'application/json');
        return (header ? req.set('Stripe-Signature', header) : req).send(payload);
      };
      await post(signed.payload).expect(400);
      await post(signed.payload.replace('"paid"', '"unpaid"'), signed.header).expect(400);
      await post(signed.payload, stripe.signedDelivery(event!, 'whsec_someoneelse').header).expect(400);
      const stale = stripe.signedDelivery(event!, WEBHOOK_SECRET, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
      await post(stale.payload, stale.header).expect(400);
      expect(await sql(`select id from stripe_events where id = ?`, [event!.id])).toEqual([]);
      expect(await status(bookingId)).toBe('payment_pending');
      // Stripe retries with its real signature: stored and applied.
      await deliver(event!).expect(200);
      await waitFor(async () => (await status(bookingId)) === 'confirmed', 'the genuine delivery applied');
    });

    it('refuses a correctly signed body that is not an event (400 with the wrong fields), storing nothing', async () => {
      const storedBefore = await sql<{ n: number }>(`select count(*)::int as n from stripe_events`);
      const jobsBefore = await sql<{ n: number }>(`select count(*)::int as n from outbox where job_name = 'payments.stripe_event'`);
      const event = (type: string, object: unknown) => ({ id: 'evt_probe', object: 'event', type, data: { object } });
      const cases: [string, string[]][] = [
        ['[]', ['body']],
        ['{}', ['object', 'id', 'type', 'data']],
        ['null', ['body']],
        ['"evt_probe"', ['body']],
        ['{"id": "evt_probe", "object": "event", "type": "checkout.session.completed"', ['body']], // not JSON
        [JSON.stringify({ id: 'evt_probe', object: 'event', type: 'checkout.session.completed' }), ['data']],
        [JSON.stringify({ ...event('checkout.session.completed', null), data: {} }), ['data.object']],
        [JSON.stringify(event('checkout.session.completed', [])), ['data.object']],
        [JSON.stringify(event('checkout.session.completed', { object: 'checkout.session' })), ['data.object.id']],
        [JSON.stringify(event('invoice.paid', { id: 42 })), ['data.object.id']],
        [JSON.stringify({ ...event('invoice.paid', { id: 'in_1' }), id: 7 }), ['id']],
        [JSON.stringify({ ...event('invoice.paid', { id: 'in_1' }), type: ['invoice.paid'] }), ['type']],
        [JSON.stringify({ ...event('invoice.paid', { id: 'in_1' }), id: 'x'.repeat(256) }), ['id']],
        [JSON.stringify({ ...event('invoice.paid', { id: 'in_1' }), object: 'v2.core.event' }), ['object']],
      ];
      for (const [payload, fields] of cases) {
        const res = await postSigned(payload);
        expect([payload, res.status, res.body.statusCode, res.body.message]).toEqual([
          payload,
          400,
          400,
          'The signed body is not a Stripe event',
        ]);
        expect([payload, Object.keys(res.body.errors).sort()]).toEqual([payload, [...fields].sort()]);
      }
      // An event the worker does not apply may be about an object without an id: stored, acknowledged.
      await postSigned(JSON.stringify({ ...event('balance.available', { object: 'balance' }), id: 'evt_probekept' })).expect(200);
      expect(await sql(`select count(*)::int as n from stripe_events`)).toEqual([{ n: storedBefore[0]!.n + 1 }]);
      expect(await sql(`select count(*)::int as n from outbox where job_name = 'payments.stripe_event'`)).toEqual([
        { n: jobsBefore[0]!.n + 1 },
      ]);
    });

    it("refuses a signature dated ahead of now by more than the SDK's tolerance, as it refuses one too old", async () => {
      const { agent, bookingId } = await patientWithBooking();
      await sendQuote(bookingId).expect(201);
      const { url } = (await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(200)).body;
      const [event] = stripe.completeCheckout(sessionOf(url));
      const now = Math.floor(Date.now() / 1000);
      const tolerance = Stripe.webhooks.DEFAULT_TOLERANCE;
      const payload = JSON.stringify(event);
      for (const timestamp of [now + 3600, now + tolerance + 60, now - tolerance - 60]) {
        const res = await postSigned(payload, timestamp);
        expect([timestamp - now, res.status, res.body.message]).toEqual([timestamp - now, 400, 'Invalid Stripe signature']);
      }
      expect(await sql(`select id from stripe_events where id = ?`, [event!.id])).toEqual([]);
      // A signer's clock a minute fast is within the tolerance, as a delivery a minute old is.
      await postSigned(payload, now + 60).expect(200);
      await waitFor(async () => (await status(bookingId)) === 'confirmed', 'the deposit confirmed');
    });

    it('applies an event stored while the worker was down once the worker is back', async () => {
      await world.stopWorker();
      const { agent, bookingId } = await patientWithBooking();
      await sendQuote(bookingId).expect(201);
      const { url } = (await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(200)).body;
      for (const event of stripe.completeCheckout(sessionOf(url))) await deliver(event).expect(200);
      // Acknowledged and stored with its job, not applied yet.
      expect(await status(bookingId)).toBe('payment_pending');
      expect(await sql(`select 1 from outbox where job_name = 'payments.stripe_event' and processed_at is null`)).toHaveLength(1);

      await world.startWorker();
      await waitFor(async () => (await status(bookingId)) === 'confirmed', 'the stored event applied by the new worker');
    });
  });

  describe('the premium subscription', () => {
    const subscribe = async () => {
      const { agent, user } = await signedInAgent(api.app, api.em, 'user');
      const { url } = (await agent.post('/api/subscription/checkout').expect(200)).body;
      return { agent, user, url: url as string };
    };
    /** The emails with this subject delivered to the patient (the SMTP stand-in), once every queued one is sent. */
    const delivered = async (email: string, subject: string) => {
      await settled();
      return mailsTo(email).filter((m) => m.subject === subject);
    };
    const rowOf = async (userId: string) =>
      (
        await sql<{ id: string; status: string | null; first_paid_at: Date | null; stripe_subscription_id: string }>(
          `select id, status, first_paid_at, stripe_subscription_id from subscriptions where user_id = ?`,
          [userId],
        )
      )[0]!;
    const idle = () =>
      waitFor(
        async () => (await sql(`select 1 from outbox where job_name = 'payments.stripe_event' and processed_at is null`)).length === 0,
        'every Stripe event applied',
      );

    it('a free patient upgrades through Checkout: premium from the webhooks, in any order and repeated, one payment, one welcome', async () => {
      const { agent, user, url } = await subscribe();
      expect((await agent.get('/api/subscription').expect(200)).body).toEqual({
        isSubscribed: false,
        tier: 'free',
        source: null,
        status: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        priceUsd: 49,
        online: true,
      });
      const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === user.id);
      expect(created.at(-1)!.body).toMatchObject({
        mode: 'subscription',
        line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '4900', recurring: { interval: 'month' } } }],
      });
      // One Stripe customer per patient, however often they start.
      await agent.post('/api/subscription/checkout').expect(200);
      const customers = new Set(
        stripe.requests
          .filter((r) => r.path === '/v1/customers' && r.body.metadata && (r.body.metadata as Record<string, string>).userId === user.id)
          .map((r) => r.idempotencyKey),
      );
      expect(customers.size).toBe(1);

      const events = stripe.completeCheckout(sessionOf(url));
      const [completed, createdEvent, paid] = events;
      // invoice.paid first, then everything twice more.
      for (const event of [paid!, createdEvent!, completed!, ...events, ...events]) await deliver(event).expect(200);
      await idle();
      const view = (await agent.get('/api/subscription').expect(200)).body;
      expect(view).toMatchObject({
        isSubscribed: true,
        tier: 'premium',
        source: 'subscription',
        status: 'active',
        cancelAtPeriodEnd: false,
      });
      expect(new Date(view.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
      const row = await rowOf(user.id);
      expect(row.first_paid_at).not.toBeNull();
      expect(await sql(`select amount_minor, status, kind from payments where subscription_id = ?`, [row.id])).toEqual([
        { amount_minor: 4900, status: 'succeeded', kind: 'subscription' },
      ]);
      const welcome = await delivered(user.email, 'Welcome to MedTour Asia Premium');
      expect(welcome.map((m) => m.text)).toEqual([
        expect.stringContaining('Your Premium subscription ($49 per month) has started: AI treatment matching and priority handling'),
      ]);
      expect((await agent.post('/api/subscription/checkout').expect(409)).body.message).toBe('You already have Premium');
    });

    it('cancel anytime: premium until the end of the paid period, then free; told once', async () => {
      const { agent, user, url } = await subscribe();
      for (const event of stripe.completeCheckout(sessionOf(url))) await deliver(event).expect(200);
      await idle();
      const cancelled = (await agent.post('/api/subscription/cancel').expect(200)).body;
      expect(cancelled).toMatchObject({ tier: 'premium', cancelAtPeriodEnd: true });
      for (const event of stripe.takeEvents()) await deliver(event).expect(200);
      await idle();
      await agent.post('/api/subscription/cancel').expect(200); // again: nothing more
      const row = await rowOf(user.id);
      const until = (cancelled.currentPeriodEnd as string).slice(0, 10);
      const told = await delivered(user.email, 'Your Premium subscription is cancelled');
      expect(told.map((m) => m.text)).toEqual([
        expect.stringContaining(`Your Premium subscription will not renew. You keep Premium until ${longDay(until)}.`),
      ]);
      expect((await agent.get('/api/subscription').expect(200)).body.tier).toBe('premium');

      for (const event of stripe.endPeriod(row.stripe_subscription_id)) await deliver(event).expect(200);
      await idle();
      expect((await agent.get('/api/subscription').expect(200)).body).toMatchObject({
        tier: 'free',
        isSubscribed: false,
        status: 'canceled',
      });
      expect(await delivered(user.email, 'Your Premium subscription is cancelled')).toHaveLength(1);
      expect((await agent.post('/api/subscription/cancel').expect(409)).body.message).toBe('You have no subscription to cancel');
      // Subscribing again the same day is a new page, not the completed one.
      const again = (await agent.post('/api/subscription/checkout').expect(200)).body.url as string;
      expect(again).not.toBe(url);
      expect((await agent.post('/api/subscription/checkout').expect(200)).body.url).toBe(again); // a double click: the same page
    });

    it('a failed renewal ends premium until the card is fixed, with a failed payment in the ledger and one email', async () => {
      const { agent, user, url } = await subscribe();
      for (const event of stripe.completeCheckout(sessionOf(url))) await deliver(event).expect(200);
      await idle();
      const row = await rowOf(user.id);
      const failure = stripe.renew(row.stripe_subscription_id, 'failed');
      for (const event of [...failure, ...failure]) await deliver(event).expect(200);
      await idle();
      expect((await agent.get('/api/subscription').expect(200)).body).toMatchObject({ tier: 'free', status: 'past_due' });
      expect(await sql(`select status from payments where subscription_id = ? order by created_at`, [row.id])).toEqual([
        { status: 'succeeded' },
        { status: 'failed' },
      ]);
      const failed = await delivered(user.email, 'Your Premium renewal payment failed');
      expect(failed.map((m) => m.text)).toEqual([
        expect.stringContaining('Please update your payment method from your dashboard (Manage billing) so that Premium continues.'),
      ]);
      // Not a second subscription beside the first: the patient is sent to fix the card.
      expect((await agent.post('/api/subscription/checkout').expect(409)).body.message).toBe(
        'Your Premium payment needs attention: please update your card from Manage billing instead of subscribing again.',
      );
      // Stripe, the ledger and what the patient is shown agree; no email about a second subscription.
      await expectReconciled();
      expect(subjects(user.email).filter((subject) => subject.startsWith('Welcome'))).toHaveLength(1);
    });

    it("a premium patient's bookings are marked priority and come first in the coordinators' queue", async () => {
      const premium = await subscribe();
      for (const event of stripe.completeCheckout(sessionOf(premium.url))) await deliver(event).expect(200);
      await idle();
      const early = (await premium.agent.post('/api/bookings').send({ hospitalId, treatmentId }).expect(201)).body;
      const free = await patientWithBooking(); // newer, so first by date alone
      const q = encodeURIComponent(JSON.stringify({ id: [early.id, free.bookingId], awaitingReply: true }));
      const queue = (await moderator.get(`/api/admin/bookings?filter=${q}&sort=["createdAt","DESC"]`).expect(200)).body;
      expect(queue.map((b: { id: string; priority: boolean }) => [b.id, b.priority])).toEqual([
        [early.id, true],
        [free.bookingId, false],
      ]);
      expect((await moderator.get(`/api/admin/bookings/${early.id}`).expect(200)).body.priority).toBe(true);
    });

    it('staff have the premium tools without paying', async () => {
      expect((await moderator.get('/api/subscription').expect(200)).body).toMatchObject({
        isSubscribed: true,
        tier: 'premium',
        source: 'staff',
      });
    });

    it('the 30-day money-back guarantee: an admin refunds to the second of day 30, which ends premium; not after, not twice, not a moderator', async () => {
      const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
      const { agent, user, url } = await subscribe();
      for (const event of stripe.completeCheckout(sessionOf(url))) await deliver(event).expect(200);
      await idle();
      const row = await rowOf(user.id);
      // 30 days less a minute since the first payment: still within the guarantee.
      await sql(`update subscriptions set first_paid_at = now() - interval '30 days' + interval '1 minute' where id = ?`, [row.id]);
      await moderator.post(`/api/admin/subscriptions/${row.id}/refund`).send({ reason: 'Asked by email' }).expect(403);
      await agent.post(`/api/admin/subscriptions/${row.id}/refund`).send({ reason: 'Asked by email' }).expect(403);
      expect((await admin.post(`/api/admin/subscriptions/${row.id}/refund`).send({ reason: '  ' }).expect(400)).body.errors).toEqual({
        reason: 'Please give the reason for the refund',
      });
      const refunded = (
        await admin.post(`/api/admin/subscriptions/${row.id}/refund`).send({ reason: 'Asked by email on day 29' }).expect(200)
      ).body;
      expect(refunded).toMatchObject({ status: 'canceled', refundedAt: expect.any(String) });
      const refundCall = stripe.requests.find(
        (r) => r.path === '/v1/refunds' && (r.body.metadata as Record<string, string>)?.subscriptionId === row.id,
      );
      expect(refundCall?.body.payment_intent).toMatch(/^pi_/);
      expect(
        await sql(`select kind, status, amount_minor, note from payments where subscription_id = ? order by created_at`, [row.id]),
      ).toEqual([
        { kind: 'subscription', status: 'succeeded', amount_minor: 4900, note: null },
        { kind: 'refund', status: 'succeeded', amount_minor: 4900, note: 'Asked by email on day 29' },
      ]);
      expect((await agent.get('/api/subscription').expect(200)).body.tier).toBe('free');
      const refundedMail = await delivered(user.email, 'Your Premium payment was refunded');
      expect(refundedMail.map((m) => m.text)).toEqual([
        expect.stringContaining('We refunded $49 under our 30-day money-back guarantee, and your Premium subscription has ended.'),
      ]);
      expect(await delivered(user.email, 'Your Premium subscription is cancelled')).toEqual([]);
      expect((await admin.post(`/api/admin/subscriptions/${row.id}/refund`).send({ reason: 'Again' }).expect(409)).body.message).toBe(
        'This subscription was already refunded',
      );

      // 30 days and a minute: too late.
      const late = await subscribe();
      for (const event of stripe.completeCheckout(sessionOf(late.url))) await deliver(event).expect(200);
      await idle();
      const lateRow = await rowOf(late.user.id);
      await sql(`update subscriptions set first_paid_at = now() - interval '30 days' - interval '1 minute' where id = ?`, [lateRow.id]);
      const refused = await admin.post(`/api/admin/subscriptions/${lateRow.id}/refund`).send({ reason: 'Too late' }).expect(409);
      expect(refused.body.message).toMatch(/^The 30-day money-back guarantee ended on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
      expect((await late.agent.get('/api/subscription').expect(200)).body.tier).toBe('premium');
    });
  });

  describe('offline payments and the ledger', () => {
    it('staff record a bank transfer: the booking is confirmed as a paid deposit would, and the ledger says who recorded it', async () => {
      const { agent, bookingId } = await patientWithBooking();
      await sendQuote(bookingId).expect(201);
      const recorded = (
        await moderator
          .post(`/api/admin/bookings/${bookingId}/payments`)
          .send({ method: 'bank_transfer', amountUsd: 2400, reference: 'TRF-20261123-4471' })
          .expect(201)
      ).body;
      expect(recorded).toMatchObject({
        kind: 'deposit',
        method: 'bank_transfer',
        status: 'succeeded',
        amountMinor: 240000,
        reference: 'TRF-20261123-4471',
        quoteVersion: 1,
        recordedBy: { email: expect.any(String) },
      });
      expect((await agent.get(`/api/bookings/${bookingId}`).expect(200)).body).toMatchObject({
        status: 'confirmed',
        quote: { state: 'paid' },
      });
      expect((await moderator.get(`/api/admin/bookings/${bookingId}/payments`).expect(200)).body).toHaveLength(1);
      expect((await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(409)).body.message).toBe(
        'This booking is already confirmed',
      );

      // The ledger is the admins'.
      const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
      const q = encodeURIComponent(JSON.stringify({ bookingId, method: 'bank_transfer' }));
      expect((await admin.get(`/api/admin/payments?filter=${q}`).expect(200)).body.map((p: { id: string }) => p.id)).toEqual([recorded.id]);
      expect((await admin.get(`/api/admin/payments/${recorded.id}`).expect(200)).body).toMatchObject({ bookingId });
      await moderator.get('/api/admin/payments').expect(403);
      await admin.get(`/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ method: 'cheque' }))}`).expect(400);
    });

    it('an admin refunds a deposit in full, once: through Stripe for a card payment, recorded for an offline one', async () => {
      const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
      // A card deposit.
      const card = await patientWithBooking();
      await sendQuote(card.bookingId).expect(201);
      const { url } = (await card.agent.post(`/api/bookings/${card.bookingId}/deposit-checkout`).expect(200)).body;
      for (const event of stripe.completeCheckout(sessionOf(url))) await deliver(event).expect(200);
      await waitFor(async () => (await status(card.bookingId)) === 'confirmed', 'the deposit received');
      const [deposit] = (await moderator.get(`/api/admin/bookings/${card.bookingId}/payments`).expect(200)).body;
      await moderator.post(`/api/admin/payments/${deposit.id}/refund`).send({ reason: 'Surgery postponed' }).expect(403);
      expect((await admin.post(`/api/admin/payments/${deposit.id}/refund`).send({}).expect(400)).body.errors).toEqual({
        reason: 'Please give the reason for the refund',
      });
      const refund = (await admin.post(`/api/admin/payments/${deposit.id}/refund`).send({ reason: 'Surgery postponed' }).expect(200)).body;
      expect(refund).toMatchObject({
        kind: 'refund',
        method: 'stripe',
        status: 'succeeded',
        amountMinor: 240000,
        refundOfId: deposit.id,
        note: 'Surgery postponed',
      });
      expect(refund.stripeRefundId).toMatch(/^re_/);
      const call = stripe.requests.find(
        (r) => r.path === '/v1/refunds' && (r.body.metadata as Record<string, string>)?.paymentId === deposit.id,
      );
      expect(call?.body.payment_intent).toBe(deposit.stripePaymentIntentId);
      expect((await admin.post(`/api/admin/payments/${deposit.id}/refund`).send({ reason: 'Again' }).expect(409)).body.message).toBe(
        'This payment was already refunded',
      );
      await admin.post(`/api/admin/payments/${refund.id}/refund`).send({ reason: 'A refund of a refund' }).expect(409);
      // The quote is no longer paid: the patient may pay it again.
      expect((await card.agent.get(`/api/bookings/${card.bookingId}`).expect(200)).body.quote.state).toBe('open');
      expect(
        await sql(`select 1 from outbox where job_name = 'payments.refund_issued' and payload->>'paymentId' = ?`, [refund.id]),
      ).toHaveLength(1);

      // An offline deposit is refunded as paid back the same way.
      const cash = await patientWithBooking();
      await sendQuote(cash.bookingId).expect(201);
      const paid = (
        await moderator.post(`/api/admin/bookings/${cash.bookingId}/payments`).send({ method: 'mobile_money', amountUsd: 500 }).expect(201)
      ).body;
      const back = (await admin.post(`/api/admin/payments/${paid.id}/refund`).send({ reason: 'Paid twice' }).expect(200)).body;
      expect(back).toMatchObject({ kind: 'refund', method: 'mobile_money', amountMinor: 50000, stripeRefundId: null });
    });

    it('refuses bad offline payments and payments by patients', async () => {
      const { agent, bookingId } = await patientWithBooking();
      const post = (body: Record<string, unknown>) => moderator.post(`/api/admin/bookings/${bookingId}/payments`).send(body);
      expect((await post({ method: 'cheque', amountUsd: 10 }).expect(400)).body.errors).toEqual({
        method: 'Please choose how it was paid',
      });
      expect((await post({ method: 'cash', amountUsd: 0 }).expect(400)).body.errors).toEqual({
        amountUsd: 'Amount must be more than zero',
      });
      expect((await post({ method: 'cash', amountUsd: 1.234 }).expect(400)).body.errors).toEqual({
        amountUsd: 'Amount must be a number of US dollars (cents allowed)',
      });
      await agent.post(`/api/admin/bookings/${bookingId}/payments`).send({ method: 'cash', amountUsd: 10 }).expect(403);
      await moderator.post(`/api/admin/bookings/${randomUUID()}/payments`).send({ method: 'cash', amountUsd: 10 }).expect(404);
      await agent.post(`/api/bookings/${bookingId}/cancel`).expect(200);
      expect((await post({ method: 'cash', amountUsd: 10 }).expect(409)).body.message).toBe('A cancelled booking cannot take a payment');
      expect(await ledger(bookingId)).toEqual([]);
    });
  });
  /** Emails delivered to an address, in the order they arrived. */
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).map(readMail);
  const subjects = (email: string) => mailsTo(email).map((m) => m.subject);
  /** Exactly these emails were delivered to the patient about their booking (in whatever order the worker sent them). */
  const expectDelivered = (email: string, bookingId: string, expected: string[]) =>
    expect(subjects(email).sort()).toEqual(expected.map((subject) => subject.replace('#REF', `#${bookingReference(bookingId)}`)).sort());
  const PAID_DEPOSIT_EMAILS = ['Booking request received (#REF)', 'Your quote for booking #REF', 'Deposit received for booking #REF'];
  let owner: Agent | undefined;
  /** An admin (payments and reconciliation are theirs). */
  const admin = async () => (owner ??= (await signedInAgent(api.app, api.em, 'admin')).agent);
  // The worker done, reconciliation, and the ledger's net per booking equal to what patient and staff see.
  const checks = () => paymentsChecks(api, moderator, admin);
  const settled = () => checks().settled();
  const reconcile = () => checks().reconcile();
  const expectReconciled = (...bookings: { agent: Agent; bookingId: string }[]) => checks().expectReconciled(...bookings);

  describe('what is owed now (issue 25)', () => {
    const checkout = async (agent: Agent, bookingId: string) =>
      sessionOf((await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(200)).body.url as string);
    const sdk = () => new Stripe('sk_test_standin', { host: '127.0.0.1', port: stripe.port, protocol: 'http' });
    const deposits = (bookingId: string) =>
      sql<{ kind: string; status: string; amount_minor: number; currency: string; unowed_reason: string | null }>(
        `select kind, status, amount_minor, currency, unowed_reason from payments where booking_id = ? order by created_at, kind`,
        [bookingId],
      );
    /** What the patient sees of the deposit on their booking. */
    const seen = async (agent: Agent, bookingId: string) => {
      const view = (await agent.get(`/api/bookings/${bookingId}`).expect(200)).body;
      return { status: view.status, version: view.quote?.version, state: view.quote?.state, paidMinor: view.quote?.paidMinor };
    };
    const REVISED = { lines: [{ label: 'Hip replacement, all inclusive', amountUsd: 20000 }] }; // deposit 20 %: $4,000

    it('two tabs across a revision: the old page is closed when the new quote is sent, the new one charges the new deposit once', async () => {
      const { agent, user, bookingId } = await patientWithBooking();
      await sendQuote(bookingId).expect(201);
      const oldPage = await checkout(agent, bookingId);
      await sendQuote(bookingId, REVISED).expect(201);
      await settled();
      expect((await sdk().checkout.sessions.retrieve(oldPage)).status).toBe('expired');
      expect(() => stripe.completeCheckout(oldPage)).toThrow(/expired, not open/);

      const newPage = await checkout(agent, bookingId);
      expect(newPage).not.toBe(oldPage);
      expect((await sdk().checkout.sessions.retrieve(newPage)).amount_total).toBe(400000);
      for (const event of [...stripe.completeCheckout(newPage), ...stripe.takeEvents()]) await deliver(event).expect(200);
      await settled();
      expect(await seen(agent, bookingId)).toEqual({ status: 'confirmed', version: 2, state: 'paid', paidMinor: 400000 });
      expect((await deposits(bookingId)).map((p) => [p.status, p.amount_minor])).toEqual([
        ['failed', 240000],
        ['succeeded', 400000],
      ]);
      // The first version's email is sent only if the worker got to it before the second replaced it.
      const firstQuote = `Your quote for booking #${bookingId.slice(-8)}`;
      expect(subjects(user.email).filter((subject) => subject === firstQuote).length).toBeLessThanOrEqual(1);
      // The email worker sends several at once: which arrives first is not the point.
      expect(
        subjects(user.email)
          .filter((subject) => subject !== firstQuote)
          .sort(),
      ).toEqual([
        `Booking request received (#${bookingId.slice(-8)})`,
        `Deposit received for booking #${bookingId.slice(-8)}`,
        `Your quote for booking #${bookingId.slice(-8)} (revised, version 2)`,
      ]);
      expect(mailsTo(user.email).find((m) => m.subject.startsWith('Deposit received'))!.text).toContain(
        'We received your deposit of $4,000',
      );
      await expectReconciled({ agent, bookingId });
    });

    it("the old version's page paid before it closed: received, flagged for staff, refunded in full, the patient told; the new deposit is still owed", async () => {
      const { agent, user, bookingId } = await patientWithBooking();
      await sendQuote(bookingId).expect(201);
      const oldPage = await checkout(agent, bookingId);
      const paidOld = stripe.completeCheckout(oldPage); // paid at Stripe a moment before the revision
      await sendQuote(bookingId, REVISED).expect(201);
      for (const event of paidOld) await deliver(event).expect(200);
      await settled();

      const [payment, refund] = await deposits(bookingId);
      expect(payment).toMatchObject({ kind: 'deposit', status: 'succeeded', amount_minor: 240000 });
      expect(payment!.unowed_reason).toBe('it paid quote version 1, which version 2 had replaced (deposit $4,000)');
      expect(refund).toMatchObject({ kind: 'refund', status: 'succeeded', amount_minor: 240000 });
      expect(await seen(agent, bookingId)).toEqual({ status: 'payment_pending', version: 2, state: 'open', paidMinor: 0 });
      const notice = mailsTo(user.email).at(-1)!;
      expect(notice.subject).toBe(`We received a payment for booking #${bookingId.slice(-8)} that was not due`);
      expect(notice.text).toContain('We received $2,400 by card');
      expect(notice.text).toContain('it paid quote version 1, which version 2 had replaced');
      expect(notice.text).toContain('We have refunded $2,400 in full');
      expect(subjects(user.email).filter((subject) => subject.startsWith('Deposit received'))).toEqual([]);
      // Staff find it: the ledger lists money received that was not owed.
      const flagged = (
        await (
          await admin()
        )
          .get(`/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ bookingId, unowed: 'true' }))}`)
          .expect(200)
      ).body;
      expect(flagged).toHaveLength(1);
      // And the patient can pay what is owed now.
      const page = await checkout(agent, bookingId);
      expect((await sdk().checkout.sessions.retrieve(page)).amount_total).toBe(400000);
      await expectReconciled({ agent, bookingId });
    });

    it('a wrong amount or a wrong currency confirms nothing: each is refunded and the patient told', async () => {
      const { agent, user, bookingId } = await patientWithBooking();
      const quote = (await sendQuote(bookingId).expect(201)).body;
      const metadata = { kind: 'deposit', bookingId, quoteId: quote.id };
      const page = (currency: string, amount: number) =>
        sdk().checkout.sessions.create({
          mode: 'payment',
          metadata,
          success_url: 'http://localhost/ok',
          line_items: [{ quantity: 1, price_data: { currency, unit_amount: amount, product_data: { name: 'Deposit' } } }],
        });
      for (const session of [await page('usd', 100), await page('eur', 240000)]) {
        for (const event of stripe.completeCheckout(session.id)) await deliver(event).expect(200);
      }
      await settled();
      const rows = await deposits(bookingId);
      // Both pages were applied at once: their order in the ledger is not the point.
      expect(
        rows
          .filter((p) => p.kind === 'deposit')
          .map((p) => p.unowed_reason)
          .sort(),
      ).toEqual(['it paid $1, and the deposit due was $2,400', 'it was paid in EUR, and the deposit is asked in USD']);
      expect(
        rows
          .filter((p) => p.kind === 'refund')
          .map((p) => [p.amount_minor, p.currency])
          .sort(),
      ).toEqual([
        [100, 'usd'],
        [240000, 'eur'],
      ]);
      expect(await seen(agent, bookingId)).toMatchObject({ status: 'payment_pending', state: 'open', paidMinor: 0 });
      expect(subjects(user.email).filter((subject) => subject.includes('that was not due'))).toHaveLength(2);
      await expectReconciled({ agent, bookingId });
    });

    it('cancelling closes the open page; a payment made just before the cancel arrives after it and is refunded', async () => {
      const closed = await patientWithBooking();
      await sendQuote(closed.bookingId).expect(201);
      const page = await checkout(closed.agent, closed.bookingId);
      await closed.agent.post(`/api/bookings/${closed.bookingId}/cancel`).expect(200);
      await settled();
      expect((await sdk().checkout.sessions.retrieve(page)).status).toBe('expired');

      const raced = await patientWithBooking();
      await sendQuote(raced.bookingId).expect(201);
      const paid = stripe.completeCheckout(await checkout(raced.agent, raced.bookingId));
      await raced.agent.post(`/api/bookings/${raced.bookingId}/cancel`).expect(200);
      for (const event of paid) await deliver(event).expect(200);
      await settled();
      const [payment, refund] = await deposits(raced.bookingId);
      expect(payment!.unowed_reason).toBe('the booking had been cancelled');
      expect(refund).toMatchObject({ kind: 'refund', amount_minor: 240000 });
      expect(await status(raced.bookingId)).toBe('cancelled');
      expect(subjects(raced.user.email).filter((subject) => subject.startsWith('Deposit received'))).toEqual([]);
      expect(mailsTo(raced.user.email).at(-1)!.text).toContain('it did not pay your deposit: the booking had been cancelled');
      await expectReconciled(closed, raced);
    });

    describe('cancelling with money held', () => {
      const POLICY =
        'Cancel at least 14 days before your admission date for a full refund of your deposit. After that, the hospital may keep part of it to cover costs already incurred; your coordinator will confirm the amount.';
      /** An admin's decision, answered with `expected`. */
      const decide = async (bookingId: string, body: Record<string, unknown>, expected: number) => {
        const res = await (await admin()).post(`/api/admin/bookings/${bookingId}/refund-decision`).send(body);
        expect([res.status, res.body]).toEqual([expected, res.body]);
        return res;
      };
      const decisionSeen = async (agent: Agent, bookingId: string) =>
        (await agent.get(`/api/bookings/${bookingId}`).expect(200)).body.refundDecision as { state: string; note: string | null } | null;

      it('a paid deposit: the patient is told the policy and what happens next, staff and admins are alerted, an admin refunds it', async () => {
        const { agent, user, bookingId } = await patientWithBooking();
        await sendQuote(bookingId).expect(201);
        for (const event of stripe.completeCheckout(await checkout(agent, bookingId))) await deliver(event).expect(200);
        await settled();
        expect(await status(bookingId)).toBe('confirmed');
        // What the cancel dialog says before the patient confirms.
        expect((await agent.get('/api/payments/options').expect(200)).body.depositRefundPolicy).toBe(POLICY);

        const adminEmail = (await (await admin()).get('/api/auth/me').expect(200)).body.email as string;
        await agent.post(`/api/bookings/${bookingId}/cancel`).expect(200);
        expect(await decisionSeen(agent, bookingId)).toEqual({ state: 'pending', note: null, decidedAt: null });
        expect((await moderator.get(`/api/admin/bookings/${bookingId}`).expect(200)).body.refundDecision).toMatchObject({
          state: 'pending',
        });
        await settled();
        const reference = bookingReference(bookingId);
        const told = mailsTo(user.email).find((m) => m.subject === `Your booking #${reference} is cancelled`);
        expect(told?.text).toContain(`You paid $2,400 towards its deposit. Our deposit refund policy: ${POLICY}`);
        expect(told?.text).toContain(
          'Your coordinator will decide on the refund under this policy and email you what is refunded and when.',
        );
        const alert = smtp.received.find(
          (m) => readMail(m).subject === `Booking #${reference} cancelled holding $2,400: refund decision needed`,
        );
        // To the coordinators and to the admins, who decide.
        expect(alert?.to).toEqual(expect.arrayContaining(['coordinators@medtour.local', adminEmail]));
        expect(readMail(alert!).text).toContain('An admin decides on the booking page whether it is refunded or kept under the policy');
        // The money held is explained (a decision is pending), so reconciliation finds nothing.
        await expectReconciled({ agent, bookingId });

        // The decision is the admins': a moderator and the patient are refused; bad input changes nothing.
        await moderator.post(`/api/admin/bookings/${bookingId}/refund-decision`).send({ decision: 'refund', reason: 'x' }).expect(403);
        await agent.post(`/api/admin/bookings/${bookingId}/refund-decision`).send({ decision: 'refund', reason: 'x' }).expect(403);
        await api.http.post(`/api/admin/bookings/${bookingId}/refund-decision`).send({ decision: 'refund', reason: 'x' }).expect(401);
        expect((await decide(bookingId, { decision: 'maybe', reason: 'x' }, 400)).body.errors).toEqual({
          decision: 'Please choose to refund or keep the deposit',
        });
        expect((await decide(bookingId, { decision: 'keep', reason: ' ' }, 400)).body.errors).toEqual({
          reason: 'Please give the reason (the patient is told)',
        });
        expect((await decide(bookingId, { decision: 'keep', reason: 'x'.repeat(501) }, 400)).body.errors).toEqual({
          reason: 'The reason must be at most 500 characters',
        });
        expect(await decisionSeen(agent, bookingId)).toMatchObject({ state: 'pending' });

        const refunded = (await decide(bookingId, { decision: 'refund', reason: 'Cancelled 20 days ahead: full refund' }, 200)).body;
        expect(refunded).toMatchObject({ state: 'refunded' });
        expect((await decide(bookingId, { decision: 'refund', reason: 'Again' }, 409)).body.message).toBe(
          'This booking holds no deposit awaiting a refund decision',
        );
        expect((await ledger(bookingId)).map((p) => [p.status, p.amount_minor])).toEqual([
          ['succeeded', 240000],
          ['succeeded', 240000],
        ]);
        expect(stripe.requests.filter((r) => r.path === '/v1/refunds' && r.body.amount === '240000')).not.toHaveLength(0);
        expect(await seen(agent, bookingId)).toMatchObject({ status: 'cancelled', paidMinor: 0 });
        await expectReconciled({ agent, bookingId });
        expect(subjects(user.email).filter((subject) => /refund/i.test(subject))).toHaveLength(1);
      });

      it('staff cancel a booking paid offline: an admin keeps the deposit under the policy and the patient is told why', async () => {
        const { agent, user, bookingId } = await patientWithBooking();
        await sendQuote(bookingId).expect(201);
        await moderator.post(`/api/admin/bookings/${bookingId}/payments`).send({ method: 'bank_transfer', amountUsd: 2400 }).expect(201);
        expect(await status(bookingId)).toBe('confirmed');
        await moderator.put(`/api/admin/bookings/${bookingId}`).send({ status: 'cancelled' }).expect(200);
        expect(await decisionSeen(agent, bookingId)).toMatchObject({ state: 'pending' });

        const reason = 'Cancelled two days before admission: the hospital keeps the deposit for the theatre booked.';
        expect((await decide(bookingId, { decision: 'keep', reason }, 200)).body).toMatchObject({ state: 'kept', note: reason });
        expect(await decisionSeen(agent, bookingId)).toMatchObject({ state: 'kept', note: reason });
        expect(await seen(agent, bookingId)).toMatchObject({ status: 'cancelled', paidMinor: 240000 });
        await settled();
        const kept = mailsTo(user.email).find((m) => m.subject === `Your deposit for booking #${bookingReference(bookingId)}`);
        expect(kept?.text).toContain('Under our deposit refund policy, $2,400 of the deposit you paid is not refunded:');
        expect(kept?.text).toContain(reason);
        // Kept is a decision: reconciliation finds nothing to explain.
        await expectReconciled({ agent, bookingId });
      });

      it('two admins at once (a double click, or one refunds while another keeps): one decision, one refund at most', async () => {
        const cancelledPaid = async () => {
          const booking = await patientWithBooking();
          await sendQuote(booking.bookingId).expect(201);
          await moderator
            .post(`/api/admin/bookings/${booking.bookingId}/payments`)
            .send({ method: 'bank_transfer', amountUsd: 2400 })
            .expect(201);
          await booking.agent.post(`/api/bookings/${booking.bookingId}/cancel`).expect(200);
          return booking;
        };
        const post = async (bookingId: string, body: Record<string, unknown>) =>
          (await admin()).post(`/api/admin/bookings/${bookingId}/refund-decision`).send(body);
        const refunds = async (bookingId: string) =>
          (await sql<{ n: number }>(`select count(*)::int as n from payments where booking_id = ? and kind = 'refund'`, [bookingId]))[0]!.n;

        const clicked = await cancelledPaid();
        const twice = await Promise.all([0, 1].map(() => post(clicked.bookingId, { decision: 'refund', reason: 'Full refund' })));
        expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(await refunds(clicked.bookingId)).toBe(1);
        expect(await decisionSeen(clicked.agent, clicked.bookingId)).toMatchObject({ state: 'refunded' });

        const raced = await cancelledPaid();
        const [refunded, kept] = await Promise.all([
          post(raced.bookingId, { decision: 'refund', reason: 'Full refund' }),
          post(raced.bookingId, { decision: 'keep', reason: 'Kept under the policy' }),
        ]);
        expect([refunded.status, kept.status].sort()).toEqual([200, 409]);
        // Whichever came first stands, and the ledger agrees with it.
        const state = refunded.status === 200 ? 'refunded' : 'kept';
        expect(await decisionSeen(raced.agent, raced.bookingId)).toMatchObject({ state });
        expect(await refunds(raced.bookingId)).toBe(state === 'refunded' ? 1 : 0);
        await expectReconciled(clicked, raced);
      });

      it('a cancelled booking shown as holding nothing while the ledger holds its deposit is listed by reconciliation', async () => {
        const { agent, bookingId } = await patientWithBooking();
        await sendQuote(bookingId).expect(201);
        await moderator.post(`/api/admin/bookings/${bookingId}/payments`).send({ method: 'cash', amountUsd: 2400 }).expect(201);
        await agent.post(`/api/bookings/${bookingId}/cancel`).expect(200);
        await settled();
        // As a booking cancelled before decisions existed, or by a write that forgot them.
        await sql(`update bookings set refund_decision = null where id = ?`, [bookingId]);
        expect((await reconcile()).map((d) => d.kind)).toEqual(['cancelled_money_held']);
        await sql(`update bookings set refund_decision = 'pending' where id = ?`, [bookingId]);
        expect(await reconcile()).toEqual([]);
        // A cancel with nothing paid needs no decision.
        const unpaid = await patientWithBooking();
        await unpaid.agent.post(`/api/bookings/${unpaid.bookingId}/cancel`).expect(200);
        expect(await decisionSeen(unpaid.agent, unpaid.bookingId)).toBeNull();
        await settled();
        const told = mailsTo(unpaid.user.email).find((m) => m.subject.endsWith('is cancelled'));
        expect(told?.text).not.toContain('deposit');
        expect((await decide(unpaid.bookingId, { decision: 'keep', reason: 'x' }, 409)).body.message).toBe(
          'This booking holds no deposit awaiting a refund decision',
        );
        await decide(randomUUID(), { decision: 'keep', reason: 'x' }, 404);
      });
    });

    it('offline payments: partial or whole, recorded once however often saved; the open page is closed and the rest is what is asked', async () => {
      const { agent, user, bookingId } = await patientWithBooking();
      await sendQuote(bookingId).expect(201);
      const page = await checkout(agent, bookingId);
      const record = (body: Record<string, unknown>, key?: string) => {
        const req = moderator.post(`/api/admin/bookings/${bookingId}/payments`);
        return (key ? req.set('Idempotency-Key', key) : req).send({ method: 'bank_transfer', ...body });
      };
      // A double click: two saves with one key at once record one payment.
      const key = randomUUID();
      const [first, second] = await Promise.all([
        record({ amountUsd: 1000, reference: 'TRF-1', paidOn: inDays(-1) }, key),
        record({ amountUsd: 1000, reference: 'TRF-1', paidOn: inDays(-1) }, key),
      ]);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.id).toBe(first.body.id);
      expect(first.body).toMatchObject({ amountMinor: 100000, currency: 'usd', reference: 'TRF-1', paidOn: inDays(-1) });
      // The same reference again, in other letters, is the same transfer.
      expect((await record({ amountUsd: 1000, reference: 'trf-1' }).expect(409)).body.message).toBe(
        'This reference is already recorded for this booking',
      );
      await settled();
      expect((await sdk().checkout.sessions.retrieve(page)).status).toBe('expired');
      expect(await seen(agent, bookingId)).toEqual({ status: 'payment_pending', version: 1, state: 'open', paidMinor: 100000 });
      // What is left is what a new page asks.
      expect((await sdk().checkout.sessions.retrieve(await checkout(agent, bookingId))).amount_total).toBe(140000);
      await record({ amountUsd: 1400, reference: 'MPESA-QX7', method: 'mobile_money' }).expect(201);
      await settled();
      expect(await seen(agent, bookingId)).toEqual({ status: 'confirmed', version: 1, state: 'paid', paidMinor: 240000 });
      const receipts = mailsTo(user.email).filter((m) => m.subject.startsWith('Deposit received'));
      // Instalments (issue 52): each says what it received, and the first what is still owed and by when.
      expect(receipts.map((m) => /We received your payment of (\$[\d,]+) towards the deposit/.exec(m.text)?.[1])).toEqual([
        '$1,000',
        '$1,400',
      ]);
      expect(receipts[0]!.text).toContain(
        `You have now paid $1,000 of the $2,400 deposit: $1,400 is still owed, by ${longDay(inDays(14))}.`,
      );
      expect(receipts[1]!.text).toContain('Your deposit of $2,400 is now paid in full.');
      expect(receipts[1]!.text).toContain('Your booking is now confirmed.');
      expect(receipts[0]!.text).not.toContain('Your booking is now confirmed.');
      await expectReconciled({ agent, bookingId });
    });

    it('a bank transfer recorded while the card page was open, then the card paid too: one deposit counts, the card is refunded', async () => {
      const { agent, user, bookingId } = await patientWithBooking();
      await sendQuote(bookingId).expect(201);
      const paidByCard = stripe.completeCheckout(await checkout(agent, bookingId));
      await moderator
        .post(`/api/admin/bookings/${bookingId}/payments`)
        .send({ method: 'bank_transfer', amountUsd: 2400, reference: 'TRF-BOTH' })
        .expect(201);
      for (const event of paidByCard) await deliver(event).expect(200);
      await settled();
      const rows = await deposits(bookingId);
      expect(rows.map((p) => [p.kind, p.amount_minor, p.unowed_reason])).toEqual([
        ['deposit', 240000, 'the deposit had already been paid'],
        ['deposit', 240000, null],
        ['refund', 240000, null],
      ]);
      expect(await seen(agent, bookingId)).toEqual({ status: 'confirmed', version: 1, state: 'paid', paidMinor: 240000 });
      expect(subjects(user.email).filter((subject) => subject.startsWith('Deposit received'))).toHaveLength(1);
      expect(mailsTo(user.email).at(-1)!.text).toContain('Your booking stays confirmed.');
      await expectReconciled({ agent, bookingId });
    });

    it("a refund made in Stripe's dashboard reaches the ledger once, and the patient is told", async () => {
      const { agent, user, bookingId } = await patientWithBooking();
      await sendQuote(bookingId).expect(201);
      for (const event of stripe.completeCheckout(await checkout(agent, bookingId))) await deliver(event).expect(200);
      await settled();
      const [{ stripe_payment_intent_id: intent }] = await sql<{ stripe_payment_intent_id: string }>(
        `select stripe_payment_intent_id from payments where booking_id = ? and kind = 'deposit'`,
        [bookingId],
      );
      const events = stripe.refundInDashboard(intent, 100000);
      for (const event of [...events, ...events]) await deliver(event).expect(200);
      await settled();
      expect((await deposits(bookingId)).map((p) => [p.kind, p.amount_minor])).toEqual([
        ['deposit', 240000],
        ['refund', 100000],
      ]);
      expect(await seen(agent, bookingId)).toMatchObject({ paidMinor: 140000 });
      expect((await agent.get(`/api/bookings/${bookingId}`).expect(200)).body.quote.refunds).toEqual([
        { amountMinor: 100000, refundedOn: inDays(0) },
      ]);
      expect(subjects(user.email).filter((subject) => subject.startsWith('Refund of your deposit'))).toHaveLength(1);
      expect(mailsTo(user.email).at(-1)!.text).toContain('We refunded your deposit of $1,000');
      // $1,400 of the $2,400 deposit is held now: the booking awaits the rest again.
      expect(await seen(agent, bookingId)).toMatchObject({ status: 'payment_pending', state: 'open', paidMinor: 140000 });
      await expectReconciled({ agent, bookingId });
    });

    it("a page paid on the quote's last day counts even when Stripe's webhook arrives after that day", async () => {
      const { agent, user, bookingId } = await patientWithBooking();
      const quote = (await sendQuote(bookingId).expect(201)).body;
      // The page was opened and paid yesterday, the quote's last day; its webhook is applied today.
      const page = await checkout(agent, bookingId);
      stripe.backdate(page, 86_400);
      const paid = stripe.completeCheckout(page);
      await sql(`update booking_quotes set valid_until = current_date - 1 where id = ?`, [quote.id]);
      for (const event of paid) await deliver(event).expect(200);
      await settled();
      expect((await deposits(bookingId)).map((p) => [p.kind, p.unowed_reason])).toEqual([['deposit', null]]);
      expect(await status(bookingId)).toBe('confirmed');
      await expectReconciled({ agent, bookingId });
      expectDelivered(user.email, bookingId, PAID_DEPOSIT_EMAILS);
    });

    it('after a failed payment, another try the same day gets a new page', async () => {
      const { agent, user, bookingId } = await patientWithBooking();
      await sendQuote(bookingId).expect(201);
      const failed = await checkout(agent, bookingId);
      await deliver(stripe.completeCheckout(failed, { async: 'pending' })[0]!).expect(200);
      await deliver(stripe.settleAsync(failed, 'failed')[0]!).expect(200);
      await settled();
      const again = await checkout(agent, bookingId);
      expect(again).not.toBe(failed);
      for (const event of stripe.completeCheckout(again)) await deliver(event).expect(200);
      await settled();
      expect(await status(bookingId)).toBe('confirmed');
      await expectReconciled({ agent, bookingId });
      // One receipt, for the payment that went through; the failed one is shown on the card, not emailed.
      expectDelivered(user.email, bookingId, PAID_DEPOSIT_EMAILS);
    });

    it('an event about an object Stripe does not know is acknowledged and applied once, not retried', async () => {
      const id = `evt_${randomUUID().replace(/-/g, '')}`;
      const payload = JSON.stringify({
        id,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_test_gone', object: 'checkout.session' } },
      });
      const mailsBefore = smtp.received.length;
      await postSigned(payload).expect(200);
      await settled();
      expect(smtp.received.length).toBe(mailsBefore); // nobody is emailed about it
      const [row] = await sql<{ attempts: number; last_error: string | null }>(
        `select attempts, last_error from outbox where job_name = 'payments.stripe_event' and payload->>'eventId' = ?`,
        [id],
      );
      expect(row).toEqual({ attempts: 1, last_error: null });
      await expectReconciled();
    });

    describe('reconciliation', () => {
      const alerts = (subject: RegExp) => smtp.received.map(readMail).filter((m) => subject.test(m.subject));
      const intentOf = async (bookingId: string) =>
        (
          await sql<{ stripe_payment_intent_id: string }>(
            `select stripe_payment_intent_id from payments where booking_id = ? and kind = 'deposit' and status = 'succeeded'`,
            [bookingId],
          )
        )[0]!.stripe_payment_intent_id;

      it('lists a charge whose webhook never came, emails the admins once, and clears it when the webhook arrives', async () => {
        const { agent, bookingId } = await patientWithBooking();
        await sendQuote(bookingId).expect(201);
        const paidAtStripe = stripe.completeCheckout(await checkout(agent, bookingId)); // its webhook is late
        const emailed = alerts(/^Reconciliation found/).length;

        const found = await reconcile();
        expect(found.map((d) => d.kind)).toEqual(['charge_not_in_ledger']);
        expect(found[0]!.detail).toMatch(
          new RegExp(
            `^Stripe charged \\$2,400 for booking #${bookingId.slice(-8)} on \\d{4}-\\d{2}-\\d{2} \\(pi_\\w+\\); the ledger has no payment for it$`,
          ),
        );
        await settled();
        const [mail, ...more] = alerts(/^Reconciliation found/).slice(emailed);
        expect(more).toEqual([]);
        expect(mail!.subject).toBe('Reconciliation found 1 payment difference');
        expect(mail!.text).toContain(`- Charged at Stripe, missing from the ledger: ${found[0]!.detail}`);
        // Found again by the next run: still listed, not emailed again.
        expect((await reconcile()).map((d) => d.kind)).toEqual(['charge_not_in_ledger']);
        await settled();
        expect(alerts(/^Reconciliation found/)).toHaveLength(emailed + 1);

        for (const event of paidAtStripe) await deliver(event).expect(200);
        await expectReconciled({ agent, bookingId });
        const resolved = (
          await (await admin()).get(`/api/admin/reconciliation?filter=${encodeURIComponent(JSON.stringify({ open: false }))}`).expect(200)
        ).body as { kind: string; resolvedAt: string | null; emailedAt: string | null }[];
        expect(resolved[0]).toMatchObject({ kind: 'charge_not_in_ledger', resolvedAt: expect.any(String), emailedAt: expect.any(String) });
      });

      it("says a charge Stripe took in shillings in the shillings charged: UGX whole (not /100 of them), TZS from Stripe's cents", async () => {
        const ugx = stripe.chargeOutside(50_000, 'ugx');
        const tzs = stripe.chargeOutside(1_234_500, 'tzs'); // 12,345 shillings: Stripe counts TZS in cents
        try {
          const found = (await reconcile()) as { kind: string; detail: string; stripeId: string; stripeMinor: number }[];
          const of = (intent: { id: string }) => found.find((d) => d.stripeId === intent.id)!;
          // `Intl` writes a no-break space between a currency's code and its figure.
          const said = (intent: { id: string }) => of(intent).detail.replace(/\s/gu, ' ');
          expect(said(ugx)).toMatch(/^Stripe charged UGX 50,000 on \d{4}-\d{2}-\d{2} \(pi_\w+\); the ledger has no payment for it$/);
          expect(said(tzs)).toMatch(/^Stripe charged TZS 12,345 on \d{4}-\d{2}-\d{2} \(pi_\w+\); the ledger has no payment for it$/);
          expect([of(ugx), of(tzs)].map((d) => [d.kind, d.stripeMinor])).toEqual([
            ['charge_not_in_ledger', 50_000],
            ['charge_not_in_ledger', 12_345],
          ]);
        } finally {
          // Out of the window of the next runs: the tests after this one find only their own differences.
          for (const intent of [ugx, tzs]) {
            stripe.backdate(intent.id, 401 * 86_400);
            stripe.backdate(intent.latest_charge!, 401 * 86_400);
          }
        }
        expect((await reconcile()).map((d) => d.kind)).toEqual([]);
      });

      it('lists a refund and a dispute Stripe made whose webhooks were lost; once applied, what the patient is shown follows them', async () => {
        const { agent, bookingId } = await patientWithBooking();
        await sendQuote(bookingId).expect(201);
        for (const event of stripe.completeCheckout(await checkout(agent, bookingId))) await deliver(event).expect(200);
        await expectReconciled({ agent, bookingId });
        const intent = await intentOf(bookingId);
        const reference = bookingId.slice(-8);

        const refunded = stripe.refundInDashboard(intent, 50000);
        expect((await reconcile()).map((d) => d.detail)).toEqual([
          `Stripe refunded $500 of booking #${reference}'s deposit; the ledger has $0 refunded`,
        ]);
        for (const event of refunded) await deliver(event).expect(200);
        await expectReconciled({ agent, bookingId });
        expect(await seen(agent, bookingId)).toMatchObject({ status: 'payment_pending', paidMinor: 190000 });

        const disputed = stripe.openDispute(intent, 'product_not_received');
        expect((await reconcile()).map((d) => d.kind)).toEqual(['dispute_differs']);
        const disputedAlerts = alerts(/^Payment disputed/).length;
        for (const event of [...disputed, ...disputed]) await deliver(event).expect(200);
        await expectReconciled({ agent, bookingId });
        expect(await seen(agent, bookingId)).toMatchObject({ paidMinor: 0 });
        expect((await deposits(bookingId)).map((p) => [p.kind, p.status, p.amount_minor])).toEqual([
          ['deposit', 'succeeded', 240000],
          ['refund', 'succeeded', 50000],
          ['dispute', 'pending', 190000],
        ]);
        const [opened] = alerts(/^Payment disputed/).slice(disputedAlerts);
        expect(opened!.subject).toBe('Payment disputed: $1,900');
        expect(opened!.text).toContain(`The patient disputed booking #${reference}'s deposit ($1,900) at their bank`);

        for (const event of stripe.closeDispute(disputed[0]!.data.object.id, 'won')) {
          await deliver(event).expect(200);
        }
        await expectReconciled({ agent, bookingId });
        expect(await seen(agent, bookingId)).toMatchObject({ paidMinor: 190000 });
        expect(alerts(/^Dispute won/).at(-1)!.subject).toBe('Dispute won: $1,900');
      });

      it('a second live subscription at Stripe (two pages paid at once): the newer is cancelled and refunded, admins told, premium continues', async () => {
        const { agent, user } = await signedInAgent(api.app, api.em, 'user');
        const first = (await agent.post('/api/subscription/checkout').expect(200)).body.url as string;
        for (const event of stripe.completeCheckout(sessionOf(first))) await deliver(event).expect(200);
        await settled();
        const rowOf = async () =>
          (
            await sql<{ id: string; stripe_customer_id: string; stripe_subscription_id: string; status: string }>(
              `select id, stripe_customer_id, stripe_subscription_id, status from subscriptions where user_id = ?`,
              [user.id],
            )
          )[0]!;
        const before = await rowOf();
        // A second page for the same customer, paid in another tab.
        const second = await sdk().checkout.sessions.create({
          mode: 'subscription',
          customer: before.stripe_customer_id,
          metadata: { kind: 'subscription', userId: user.id },
          success_url: 'http://localhost/ok',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'usd', unit_amount: 4900, recurring: { interval: 'month' }, product_data: { name: 'Premium' } },
            },
          ],
        });
        for (const event of stripe.completeCheckout(second.id)) await deliver(event).expect(200);
        await settled();
        for (const event of stripe.takeEvents()) await deliver(event).expect(200); // the cancellation's own events
        await settled();

        const after = await rowOf();
        expect(after).toMatchObject({ stripe_subscription_id: before.stripe_subscription_id, status: 'active' });
        const newer = (await sdk().subscriptions.list({ customer: before.stripe_customer_id, status: 'all' })).data.find(
          (sub) => sub.id !== before.stripe_subscription_id,
        )!;
        expect(newer.status).toBe('canceled');
        expect(
          await sql(`select kind, status, amount_minor from payments where subscription_id = ? order by created_at, kind`, [after.id]),
        ).toEqual([
          { kind: 'subscription', status: 'succeeded', amount_minor: 4900 },
          { kind: 'subscription', status: 'succeeded', amount_minor: 4900 },
          { kind: 'refund', status: 'succeeded', amount_minor: 4900 },
        ]);
        expect((await agent.get('/api/subscription').expect(200)).body).toMatchObject({ tier: 'premium', status: 'active' });
        const told = alerts(/^Second subscription cancelled and refunded/).filter((m) => m.subject.endsWith(user.email));
        expect(told).toHaveLength(1);
        expect(told[0]!.text).toContain(
          `The newer one (${newer.id}) was cancelled and its $49 refunded; Premium continues on ${before.stripe_subscription_id}.`,
        );
        expect(subjects(user.email).filter((subject) => /cancel/i.test(subject))).toEqual([]);
        await expectReconciled();
      });

      it('is for admins only: moderators and patients are refused, visitors must sign in', async () => {
        const { agent: patient } = await signedInAgent(api.app, api.em, 'user');
        for (const agent of [moderator, patient]) {
          await agent.get('/api/admin/reconciliation').expect(403);
          await agent.get('/api/admin/reconciliation/status').expect(403);
          await agent.post('/api/admin/reconciliation/run').expect(403);
        }
        await api.http.get('/api/admin/reconciliation').expect(401);
        await api.http.post('/api/admin/reconciliation/run').expect(401);
        const status = (await (await admin()).get('/api/admin/reconciliation/status').expect(200)).body;
        expect(status).toMatchObject({ stripeConfigured: true, windowDays: 90, open: 0, lastRun: { trigger: 'staff', error: null } });
        expect(status.lastRun.chargesChecked).toBeGreaterThan(0);
      });
    });

    it('refuses bad money with field errors and saves nothing', async () => {
      const { bookingId } = await patientWithBooking();
      await sendQuote(bookingId).expect(201);
      const post = (body: Record<string, unknown>) =>
        moderator.post(`/api/admin/bookings/${bookingId}/payments`).send({ method: 'cash', amountUsd: 10, ...body });
      expect((await post({ amountUsd: -5 }).expect(400)).body.errors).toEqual({ amountUsd: 'Amount must be more than zero' });
      expect((await post({ currency: 'EUR' }).expect(400)).body.errors).toEqual({ currency: 'Payments are taken in USD' });
      expect((await post({ reference: 'x'.repeat(101) }).expect(400)).body.errors).toEqual({
        reference: 'The reference must be at most 100 characters',
      });
      expect((await post({ paidOn: inDays(2) }).expect(400)).body.errors).toEqual({
        paidOn: 'The day it was paid cannot be in the future',
      });
      expect((await post({}).set('Idempotency-Key', 'a key with spaces').expect(400)).body.errors).toHaveProperty('Idempotency-Key');
      expect(await deposits(bookingId)).toEqual([]);

      const paid = (await post({ amountUsd: 500, reference: 'CASH-1' }).expect(201)).body;
      const owner = await admin();
      expect(
        (await owner.post(`/api/admin/payments/${paid.id}/refund`).send({ reason: 'Too much', amountUsd: 500.01 }).expect(400)).body.errors,
      ).toEqual({
        amountUsd: 'At most $500 of this payment is held',
      });
      await owner.post(`/api/admin/payments/${paid.id}/refund`).send({ reason: 'Part of it', amountUsd: 200 }).expect(200);
      expect(
        (await owner.post(`/api/admin/payments/${paid.id}/refund`).send({ reason: 'Again', amountUsd: 300.5 }).expect(400)).body.errors,
      ).toEqual({
        amountUsd: 'At most $300 of this payment is held',
      });
      expect((await deposits(bookingId)).map((p) => [p.kind, p.amount_minor])).toEqual([
        ['deposit', 50000],
        ['refund', 20000],
      ]);
    });
  });

  describe('the quote in the patient’s currency (issue 28)', () => {
    const today = inDays(0);
    const nairaRate = async (rate: number) => {
      await sql(`delete from exchange_rates where currency = 'NGN'`);
      return (await (await admin()).post('/api/admin/exchange-rates').send({ currency: 'NGN', rate, asOf: today }).expect(201)).body as {
        id: string;
      };
    };
    const quoteSeen = async (agent: Agent, bookingId: string) => (await agent.get(`/api/bookings/${bookingId}`).expect(200)).body.quote;

    it('keeps the rate of the day it was sent: the naira figure does not move when the rate does; charging stays in dollars', async () => {
      const { agent, user, bookingId } = await patientWithBooking();
      expect((await agent.get('/api/auth/me').expect(200)).body.currency).toBeNull();
      await agent.post('/api/auth/currency').send({ currency: 'NGN' }).expect(200);
      expect((await agent.get('/api/auth/me').expect(200)).body.currency).toBe('NGN');
      const rate = await nairaRate(1550);
      await sendQuote(bookingId).expect(201); // $12,000, deposit 20 %: $2,400
      const local = { currency: 'NGN', rate: 1550, asOf: today, estimate: false, total: 18_600_000, deposit: 3_720_000 };
      expect(await quoteSeen(agent, bookingId)).toMatchObject({ totalUsd: 12000, depositUsd: 2400, local });
      // Staff correct the rate: the quote the patient is deciding on keeps its figure, for them and staff.
      await (await admin()).put(`/api/admin/exchange-rates/${rate.id}`).send({ rate: 1700 }).expect(200);
      expect((await quoteSeen(agent, bookingId)).local).toEqual(local);
      expect((await moderator.get(`/api/admin/bookings/${bookingId}`).expect(200)).body.quote.local).toEqual(local);
      // The quote email says it too, beside the dollars the deposit is charged in.
      await settled();
      const email = mailsTo(user.email).find((m) => m.subject.startsWith('Your quote for booking'))!;
      expect(email.text).toContain('Total: $12,000');
      expect(email.text).toContain('About ₦18,600,000 at the rate of');
      // The deposit page charges dollars.
      const page = sessionOf((await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(200)).body.url as string);
      const sdk = new Stripe('sk_test_standin', { host: '127.0.0.1', port: stripe.port, protocol: 'http' });
      expect(await sdk.checkout.sessions.retrieve(page)).toMatchObject({ currency: 'usd', amount_total: 240_000 });
    });

    it('no local figure without a chosen currency, with dollars chosen, or when the rate is too old', async () => {
      const plain = await patientWithBooking();
      await nairaRate(1550);
      await sendQuote(plain.bookingId).expect(201);
      expect((await quoteSeen(plain.agent, plain.bookingId)).local).toBeNull();

      const dollars = await patientWithBooking();
      await dollars.agent.post('/api/auth/currency').send({ currency: 'USD' }).expect(200);
      await sendQuote(dollars.bookingId).expect(201);
      expect((await quoteSeen(dollars.agent, dollars.bookingId)).local).toBeNull();

      const stale = await patientWithBooking();
      await stale.agent.post('/api/auth/currency').send({ currency: 'NGN' }).expect(200);
      await sql(`update exchange_rates set as_of = current_date - 30 where currency = 'NGN'`);
      await sendQuote(stale.bookingId).expect(201);
      expect((await quoteSeen(stale.agent, stale.bookingId)).local).toBeNull();
    });

    it('refuses a currency not in the list, and a visitor who is not signed in', async () => {
      const { agent } = await patientWithBooking();
      const refused = await agent.post('/api/auth/currency').send({ currency: 'EUR' }).expect(400);
      expect(refused.body.errors.currency).toMatch(/^currency must be one of USD, MYR, NGN/);
      await agent.post('/api/auth/currency').send({ currency: 'ngn' }).expect(400);
      await agent.post('/api/auth/currency').send({}).expect(400);
      expect((await agent.get('/api/auth/me').expect(200)).body.currency).toBeNull();
      await api.http.post('/api/auth/currency').send({ currency: 'NGN' }).expect(401);
    });
  });

  describe('every email to the patient, in their language (issue 27)', () => {
    /**
     * English left in an email once what staff and Settings wrote (hospital, treatment, quote lines,
     * the policy, office hours, the offline payment notes, a decision's reason) and addresses are
     * taken out: template words would show here.
     */
    const ENGLISH =
      /\b(dear|your|you|we|the|is|are|of|for|and|booking|deposit|payment|refund(ed)?|received|details|receipt|amount|paid|cancelled)\b/i;
    const CONTENT = [
      'Selangor Joint & Spine Institute (Demo)',
      'Hip Replacement',
      ...QUOTE.lines.flatMap((line) => [line.label, line.detail ?? '']),
      ...QUOTE.included,
      ...QUOTE.excluded,
      'Surgery postponed by the hospital',
    ].filter(Boolean);
    /** Settings' own words about paying offline (staff write them in English). */
    let settingsWords: string[] = [];
    const englishIn = (text: string) => {
      let rest = text.replace(/https?:\/\/\S+/g, '').replace(/\S+@\S+/g, '');
      for (const piece of [...CONTENT, ...settingsWords]) rest = rest.replaceAll(piece, '');
      rest = rest
        .split('\n')
        .filter((line) => !/^(Saa za kazi|Sera yetu)/.test(line) && !line.includes('Sera yetu ya kurejesha amana'))
        .join('\n');
      return ENGLISH.exec(rest)?.[0] ?? null;
    };
    const swahiliPatient = async () => {
      const patient = await signedInAgent(api.app, api.em, 'user');
      await sql(`update users set language = 'sw' where id = ?`, [patient.user.id]);
      return patient;
    };
    const pageOf = async (agent: Agent, bookingId: string) =>
      sessionOf((await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(200)).body.url as string);
    const payDeposit = async (agent: Agent, bookingId: string) => {
      for (const event of stripe.completeCheckout(await pageOf(agent, bookingId))) await deliver(event).expect(200);
      await settled();
    };

    it('a Swahili-speaking patient gets every kind of booking, payment and Premium email in Swahili, linking to the Swahili site', async () => {
      const owner = await admin();
      const { agent, user } = await swahiliPatient();
      const { offline: settings } = (await agent.get('/api/payments/options').expect(200)).body;
      settingsWords = [settings.bank?.branchOrNotes, ...settings.instructions].filter(Boolean);
      const ref = (bookingId: string) => bookingReference(bookingId);

      // A booking: requested, a coordinator's message, a quote, the deposit paid by card, a status change, cancelled, deposit kept.
      const first = (await agent.post('/api/bookings').send({ hospitalId, treatmentId }).expect(201)).body.id as string;
      await moderator.post(`/api/admin/bookings/${first}/messages`).send({ body: 'Karibu!' }).expect(201);
      await sendQuote(first).expect(201);
      await payDeposit(agent, first);
      await moderator.put(`/api/admin/bookings/${first}`).send({ status: 'completed' }).expect(200);
      await moderator.put(`/api/admin/bookings/${first}`).send({ status: 'confirmed' }).expect(200);
      await agent.post(`/api/bookings/${first}/cancel`).expect(200);
      await owner
        .post(`/api/admin/bookings/${first}/refund-decision`)
        .send({ decision: 'keep', reason: 'Surgery postponed by the hospital' })
        .expect(200);

      // A second: paid, cancelled, the deposit refunded.
      const second = (await agent.post('/api/bookings').send({ hospitalId, treatmentId }).expect(201)).body.id as string;
      await sendQuote(second).expect(201);
      await payDeposit(agent, second);
      await agent.post(`/api/bookings/${second}/cancel`).expect(200);
      await owner
        .post(`/api/admin/bookings/${second}/refund-decision`)
        .send({ decision: 'refund', reason: 'Within the policy' })
        .expect(200);

      // A third: a page paid just after the booking was cancelled (money not owed, refunded at once).
      const third = (await agent.post('/api/bookings').send({ hospitalId, treatmentId }).expect(201)).body.id as string;
      await sendQuote(third).expect(201);
      const late = stripe.completeCheckout(await pageOf(agent, third));
      await agent.post(`/api/bookings/${third}/cancel`).expect(200);
      for (const event of late) await deliver(event).expect(200);

      // Premium by card: started, cancelled, refunded under the guarantee.
      const { url } = (await agent.post('/api/subscription/checkout').expect(200)).body;
      for (const event of stripe.completeCheckout(sessionOf(url))) await deliver(event).expect(200);
      await settled();
      await agent.post('/api/subscription/cancel').expect(200);
      for (const event of stripe.takeEvents()) await deliver(event).expect(200);
      await settled();
      const [subscription] = await sql<{ id: string }>(`select id from subscriptions where user_id = ?`, [user.id]);
      await owner.post(`/api/admin/subscriptions/${subscription!.id}/refund`).send({ reason: 'Asked by phone' }).expect(200);

      // Premium by card for another Swahili-speaking patient, whose renewal fails.
      const renewing = await swahiliPatient();
      const page = (await renewing.agent.post('/api/subscription/checkout').expect(200)).body.url as string;
      for (const event of stripe.completeCheckout(sessionOf(page))) await deliver(event).expect(200);
      await settled();
      const [renewed] = await sql<{ stripe_subscription_id: string }>(
        `select stripe_subscription_id from subscriptions where user_id = ?`,
        [renewing.user.id],
      );
      for (const event of stripe.renew(renewed!.stripe_subscription_id, 'failed')) await deliver(event).expect(200);

      // Premium paid offline (the card subscription over): recorded, then refunded.
      const offline = (
        await owner
          .post(`/api/admin/users/${user.id}/premium-payments`)
          .send({ method: 'mobile_money', amountUsd: 49, paidOn: inDays(0), startsOn: inDays(0), months: 1, reference: 'MPESA-SW1' })
          .expect(201)
      ).body;
      await settled();
      await owner.post(`/api/admin/premium-payments/${offline.id}/refund`).send({ reason: 'Asked by phone' }).expect(200);
      await settled();

      const expected = [
        [user.email, `Ombi la kuweka nafasi limepokelewa (#${ref(first)})`],
        [user.email, `Ujumbe mpya kuhusu nafasi #${ref(first)}`],
        [user.email, `Makadirio ya gharama ya nafasi yako #${ref(first)}`],
        [user.email, `Amana imepokelewa kwa nafasi #${ref(first)}`],
        [user.email, `Hali ya nafasi yako #${ref(first)} sasa ni: imekamilika`],
        [user.email, `Nafasi yako #${ref(first)} imeghairiwa`],
        [user.email, `Amana yako ya nafasi #${ref(first)}`],
        [user.email, `Amana yako ya nafasi #${ref(second)} imerejeshwa`],
        [user.email, `Tumepokea malipo yasiyodaiwa kwa nafasi #${ref(third)}`],
        [user.email, 'Karibu MedTour Asia Premium'],
        [user.email, 'Usajili wako wa Premium umesitishwa'],
        [user.email, 'Malipo yako ya Premium yamerejeshwa'],
        [renewing.user.email, 'Malipo ya kuendeleza Premium yameshindikana'],
        [user.email, expect.stringMatching(/^Premium inatumika hadi \d{1,2} \p{L}+ \d{4}$/u)],
      ] as const;
      for (const [to, subject] of expected) expect(mailsTo(to).map((m) => m.subject)).toContainEqual(subject);

      const mails = [...mailsTo(user.email), ...mailsTo(renewing.user.email)];
      expect(mails.map((m) => [m.subject, englishIn(`${m.subject}\n${m.text}`)]).filter(([, english]) => english)).toEqual([]);
      const text = (subject: string) => mails.find((m) => m.subject === subject)!.text;
      expect(text(`Ombi la kuweka nafasi limepokelewa (#${ref(first)})`)).toContain(
        `Mpendwa Test user,\n\nOmbi lako la kuweka nafasi limetumwa: mashauriano kwa ajili ya Kubadilisha nyonga katika Selangor Joint & Spine Institute (Demo).`,
      );
      expect(text(`Ombi la kuweka nafasi limepokelewa (#${ref(first)})`)).toContain(
        `${api.config.publicUrl}/sw/dashboard?booking=${first}`,
      );
      expect(text(`Makadirio ya gharama ya nafasi yako #${ref(first)}`)).toMatch(/Jumla: US\$\s12,000\n/); // Intl's own spacing (a no-break space)
      expect(text(`Tumepokea malipo yasiyodaiwa kwa nafasi #${ref(third)}`)).toContain(
        'hayakulipa amana yako: nafasi ilikuwa imeghairiwa.',
      );
      expect(text('Malipo yako ya Premium yamerejeshwa')).toContain('Saa za kazi:');
      // The ledger staff read keeps its English.
      const [unowed] = await sql<{ unowed_reason: string }>(
        `select unowed_reason from payments where booking_id = ? and unowed_reason is not null`,
        [third],
      );
      expect(unowed!.unowed_reason).toBe('the booking had been cancelled');
    });

    it('the contact form’s confirmation is written in the language of the page it was sent from; an unknown language is refused', async () => {
      const email = `contact-${randomUUID().slice(0, 8)}@test.example`;
      const message = { name: 'Neema Mushi', email, country: 'Tanzania', message: 'Ninahitaji upasuaji wa goti.' };
      await api.http
        .post('/api/contact')
        .set('X-Forwarded-For', '198.19.7.1')
        .send({ ...message, language: 'sw' })
        .expect(201);
      await settled();
      const [confirmation] = mailsTo(email);
      expect(confirmation!.subject).toBe('Tumepokea ujumbe wako');
      expect(confirmation!.text).toContain('Mpendwa Neema Mushi,\n\nAsante kwa kuwasiliana na MedTour Asia.');
      expect(englishIn(confirmation!.text)).toBeNull();

      const refused = await api.http
        .post('/api/contact')
        .set('X-Forwarded-For', '198.19.7.2')
        .send({ ...message, language: 'de' })
        .expect(400);
      expect(refused.body.errors).toEqual({ language: 'language must be one of en, fr, ar, sw' });
      expect(await sql(`select id from contact_messages where email = ?`, [email])).toHaveLength(1);
    });
  });
});

describe('payments without Stripe keys', () => {
  let api: TestApi;
  afterAll(async () => api.close());

  it('still runs: the patient is told online payment is not configured and how to pay offline', async () => {
    api = await startApi({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    const options = (await agent.get('/api/payments/options').expect(200)).body;
    // Settings' (seeded) bank account and mobile money: see 'offline payment details' below.
    expect(options).toMatchObject({ online: false, offline: { bank: { swift: 'MBBEMYKL' } } });
    const [pair] = await api.em
      .getConnection()
      .execute<{ hospital_id: string; treatment_id: string }[]>(`select hospital_id, treatment_id from hospital_treatments limit 1`);
    const booking = (await agent.post('/api/bookings').send({ hospitalId: pair!.hospital_id, treatmentId: pair!.treatment_id }).expect(201))
      .body;
    const { agent: moderator } = await signedInAgent(api.app, api.em, 'moderator');
    await moderator
      .post(`/api/admin/bookings/${booking.id}/quotes`)
      .send({ lines: [{ label: 'Treatment', amountUsd: 5000 }], validUntil: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) })
      .expect(201);
    expect((await agent.post(`/api/bookings/${booking.id}/deposit-checkout`).expect(409)).body.message).toBe(
      'Online payment is not configured. Please pay by bank transfer or mobile money as shown below.',
    );
    await api.http.post(WEBHOOK).set('Content-Type', 'application/json').set('Stripe-Signature', 't=1,v1=x').send('{}').expect(409);
  });
});

/**
 * Paying without a card (issue 25 item 8): the bank account and mobile-money numbers of Settings are
 * what the patient is shown beside the deposit and sent with the quote, with the booking reference to
 * quote; without Stripe and without any of them, no quote can be sent.
 */
describe('offline payment details (issue 25 item 8)', () => {
  const NO_STRIPE = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' };
  let api: TestApi;
  let worker: INestApplicationContext | undefined;
  let smtp: SmtpStandIn;
  let admin: Agent;
  let moderator: Agent;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = await startApi(NO_STRIPE);
    worker = await startWorker({ ...NO_STRIPE, SMTP_URL: smtp.url });
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
    ({ agent: moderator } = await signedInAgent(api.app, api.em, 'moderator'));
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await smtp?.close();
  });

  const OFFLINE = {
    bank: {
      bankName: 'Maybank',
      accountName: 'MedTour Asia Sdn Bhd',
      accountNumber: '5140 9876 5432',
      swift: 'MBBEMYKLXXX',
      branchOrNotes: 'Jalan Tun Perak branch, Kuala Lumpur',
    },
    // Two numbers in Kenya, listed apart: shown together.
    mobileMoney: [
      { country: 'KE', provider: 'M-Pesa', number: '+254 712 345 678', accountName: 'MedTour Asia' },
      { country: 'GH', provider: 'MTN MoMo', number: '+233 24 123 4567', accountName: 'MedTour Asia Ghana' },
      { country: 'KE', provider: 'Airtel Money', number: '+254 733 123 456', accountName: 'MedTour Asia' },
    ],
    instructions: ['Please pay in US dollars.'],
  };
  const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
  const saveOffline = (offlinePayment: unknown) => admin.put('/api/admin/settings/site').send({ offlinePayment }).expect(200);
  const sendQuote = (bookingId: string) =>
    moderator.post(`/api/admin/bookings/${bookingId}/quotes`).send({
      lines: [{ label: 'Knee replacement', amountUsd: 8000 }],
      validUntil: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    });
  /** The quote email to `email`, by the start of its subject (in the patient's language). */
  const quoteMail = (email: string, subject: string) =>
    waitFor(
      () =>
        smtp.received
          .filter((m) => m.to.includes(email))
          .map(readMail)
          .find((m) => m.subject.startsWith(subject)),
      `the quote email "${subject}…"`,
    );
  async function patientWithBooking() {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const [pair] = await sql<{ hospital_id: string; treatment_id: string }>(
      `select hospital_id, treatment_id from hospital_treatments limit 1`,
    );
    const booking = (await agent.post('/api/bookings').send({ hospitalId: pair!.hospital_id, treatmentId: pair!.treatment_id }).expect(201))
      .body as { id: string; reference: string };
    return { agent, email: user.email, booking };
  }

  it('shows the patient the bank account and mobile money beside the deposit, and sends them with the quote and the booking reference', async () => {
    await saveOffline(OFFLINE);
    const { agent, email, booking } = await patientWithBooking();
    expect((await moderator.get(`/api/admin/bookings/${booking.id}/quotes`).expect(200)).body.cannotQuote).toBeNull();
    await sendQuote(booking.id).expect(201);

    // The quote card's Payment card reads these beside the deposit.
    expect((await agent.get(`/api/bookings/${booking.id}`).expect(200)).body.quote).toMatchObject({ depositUsd: 1600, state: 'open' });
    expect((await agent.get('/api/payments/options').expect(200)).body).toEqual({
      online: false,
      offline: OFFLINE,
      depositRefundPolicy: expect.stringMatching(/^Cancel at least 14 days before your admission date/),
    });

    const mail = await quoteMail(email, 'Your quote');
    expect(mail.subject).toBe(`Your quote for booking #${booking.reference}`);
    const text = mail.text.replace(/\r\n/g, '\n');
    expect(text).toContain('To confirm your booking, pay the deposit of $1,600 by ');
    expect(text).toContain(
      [
        'You can pay it by bank transfer or mobile money:',
        '',
        'Bank transfer',
        '- Bank: Maybank',
        '- Account name: MedTour Asia Sdn Bhd',
        '- Account number: 5140 9876 5432',
        '- SWIFT/BIC: MBBEMYKLXXX',
        '- Jalan Tun Perak branch, Kuala Lumpur',
        '',
        'Mobile money in Kenya',
        '- M-Pesa: +254 712 345 678 (MedTour Asia)',
        '- Airtel Money: +254 733 123 456 (MedTour Asia)',
        '',
        'Mobile money in Ghana',
        '- MTN MoMo: +233 24 123 4567 (MedTour Asia Ghana)',
        '',
        'Please pay in US dollars.',
        '',
        `Quote your booking reference #${booking.reference} with the payment.`,
        '',
        `Your booking: ${api.config.publicUrl}/dashboard?booking=${booking.id}`,
      ].join('\n'),
    );
  });

  it('sends a French patient the instructions staff wrote in French, and English where they wrote none in a language (issue 56)', async () => {
    await saveOffline(OFFLINE);
    await admin
      .put('/api/admin/settings/site')
      .send({ translations: { fr: { instructions: ['Veuillez payer en dollars américains.'] } } })
      .expect(200);
    const { agent, email, booking } = await patientWithBooking();
    await sql(`update users set language = 'fr' where email = ?`, [email]);
    await sendQuote(booking.id).expect(201);
    const mail = await quoteMail(email, 'Votre devis');
    const text = mail.text.replace(/\r\n/g, '\n');
    expect(text).toContain('Veuillez payer en dollars américains.');
    expect(text).not.toContain('Please pay in US dollars.');
    // The page reads the same in French, and in English where Settings have no Swahili instructions.
    expect((await agent.get('/api/payments/options?lang=fr').expect(200)).body.offline.instructions).toEqual([
      'Veuillez payer en dollars américains.',
    ]);
    expect((await agent.get('/api/payments/options?lang=sw').expect(200)).body.offline.instructions).toEqual(['Please pay in US dollars.']);
  });

  it('refuses a quote (409) while neither Stripe nor a bank account or mobile money is set, and saves nothing', async () => {
    const { booking } = await patientWithBooking();
    const queued = async () =>
      (await sql<{ n: number }>(`select count(*)::int as n from outbox where job_name = 'payments.quote_sent'`))[0]!.n;
    const queuedBefore = await queued();
    // Instructions alone tell no one where to send money.
    await saveOffline({ bank: null, mobileMoney: [], instructions: ['Ask your coordinator how to pay.'] });
    const message =
      'Quotes cannot be sent: no way to pay is configured. Add bank or mobile-money details in Settings, or configure Stripe.';
    // The back office says so before anyone writes the quote.
    expect((await moderator.get(`/api/admin/bookings/${booking.id}/quotes`).expect(200)).body).toMatchObject({
      quotes: [],
      cannotQuote: message,
    });
    expect((await sendQuote(booking.id).expect(409)).body.message).toBe(message);
    expect(await sql(`select id from booking_quotes where booking_id = ?`, [booking.id])).toEqual([]);
    expect(await sql(`select status from bookings where id = ?`, [booking.id])).toEqual([{ status: 'pending' }]);
    expect(await queued()).toBe(queuedBefore);

    // One mobile-money number is a way to pay.
    await saveOffline({ bank: null, mobileMoney: [OFFLINE.mobileMoney[0]], instructions: [] });
    expect((await moderator.get(`/api/admin/bookings/${booking.id}/quotes`).expect(200)).body.cannotQuote).toBeNull();
    await sendQuote(booking.id).expect(201);
  });
});
