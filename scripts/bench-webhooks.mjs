// Stripe webhook acknowledgement under load (issue 14), for `npm run bench`: `connections` senders
// post signed events to the built API's webhook for `seconds`, each as soon as the previous one is
// answered, one delivery in ten a replay of an event already sent (Stripe retries). The API must
// answer 2xx quickly (verify the signature, store the event once with its job, answer) whatever the
// worker does later. Only 127.0.0.1 is contacted; the loop is bounded in time.
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { latencyFigures } from './bench-figures.mjs';

export const WEBHOOK_CONNECTIONS = 20;
export const WEBHOOK_SECONDS = 5;
export const WEBHOOK_TARGET_P95_MS = 100;
/** The signing secret the bench's API is started with (a test value, never a real one). */
export const WEBHOOK_SECRET = 'whsec_benchmark';

/** Measures the acknowledgement latency, then checks that every distinct event was stored exactly once. */
export async function webhookBench({ root, baseUrl, pg, databaseUrl }) {
  const Stripe = createRequire(join(root, 'backend', 'package.json'))('stripe');
  const signer = new Stripe('sk_test_benchmark').webhooks;
  const runId = `${process.pid}_${Date.now()}`;
  const sent = [];
  let n = 0;
  const latencies = [];
  let errors = 0;
  let errorSample = '';
  const agent = new Agent({ keepAlive: true, maxSockets: WEBHOOK_CONNECTIONS });
  const started = performance.now();
  const measureFrom = started + 1000; // a second of warm-up
  const stopAt = measureFrom + WEBHOOK_SECONDS * 1000;

  const post = (payload) =>
    new Promise((resolve, reject) => {
      const header = signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const req = httpRequest(
        `${baseUrl}/api/payments/stripe/webhook`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'stripe-signature': header, 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`webhook answered ${res.statusCode}`))));
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error('webhook timed out')));
      req.on('error', reject);
      req.end(payload);
    });

  async function loop() {
    while (performance.now() < stopAt) {
      // One delivery in ten repeats an event already sent, as Stripe's retries do.
      const replay = n % 10 === 9 && sent.length > 0;
      const id = replay ? sent[n % sent.length] : `evt_bench_${runId}_${n}`;
      n++;
      if (!replay) sent.push(id);
      const payload = JSON.stringify({
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        type: 'customer.created',
        data: { object: { id: `cus_bench_${id}`, object: 'customer' } },
      });
      const at = performance.now();
      try {
        await post(payload);
      } catch (error) {
        if (at >= measureFrom) {
          errors++;
          errorSample ||= error.message;
        }
        continue;
      }
      if (at >= measureFrom) latencies.push(performance.now() - at);
    }
  }
  await Promise.all(Array.from({ length: WEBHOOK_CONNECTIONS }, loop));
  agent.destroy();

  const client = new pg.Client({ connectionString: databaseUrl.toString() });
  await client.connect();
  let stored;
  try {
    const { rows } = await client.query(`select count(*)::int as n from stripe_events where id like $1`, [`evt_bench_${runId}_%`]);
    stored = rows[0].n;
  } finally {
    await client.end();
  }
  return {
    deliveries: n,
    distinct: sent.length,
    stored,
    errors,
    errorSample,
    ...latencyFigures(latencies),
    rps: latencies.length / WEBHOOK_SECONDS,
  };
}

export const webhookPassed = (r) => r.p95 <= WEBHOOK_TARGET_P95_MS && r.errors === 0 && r.stored === r.distinct;

export const webhookSummary = (r) =>
  `${r.deliveries.toLocaleString('en-US')} deliveries (${r.distinct.toLocaleString('en-US')} distinct events, ${r.stored.toLocaleString('en-US')} stored), ` +
  `${r.rps.toFixed(0)}/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, errors ${r.errors}${r.errors ? ` (${r.errorSample})` : ''}`;
