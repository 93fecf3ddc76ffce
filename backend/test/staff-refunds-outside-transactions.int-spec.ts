import type { INestApplicationContext } from '@nestjs/common';
import type { Agent } from 'supertest';
import { startApi, startWorker, type TestApi } from './support/app.js';
import { inDays, seededOffer, signedInAgent } from './support/factories.js';
import { startSmtpServer, type SmtpStandIn } from './support/smtp.js';
import { type StripeProxy, startStripeProxy } from './support/stripe-proxy.js';
import { type StandInEvent, type StripeStandIn, startStripeStandIn, stripeStandInEnv } from './support/stripe-stand-in.js';
import { waitFor } from './support/wait.js';

const WEBHOOK_SECRET = 'whsec_staffrefunds';
/** How long each refund (and Premium's cancel) the API sends to Stripe is kept waiting before it is forwarded. */
const STRIPE_DELAY_MS = 1_200;

/**
 * Issue 52, item 5, for the staff's refunds: the Payments page's refund of a deposit and the admins'
 * money-back refund of Premium claim the refund (a pending row, the payment locked), commit, call
 * Stripe with no transaction open, then record the outcome. The API reaches the Stripe stand-in
 * through a proxy that keeps each refund and cancel waiting 1.2 s and meanwhile looks for a database
 * session idle in a transaction for over a second (one held across the call would be). Two admins
 * refunding the same payment at once refund it once: the second finds the first's pending row. A
 * refund whose answer is lost stays pending (503) and its job finishes it with the same key.
 */
