import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Queue, QueueEvents } from 'bullmq';
import type { Agent } from 'supertest';
import { bullConnection } from '../src/queues/connection.js';
import { inDays, signedInAgent } from './support/factories.js';
import type { TestApi } from './support/app.js';
import { type PaymentsWorld, startPaymentsWorld } from './support/payments-world.js';
import { startStripeProxy } from './support/stripe-proxy.js';
import type { StripeStandIn } from './support/stripe-stand-in.js';
import { readMail, type SmtpStandIn } from './support/smtp.js';
import { waitFor } from './support/wait.js';

const WEBHOOK_SECRET = 'whsec_paymentscrash';
const WEBHOOK = '/api/payments/stripe/webhook';

/**
 * Issue 25, "done when": a worker killed with SIGKILL between storing and applying a delivered
 * Stripe event, and the event applied exactly once after the restart.
 *
 * The built worker (`dist/worker.js`, as production runs it) takes the `payments.stripe_event` job
 * of a `checkout.session.completed` delivery and is held in the middle of applying it: its request
 * to Stripe for the Checkout Session is never answered. Issue 52: it waits with no transaction open
 * (the attempt was claimed and committed first; nothing is locked), under the production
 * idle-in-transaction limit. It is then killed with SIGKILL (no shutdown hook runs; its BullMQ job
 * stays "active" in Redis with a lock nobody renews, its attempt's lease lapses). A new worker must
 * take the job over through BullMQ's stalled-job recovery, count the killed attempt as failed, and
 * apply the event once on the next: the booking confirmed, one succeeded ledger row, one receipt.
 *
 * Both workers run with a 3 s job lock (`JOB_LOCK_MS`; 30 s in production): BullMQ's stalled check
 * first marks the active job, a later one (after the dead worker's lock has expired) moves it back to
 * wait, so the job is taken over one to three checks after the restart, whatever the lock's length.
 */
const JOB_LOCK_MS = '3000';

