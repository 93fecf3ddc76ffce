// The soak step of `npm run bench` (issue 24): `SOAK_CONNECTIONS` loops keep mixed traffic on the
// built API for `SOAK_SECONDS` (5 minutes; `BENCH_SOAK_SECONDS` shortens it for a trial run), each
// sending its next request as soon as the previous one is answered:
//
//  - browse: server-rendered pages of the patient site (landing, lists, a hospital, a treatment,
//    destinations, the guide) and a signed-in patient's journey dashboard (with an assessment),
//    account and assistant pages;
//  - search: GET /api/hospitals, the search load's searches with one in five never asked before;
//  - chat: a signed-in patient asks the AI assistant (streamed, built-in engine), read to the end;
//  - book: a signed-in patient requests a booking of an offer of the catalogue;
//  - pay: a signed Stripe `checkout.session.completed` delivery to the webhook.
//
// Patients stay under the limits of real ones, so that a refusal is an error: each chats at most once
// every `CHAT_EVERY_MS` (the limit is 10 a minute) and books at most once every `BOOK_EVERY_MS`, 10 in
// all (the limit is 10 an hour); when no patient may chat or book yet, that request is a search.
// Every answer other than the expected status (or no answer within 10 s) is an error: 0 are allowed.
//
// Memory: the API process's resident set (VmRSS of /proc/<pid>/status) is sampled every
// `RSS_SAMPLE_MS`. Reported: at the start, after the warm-up (the median of the samples in the
// `RSS_WINDOW_MS` after `SOAK_WARMUP_SECONDS`), at the end (the median of the last `RSS_WINDOW_MS`)
// and the peak. Flat means the end is within `SOAK_RSS_MARGIN` of the after-warm-up figure (see the
// docs/decisions/0041-bench-judging.md for why 10 %). Only 127.0.0.1 is contacted; every loop stops at its deadline.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { patients } from './bench-ai.mjs';
import { WEBHOOK_SECRET } from './bench-webhooks.mjs';

export const SOAK_CONNECTIONS = 50;
export const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
/** Until then the process is still growing into its working set (JIT, pools, caches, V8's heap sizing). */
export const SOAK_WARMUP_SECONDS = Math.min(60, Math.floor(SOAK_SECONDS / 4));
/** How far above its after-warm-up figure the end RSS may be. */
export const SOAK_RSS_MARGIN = 0.1;
const RSS_SAMPLE_MS = 2000;
const RSS_WINDOW_MS = 30_000;
const PATIENTS = 50;
const CHAT_EVERY_MS = 7000;
const BOOK_EVERY_MS = 30_000;
const BOOKINGS_EACH = 10;
const TIMEOUT_MS = 10_000;
/** One slot per request in turn: 8 searches, 6 pages, 3 chats, 2 payments and 1 booking in 20. */
const SCHEDULE = 'ssppcsswspsspcsbpcsw';
const KINDS = { s: 'search', p: 'browse', c: 'chat', b: 'book', w: 'pay' };
const SIGNED_IN_PAGES = ['/dashboard', '/dashboard/account', '/assistant'];
const QUESTIONS = [
  'How much is a hip replacement?',
  'Which hospitals do knee replacement in Malaysia?',
  'Do I need a visa for Thailand?',
  'cataract surgery success rate',
  'dental implants price in Kuala Lumpur',
];

/** Resident set of a process in bytes (Linux /proc; `ps` elsewhere). */
export function rssOf(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // not Linux, or the process is gone
  }
  return Number.NaN;
}

/** What the traffic needs from the catalogue: page paths, and offers a booking can name. */
async function catalogue(pg, databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl.toString() });
  await client.connect();
  try {
    const hospitals = (await client.query(`select slug from hospitals where is_active order by random() limit 50`)).rows.map((r) => r.slug);
    const treatments = (await client.query(`select slug from treatments where is_active order by slug`)).rows.map((r) => r.slug);
    const offers = (
      await client.query(
        `select ht.hospital_id, ht.treatment_id from hospital_treatments ht
           join hospitals h on h.id = ht.hospital_id and h.is_active join treatments t on t.id = ht.treatment_id and t.is_active
          order by random() limit 100`,
      )
    ).rows.map((r) => ({ hospitalId: r.hospital_id, treatmentId: r.treatment_id }));
    if (!hospitals.length || !treatments.length || !offers.length)
      throw new Error('soak: the catalogue has no hospitals, treatments or offers');
    return {
      pages: [
        '/',
        '/hospitals',
        '/hospitals?q=heart',
        '/hospitals?country=malaysia',
        '/treatments',
        '/destinations',
        '/patient-guide',
        ...hospitals.slice(0, 10).map((slug) => `/hospitals/${slug}`),
        ...treatments.slice(0, 5).map((slug) => `/treatments/${slug}`),
      ],
      offers,
    };
  } finally {
    await client.end();
  }
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
};

/**
 * Runs the soak against `baseUrl` (the API whose process id is `apiPid`); `searchPath()` gives the
 * next hospital search (the search load's mix).
 */
