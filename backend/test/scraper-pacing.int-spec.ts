import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { INestApplicationContext } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Agent } from 'supertest';
import type { ScrapeRunDetail } from '@medtour/contracts';
import { PacingUnavailable, RedisSitePacer } from '../src/common/outbound/site-pacer.js';
import { GUARD_CHANNEL, type GuardEvent, TargetGuard } from '../src/common/outbound/target-guard.js';
import { GuardProxy } from '../src/modules/reviews/scraper/guard-proxy.js';
import { ScraperBrowser } from '../src/modules/reviews/scraper/scraper-browser.js';
import { startApi, startWorker, testConfig, type TestApi } from './support/app.js';
import { signedInAgent } from './support/factories.js';
import { freePort } from './support/ports.js';
import { type FixtureSite, startFixtureSite } from './support/scraper-site.js';
import { waitFor } from './support/wait.js';

/**
 * The scraper's politeness (issue 55): at most one new request per site per interval across every
 * worker process, the schedule being kept in Redis (common/outbound/site-pacer.ts). Two pacers on
 * two connections stand for two worker processes; then two real workers scrape one local site.
 */

const config = testConfig();
const connections: Redis[] = [];
function connect(url = config.redisUrl): Redis {
  // The options of the worker's pacer connection (outbound.module.ts).
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000, retryStrategy: () => 200 });
  redis.on('error', () => undefined);
  connections.push(redis);
  return redis;
}
const publicResolver = async () => ['93.184.216.34'];
/** A worker's guard with its own Redis connection: nothing shared with another guard but Redis. */
function workerGuard(intervalMs: number, redis = connect()): TargetGuard {
  return new TargetGuard({
    resolver: publicResolver,
    allowance: { loopbackPorts: [] },
    minIntervalMs: intervalMs,
    pacer: new RedisSitePacer(redis, config.queuePrefix),
  });
}
/** The time between each of `times` (in order) and the one before. */
function gaps(times: number[]): number[] {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.slice(1).map((time, i) => time - sorted[i]!);
}

afterAll(() => {
  for (const redis of connections) redis.disconnect();
});

describe('site pacing shared through Redis', () => {
  it('lets two workers through to one site one interval apart, other sites not delayed, and the schedule expires', async () => {
    const interval = 300;
    const [first, second] = [workerGuard(interval), workerGuard(interval)];
    const site = `paced-${Date.now()}.example`;
    const other = `other-${Date.now()}.example`;
    // When each request was let through, on the schedule's clock (Redis's).
    const admitted: number[] = [];
    const otherAdmitted: number[] = [];
    const onAdmission = (event: unknown) => {
      const { kind, host, admittedAt } = event as GuardEvent;
      if (kind === 'connect' && host === site) admitted.push(admittedAt!);
      if (kind === 'connect' && host === other) otherAdmitted.push(admittedAt!);
    };
    subscribe(GUARD_CHANNEL, onAdmission);
    try {
      await Promise.all([
        ...[first, second, first, second, first, second].map((guard) => guard.admit(site, 443)),
        second.admit(other, 443),
      ]);
    } finally {
      unsubscribe(GUARD_CHANNEL, onAdmission);
    }
    // Six requests, three from each worker: each at least the interval after the one before, whichever worker made it.
    expect(admitted).toHaveLength(6);
    for (const gap of gaps(admitted)) expect(gap).toBeGreaterThanOrEqual(interval);
    // The other site's request did not wait behind them: it went before the paced site's second slot.
    expect(otherAdmitted[0]!).toBeLessThan([...admitted].sort((a, b) => a - b)[1]!);

    // Under the run's prefix, with a time to live: gone once the schedule is over.
    const redis = connect();
    const key = `${config.queuePrefix}:scraper-pace:${site}`;
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(2 * interval);
    await waitFor(async () => (await redis.exists(key)) === 0, 'the schedule to expire', 5_000);

    // A new request, the schedule over: let through at once, not given a slot to wait for.
    expect(await new RedisSitePacer(connect(), config.queuePrefix).ask(site, interval)).toMatchObject({ admitted: true, waitMs: 0 });
  });

  it('keeps a worker whose timer fired late from being followed closer than the interval', async () => {
    const interval = 300;
    const pacer = new RedisSitePacer(connect(), config.queuePrefix);
    const site = `late-${Date.now()}.example`;
    await pacer.wait(site, interval); // let through at once; the next slot is one interval on
    // Worker A reserves that slot, then oversleeps it by 120 ms (a busy event loop); worker B has
    // reserved the slot after it and wakes on time: it must still wait a whole interval after A.
    const reserved = await pacer.ask(site, interval);
    expect(reserved).toMatchObject({ admitted: false, waitMs: expect.any(Number) });
    // Both on Redis's clock: when each was let through.
    const bAdmitted = new RedisSitePacer(connect(), config.queuePrefix).wait(site, interval);
    await sleep(reserved.waitMs + 120);
    const a = await pacer.ask(site, interval, reserved.slot);
    expect(a).toMatchObject({ admitted: true });
    expect((await bAdmitted) - a.now).toBeGreaterThanOrEqual(interval);
  });

  it('fails the request rather than pacing alone when Redis does not answer', async () => {
    const down = connect(`redis://127.0.0.1:${await freePort()}`);
    const guard = workerGuard(1_000, down);
    // Refused, each time (the pacer's own bound on Redis's answer ends the wait: a guard pacing alone would let them through).
    await expect(guard.admit('unpaced.example', 443)).rejects.toThrow(PacingUnavailable);
    await expect(guard.admit('unpaced.example', 443)).rejects.toThrow(/unpaced\.example could not be paced .*: the request was not made/);
  });

  it('answers 503 through the guard proxy, without reaching the site, when Redis does not answer', async () => {
    const site = await startFixtureSite();
    const proxy = new GuardProxy({
      resolver: publicResolver,
      allowance: { loopbackPorts: [site.port] },
      minIntervalMs: 1_000,
      pacer: new RedisSitePacer(connect(`redis://127.0.0.1:${await freePort()}`), config.queuePrefix),
    });
    const port = await proxy.start();
    try {
      const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: site.url('jsonld-single.html'), agent: false }, (res) => {
            res.resume().on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
          })
          .on('error', reject);
      });
      expect(answer).toMatchObject({ status: 503, headers: { 'x-scraper-guard': 'unpaced' } });
      expect(proxy.pacingFailure('127.0.0.1')).toMatch(/could not be paced/);
      expect(proxy.takeRefusals()).toEqual([]); // not a refusal: the run is tried again
      expect(site.hits).toEqual([]);
    } finally {
      await proxy.close();
      await site.close();
    }
  });
});