describe('payments: a worker killed while applying a Stripe event', () => {
  let world: PaymentsWorld;
  let stripe: StripeStandIn;
  let smtp: SmtpStandIn;
  let api: TestApi;
  let moderator: Agent;
  let hospitalId: string;
  let treatmentId: string;

  beforeAll(async () => {
    // No worker in the test process: the one that crashes is the built worker, started by the test.
    world = await startPaymentsWorld(WEBHOOK_SECRET, { worker: false });
    ({ stripe, smtp, api, moderator, hospitalId, treatmentId } = world);
  });
  afterAll(() => world.close());

  const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
  const status = async (bookingId: string) =>
    (await sql<{ status: string }>(`select status from bookings where id = ?`, [bookingId]))[0]!.status;

  it('the event is applied exactly once by the worker started after the crash', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const { id: bookingId } = (await agent.post('/api/bookings').send({ hospitalId, treatmentId }).expect(201)).body as { id: string };
    await moderator
      .post(`/api/admin/bookings/${bookingId}/quotes`)
      .send({ lines: [{ label: 'Hip replacement', amountUsd: 12000 }], validUntil: inDays(14) })
      .expect(201);
    const { url } = (await agent.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(200)).body as { url: string };
    const sessionId = url.split('/').at(-1)!;

    // The crashing worker reaches Stripe through the proxy, which holds its read of this session.
    const proxy = await startStripeProxy(stripe, {
      holds: (req) => req.method === 'GET' && req.url!.startsWith(`/v1/checkout/sessions/${sessionId}`),
    });
    const prefix = api.config.queuePrefix; // the run's QUEUE_PREFIX: the child inherits it through process.env
    const payments = new Queue('payments', { connection: bullConnection(api.config), prefix });
    const paymentsEvents = new QueueEvents('payments', { connection: bullConnection(api.config), prefix });
    const stalled: string[] = [];
    paymentsEvents.on('stalled', ({ jobId }) => void stalled.push(jobId));
    await paymentsEvents.waitUntilReady();

    const child = spawn(process.execPath, [fileURLToPath(new URL('../dist/worker.js', import.meta.url))], {
      cwd: fileURLToPath(new URL('../../', import.meta.url)),
      env: {
        ...process.env,
        ...world.env(proxy.port),
        NODE_OPTIONS: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SMTP_URL: smtp.url,
        JOB_LOCK_MS,
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const unprocessed = () => sql<{ id: string }>(`select id from outbox where processed_at is null and dead_at is null`);
    try {
      // The child runs the jobs queued so far (booking and quote emails): only the event's job will be in flight.
      await waitFor(async () => (await unprocessed()).length === 0, `the child worker to run the queued jobs; output: ${output}`, 60_000);

      const [completed] = stripe.completeCheckout(sessionId);
      expect(completed!.type).toBe('checkout.session.completed');
      const signed = stripe.signedDelivery(completed!);
      await api.http
        .post(WEBHOOK)
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signed.header)
        .send(signed.payload)
        .expect(200);
      const [job] = await sql<{ id: string }>(
        `select id from outbox where job_name = 'payments.stripe_event' and payload->>'eventId' = ?`,
        [completed!.id],
      );

      // Mid-apply: the child asked Stripe for the session and waits for the answer, its attempt
      // claimed and committed, its BullMQ job active; nothing is applied yet, and no transaction
      // is open (nothing locked, no session of the database idle in a transaction).
      await waitFor(() => proxy.held.length > 0, `the child worker to read the session from Stripe; output: ${output}`, 60_000);
      expect(proxy.held[0]).toEqual({ method: 'GET', path: expect.stringMatching(`^/v1/checkout/sessions/${sessionId}`) });
      expect(
        await sql(`select attempts, running_until is not null as running from outbox where id = ? for update skip locked`, [job!.id]),
      ).toEqual([{ attempts: 1, running: true }]);
      expect(
        await sql(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%' and state_change < now() - interval '1 second'`,
        ),
      ).toEqual([{ n: 0 }]);
      expect(await payments.getJobState(`${job!.id}.0`)).toBe('active');
      expect(await status(bookingId)).toBe('payment_pending');
      expect(await sql(`select status from payments where booking_id = ?`, [bookingId])).toEqual([{ status: 'pending' }]);

      process.kill(-child.pid!, 'SIGKILL');
      await exited;
      await proxy.close();
      expect(child.signalCode).toBe('SIGKILL');
      // The kill did not undo the attempt: it stays counted, unprocessed; the job is still "active".
      expect(await sql(`select attempts, processed_at from outbox where id = ?`, [job!.id])).toEqual([{ attempts: 1, processed_at: null }]);
      expect(await payments.getJobState(`${job!.id}.0`)).toBe('active');

      // The restart: a worker of the same deployment (same queue prefix), talking to Stripe directly;
      // the killed attempt's retry follows it after a short backoff.
      await world.startWorker({ JOB_LOCK_MS, OUTBOX_RETRY_BASE_MS: '200' });
      await waitFor(async () => (await status(bookingId)) === 'confirmed', 'the event applied by the restarted worker', 60_000);
      await waitFor(async () => (await unprocessed()).length === 0, 'the jobs it caused (the receipt) to run', 60_000);
      const receipts = () =>
        smtp.received.filter((mail) => mail.to.includes(user.email) && readMail(mail).subject.startsWith('Deposit received for booking'));
      await waitFor(() => receipts().length > 0, 'the receipt email');

      // Recovered by BullMQ's stalled-job check (not by the outbox relay's republish, minutes later).
      expect(stalled).toContain(`${job!.id}.0`);
      // Applied once, on the attempt after the killed one.
      expect(
        await sql(`select attempts, processed_at is not null as done, dead_at, running_until from outbox where id = ?`, [job!.id]),
      ).toEqual([{ attempts: 2, done: true, dead_at: null, running_until: null }]);
      expect(await sql(`select count(*)::int as n from stripe_events where id = ?`, [completed!.id])).toEqual([{ n: 1 }]);
      const ledger = await sql<{ id: string; status: string; amount_minor: number }>(
        `select id, status, amount_minor from payments where stripe_checkout_session_id = ?`,
        [sessionId],
      );
      expect(ledger).toEqual([{ id: expect.any(String), status: 'succeeded', amount_minor: 240000 }]);
      expect(
        await sql(`select count(*)::int as n from audit_events where action = 'payment.received' and entity_id = ?`, [bookingId]),
      ).toEqual([{ n: 1 }]);
      const receiptJobs = await sql<{ id: string }>(
        `select id from outbox where job_name = 'payments.deposit_received' and payload->>'paymentId' = ? and processed_at is not null`,
        [ledger[0]!.id],
      );
      expect(receiptJobs).toHaveLength(1);
      expect(receipts().map((mail) => mail.messageId)).toEqual([`<${receiptJobs[0]!.id}@medtour>`]);
      expect((await agent.get(`/api/bookings/${bookingId}`).expect(200)).body).toMatchObject({
        status: 'confirmed',
        quote: { state: 'paid' },
      });
    } finally {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
      await proxy.close();
      await paymentsEvents.close();
      await payments.close();
    }
  }, 180_000);
});