export async function soakBench({ root, baseUrl, pg, databaseUrl, apiPid, searchPath }) {
  const backendRequire = createRequire(join(root, 'backend', 'package.json'));
  const Stripe = backendRequire('stripe');
  // Redis's own count of its memory (the whole server's: queues, limits, sessions' counters, pacing), for the capacity figures.
  const { Redis } = backendRequire('ioredis');
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  const redisMemory = async () => Number(/used_memory:(\d+)/.exec(await redis.info('memory').catch(() => ''))?.[1] ?? Number.NaN);
  const signer = new Stripe('sk_test_benchmark').webhooks;
  const { pages, offers } = await catalogue(pg, databaseUrl);
  const cookies = await patients(pg, databaseUrl, PATIENTS, { assessed: true });
  const people = cookies.map((cookie) => ({ cookie, chatAt: 0, chatting: false, bookAt: 0, booked: 0 }));
  const agent = new Agent({ keepAlive: true, maxSockets: SOAK_CONNECTIONS });
  const runId = `${process.pid}_${Date.now()}`;

  /** One request; resolves when the whole answer is read with the expected status, rejects otherwise. */
  const send = (path, { method = 'GET', headers = {}, body, expect = 200, streamed = false }) =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        `${baseUrl}${path}`,
        {
          method,
          agent,
          headers: {
            'accept-encoding': 'gzip',
            ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
            ...headers,
          },
        },
        (res) => {
          let bytes = 0;
          let text = '';
          if (streamed) res.setEncoding('utf8');
          res.on('data', (chunk) => {
            bytes += chunk.length;
            if (streamed && text.length < 100_000) text += chunk;
          });
          res.on('end', () => {
            if (res.statusCode !== expect) return reject(new Error(`${method} ${path.split('?')[0]} answered ${res.statusCode}`));
            if (!bytes) return reject(new Error(`${method} ${path.split('?')[0]} answered no body`));
            if (streamed && !text.includes('"type":"delta"')) return reject(new Error(`${method} ${path} streamed no text`));
            resolve();
          });
          res.on('error', reject);
        },
      );
      req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`${method} ${path.split('?')[0]} timed out`)));
      req.on('error', reject);
      req.end(body);
    });

  let nextPerson = 0;
  /** A patient who may do `what` now (round robin), or null. */
  const someone = (ready) => {
    for (let i = 0; i < people.length; i++) {
      const person = people[(nextPerson + i) % people.length];
      if (ready(person)) {
        nextPerson = (nextPerson + i + 1) % people.length;
        return person;
      }
    }
    return null;
  };

  let n = 0;
  let pageN = 0;
  let payN = 0;
  /** The next request: its kind and how to send it. */
  function next() {
    const now = performance.now();
    let kind = KINDS[SCHEDULE[n++ % SCHEDULE.length]];
    if (kind === 'chat') {
      const person = someone((p) => !p.chatting && p.chatAt <= now);
      if (person) {
        person.chatting = true;
        person.chatAt = now + CHAT_EVERY_MS;
        const body = JSON.stringify({ message: QUESTIONS[n % QUESTIONS.length] });
        const headers = { cookie: person.cookie, origin: baseUrl, 'content-type': 'application/json', accept: 'application/x-ndjson' };
        return {
          kind,
          run: () =>
            send('/api/ai/chat', { method: 'POST', headers, body, expect: 201, streamed: true }).finally(() => (person.chatting = false)),
        };
      }
      kind = 'search';
    }
    if (kind === 'book') {
      const person = someone((p) => p.booked < BOOKINGS_EACH && p.bookAt <= now);
      if (person) {
        person.booked++;
        person.bookAt = now + BOOK_EVERY_MS;
        const body = JSON.stringify({ ...offers[n % offers.length], medicalSummary: 'Soak test booking.' });
        const headers = { cookie: person.cookie, origin: baseUrl, 'content-type': 'application/json', accept: 'application/json' };
        return { kind, run: () => send('/api/bookings', { method: 'POST', headers, body, expect: 201 }) };
      }
      kind = 'search';
    }
    if (kind === 'browse') {
      const i = pageN++;
      // One page in ten is a signed-in patient's: their journey dashboard (recommendations over the
      // 10,000 hospitals, from their assessment), their account or the assistant.
      if (i % 10 === 9) {
        const page = SIGNED_IN_PAGES[Math.floor(i / 10) % SIGNED_IN_PAGES.length];
        return { kind, run: () => send(page, { headers: { accept: 'text/html', cookie: people[i % people.length].cookie } }) };
      }
      return { kind, run: () => send(pages[i % pages.length], { headers: { accept: 'text/html' } }) };
    }
    if (kind === 'pay') {
      const id = `evt_soak_${runId}_${payN++}`;
      const body = JSON.stringify({
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        type: 'checkout.session.completed',
        data: { object: { id: `cs_soak_${id}`, object: 'checkout.session', payment_status: 'paid', client_reference_id: randomUUID() } },
      });
      const headers = {
        'content-type': 'application/json',
        'stripe-signature': signer.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
      };
      return { kind, run: () => send('/api/payments/stripe/webhook', { method: 'POST', headers, body }) };
    }
    return { kind: 'search', run: () => send(searchPath(), { headers: { accept: 'application/json' } }) };
  }

  const stats = Object.fromEntries(Object.values(KINDS).map((kind) => [kind, { latencies: [], errors: 0 }]));
  let errorSample = '';
  const samples = [];
  const started = performance.now();
  const stopAt = started + SOAK_SECONDS * 1000;
  const rssAtStart = rssOf(apiPid);
  samples.push({ at: 0, rss: rssAtStart });
  const redisAtStart = await redisMemory();
  const redisSamples = [redisAtStart];
  const sampler = setInterval(() => {
    samples.push({ at: performance.now() - started, rss: rssOf(apiPid) });
    void redisMemory().then((bytes) => redisSamples.push(bytes));
  }, RSS_SAMPLE_MS);

  async function loop() {
    while (performance.now() < stopAt) {
      const { kind, run } = next();
      const sent = performance.now();
      try {
        await run();
        stats[kind].latencies.push(performance.now() - sent);
      } catch (error) {
        stats[kind].errors++;
        errorSample ||= error.message;
      }
    }
  }
  try {
    await Promise.all(Array.from({ length: SOAK_CONNECTIONS }, loop));
  } finally {
    clearInterval(sampler);
    agent.destroy();
  }
  redisSamples.push(await redisMemory());
  redis.disconnect();
  const elapsed = performance.now() - started;
  samples.push({ at: elapsed, rss: rssOf(apiPid) });

  const warmedAt = SOAK_WARMUP_SECONDS * 1000;
  const window = Math.min(RSS_WINDOW_MS, (SOAK_SECONDS * 1000) / 4);
  const rssAfterWarmup = median(samples.filter((s) => s.at >= warmedAt && s.at < warmedAt + window).map((s) => s.rss));
  const rssAtEnd = median(samples.filter((s) => s.at >= elapsed - window).map((s) => s.rss));
  const kinds = Object.fromEntries(
    Object.entries(stats).map(([kind, { latencies, errors }]) => {
      latencies.sort((a, b) => a - b);
      const p95 = latencies[Math.min(latencies.length - 1, Math.ceil(0.95 * latencies.length) - 1)] ?? Number.NaN;
      return [kind, { requests: latencies.length, errors, p95 }];
    }),
  );
  const requests = Object.values(kinds).reduce((sum, k) => sum + k.requests, 0);
  const errors = Object.values(kinds).reduce((sum, k) => sum + k.errors, 0);
  return {
    seconds: elapsed / 1000,
    requests,
    errors,
    errorSample,
    kinds,
    rssAtStart,
    rssAfterWarmup,
    rssAtEnd,
    rssFinal: samples.at(-1).rss,
    rssPeak: Math.max(...samples.map((s) => s.rss).filter(Number.isFinite)),
    redisAtStart,
    redisPeak: Math.max(...redisSamples.filter(Number.isFinite)),
    /** The RSS every 30 s (to see a trend: a leak climbs steadily, a heap settling flattens). */
    rssTrend: samples
      .filter((s, i) => i === 0 || Math.floor(s.at / RSS_WINDOW_MS) > Math.floor(samples[i - 1].at / RSS_WINDOW_MS))
      .map((s) => s.rss),
  };
}

