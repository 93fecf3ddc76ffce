import type { Agent } from 'supertest';
import { inDays, signedInAgent } from './support/factories.js';
import type { TestApi } from './support/app.js';
import { type PaymentsWorld, startPaymentsWorld } from './support/payments-world.js';
import { type StripeProxy, startStripeProxy } from './support/stripe-proxy.js';
import type { StandInEvent, StripeStandIn } from './support/stripe-stand-in.js';
import { readMail, type SmtpStandIn } from './support/smtp.js';
import { waitFor } from './support/wait.js';

const WEBHOOK_SECRET = 'whsec_outsidetransactions';
const WEBHOOK = '/api/payments/stripe/webhook';
/** How long each of the worker's Stripe requests is kept waiting before it is answered. */
const STRIPE_DELAY_MS = 1_200;

/**
 * Issue 52, item 5: no transaction is held across a call to Stripe (claim, commit, call, record), for
 * the two paths that used to call Stripe inside their record transaction: the automatic refund of
 * money a booking did not owe, and the cancel and refund of a second Premium subscription (here one
 * paid by card after Premium was recorded paid offline).
 *
 * The worker reaches the Stripe stand-in through a proxy that keeps every request waiting 1.2 s and,
 * meanwhile, looks for a database session idle in a transaction for over a second: a transaction
 * open across that request would be one. None may be found, for any of the worker's requests; the
 * money then ends as before (refunded once, the patient told after the refund).
 */
describe('payments: Stripe is called with no transaction open', () => {
  let world: PaymentsWorld;
  let stripe: StripeStandIn;
  let smtp: SmtpStandIn;
  let api: TestApi;
  let moderator: Agent;
  let admin: Agent;
  let proxy: StripeProxy;
  let hospitalId: string;
  let treatmentId: string;
  /** Each request the worker made to Stripe, with the sessions found idle in a transaction while it waited. */
  const calls: { method: string; path: string; idleInTransaction: number }[] = [];

  const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);

  beforeAll(async () => {
    world = await startPaymentsWorld(WEBHOOK_SECRET, { worker: false });
    ({ stripe, smtp, api, moderator, hospitalId, treatmentId } = world);
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
    proxy = await startStripeProxy(stripe, {
      before: async (req) => {
        await new Promise((resolve) => setTimeout(resolve, STRIPE_DELAY_MS));
        const [found] = await sql<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%' and state_change < now() - interval '1 second'`,
        );
        calls.push({ method: req.method ?? '', path: (req.url ?? '').split('?')[0]!, idleInTransaction: found!.n });
      },
    });
    // The worker (only it) talks to Stripe through the proxy; the API talks to the stand-in directly.
    await world.startWorker(world.env(proxy.port));
  });
  afterAll(async () => {
    await world.close();
    await proxy.close();
  });

  const deliver = async (events: StandInEvent[]) => {
    for (const event of events) {
      const signed = stripe.signedDelivery(event);
      await api.http
        .post(WEBHOOK)
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signed.header)
        .send(signed.payload)
        .expect(200);
    }
  };
  const settled = () =>
    waitFor(
      async () =>
        (await sql(`select id from outbox where processed_at is null and dead_at is null and queue in ('payments', 'email')`)).length === 0,
      'the worker done with payments and emails',
      60_000,
    );
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email)).map(readMail);
  const sendQuote = (bookingId: string, amountUsd: number) =>
    moderator
      .post(`/api/admin/bookings/${bookingId}/quotes`)
      .send({ lines: [{ label: 'Hip replacement', amountUsd }], validUntil: inDays(14) })
      .expect(201);

  it('the automatic refund of money not owed: decided with the ledger row, refunded by its job, recorded after', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const { id: bookingId } = (await agent.post('/api/bookings').send({ hospitalId, treatmentId }).expect(201)).body as { id: string };
    await sendQuote(bookingId, 12000);
    const { url } = (await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(200)).body as { url: string };
    const paidOld = stripe.completeCheckout(url.split('/').at(-1)!); // paid a moment before the revision
    await sendQuote(bookingId, 20000);
    const before = calls.length;
    await deliver(paidOld);
    await settled();

    const ledger = await sql<{ kind: string; status: string; amount_minor: number; unowed: boolean }>(
      `select kind, status, amount_minor, unowed_reason is not null as unowed from payments where booking_id = ? order by created_at, kind`,
      [bookingId],
    );
    expect(ledger).toEqual([
      { kind: 'deposit', status: 'succeeded', amount_minor: 240000, unowed: true },
      { kind: 'refund', status: 'succeeded', amount_minor: 240000, unowed: false },
    ]);
    const made = calls.slice(before);
    expect(made.filter((call) => call.method === 'POST' && call.path === '/v1/refunds')).toHaveLength(1);
    expect(made.filter((call) => call.idleInTransaction > 0)).toEqual([]);
    // The patient's notice follows the refund, and says it was made.
    const notice = mailsTo(user.email).find((mail) => mail.subject.endsWith('that was not due'));
    expect(notice?.text).toContain('We have refunded $2,400 in full');
    expect(await sql(`select count(*)::int as n from outbox where job_name = 'payments.refund_unowed'`)).toEqual([{ n: 1 }]);
  }, 120_000);

  it('a card subscription beside Premium paid offline: cancelled, then refunded, each by its own job', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const page = ((await agent.post('/api/subscription/checkout').expect(200)).body.url as string).split('/').at(-1)!;
    const paidAtStripe = stripe.completeCheckout(page); // the patient pays a moment before the admin saves
    const now = new Date();
    await admin
      .post(`/api/admin/users/${user.id}/premium-payments`)
      .send({
        method: 'bank_transfer',
        amountUsd: 147,
        months: 3,
        startsOn: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10),
      })
      .expect(201);
    const before = calls.length;
    await deliver(paidAtStripe);
    await settled();
    await deliver(stripe.takeEvents()); // the cancel's own events
    await settled();

    expect(
      await sql(
        `select kind, method, amount_minor, unowed_reason is not null as unowed from payments
          where user_id = ? and status = 'succeeded' order by created_at, kind`,
        [user.id],
      ),
    ).toEqual([
      { kind: 'subscription', method: 'bank_transfer', amount_minor: 14700, unowed: false },
      { kind: 'subscription', method: 'stripe', amount_minor: 4900, unowed: true },
      { kind: 'refund', method: 'stripe', amount_minor: 4900, unowed: false },
    ]);
    const made = calls.slice(before);
    expect(made.filter((call) => call.method === 'DELETE' && call.path.startsWith('/v1/subscriptions/'))).toHaveLength(1);
    expect(made.filter((call) => call.method === 'POST' && call.path === '/v1/refunds')).toHaveLength(1);
    expect(made.filter((call) => call.idleInTransaction > 0)).toEqual([]);
    expect((await agent.get('/api/subscription').expect(200)).body).toMatchObject({ tier: 'premium', source: 'offline' });
    expect(
      mailsTo(user.email)
        .map((mail) => mail.subject)
        .filter((subject) => /Welcome to MedTour Asia Premium|subscription is cancelled/.test(subject)),
    ).toEqual([]);
  }, 120_000);
});
