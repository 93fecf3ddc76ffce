import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { type Job, Queue } from 'bullmq';
import type { Agent } from 'supertest';
import type { CurrencyRateView, SiteSettingsRecord } from '@medtour/contracts';
import { GUARD_CHANNEL, type GuardEvent, HOST_RESOLVER } from '../src/common/outbound/target-guard.js';
import { JobRunner } from '../src/modules/notifications/job-runner.js';
import { bullConnection } from '../src/queues/connection.js';
import { WorkerModule } from '../src/worker.module.js';
import { signedInAgent } from './support/factories.js';
import { startApi, testConfig, type TestApi } from './support/app.js';
import { waitFor } from './support/wait.js';

/**
 * Exchange rates refreshed from the rates URL of Settings (issue 28): the real worker graph fetches
 * it through the scraper's target guard from a local server (127.0.0.1 on an ephemeral port: the
 * scraper tests' allowance, SCRAPER_ALLOW_LOOPBACK_PORTS), host names answered by an injected
 * resolver so that no packet ever goes to a private address.
 */

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const RATES_DAY = day(1);

/** A rates service: the two common JSON shapes, and answers that are not rates. */
function startRatesServer() {
  const hits: string[] = [];
  const json = (res: http.ServerResponse, body: unknown, status = 200) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push(path);
    if (path === '/frankfurter.json')
      return json(res, { amount: 1, base: 'USD', date: RATES_DAY, rates: { NGN: 1530.5, MYR: 4.4567891, KES: 130, GHS: -3, EUR: 0.95 } });
    if (path === '/oxr.json') {
      // Compressed, as most rates services answer.
      const body = { base: 'USD', timestamp: Date.parse(`${RATES_DAY}T06:00:00Z`) / 1000, rates: { NGN: 1532.25, MYR: 4.5, KES: 131 } };
      return res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync(JSON.stringify(body)));
    }
    // 2 MB of JSON in 2 kB: the limit counts what it unpacks to.
    if (path === '/bomb.json') {
      const body = `{"base":"USD","date":"${RATES_DAY}","rates":{"NGN":1600},"padding":"${' '.repeat(2 * 1024 * 1024)}"}`;
      return res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync(body));
    }
    if (path === '/eur.json') return json(res, { base: 'EUR', date: RATES_DAY, rates: { NGN: 1650 } });
    if (path === '/future.json') return json(res, { base: 'USD', date: day(-2), rates: { NGN: 1600 } });
    if (path === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Rates</p>');
    if (path === '/huge.json') return json(res, { base: 'USD', date: RATES_DAY, rates: { NGN: 1600 }, padding: 'x'.repeat(300 * 1024) });
    if (path === '/down.json') return json(res, { error: 'maintenance' }, 500);
    if (path === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    res.writeHead(404).end();
  });
  return new Promise<{ port: number; hits: string[]; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        hits,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

/** Names the tests use; anything else does not resolve. */
const resolver = async (host: string): Promise<string[]> => {
  if (host === 'rates.test' || host === 'loopback.test') return ['127.0.0.1'];
  if (host === 'metadata.test') return ['169.254.169.254'];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

describe('exchange rates from the rates URL', () => {
  let rates: Awaited<ReturnType<typeof startRatesServer>>;
  let api: TestApi;
  let worker: INestApplicationContext;
  let admin: Agent;
  const guardEvents: GuardEvent[] = [];
  const onGuardEvent = (event: unknown) => void guardEvents.push(event as GuardEvent);
  const settings = () => ({
    SCRAPER_ALLOW_LOOPBACK_PORTS: String(rates.port),
    OUTBOX_RETRY_BASE_MS: '200',
    OUTBOX_MAX_ATTEMPTS: '2',
  });

  beforeAll(async () => {
    rates = await startRatesServer();
    api = await startApi(settings());
    const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.forRoot(testConfig(settings()))] })
      .overrideProvider(HOST_RESOLVER)
      .useValue(resolver)
      .compile();
    moduleRef.useLogger(false);
    worker = await moduleRef.init();
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
    // Only this file's rates: the demo ones (dated today) would be the newest.
    await sql(`delete from exchange_rates`);
    subscribe(GUARD_CHANNEL, onGuardEvent);
  });
  afterAll(async () => {
    unsubscribe(GUARD_CHANNEL, onGuardEvent);
    await worker?.close();
    await api?.close();
    await rates?.close();
  });

  const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
  const url = (path: string, host = 'rates.test') => `http://${host}:${rates.port}${path}`;
  const site = async () => (await admin.get('/api/admin/settings/site').expect(200)).body as SiteSettingsRecord;
  const storedRates = () =>
    sql<{ currency: string; rate: string; as_of: string; source: string; fetched: boolean }>(
      `select currency, rate::text, to_char(as_of, 'YYYY-MM-DD') as as_of, source, fetched_at is not null as fetched
         from exchange_rates order by currency, as_of`,
    );
  /** The newest fetch job, once it has ended (done, or dead after its retries). */
  const lastFetch = () =>
    waitFor(async () => {
      const [row] = await sql<{ attempts: number; done: boolean; dead: boolean }>(
        `select attempts, processed_at is not null as done, dead_at is not null as dead
           from outbox where job_name = 'currencies.fetch_rates' order by created_at desc limit 1`,
      );
      return row && (row.done || row.dead) ? row : undefined;
    }, 'the rates fetch');
  /** Sets the rates URL (which queues a fetch) and waits for the fetch to end. */
  async function fetchFrom(ratesUrl: string) {
    const saved = (await admin.put('/api/admin/settings/site').send({ ratesUrl }).expect(200)).body as SiteSettingsRecord;
    expect(saved.ratesUrl).toBe(ratesUrl);
    const job = await lastFetch();
    return { job, site: await site() };
  }

  it('refuses a rates URL that is not an http(s) URL, has credentials, or names a non-public address (400 on ratesUrl); only admins set it', async () => {
    const cases: [unknown, RegExp][] = [
      ['ftp://rates.example.com/latest.json', /"ftp" scheme is not allowed: only http and https URLs can be fetched/],
      ['http://user:pass@rates.example.com/latest', /user name or password/],
      ['javascript:alert(1)', /"javascript" scheme/],
      ['not a url', /The rates URL must be a URL/],
      [`https://rates.example.com/${'x'.repeat(500)}`, /at most 500 characters/],
      [42, /must be a URL/],
      ['http://169.254.169.254/latest/meta-data/', /link-local address .*which the rates fetch never connects to/],
      ['http://10.0.0.1/rates.json', /private address/],
      ['http://localhost/rates.json', /loopback/],
      ['https://rates.example.com:8443/latest', /Port 8443 is not allowed/],
    ];
    for (const [ratesUrl, reason] of cases) {
      const res = await admin.put('/api/admin/settings/site').send({ ratesUrl }).expect(400);
      expect({ ratesUrl, error: res.body.errors?.ratesUrl }).toEqual({ ratesUrl, error: expect.stringMatching(reason) });
    }
    const { agent: moderator } = await signedInAgent(api.app, api.em, 'moderator');
    await moderator
      .put('/api/admin/settings/site')
      .send({ ratesUrl: url('/frankfurter.json') })
      .expect(403);
    expect(await site()).toMatchObject({ ratesUrl: null, ratesFetchedAt: null, ratesFetchStatus: null });
    expect(await sql(`select id from outbox where job_name = 'currencies.fetch_rates'`)).toEqual([]);
  });

  it('stores the rates of the answer’s date with their source, keeps staff’s rate of that date, and the pages use them', async () => {
    // Staff's Kenyan shilling rate of the same day: a fetch never replaces it.
    await admin
      .post('/api/admin/exchange-rates')
      .send({ currency: 'KES', rate: 129.5, asOf: RATES_DAY, source: 'Central Bank of Kenya' })
      .expect(201);
    const { job, site: after } = await fetchFrom(url('/frankfurter.json'));
    expect(job).toEqual({ attempts: 1, done: true, dead: false });
    expect(after.ratesFetchedAt).toEqual(expect.any(String));
    expect(after.ratesFetchStatus).toBe(`2 rates of ${RATES_DAY} stored; staff's rate kept for KES; skipped GHS (not more than 0)`);
    const source = expect.stringMatching(
      new RegExp(`^Rates URL \\(rates\\.test:${rates.port}\\), fetched \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC$`),
    );
    expect(await storedRates()).toEqual([
      { currency: 'KES', rate: '129.500000', as_of: RATES_DAY, source: 'Central Bank of Kenya', fetched: false },
      { currency: 'MYR', rate: '4.456789', as_of: RATES_DAY, source, fetched: true },
      { currency: 'NGN', rate: '1530.500000', as_of: RATES_DAY, source, fetched: true },
    ]);
    expect((await api.http.get('/api/currencies/rate?currency=NGN').expect(200)).body as CurrencyRateView).toEqual({
      currency: 'NGN',
      rate: 1530.5,
      asOf: RATES_DAY,
      stale: false,
    });
  });

  it('replaces a rate it fetched before for the same date (Open Exchange Rates shape), not one staff edited since', async () => {
    const [myr] = await sql<{ id: string }>(`select id from exchange_rates where currency = 'MYR'`);
    await admin.put(`/api/admin/exchange-rates/${myr!.id}`).send({ rate: 4.48 }).expect(200); // now staff's
    const { site: after } = await fetchFrom(url('/oxr.json'));
    expect(after.ratesFetchStatus).toBe(`1 rate of ${RATES_DAY} stored; staff's rate kept for MYR, KES`);
    expect((await storedRates()).map((r) => [r.currency, r.rate, r.fetched])).toEqual([
      ['KES', '129.500000', false],
      ['MYR', '4.480000', false],
      ['NGN', '1532.250000', true],
    ]);
    expect((await api.http.get('/api/currencies/rate?currency=NGN').expect(200)).body).toMatchObject({ rate: 1532.25, asOf: RATES_DAY });
  });

  it('records an answer that is not rates, too big or a server error as a failure, and stores nothing', async () => {
    const before = await storedRates();
    const cases: [string, string, { attempts: number; dead: boolean }][] = [
      ['/eur.json', `Failed: The answer's base is EUR: only rates per US dollar ("base": "USD") are read`, { attempts: 1, dead: false }],
      ['/future.json', `Failed: The answer is dated ${day(-2)}, in the future`, { attempts: 1, dead: false }],
      ['/page.html', 'Failed: The answer is not JSON', { attempts: 1, dead: false }],
      ['/huge.json', 'Failed: The answer is larger than 256 kB', { attempts: 1, dead: false }],
      ['/bomb.json', 'Failed: The answer is larger than 256 kB', { attempts: 1, dead: false }],
      ['/missing.json', `Failed: rates.test:${rates.port} answered 404`, { attempts: 1, dead: false }],
      // A server error is tried again with the outbox's backoff (here 2 attempts, then dead-lettered for the admins).
      ['/down.json', `Failed (retried with backoff): rates.test:${rates.port} answered 500`, { attempts: 2, dead: true }],
    ];
    for (const [path, status, outcome] of cases) {
      const { job, site: after } = await fetchFrom(url(path));
      expect({ path, status: after.ratesFetchStatus, ...job }).toMatchObject({ path, status, ...outcome });
    }
    expect(rates.hits.filter((hit) => hit === '/down.json')).toHaveLength(2);
    expect(rates.hits.filter((hit) => hit === '/eur.json')).toHaveLength(1);
    expect(await storedRates()).toEqual(before);
  });

  it('refuses loopback without the allowance, the metadata address, and a redirect to it: recorded, not retried, never connected to', async () => {
    const before = await storedRates();
    const cases: [string, RegExp][] = [
      [
        'http://loopback.test/rates.json',
        /^Refused: loopback\.test resolves to 127\.0\.0\.1, a loopback address, which the rates fetch never connects to$/,
      ],
      ['http://metadata.test/latest/meta-data/', /^Refused: metadata\.test resolves to 169\.254\.169\.254, a link-local address/],
      [url('/to-metadata'), /^Refused: 169\.254\.169\.254 is a link-local address .*which the rates fetch never connects to$/],
    ];
    for (const [ratesUrl, reason] of cases) {
      const { job, site: after } = await fetchFrom(ratesUrl);
      expect({ ratesUrl, status: after.ratesFetchStatus, ...job }).toEqual({
        ratesUrl,
        status: expect.stringMatching(reason),
        attempts: 1,
        done: true,
        dead: false,
      });
    }
    expect(rates.hits.filter((hit) => hit === '/to-metadata')).toHaveLength(1);
    expect(guardEvents.filter((e) => e.kind === 'connect' && (e.address === '169.254.169.254' || e.host === 'loopback.test'))).toEqual([]);
    expect(guardEvents.filter((e) => e.kind === 'refused').map((e) => e.host)).toEqual(['loopback.test', 'metadata.test']);
    expect(await storedRates()).toEqual(before);
  });

  it('refreshes every 6 hours from one job scheduler, which queues a fetch only when a URL is set', async () => {
    const config = testConfig(settings());
    const queue = new Queue('maintenance', { connection: bullConnection(config), prefix: config.queuePrefix });
    try {
      const scheduler = await waitFor(
        async () => (await queue.getJobSchedulers()).find((s) => s.name === 'currencies.refresh_rates'),
        'the rates scheduler',
      );
      expect(scheduler.every).toBe(6 * 3_600_000);
    } finally {
      await queue.close();
    }
    const runner = worker.get(JobRunner);
    const fetches = async () =>
      (await sql<{ n: number }>(`select count(*)::int as n from outbox where job_name = 'currencies.fetch_rates'`))[0]!.n;

    await fetchFrom(url('/frankfurter.json'));
    const queued = await fetches();
    const { ratesFetchedAt: earlier } = await site();
    await runner.process({ name: 'currencies.refresh_rates', id: 'refresh-test', data: {} } as Job);
    expect(await fetches()).toBe(queued + 1);
    await lastFetch();
    const refreshed = await site();
    expect(refreshed.ratesFetchedAt! > earlier!).toBe(true);
    expect(refreshed.ratesFetchStatus).toBe(`1 rate of ${RATES_DAY} stored; staff's rate kept for MYR, KES; skipped GHS (not more than 0)`);

    // No URL: nothing to fetch.
    await admin.put('/api/admin/settings/site').send({ ratesUrl: '' }).expect(200);
    expect((await site()).ratesUrl).toBeNull();
    await runner.process({ name: 'currencies.refresh_rates', id: 'refresh-test-2', data: {} } as Job);
    expect(await fetches()).toBe(queued + 1);
  });
});