/** Flat memory: the end within the margin of the after-warm-up figure (a figure that could not be read fails). */
export const soakMemoryFlat = (r) => r.rssAtEnd <= r.rssAfterWarmup * (1 + SOAK_RSS_MARGIN);

export const soakPassed = (r) => r.errors === 0 && r.requests > 0 && soakMemoryFlat(r);

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export const soakRss = (r) => `${mb(r.rssAtStart)} → ${mb(r.rssAfterWarmup)} → ${mb(r.rssAtEnd)}`;

export const soakSummary = (r) =>
  `${r.requests.toLocaleString('en-US')} requests in ${r.seconds.toFixed(0)} s (` +
  Object.entries(r.kinds)
    .map(
      ([kind, k]) => `${kind} ${k.requests.toLocaleString('en-US')}, p95 ${k.p95.toFixed(0)} ms${k.errors ? `, ${k.errors} errors` : ''}`,
    )
    .join('; ') +
  `), errors ${r.errors}${r.errors ? ` (${r.errorSample})` : ''}; API RSS at start ${mb(r.rssAtStart)}, after ${SOAK_WARMUP_SECONDS} s of warm-up ` +
  `${mb(r.rssAfterWarmup)}, at the end ${mb(r.rssAtEnd)} (last sample ${mb(r.rssFinal)}, peak ${mb(r.rssPeak)}; every 30 s: ` +
  `${r.rssTrend.map((rss) => (rss / 1024 / 1024).toFixed(0)).join(', ')} MB); Redis used_memory at start ` +
  `${(r.redisAtStart / 1024 / 1024).toFixed(1)} MB, peak ${(r.redisPeak / 1024 / 1024).toFixed(1)} MB`;