describe('staff refunds: claim, commit, call Stripe, record', () => {
  let stripe: StripeStandIn;
  let smtp: SmtpStandIn;
  let api: TestApi;
  let worker: INestApplicationContext;
  let proxy: StripeProxy;
  let moderator: Agent;
  let admin: Agent;
  let otherAdmin: Agent;
  let hospitalId: string;
  let treatmentId: string;
  /** Refunds and cancels are answered only after the sample; `dropping` cuts refunds' answers (Stripe still makes them). */
  let dropping = false;
  const calls: { method: string; path: string; idleInTransaction: number }[] = [];

  const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
  const isRefund = (method?: string, url?: string) => method === 'POST' && (url ?? '').split('?')[0] === '/v1/refunds';
  const isCancel = (method?: string, url?: string) => method === 'DELETE' && (url ?? '').startsWith('/v1/subscriptions/');

  beforeAll(async () => {
    stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    smtp = await startSmtpServer();
    proxy = await startStripeProxy(stripe, {
      drops: (req) => dropping && isRefund(req.method, req.url),
      before: async (req) => {
        if (!isRefund(req.method, req.url) && !isCancel(req.method, req.url)) return;
        await new Promise((resolve) => setTimeout(resolve, STRIPE_DELAY_MS));
        const [found] = await sql<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%' and state_change < now() - interval '1 second'`,
        );
        calls.push({ method: req.method ?? '', path: (req.url ?? '').split('?')[0]!, idleInTransaction: found!.n });
      },
    });
    // The API (only it) talks to Stripe through the proxy; the worker applies events through the stand-in directly.
    api = await startApi(stripeStandInEnv(proxy.port, WEBHOOK_SECRET));
    worker = await startWorker({ ...stripeStandInEnv(stripe.port, WEBHOOK_SECRET), SMTP_URL: smtp.url });
    ({ agent: moderator } = await signedInAgent(api.app, api.em, 'moderator'));
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
    ({ agent: otherAdmin } = await signedInAgent(api.app, api.em, 'admin'));
    ({ hospitalId, treatmentId } = await seededOffer(api.em));
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
    await proxy.close();
    await stripe.close();
    await smtp.close();
  });

  const deliver = async (events: StandInEvent[]) => {
    for (const event of events) {
      const signed = stripe.signedDelivery(event);
      await api.http
        .post('/api/payments/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signed.header)
        .send(signed.payload)
        .expect(200);
    }
  };
  /** The worker done with what is due (a refund's `payments.finish_refund` waits minutes on purpose). */
  const settled = () =>
    waitFor(
      async () =>
        (
          await sql(
            `select id from outbox where processed_at is null and dead_at is null and queue in ('payments', 'email') and available_at <= now()`,
          )
        ).length === 0,
      'the worker done with payments and emails',
      60_000,
    );
  /** The refunds the stand-in made of a payment intent (each once, whatever the replays). */
  const refundsAtStripe = async (paymentIntent: string) => {
    const res = await fetch(`${stripe.url}/v1/refunds?payment_intent=${paymentIntent}`, {
      headers: { Authorization: 'Bearer sk_test_staffrefunds' },
    });
    return ((await res.json()) as { data: { id: string; amount: number }[] }).data;
  };

  /** A patient's booking whose $2,400 deposit was paid by card and applied. */
  const paidDeposit = async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    const { id: bookingId } = (await agent.post('/api/bookings').send({ hospitalId, treatmentId }).expect(201)).body as { id: string };
    await moderator
      .post(`/api/admin/bookings/${bookingId}/quotes`)
      .send({ lines: [{ label: 'Hip replacement', amountUsd: 12000 }], validUntil: inDays(14) })
      .expect(201);
    const { url } = (await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(200)).body as { url: string };
    await deliver(stripe.completeCheckout(url.split('/').at(-1)!));
    await settled();
    const [deposit] = await sql<{ id: string; stripe_payment_intent_id: string }>(
      `select id, stripe_payment_intent_id from payments where booking_id = ? and kind = 'deposit' and status = 'succeeded'`,
      [bookingId],
    );
    return { agent, bookingId, depositId: deposit!.id, paymentIntent: deposit!.stripe_payment_intent_id };
  };

  it('a deposit refunded by two admins at once: Stripe called once with no transaction open, one refund, the other refused', async () => {
    const { bookingId, depositId, paymentIntent } = await paidDeposit();
    const before = calls.length;
    const answers = await Promise.all([
      admin.post(`/api/admin/payments/${depositId}/refund`).send({ reason: 'Surgery postponed' }),
      otherAdmin.post(`/api/admin/payments/${depositId}/refund`).send({ reason: 'Asked twice' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const done = answers.find((res) => res.status === 200)!.body;
    expect(done).toMatchObject({ kind: 'refund', method: 'stripe', status: 'succeeded', amountMinor: 240000, refundOfId: depositId });
    expect(done.stripeRefundId).toMatch(/^re_/);
    expect(answers.find((res) => res.status === 409)!.body.message).toMatch(/in progress|already refunded/);

    const made = calls.slice(before);
    expect(made.filter((call) => call.path === '/v1/refunds')).toHaveLength(1);
    expect(made.filter((call) => call.idleInTransaction > 0)).toEqual([]);
    expect(await refundsAtStripe(paymentIntent)).toEqual([expect.objectContaining({ id: done.stripeRefundId, amount: 240000 })]);
    expect(
      await sql(`select kind, status, amount_minor from payments where booking_id = ? order by created_at, kind`, [bookingId]),
    ).toEqual([
      { kind: 'deposit', status: 'succeeded', amount_minor: 240000 },
      { kind: 'refund', status: 'succeeded', amount_minor: 240000 },
    ]);
    // Its finishing job has nothing left to do; the patient is told once.
    expect(
      await sql(`select job_name, processed_at is not null as done from outbox where payload->>'paymentId' = ? order by job_name`, [
        done.id,
      ]),
    ).toEqual([
      { job_name: 'payments.finish_refund', done: true },
      { job_name: 'payments.refund_issued', done: expect.any(Boolean) },
    ]);
    // Nothing is held any more: a third refund is refused as before.
    expect((await admin.post(`/api/admin/payments/${depositId}/refund`).send({ reason: 'Again' }).expect(409)).body.message).toBe(
      'This payment was already refunded',
    );
  }, 120_000);

  it('a refund decision on a cancelled booking: Stripe called with no transaction open; a "keep" meanwhile is refused', async () => {
    const { agent, bookingId, paymentIntent } = await paidDeposit();
    await agent.post(`/api/bookings/${bookingId}/cancel`).expect(200);
    await settled();
    const before = calls.length;
    // Sent now (a supertest request starts when it is awaited or then-ed), answered below.
    const answered = admin
      .post(`/api/admin/bookings/${bookingId}/refund-decision`)
      .send({ decision: 'refund', reason: 'Full refund' })
      .then((res) => res);
    // While its refund waits on Stripe (claimed, committed), another admin keeps the deposit: refused.
    await waitFor(
      async () =>
        (await sql(`select 1 from payments where booking_id = ? and kind = 'refund' and status = 'pending'`, [bookingId])).length > 0,
      'the refund claimed',
    );
    const kept = await otherAdmin
      .post(`/api/admin/bookings/${bookingId}/refund-decision`)
      .send({ decision: 'keep', reason: 'Kept under the policy' })
      .expect(409);
    expect(kept.body.message).toMatch(/in progress/);
    const refunded = await answered;
    expect([refunded.status, refunded.body]).toEqual([200, expect.objectContaining({ state: 'refunded' })]);

    const made = calls.slice(before);
    expect(made.filter((call) => call.path === '/v1/refunds')).toHaveLength(1);
    expect(made.filter((call) => call.idleInTransaction > 0)).toEqual([]);
    expect(await refundsAtStripe(paymentIntent)).toHaveLength(1);
    expect(
      await sql(`select kind, status, amount_minor from payments where booking_id = ? order by created_at, kind`, [bookingId]),
    ).toEqual([
      { kind: 'deposit', status: 'succeeded', amount_minor: 240000 },
      { kind: 'refund', status: 'succeeded', amount_minor: 240000 },
    ]);
    expect((await agent.get(`/api/bookings/${bookingId}`).expect(200)).body.refundDecision).toMatchObject({ state: 'refunded' });
  }, 120_000);

  it("Premium's money-back refund by two admins at once: refunded and cancelled once, with no transaction open", async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const page = ((await agent.post('/api/subscription/checkout').expect(200)).body.url as string).split('/').at(-1)!;
    await deliver(stripe.completeCheckout(page));
    await settled();
    const [row] = await sql<{ id: string }>(`select id from subscriptions where user_id = ? and first_paid_at is not null`, [user.id]);
    const before = calls.length;
    const answers = await Promise.all([
      admin.post(`/api/admin/subscriptions/${row!.id}/refund`).send({ reason: 'Asked by email' }),
      otherAdmin.post(`/api/admin/subscriptions/${row!.id}/refund`).send({ reason: 'Asked by phone' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 200)!.body).toMatchObject({ status: 'canceled', refundedAt: expect.any(String) });
    expect(answers.find((res) => res.status === 409)!.body.message).toMatch(/in progress|already refunded/);

    const made = calls.slice(before);
    expect(made.map((call) => `${call.method} ${call.path.split('/').slice(0, 3).join('/')}`)).toEqual([
      'POST /v1/refunds',
      'DELETE /v1/subscriptions',
    ]);
    expect(made.filter((call) => call.idleInTransaction > 0)).toEqual([]);
    expect(await sql(`select kind, status, amount_minor from payments where subscription_id = ? order by created_at`, [row!.id])).toEqual([
      { kind: 'subscription', status: 'succeeded', amount_minor: 4900 },
      { kind: 'refund', status: 'succeeded', amount_minor: 4900 },
    ]);
    expect((await agent.get('/api/subscription').expect(200)).body.tier).toBe('free');
    expect(
      await sql(
        `select count(*)::int as n from outbox where job_name = 'payments.subscription_email' and payload->>'kind' = 'refunded'
                   and payload->>'subscriptionId' = ?`,
        [row!.id],
      ),
    ).toEqual([{ n: 1 }]);
  }, 120_000);

  it('a refund whose answer is lost stays in progress (503, nothing more refundable), and its job finishes it with the same key', async () => {
    const { depositId, paymentIntent } = await paidDeposit();
    dropping = true;
    const lost = await admin.post(`/api/admin/payments/${depositId}/refund`).send({ reason: 'Answer lost' });
    dropping = false;
    expect(lost.status).toBe(503);
    expect(lost.body.message).toMatch(/in progress/);
    const [claimed] = await sql<{ id: string; status: string; idempotency_key: string }>(
      `select id, status, idempotency_key from payments where refund_of_id = ? and kind = 'refund'`,
      [depositId],
    );
    expect(claimed).toEqual({ id: expect.any(String), status: 'pending', idempotency_key: `refund-${claimed!.id}` });
    // Stripe made it (the answer was lost on the way back); the pending row holds the amount meanwhile.
    expect(await refundsAtStripe(paymentIntent)).toHaveLength(1);
    expect((await otherAdmin.post(`/api/admin/payments/${depositId}/refund`).send({ reason: 'Again' }).expect(409)).body.message).toBe(
      'A refund of this payment is in progress: nothing more of it is held',
    );

    // Its job, due minutes after the claim, is brought forward: the same call, Stripe's same refund, recorded once.
    await sql(`update outbox set available_at = now() where job_name = 'payments.finish_refund' and payload->>'paymentId' = ?`, [
      claimed!.id,
    ]);
    await waitFor(
      async () => (await sql<{ status: string }>(`select status from payments where id = ?`, [claimed!.id]))[0]!.status === 'succeeded',
      'the refund finished by its job',
      60_000,
    );
    await settled();
    const [atStripe] = await refundsAtStripe(paymentIntent);
    expect(await refundsAtStripe(paymentIntent)).toHaveLength(1);
    expect(await sql(`select status, stripe_refund_id, amount_minor from payments where refund_of_id = ?`, [depositId])).toEqual([
      { status: 'succeeded', stripe_refund_id: atStripe!.id, amount_minor: 240000 },
    ]);
    expect(
      await sql(`select count(*)::int as n from outbox where job_name = 'payments.refund_issued' and payload->>'paymentId' = ?`, [
        claimed!.id,
      ]),
    ).toEqual([{ n: 1 }]);
  }, 120_000);
});
