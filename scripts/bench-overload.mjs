// The overload step of `npm run bench` (issue 51: busy is not stuck): the product as `npm start` runs
// it (scripts/start.mjs: the supervisor, its API process and the worker) under OVERLOAD_CLIENTS
// concurrent visitors in turn (50, 100, 200), each for OVERLOAD_SECONDS (2 minutes;
// BENCH_OVERLOAD_SECONDS shortens it for a trial run).
//
// Each visitor browses anonymously: a page of the patient site (landing, lists, a hospital, a
// treatment, destinations, in several languages) or a hospital search of the API, the next as soon as
// the last was answered, from an address of its own. A 503 with Retry-After is the product shedding
// load: the visitor waits as long as told (as a person who reads "try again in a moment" would), then
// goes on. Anything else that is not an answer of the site is an error: a 5xx (a 503 without
// Retry-After included), a reset or refused connection, or no answer within 30 s. Nothing may be
// killed by the supervisor meanwhile (it says so in its output).
//
// The load runs in a process of its own (this file, forked with `--load`), so that its CPU is not the
// supervisor's. Only 127.0.0.1 is contacted; every loop stops at its deadline.
import { fork, spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { latencyFigures } from './bench-figures.mjs';

export const OVERLOAD_CLIENTS = [50, 100, 200];
export const OVERLOAD_SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 120);
const TIMEOUT_MS = 30_000;
/** Pages of the site a visitor opens (hospital and treatment pages are added from the catalogue). */
const PAGES = ['/', '/hospitals', '/treatments', '/destinations', '/fr/hospitals', '/sw', '/ar/treatments', '/hospitals?country=Malaysia'];

/**
 * Starts the supervisor with `env` on `port`, runs each load of OVERLOAD_CLIENTS, stops it; resolves
 * with one result per load and what the supervisor killed. `pg` and `databaseUrl` give the catalogue's pages.
 */
export async function overloadBench({ root, env, port, pg, databaseUrl }) {
  const paths = [...PAGES, ...(await cataloguePaths(pg, databaseUrl))];
  let output = '';
  const supervisor = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { ...env, PORT: String(port) }, detached: true });
  supervisor.stdout.on('data', (chunk) => (output += chunk));
  supervisor.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (supervisor.exitCode !== null) return;
    supervisor.kill('SIGTERM');
    const exited = await Promise.race([new Promise((resolve) => supervisor.once('exit', () => resolve(true))), sleep(20_000)]);
    if (!exited) process.kill(-supervisor.pid, 'SIGKILL');
  };
  try {
    for (let i = 0; i < 240 && !/MedTour Asia is running/.test(output); i++) {
      if (supervisor.exitCode !== null) throw new Error(`npm start's supervisor exited:\n${output.slice(-2000)}`);
      await sleep(500);
    }
    if (!/MedTour Asia is running/.test(output)) throw new Error(`the product did not start in 2 minutes:\n${output.slice(-2000)}`);
    const results = [];
    for (const clients of OVERLOAD_CLIENTS) {
      const killsBefore = kills(output);
      const result = await loadInChild({ baseUrl: `http://127.0.0.1:${port}`, paths, clients, seconds: OVERLOAD_SECONDS });
      results.push({ clients, ...result, kills: kills(output) - killsBefore });
    }
    return { results, killLines: output.split('\n').filter((line) => /killing it|stopped \(/.test(line)) };
  } finally {
    await stop();
  }
}

const kills = (output) => (output.match(/killing it/g) ?? []).length;

export function overloadPassed(result) {
  return result.kills === 0 && result.errors === 0 && result.served > 0;
}

export function overloadMeasured(result) {
  return (
    `${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(0)} / p95 ${result.p95.toFixed(0)} / p99 ${result.p99.toFixed(0)} ms, ` +
    `shed ${result.shed}, errors ${result.errors}, kills ${result.kills}`
  );
}

