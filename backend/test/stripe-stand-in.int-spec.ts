import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type StandInEvent, startStripeStandIn, type StripeStandIn } from './support/stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_stand_in_spec';

/** A webhook endpoint as the app has one: checks each delivery's signature on the raw body, 400 when it does not hold. */
async function startReceiver(secret: string) {
  const received: { event: Stripe.Event; payload: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8');
      try {
        received.push({ event: Stripe.webhooks.constructEvent(payload, String(req.headers['stripe-signature']), secret), payload });
        res.writeHead(200).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/stripe/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A plain HTTP request (what a browser or an unauthenticated client sends), redirects not followed. */
function call(
  method: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const types = (events: StandInEvent[]) => events.map((event) => event.type);

describe('Stripe stand-in: the real Stripe SDK against a local Stripe API', () => {
  let standIn: StripeStandIn;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let stripe: Stripe;

  const paymentSession = (params: Partial<Stripe.Checkout.SessionCreateParams> = {}, options?: Stripe.RequestOptions) =>
    stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: 200_000, product_data: { name: 'Knee replacement deposit' } } },
          { quantity: 2, price_data: { currency: 'usd', unit_amount: 25_000, product_data: { name: 'Airport transfer' } } },
        ],
        metadata: { bookingId: 'booking-1' },
        client_reference_id: 'booking-1',
        success_url: 'https://app.test/payments/done?session={CHECKOUT_SESSION_ID}',
        cancel_url: 'https://app.test/payments/cancelled',
        ...params,
      },
      options,
    );

  const subscriptionSession = () =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'ada@test.example',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 4_900, recurring: { interval: 'month' }, product_data: { name: 'Care plan' } },
        },
      ],
      subscription_data: { metadata: { planId: 'plan-1' } },
      success_url: 'https://app.test/plans/done',
    });

  /** A subscription started through Checkout: its id, and the events of the completion. */
  async function subscribe() {
    const session = await subscriptionSession();
    const events = standIn.completeCheckout(session.id);
    const { subscription } = await stripe.checkout.sessions.retrieve(session.id);
    return { id: subscription as string, events };
  }

  beforeAll(async () => {
    receiver = await startReceiver(WEBHOOK_SECRET);
    standIn = await startStripeStandIn({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET });
    stripe = new Stripe('sk_test_standin', {
      host: standIn.host,
      port: standIn.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      apiVersion: '2026-10-28.endive',
    });
  });
  afterEach(() => {
    standIn.reset();
    receiver.received.length = 0;
  });
  afterAll(async () => {
    await standIn.close();
    await receiver.close();
  });

  it('creates a customer and a payment-mode checkout session priced from its line items', async () => {
    const customer = await stripe.customers.create({ email: 'ada@test.example', metadata: { userId: 'user-1' } });
    expect(customer).toMatchObject({ object: 'customer', email: 'ada@test.example', metadata: { userId: 'user-1' } });
    expect(customer.id).toMatch(/^cus_/);

    const session = await paymentSession({ customer: customer.id });
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 250_000,
      currency: 'usd',
      customer: customer.id,
      customer_email: null,
      client_reference_id: 'booking-1',
      metadata: { bookingId: 'booking-1' },
      payment_intent: null,
      subscription: null,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${standIn.url}/checkout/${session.id}`);

    // What the SDK sent, as Stripe receives it: form-encoded, read back into nested parameters.
    const sent = standIn.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(sent?.body).toMatchObject({
      line_items: [
        { quantity: '1', price_data: { unit_amount: '200000' } },
        { quantity: '2', price_data: { unit_amount: '25000' } },
      ],
      metadata: { bookingId: 'booking-1' },
    });
    expect(sent?.apiVersion).toBe('2026-10-28.endive');

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items', 'customer'] });
    expect(retrieved.amount_total).toBe(250_000);
    expect(retrieved.line_items?.data.map((item) => [item.description, item.quantity, item.amount_total])).toEqual([
      ['Knee replacement deposit', 1, 200_000],
      ['Airport transfer', 2, 50_000],
    ]);
    expect((retrieved.customer as Stripe.Customer).email).toBe('ada@test.example');
    expect(standIn.requests.at(-1)?.query).toEqual({ 'expand[0]': 'line_items', 'expand[1]': 'customer' });
  });

  it('answers Stripe errors the SDK raises: unknown ids, bad parameters, a missing API key', async () => {
    const missing = await stripe.checkout.sessions.retrieve('cs_test_nope').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such checkout.session: 'cs_test_nope'" });

    const recurringInPayment = paymentSession({
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 900, recurring: { interval: 'month' }, product_data: { name: 'Plan' } },
        },
      ],
    });
    await expect(recurringInPayment).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });

    const anonymous = await call('GET', `${standIn.url}/v1/checkout/sessions/cs_test_nope`);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({ error: { type: 'invalid_request_error' } });
    expect(standIn.requests).toHaveLength(3);
  });

  it('replays a request whose Idempotency-Key it has seen, without creating a second session', async () => {
    const first = await paymentSession({}, { idempotencyKey: 'booking-1-checkout' });
    const again = await paymentSession({}, { idempotencyKey: 'booking-1-checkout' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(standIn.requests.filter((r) => r.idempotencyKey === 'booking-1-checkout')).toHaveLength(2);

    // The first session is still the only one: completing it pays the session both answers named.
    standIn.completeCheckout(first.id);
    expect((await stripe.checkout.sessions.retrieve(again.id)).payment_status).toBe('paid');

    // The same key with other parameters is a bug in the caller: Stripe refuses it.
    const changed = paymentSession({ client_reference_id: 'booking-2' }, { idempotencyKey: 'booking-1-checkout' });
    await expect(changed).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('completes a payment: the session is paid, with a payment intent for its amount', async () => {
    const session = await paymentSession({ payment_intent_data: { metadata: { bookingId: 'booking-1' } } });
    const events = standIn.completeCheckout(session.id);
    expect(types(events)).toEqual(['checkout.session.completed']);
    expect(events[0]).toMatchObject({ object: 'event', api_version: '2026-10-28.endive', livemode: false });
    expect(events[0].data.object).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid' });

    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(paid.payment_intent).toMatch(/^pi_/);
    const paymentIntent = await stripe.paymentIntents.retrieve(paid.payment_intent as string);
    expect(paymentIntent).toMatchObject({
      amount: 250_000,
      amount_received: 250_000,
      status: 'succeeded',
      metadata: { bookingId: 'booking-1' },
    });
  });

  it('settles a delayed payment later: unpaid at completion, then paid or failed', async () => {
    const session = await paymentSession();
    const [completed] = standIn.completeCheckout(session.id, { async: 'pending' });
    expect(completed.data.object).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect(types(standIn.settleAsync(session.id, 'succeeded'))).toEqual(['checkout.session.async_payment_succeeded']);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');

    const failing = await paymentSession();
    standIn.completeCheckout(failing.id, { async: 'pending' });
    expect(types(standIn.settleAsync(failing.id, 'failed'))).toEqual(['checkout.session.async_payment_failed']);
    expect((await stripe.checkout.sessions.retrieve(failing.id)).payment_status).toBe('unpaid');
  });

  it('refunds a payment in part, refuses more than what is left, then refunds the rest by default', async () => {
    const session = await paymentSession();
    standIn.completeCheckout(session.id);
    const { payment_intent } = await stripe.checkout.sessions.retrieve(session.id);

    const partial = await stripe.refunds.create({
      payment_intent: payment_intent as string,
      amount: 100_000,
      reason: 'requested_by_customer',
    });
    expect(partial).toMatchObject({ object: 'refund', amount: 100_000, currency: 'usd', status: 'succeeded', payment_intent });

    const tooMuch = await stripe.refunds.create({ payment_intent: payment_intent as string, amount: 200_000 }).catch((e: unknown) => e);
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch).toMatchObject({ code: 'amount_too_large', message: expect.stringContaining('($1,500.00)') });

    expect((await stripe.refunds.create({ payment_intent: payment_intent as string })).amount).toBe(150_000);
    await expect(stripe.refunds.create({ payment_intent: 'pi_unknown' })).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it("expires an open session (only an open one), and lists a charge's refunds, dashboard ones included", async () => {
    const open = await paymentSession();
    const expired = await stripe.checkout.sessions.expire(open.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    expect(types(standIn.takeEvents())).toEqual(['checkout.session.expired']);
    await expect(stripe.checkout.sessions.expire(open.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(() => standIn.completeCheckout(open.id)).toThrow(/expired, not open/);

    const paid = await paymentSession();
    standIn.completeCheckout(paid.id);
    const intent = await stripe.paymentIntents.retrieve((await stripe.checkout.sessions.retrieve(paid.id)).payment_intent as string);
    const chargeId = intent.latest_charge as string;
    expect(chargeId).toMatch(/^ch_/);
    await stripe.refunds.create({ payment_intent: intent.id, amount: 50_000 });
    const events = standIn.refundInDashboard(intent.id);
    expect(types(events)).toEqual(['refund.created', 'charge.refunded']);
    const refunds = await stripe.refunds.list({ charge: chargeId });
    expect(refunds.data.map((r) => r.amount)).toEqual([200_000, 50_000]); // newest first
    expect(await stripe.charges.retrieve(chargeId)).toMatchObject({ amount: 250_000, amount_refunded: 250_000, refunded: true });
  });

  it('starts a subscription through Checkout: subscription, first invoice and its payment', async () => {
    const session = await subscriptionSession();
    const events = standIn.completeCheckout(session.id);
    expect(types(events)).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);

    const completed = await stripe.checkout.sessions.retrieve(session.id);
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', customer: expect.stringMatching(/^cus_/) });
    const subscription = await stripe.subscriptions.retrieve(completed.subscription as string);
    expect(subscription).toMatchObject({
      status: 'active',
      customer: completed.customer,
      cancel_at_period_end: false,
      metadata: { planId: 'plan-1' },
    });
    const [item] = subscription.items.data;
    expect(item.price).toMatchObject({ unit_amount: 4_900, currency: 'usd', recurring: { interval: 'month' } });
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * 86_400);

    const invoice = await stripe.invoices.retrieve(events[2].data.object.id);
    expect(invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_create',
      amount_paid: 4_900,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: { planId: 'plan-1' } } },
    });
    expect(invoice.status_transitions.paid_at).toEqual(expect.any(Number));

    const payments = await stripe.invoicePayments.list({ invoice: invoice.id });
    expect(payments.data).toHaveLength(1);
    const paymentIntent = payments.data[0].payment.payment_intent as string;
    expect(payments.data[0]).toMatchObject({ status: 'paid', amount_paid: 4_900, payment: { type: 'payment_intent' } });
    expect((await stripe.refunds.create({ payment_intent: paymentIntent })).amount).toBe(4_900);
  });

  it('renews a subscription: a paid renewal moves the period on, a failed one leaves it past due', async () => {
    const { id } = await subscribe();
    const before = (await stripe.subscriptions.retrieve(id)).items.data[0];

    const paid = standIn.renew(id, 'paid');
    expect(types(paid)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(paid[0].data.object).toMatchObject({ billing_reason: 'subscription_cycle', amount_paid: 4_900 });
    const renewed = (await stripe.subscriptions.retrieve(id)).items.data[0];
    expect(renewed.current_period_start).toBe(before.current_period_end);

    const failed = standIn.renew(id, 'failed');
    expect(types(failed)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(failed[0].data.object).toMatchObject({ status: 'open', amount_paid: 0, amount_due: 4_900 });
    expect(failed[1].data.previous_attributes).toMatchObject({ status: 'active' });
    expect((await stripe.subscriptions.retrieve(id)).status).toBe('past_due');
  });

  it('cancels at period end through the API, then ends the subscription when the period runs out', async () => {
    const { id } = await subscribe();
    const updated = await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    expect(updated).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: updated.items.data[0].current_period_end });

    const [event] = standIn.takeEvents();
    expect(event).toMatchObject({ type: 'customer.subscription.updated', data: { previous_attributes: { cancel_at_period_end: false } } });
    expect(event.request.idempotency_key).toMatch(/^stripe-node-retry-/);
    expect(standIn.pendingEvents).toEqual([]);

    expect(types(standIn.endPeriod(id))).toEqual(['customer.subscription.deleted']);
    expect(await stripe.subscriptions.retrieve(id)).toMatchObject({ status: 'canceled', ended_at: expect.any(Number) });

    // Canceling now (DELETE) ends it at once, and Stripe sends the same event.
    const other = await subscribe();
    expect(await stripe.subscriptions.cancel(other.id)).toMatchObject({ status: 'canceled', canceled_at: expect.any(Number) });
    expect(types(standIn.takeEvents())).toEqual(['customer.subscription.deleted']);
  });

  it('signs events the SDK verifies; a tampered payload or a stale signature is refused', async () => {
    const { events } = await subscribe();
    const { payload, header } = standIn.signedDelivery(events[1]);
    const verified = stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET);
    expect(verified).toMatchObject({ id: events[1].id, type: 'customer.subscription.created' });

    const tampered = payload.replace('"active"', '"canceled"');
    expect(() => stripe.webhooks.constructEvent(tampered, header, WEBHOOK_SECRET)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const stale = standIn.signedDelivery(events[1], WEBHOOK_SECRET, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(() => stripe.webhooks.constructEvent(stale.payload, stale.header, WEBHOOK_SECRET)).toThrow(/tolerance/);
    const otherSecret = standIn.signedDelivery(events[1], 'whsec_other');
    expect(() => stripe.webhooks.constructEvent(otherSecret.payload, otherSecret.header, WEBHOOK_SECRET)).toThrow();
  });

  it('delivers signed events to a webhook endpoint, repeated and in a shuffled order', async () => {
    const { events } = await subscribe();
    const statuses = await standIn.deliver(events, { times: 2, shuffle: true });
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = receiver.received.map((r) => r.event.id);
    expect([...ids].sort()).toEqual([...events, ...events].map((e) => e.id).sort());
    expect(ids).not.toEqual([...events, ...events].map((e) => e.id)); // seed 1 does not keep the order
    expect(standIn.deliveries.map((d) => d.status)).toEqual(statuses);

    // `url` overrides the endpoint the stand-in was started with; one that signs with another secret is refused.
    expect(await standIn.deliver(events.slice(0, 1), { url: receiver.url })).toEqual([200]);
    const elsewhere = await startStripeStandIn({ webhookUrl: receiver.url, webhookSecret: 'whsec_other' });
    try {
      expect(await elsewhere.deliver(events.slice(0, 1))).toEqual([400]);
    } finally {
      await elsewhere.close();
    }
  });

  it('serves a hosted checkout page whose Pay button completes the session and notifies the app', async () => {
    const session = await paymentSession();
    const page = await call('GET', session.url!);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Stand-in checkout</title>');
    expect(page.body).toContain('<h1>$2,500.00</h1>');
    expect(page.body).toContain('Knee replacement deposit');
    expect(page.body).toContain(`<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>`);
    expect(page.body).toContain('<a href="https://app.test/payments/cancelled">Cancel</a>');

    const paid = await call('POST', `${standIn.url}/checkout/${session.id}/pay`);
    expect(paid).toMatchObject({ status: 303, location: `https://app.test/payments/done?session=${session.id}` });
    await standIn.idle();
    expect(receiver.received.map((r) => [r.event.type, r.event.data.object])).toEqual([
      ['checkout.session.completed', expect.objectContaining({ id: session.id, payment_status: 'paid' })],
    ]);
    // A second submit redirects again and changes nothing.
    expect((await call('POST', `${standIn.url}/checkout/${session.id}/pay`)).status).toBe(303);
    await standIn.idle();
    expect(receiver.received).toHaveLength(1);

    const customer = await stripe.customers.create({ email: 'ada@test.example' });
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'https://app.test/account' });
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer: customer.id, url: `${standIn.url}/portal/${portal.id}` });
    expect((await call('GET', portal.url)).body).toContain('<a href="https://app.test/account">Return</a>');
  });
});
