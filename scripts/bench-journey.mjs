// The journey dashboard at 10,000 hospitals (issue 55), for `npm run bench`: signed-in patients with a health
// assessment (sessions and assessments written straight to the bench's database; knees, hips, a heart and a
// free-text "Other", with and without a budget or a destination, so that thousands of hospitals fit) open
// `/dashboard`, the server-rendered page whose loader asks the API for the patient's recommendations (hospitals and
// treatments), bookings, records and assessment, on an API process in production mode (scripts/bench.mjs).
//
//  - Server time: each of `PATIENTS` patients opens the page `ROUNDS` times, one request at a time, after a
//    warm-up of `WARMUP` pages (each of the pool's connections prepares the ranking statement once), from
//    sending the request to the last byte of the HTML on 127.0.0.1: p95 and max.
//  - Memory per request: `BURSTS` bursts of `BURST` pages at once, the API process's resident set (VmRSS)
//    sampled every `RSS_SAMPLE_MS` meanwhile; the burst's peak above the figure before it, divided by the pages
//    in the burst. The largest of the bursts is reported (the first usually: later ones reuse what it grew).
import { Agent, request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { patients } from './bench-ai.mjs';
import { rssOf } from './bench-soak.mjs';

/** Issue 55: the journey page's server time and extra memory per request at 10,000 hospitals. */
export const JOURNEY_TARGET_MS = 300;
export const JOURNEY_TARGET_MB = 20;
const PATIENTS = 10;
const ROUNDS = 3;
const WARMUP = 20;
const BURST = 10;
const BURSTS = 3;
const RSS_SAMPLE_MS = 5;
const TIMEOUT_MS = 30_000;

/**
 * One page's server time (ms). `check`: the page must also show the patient's recommended hospitals (a page whose
 * recommendations failed is still answered 200, without them, and would be timed as a cheaper page).
 */
function page(baseUrl, agent, cookie, { check = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(
      `${baseUrl}/dashboard`,
      { agent, headers: { accept: 'text/html', 'accept-encoding': 'gzip', cookie } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const took = performance.now() - started;
          const body = Buffer.concat(chunks);
          if (res.statusCode !== 200 || !body.length) return reject(new Error(`GET /dashboard answered ${res.statusCode}`));
          if (check) {
            const html = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
            const list = html.indexOf('aria-label="Recommended hospitals"');
            if (list < 0 || !/<li[\s>]/.test(html.slice(list, list + 5_000)))
              return reject(new Error('GET /dashboard showed no recommended hospitals'));
          }
          resolve(took);
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('GET /dashboard timed out')));
    req.on('error', reject);
    req.end();
  });
}

export async function journeyBench({ baseUrl, pg, databaseUrl, apiPid, secureCookies = false }) {
  // Over HTTPS (production) the session cookie is pinned to the host with the `__Host-` prefix.
  const cookies = (await patients(pg, databaseUrl, PATIENTS, { assessed: true })).map((c) => (secureCookies ? `__Host-${c}` : c));
  const agent = new Agent({ keepAlive: true, maxSockets: BURST });
  try {
    // Every patient's page shows their recommended hospitals (checked in the warm-up, not timed).
    for (let i = 0; i < WARMUP; i++) await page(baseUrl, agent, cookies[i % cookies.length], { check: i < cookies.length });
    const times = [];
    for (let round = 0; round < ROUNDS; round++) for (const cookie of cookies) times.push(await page(baseUrl, agent, cookie));
    times.sort((a, b) => a - b);

    const perRequestMb = [];
    for (let burst = 0; burst < BURSTS; burst++) {
      const before = rssOf(apiPid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(apiPid))), RSS_SAMPLE_MS);
      try {
        await Promise.all(Array.from({ length: BURST }, (_, i) => page(baseUrl, agent, cookies[i % cookies.length])));
      } finally {
        clearInterval(sampler);
      }
      peak = Math.max(peak, rssOf(apiPid));
      perRequestMb.push((peak - before) / BURST / 1024 / 1024);
    }
    return {
      pages: times.length,
      p50: times[Math.floor((times.length - 1) / 2)],
      p95: times[Math.min(times.length - 1, Math.ceil(0.95 * times.length) - 1)],
      max: times.at(-1),
      perRequestMb,
      worstMb: Math.max(...perRequestMb),
    };
  } finally {
    agent.destroy();
  }
}

export const journeyTimePassed = (r) => r.p95 <= JOURNEY_TARGET_MS && r.max <= JOURNEY_TARGET_MS;
export const journeyMemoryPassed = (r) => Number.isFinite(r.worstMb) && r.worstMb <= JOURNEY_TARGET_MB;

export const journeySummary = (r) =>
  `Journey dashboard: ${r.pages} pages one at a time by ${PATIENTS} patients with an assessment, p50 ${r.p50.toFixed(0)} ms, ` +
  `p95 ${r.p95.toFixed(0)} ms, max ${r.max.toFixed(0)} ms; ${BURSTS} bursts of ${BURST} at once, extra RSS per page ` +
  `${r.perRequestMb.map((mb) => mb.toFixed(1)).join(', ')} MB`;