describe('two workers scraping one site', () => {
  const interval = 600;
  let site: FixtureSite;
  let api: TestApi;
  const workers: INestApplicationContext[] = [];
  let moderator: Agent;
  let admin: Agent;
  let hospitalId: string;
  /** When each of the site's requests arrived. */
  const arrivals: { at: number; path: string }[] = [];
  /** When either worker's guard let a request to the site go, on the schedule's clock (Redis's). */
  const admissions: number[] = [];
  const onGuardEvent = (event: unknown) => {
    const { kind, port, admittedAt } = event as GuardEvent;
    if (kind === 'connect' && port === site.port) admissions.push(admittedAt!);
  };

  const settings = () => ({
    SCRAPER_ALLOW_LOOPBACK_PORTS: String(site.port),
    SCRAPER_MIN_INTERVAL_MS: String(interval),
    SCRAPER_PAGE_TIMEOUT_MS: '15000',
    SCRAPER_RUN_BUDGET_MS: '30000',
    SCRAPER_JOB_LOCK_MS: '5000',
    OUTBOX_RETRY_BASE_MS: '200',
  });

  beforeAll(async () => {
    site = await startFixtureSite();
    const push = site.hits.push.bind(site.hits);
    site.hits.push = (...hits) => {
      for (const hit of hits) arrivals.push({ at: Date.now(), path: hit.path });
      return push(...hits);
    };
    api = await startApi(settings());
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
    ({ agent: moderator } = await signedInAgent(api.app, api.em, 'moderator'));
    const [country] = (await admin.get(`/api/admin/countries?filter=${encodeURIComponent('{"q":"Malaysia"}')}`).expect(200)).body;
    hospitalId = (
      await admin.post('/api/admin/hospitals').send({ name: 'Paced Partner Hospital', city: 'Ipoh', countryId: country.id }).expect(201)
    ).body.id;
    // Two worker processes' module graphs, each with its own configuration, browser, guard and Redis connections.
    workers.push(await startWorker(settings()), await startWorker(settings()));
    subscribe(GUARD_CHANNEL, onGuardEvent);
  }, 90_000);
  afterAll(async () => {
    unsubscribe(GUARD_CHANNEL, onGuardEvent);
    for (const worker of workers) await worker.close();
    await api?.close();
    await site?.close();
  });

  it('spaces every request the site gets by the interval, whichever worker makes it', async () => {
    const pages = ['jsonld-single.html', 'jsonld-array.html', 'microdata-meta.html', 'rdfa.html'];
    const runs: ScrapeRunDetail[] = [];
    // Two each (a requester has at most three runs unfinished).
    for (const [i, page] of pages.entries()) {
      const agent = i % 2 ? admin : moderator;
      runs.push(
        (
          await agent
            .post('/api/admin/scrape-runs')
            .send({ hospitalId, url: site.url(page) })
            .expect(201)
        ).body,
      );
    }
    const done = await Promise.all(
      runs.map((run) =>
        waitFor(
          async () => {
            const current = (await moderator.get(`/api/admin/scrape-runs/${run.id}`).expect(200)).body as ScrapeRunDetail;
            return ['done', 'failed', 'refused'].includes(current.status) ? current : undefined;
          },
          `scrape run ${run.url}`,
          60_000,
        ),
      ),
    );
    expect(done.map((run) => [run.url, run.status])).toEqual(runs.map((run) => [run.url, 'done']));
    // Both workers scraped (each started its browser), so their requests could have collided.
    expect(workers.map((worker) => worker.get(ScraperBrowser).launches > 0)).toEqual([true, true]);
    // Each run asks for robots.txt and its page: eight requests, each let go by a guard at least the
    // interval after the one before on the schedule's own clock, whichever worker's guard it was (each
    // worker pacing alone, in memory, let the two workers' requests go 200 ms apart and less)…
    expect(arrivals.length).toBeGreaterThanOrEqual(2 * pages.length);
    expect(admissions).toHaveLength(arrivals.length);
    expect(gaps(admissions).filter((gap) => gap < interval)).toEqual([]);
    // …and heard by the site far apart. The site's log is this test's clock: both workers, the API and both
    // browsers share its one event loop beside the rest of `npm test`, so a request reaches the site a
    // varying while after its admission (a loaded full run saw gaps of 584 ms and less for 600 ms): only
    // two requests at once, what no pacing gives, is refused here.
    expect(gaps(arrivals.map((arrival) => arrival.at)).filter((gap) => gap < interval / 4)).toEqual([]);
  }, 120_000);
});