export function overloadSummary(result) {
  return (
    `${result.clients} visitors: ${result.served.toLocaleString('en-US')} answered (${result.rps.toFixed(1)} req/s), ` +
    `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms; ` +
    `${result.shed} refused with 503 + Retry-After; ${result.resent} sent again on a new connection (the server had closed the idle one); errors ${result.errors}${result.errors ? ` (${result.errorSample})` : ''}; ` +
    `processes killed ${result.kills}`
  );
}

async function cataloguePaths(pg, databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl.toString() });
  await client.connect();
  try {
    const hospitals = (await client.query(`select slug from hospitals where is_active order by random() limit 40`)).rows;
    const treatments = (await client.query(`select slug from treatments where is_active order by slug`)).rows;
    return [
      ...hospitals.map((r) => `/hospitals/${r.slug}`),
      ...treatments.map((r) => `/treatments/${r.slug}`),
      ...hospitals
        .slice(0, 20)
        .map((_, i) => `/api/hospitals?q=hospital%20${1 + Math.floor(Math.random() * 10_000)}&pageSize=${1 + (i % 20)}`),
    ];
  } finally {
    await client.end();
  }
}

function loadInChild(config) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--overload-load'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const timer = setTimeout(
      () => {
        child.kill('SIGKILL');
        reject(new Error('the overload generator did not finish in time'));
      },
      (config.seconds + 60) * 1000,
    );
    child.once('message', (result) => {
      clearTimeout(timer);
      resolve(Object.fromEntries(Object.entries(result).map(([key, value]) => [key, value ?? Number.NaN])));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`the overload generator exited with ${code}`));
    });
    child.send(config);
  });
}

/** `clients` visitors for `seconds`; each from an address of its own (X-Forwarded-For), with keep-alive like a browser. */
async function runOverload({ baseUrl, paths, clients, seconds }) {
  const latencies = [];
  let shed = 0;
  let errors = 0;
  let errorSample = '';
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  // A keep-alive connection the server closed as idle just as the visitor sent on it (after waiting out a Retry-After
  // of 5 s, the server's keep-alive timeout) is reset: a browser sends the request again on a new connection, and so
  // does this visitor, once (Node's documented pattern for keep-alive agents). Counted apart, not as an error.
  let resent = 0;
  const get = (url, address, again = true) =>
    new Promise((resolve) => {
      const req = httpRequest(url, { agent, headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': address } }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'] }));
        res.on('error', (error) => resolve({ error: error.message }));
      });
      req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
      req.on('error', (error) => {
        if (again && req.reusedSocket && error.code === 'ECONNRESET') {
          resent++;
          resolve(get(url, address, false));
        } else resolve({ error: `${error.message}` });
      });
      req.end();
    });

  async function visitor(index) {
    const address = `10.${Math.floor(index / 250)}.${index % 250}.${1 + Math.floor(Math.random() * 250)}`;
    for (let n = index; performance.now() < stopAt; n++) {
      const path = paths[n % paths.length];
      const sent = performance.now();
      const answer = await get(`${baseUrl}${path}`, address);
      if (answer.status === 503 && Number(answer.retryAfter) > 0) {
        shed++;
        await sleep(Math.min(Number(answer.retryAfter) * 1000, Math.max(0, stopAt - performance.now())));
      } else if (answer.error || answer.status >= 500) {
        errors++;
        errorSample ||= `${path}: ${answer.error ?? `answered ${answer.status}`}`;
      } else latencies.push(performance.now() - sent);
    }
  }
  await Promise.all(Array.from({ length: clients }, (_, i) => visitor(i)));
  agent.destroy();
  return {
    served: latencies.length,
    shed,
    resent,
    errors,
    errorSample,
    rps: latencies.length / seconds,
    ...latencyFigures(latencies),
  };
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

if (process.argv[2] === '--overload-load') {
  process.once('message', (config) => runOverload(config).then((result) => process.send(result, () => process.exit(0))));
}
