import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { fileURLToPath } from 'node:url';
import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Agent } from 'supertest';
import { SCRAPER_REVIEWS_PER_RUN, type ScrapeRunDetail } from '@medtour/contracts';
import { GUARD_CHANNEL, type GuardEvent, HOST_RESOLVER } from '../src/common/outbound/target-guard.js';
import { GuardProxy } from '../src/modules/reviews/scraper/guard-proxy.js';
import { ScraperBrowser } from '../src/modules/reviews/scraper/scraper-browser.js';
import { JobRunner } from '../src/modules/notifications/job-runner.js';
import { WorkerModule } from '../src/worker.module.js';
import { signedInAgent } from './support/factories.js';
import { startApi, testConfig, type TestApi } from './support/app.js';
import { EXPECTED, type FixtureSite, LATE_REVIEWS, startFixtureSite, startTrap } from './support/scraper-site.js';
import { waitFor } from './support/wait.js';

/**
 * The review scraper (issue 16) end to end inside the test process: the API queues a run, the real
 * worker graph runs it in the system Chromium through the guard proxy, against a local fixture
 * site (127.0.0.1 on an ephemeral port: the test-only allowance). Host names are answered by an
 * injected resolver (the network edge), so that no test ever sends a packet to a private address.
 */

/** Names the fixture tests use; anything else does not resolve. */
function testResolver(site: () => FixtureSite) {
  return async (host: string): Promise<string[]> => {
    if (host === 'fixtures.test' || host === 'slow-robots.test') return ['127.0.0.1'];
    if (host === 'evil.test') return ['10.0.0.1'];
    if (host === 'mixed.test') return ['127.0.0.1', '192.168.1.20'];
    // Public (the fixture site) until the page has been served, loopback afterwards.
    if (host === 'rebind.test') return site().hits.some((h) => h.path === '/rebind.html') ? ['127.0.0.2'] : ['127.0.0.1'];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  };
}

/** The run budget of these tests (90 s in production): every run must end well within it. */
const RUN_BUDGET_MS = 20_000;

describe('review scraper', () => {
  let site: FixtureSite;
  let api: TestApi;
  let worker: INestApplicationContext | undefined;
  let admin: Agent;
  let moderator: Agent;
  let hospitalId: string;
  const guardEvents: GuardEvent[] = [];
  const onGuardEvent = (event: unknown) => void guardEvents.push(event as GuardEvent);

  const settings = () => ({
    SCRAPER_ALLOW_LOOPBACK_PORTS: String(site.port),
    SCRAPER_MIN_INTERVAL_MS: '0',
    SCRAPER_PAGE_TIMEOUT_MS: '4000',
    SCRAPER_MAX_PAGE_BYTES: '1000000',
    SCRAPER_RECYCLE_AFTER_JOBS: '6',
    // The three linked fixture pages are read in full; an endless chain stops at its third page.
    SCRAPER_MAX_PAGES: '3',
    SCRAPER_JOB_LOCK_MS: '2000',
    SCRAPER_RUN_BUDGET_MS: String(RUN_BUDGET_MS),
    // A page is read once nothing has changed for 0.5 s, not production's 1.5 s (some 40 pages a run):
    // these pages change nothing after their load event but by a fetch (in flight, so not quiet) and
    // what its answer writes a moment later, which a loaded machine may delay by a few hundred ms. The
    // page rendered a second after its load is read with production's wait.
    SCRAPER_SETTLE_QUIET_MS: '500',
    OUTBOX_RETRY_BASE_MS: '200',
  });

  async function startScraperWorker(overrides: Record<string, string> = {}): Promise<INestApplicationContext> {
    const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.forRoot(testConfig({ ...settings(), ...overrides }))] })
      .overrideProvider(HOST_RESOLVER)
      .useValue(testResolver(() => site))
      .compile();
    moduleRef.useLogger(false);
    await moduleRef.init();
    return moduleRef;
  }

  beforeAll(async () => {
    site = await startFixtureSite();
    api = await startApi(settings());
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
    ({ agent: moderator } = await signedInAgent(api.app, api.em, 'moderator'));
    const [country] = (await admin.get(`/api/admin/countries?filter=${encodeURIComponent('{"q":"Malaysia"}')}`).expect(200)).body;
    hospitalId = (
      await admin.post('/api/admin/hospitals').send({ name: 'Scraped Partner Hospital', city: 'Ipoh', countryId: country.id }).expect(201)
    ).body.id;
    subscribe(GUARD_CHANNEL, onGuardEvent);
  });
  afterAll(async () => {
    unsubscribe(GUARD_CHANNEL, onGuardEvent);
    // The scraper worker's throughput on loopback fixture sites, for the capacity figures in docs/operations.md.
    const [runs] = await sql<{ n: number; mean: number | null; max: number | null }>(
      `select count(*)::int as n, avg(extract(epoch from finished_at - started_at))::float as mean,
              max(extract(epoch from finished_at - started_at))::float as max
         from scrape_runs where status = 'done' and started_at is not null and finished_at is not null`,
    );
    if (runs?.n)
      console.info(
        `scraper: ${runs.n} runs done on loopback fixture sites, ${runs.mean!.toFixed(1)} s on average, ${runs.max!.toFixed(1)} s at most`,
      );
    await worker?.close();
    await api.close();
    await site.close();
  });

  const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
  const start = (url: string, agent: Agent = moderator, id = hospitalId) =>
    agent.post('/api/admin/scrape-runs').send({ hospitalId: id, url });
  /** Starts a run and waits for it to end (done, failed or refused). */
  async function scrape(url: string, id = hospitalId): Promise<ScrapeRunDetail> {
    const run = (await start(url, moderator, id).expect(201)).body as ScrapeRunDetail;
    expect(run.status).toBe('queued');
    return waitFor(
      async () => {
        const current = (await moderator.get(`/api/admin/scrape-runs/${run.id}`).expect(200)).body as ScrapeRunDetail;
        return ['done', 'failed', 'refused'].includes(current.status) ? current : undefined;
      },
      `scrape run of ${url}`,
      30_000,
    );
  }
  const connectedTo = (address: string) => guardEvents.filter((e) => e.kind === 'connect' && e.address === address);

  describe('the API', () => {
    it('refuses bad input with 400 and a reason, and queues nothing', async () => {
      const before = await sql<{ n: number }>(`select count(*)::int as n from scrape_runs`);
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ url: 'https://example.com/' }, 'hospitalId', /^Hospital ID is required for secure scraping$/],
        [{ hospitalId: '', url: 'https://example.com/' }, 'hospitalId', /^Hospital ID is required for secure scraping$/],
        [{ hospitalId }, 'url', /required/],
        [{ hospitalId, url: 'not a url' }, 'url', /must be a URL/],
        [{ hospitalId, url: 'file:///etc/passwd' }, 'url', /"file" scheme is not allowed/],
        [{ hospitalId, url: 'data:text/html,<p>x</p>' }, 'url', /"data" scheme/],
        [{ hospitalId, url: 'javascript:alert(1)' }, 'url', /"javascript" scheme/],
        [{ hospitalId, url: 'ftp://example.com/reviews' }, 'url', /"ftp" scheme/],
        [{ hospitalId, url: 'https://example.com:8443/reviews' }, 'url', /Port 8443 is not allowed/],
        [{ hospitalId, url: 'http://127.0.0.1/' }, 'url', /loopback/],
        [{ hospitalId, url: 'http://2130706433/' }, 'url', /127\.0\.0\.1 is a loopback/],
        [{ hospitalId, url: 'http://0x7f.1/' }, 'url', /127\.0\.0\.1 is a loopback/],
        [{ hospitalId, url: 'http://017700000001/' }, 'url', /127\.0\.0\.1 is a loopback/],
        [{ hospitalId, url: 'http://[::ffff:127.0.0.1]/' }, 'url', /loopback/],
        [{ hospitalId, url: 'http://169.254.169.254/latest/meta-data/' }, 'url', /link-local/],
        [{ hospitalId, url: 'http://10.0.0.1/' }, 'url', /private/],
        [{ hospitalId, url: 'http://localhost/' }, 'url', /loopback/],
        [{ hospitalId, url: `http://127.0.0.1:${site.port + 1}/` }, 'url', /Port \d+ is not allowed/],
      ];
      for (const [body, field, reason] of cases) {
        const res = await moderator.post('/api/admin/scrape-runs').send(body).expect(400);
        expect({ body, error: res.body.errors?.[field] }).toEqual({ body, error: expect.stringMatching(reason) });
      }
      expect(await sql(`select count(*)::int as n from scrape_runs`)).toEqual(before);
      expect(await sql(`select id from outbox where job_name = 'reviews.scrape'`)).toEqual([]);
    });

    it('never attaches reviews to a demo hospital', async () => {
      const [demo] = await sql<{ id: string }>(`select id from hospitals where is_demo limit 1`);
      const res = await start(site.url('jsonld-single.html'), moderator, demo!.id).expect(400);
      expect(res.body.errors.hospitalId).toMatch(/never attached to demo hospitals/);
    });

    it('lets moderators and admins scrape; patients get 403, visitors 401; queue health is for admins', async () => {
      const { agent: patient } = await signedInAgent(api.app, api.em, 'user');
      await start(site.url('jsonld-single.html'), patient).expect(403);
      await api.http
        .post('/api/admin/scrape-runs')
        .send({ hospitalId, url: site.url('jsonld-single.html') })
        .expect(401);
      await patient.get('/api/admin/scrape-runs').expect(403);
      await api.http.get('/api/admin/scrape-runs').expect(401);
      await moderator.get('/api/admin/scrape-runs/queue-health').expect(403);
      const health = (await admin.get('/api/admin/scrape-runs/queue-health').expect(200)).body;
      expect(health).toEqual({
        waiting: expect.any(Number),
        active: expect.any(Number),
        delayed: expect.any(Number),
        failed: expect.any(Number),
        failedRunsLastDay: expect.any(Number),
      });
    });
  });

  describe('with a worker', () => {
    beforeAll(async () => {
      worker = await startScraperWorker();
    });
    afterAll(async () => {
      await worker?.close();
      worker = undefined;
    });

    // The browser path over pages of each kind: scripts that write or fetch reviews (only a browser
    // sees those), JSON-LD with the hospital's aggregate, microdata, RDFa, both in one page, none; an
    // aggregator of three organisations (only the hospital's reviews are kept); names with direction
    // overrides and review HTML with scripts and hidden parts (only the visible text is kept). Every
    // fixture page's extraction is checked without a browser by extract.spec.ts.
    const BROWSER_PAGES = [
      'js-rendered.html',
      'js-fetched.html',
      'jsonld-nested-hospital.html',
      'jsonld-array.html',
      'microdata-meta.html',
      'mixed-jsonld-microdata.html',
      'no-reviews.html',
      'rdfa.html',
      'aggregator.html',
      'untidy-reviews.html',
    ];

    it(`reads every review of ${BROWSER_PAGES.length} fixture pages through the browser, and a re-run adds nothing`, async () => {
      const pages = BROWSER_PAGES;
      let expected = 0;
      let correct = 0;
      let extra = 0;
      const misses: string[] = [];
      for (const page of pages) {
        const run = await scrape(site.url(page));
        expect({ page, status: run.status, reason: run.reason }).toMatchObject({ page, status: 'done' });
        const saved = await sql<{ reviewer_name: string; review_text: string; rating: string | null; review_date: string | null }>(
          `select reviewer_name, review_text, rating, to_char(review_date, 'YYYY-MM-DD') as review_date
             from hospital_reviews where scrape_run_id = ?`,
          [run.id],
        );
        const want = EXPECTED[page]!.reviews;
        expected += want.length;
        extra += Math.max(0, saved.length - want.length);
        for (const review of want) {
          const hit = saved.some(
            (s) =>
              s.reviewer_name === review.reviewerName &&
              s.review_text === review.reviewText &&
              (s.rating === null ? null : Number(s.rating)) === review.rating &&
              s.review_date === review.reviewDate,
          );
          if (hit) correct += 1;
          else misses.push(`${page}: ${review.reviewerName}`);
        }
        const other = EXPECTED[page]!.otherOrganisations ?? 0;
        expect({ page, ...run }).toMatchObject({
          page,
          found: want.length,
          new: want.length,
          duplicates: 0,
          otherOrganisations: other,
          pages: 1,
        });
        if (other)
          expect(run.message).toBe(
            `Found ${want.length} reviews: ${want.length} new, 0 already saved; ${other} about other organisations left out`,
          );
        if (EXPECTED[page]!.aggregate)
          expect({ rating: run.aggregateRating, count: run.aggregateCount }).toEqual(EXPECTED[page]!.aggregate);
      }
      // Every review read right (reviewer, text, rating out of 5, date), and nothing made up.
      // (On failure the reviews missed are shown.)
      expect({ misses, extra, correct }).toEqual({ misses: [], extra: 0, correct: expected });
      expect(expected).toBeGreaterThanOrEqual(25);
      // Of the aggregator, nothing about the other clinics; of the untidy page, no direction override
      // in a name and no script or hidden text in a review.
      const stored = await sql<{ reviewer_name: string; review_text: string }>(
        `select reviewer_name, review_text from hospital_reviews where hospital_id = ?`,
        [hospitalId],
      );
      expect(stored.filter((r) => /Harbour|Lakeside|dental clinic/i.test(r.review_text))).toEqual([]);
      expect(stored.filter((r) => /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\p{Cc}]/u.test(r.reviewer_name))).toEqual([]);
      expect(
        stored.filter((r) => /stolen|cookie|cheap pills|hidden keywords|SEO text|Template text|Enable JavaScript/.test(r.review_text)),
      ).toEqual([]);
      expect(stored.map((r) => r.reviewer_name)).toEqual(expect.arrayContaining(['Amina olleB', 'Yusuf Abdi', 'ahdaS Karimi']));

      // Saved for moderation: pending (not public), with the page, the site and the time.
      const [counts] = await sql<{ n: number; pending: number; sourced: number }>(
        `select count(*)::int as n, (count(*) filter (where status = 'pending'))::int as pending,
                (count(*) filter (where source = '127.0.0.1' and source_url like 'http://127.0.0.1:%' and scraped_at is not null))::int as sourced
           from hospital_reviews where hospital_id = ?`,
        [hospitalId],
      );
      expect(counts).toEqual({ n: expected, pending: expected, sourced: expected });

      // Again: every review is a duplicate, nothing is added.
      for (const page of ['jsonld-array.html', 'microdata-meta.html', 'js-rendered.html', 'mixed-jsonld-microdata.html']) {
        const again = await scrape(site.url(page));
        const count = EXPECTED[page]!.reviews.length;
        expect(again).toMatchObject({ status: 'done', found: count, new: 0, duplicates: count, reviews: [] });
        expect(again.message).toBe(`Found ${count} reviews: 0 new, ${count} already saved`);
      }
      expect(await sql(`select count(*)::int as n from hospital_reviews where hospital_id = ?`, [hospitalId])).toEqual([{ n: expected }]);
      // 14 scrapes, a new browser every 6 (SCRAPER_RECYCLE_AFTER_JOBS): memory stays bounded.
      expect(worker!.get(ScraperBrowser).launches).toBe(3);
    }, 240_000);

    it('shows the run with its results and keeps the history (who, when, URL, status, counts)', async () => {
      const run = await scrape(site.url('jsonld-graph.html').replace('127.0.0.1', 'fixtures.test'));
      expect(run).toMatchObject({ status: 'done', found: 2, new: 2, duplicates: 0, hospital: { id: hospitalId } });
      expect(run.reviews.map((r) => [r.reviewerName, r.status])).toEqual([
        ['Grace Wanjiru', 'pending'],
        ['Peter Ochieng', 'pending'],
      ]);
      expect(run.startedAt).not.toBeNull();
      expect(run.finishedAt).not.toBeNull();
      const res = await moderator
        .get(`/api/admin/scrape-runs?filter=${encodeURIComponent(JSON.stringify({ hospitalId }))}&range=[0,4]`)
        .expect(200);
      expect(res.headers['content-range']).toMatch(/^scrape-runs 0-\d+\/\d+$/);
      expect(res.body[0]).toMatchObject({
        id: run.id,
        url: expect.stringContaining('fixtures.test'),
        requestedBy: { email: expect.stringMatching(/^moderator-/) },
      });
      const [audit] = await sql(`select action from audit_events where entity_id = ?`, [run.id]);
      expect(audit).toEqual({ action: 'review.scrape' });
    });

    it('moderators approve a scraped review (not delete it); the public profile then shows it with its source', async () => {
      const run = await scrape(site.url('jsonld-typed-url.html').replace('127.0.0.1', 'fixtures.test'));
      const [review] = run.reviews;
      const [{ slug }] = await sql<{ slug: string }>(`select slug from hospitals where id = ?`, [hospitalId]);
      const publicReviews = async () => (await api.http.get(`/api/hospitals/${slug}`).expect(200)).body.reviews as { id: string }[];
      expect((await publicReviews()).map((r) => r.id)).not.toContain(review!.id); // pending: not public

      await moderator.delete(`/api/admin/reviews/${review!.id}`).expect(403);
      await moderator.put(`/api/admin/reviews/${review!.id}`).send({ status: 'published' }).expect(200);
      expect((await publicReviews()).find((r) => r.id === review!.id)).toMatchObject({
        reviewerName: 'Mariam Diallo',
        provenance: {
          kind: 'imported',
          site: 'fixtures.test',
          url: site.url('jsonld-typed-url.html').replace('127.0.0.1', 'fixtures.test'),
        },
      });
      const listed = (await moderator.get(`/api/admin/reviews/${review!.id}`).expect(200)).body;
      expect(listed).toMatchObject({ status: 'published', source: 'fixtures.test', scrapedAt: expect.any(String) });

      // Edited before or after publishing; a later scrape of the page still knows it (no second copy).
      const blank = await moderator.put(`/api/admin/reviews/${review!.id}`).send({ reviewText: '  ', reviewerName: null }).expect(400);
      expect(blank.body.errors).toEqual({ reviewText: 'The review text is required', reviewerName: "The reviewer's name is required" });
      const edited = await moderator
        .put(`/api/admin/reviews/${review!.id}`)
        .send({ reviewerName: 'Mariam D.', reviewText: ' Natural-looking rhinoplasty; an honest surgeon. ' })
        .expect(200);
      expect(edited.body).toMatchObject({
        reviewerName: 'Mariam D.',
        reviewText: 'Natural-looking rhinoplasty; an honest surgeon.',
        status: 'published',
      });
      const again = await scrape(site.url('jsonld-typed-url.html').replace('127.0.0.1', 'fixtures.test'));
      expect(again).toMatchObject({ status: 'done', found: 1, new: 0, duplicates: 1 });
    });

    it('follows rel=next pages of the same site, each once, within the page budget, and says why it stopped', async () => {
      const hitsOf = (path: string) => site.hits.filter((h) => h.path === path).length;
      const robotsBefore = hitsOf('/robots.txt');
      // Three linked pages (a <link>, then <a> elements), the last linking back to the first.
      const paged = await scrape(site.url('paged-1.html'));
      expect(paged).toMatchObject({ status: 'done', found: 12, new: 12, duplicates: 0, pages: 3, stoppedReason: null });
      expect(paged.message).toBe('Found 12 reviews: 12 new, 0 already saved; 3 pages read');
      const saved = await sql<{ source_url: string }>(`select source_url from hospital_reviews where scrape_run_id = ?`, [paged.id]);
      expect(new Set(saved.map((r) => r.source_url.replace(/^.*\//, '')))).toEqual(
        new Set(['paged-1.html', 'paged-2.html', 'paged-3.html']),
      );
      // The loop back to page 1 is not followed; robots.txt is read once for the site.
      expect(['/paged-1.html', '/paged-2.html', '/paged-3.html'].map(hitsOf)).toEqual([1, 1, 1]);
      expect(hitsOf('/robots.txt') - robotsBefore).toBe(1);

      // A site whose pages never end: SCRAPER_MAX_PAGES (3 here).
      const endless = await scrape(site.url('endless/1.html'));
      expect(endless).toMatchObject({
        status: 'done',
        found: 3,
        new: 3,
        pages: 3,
        stoppedReason: 'Stopped after 3 pages, the limit per run',
      });
      expect(endless.message).toBe('Found 3 reviews: 3 new, 0 already saved; 3 pages read. Stopped after 3 pages, the limit per run');
      expect(hitsOf('/endless/4.html')).toBe(0);

      // A next page on another site is not followed.
      const offsite = await scrape(site.url('offsite.html'));
      expect(offsite).toMatchObject({
        status: 'done',
        new: 1,
        pages: 1,
        stoppedReason: 'Stopped after 1 page: the next page is on another site (fixtures.test)',
      });
      expect(site.hits.filter((h) => h.host.startsWith('fixtures.test') && h.path === '/paged-2.html')).toEqual([]);
    }, 60_000);

    it("saves at most the Settings' number of new reviews per run, and says it stopped there", async () => {
      const cap = (value: number) => admin.put('/api/admin/settings/site').send({ scraperMaxReviewsPerRun: value }).expect(200);
      await cap(4);
      try {
        // Ten reviews on the page: four saved.
        const first = await scrape(site.url('jsonld-large-list.html'));
        expect(first).toMatchObject({
          status: 'done',
          found: 10,
          new: 4,
          duplicates: 0,
          stoppedReason: 'Stopped at 4 reviews, the limit per run',
        });
        expect(first.message).toBe('Found 10 reviews: 4 new, 0 already saved. Stopped at 4 reviews, the limit per run');
        expect(await sql(`select count(*)::int as n from hospital_reviews where scrape_run_id = ?`, [first.id])).toEqual([{ n: 4 }]);
        // The cap counts new reviews: the next run skips the four saved and saves the next four.
        const second = await scrape(site.url('jsonld-large-list.html'));
        expect(second).toMatchObject({ found: 10, new: 4, duplicates: 4, stoppedReason: 'Stopped at 4 reviews, the limit per run' });
        expect(await sql(`select count(*)::int as n from hospital_reviews where source_url like '%/jsonld-large-list.html'`)).toEqual([
          { n: 8 },
        ]);
      } finally {
        await cap(SCRAPER_REVIEWS_PER_RUN.default);
      }
    });

    it('offers staff the hospitals a scrape may be for, never a demo one', async () => {
      const all = (await moderator.get('/api/admin/scrape-runs/hospitals').expect(200)).body as { id: string }[];
      expect(all.map((h) => h.id)).toContain(hospitalId);
      const demo = await sql<{ id: string }>(`select id from hospitals where is_demo`);
      expect(all.filter((h) => demo.some((d) => d.id === h.id))).toEqual([]);
      expect((await moderator.get('/api/admin/scrape-runs/hospitals?q=scraped%20partner').expect(200)).body).toEqual([
        { id: hospitalId, name: 'Scraped Partner Hospital', city: 'Ipoh' },
      ]);
    });

    it('fails a page that never finishes, one too big, one not HTML (a PDF, a download), and a 404, each with its reason; the worker stays healthy', async () => {
      const cases: [string, RegExp][] = [
        ['never.html', /^The page did not finish loading within 4 s$/],
        ['huge.html', /^The page is larger than 1 MB$/],
        ['brochure.pdf', /^The page is not HTML \(application\/pdf\)$/],
        ['price-list.zip', /^The page is not HTML \(application\/zip\)$/],
        ['download', /^The page is not HTML \(application\/zip\)$/], // a redirect to it
        ['missing.html', /^The site answered 404$/],
        ['private/reviews.html', /robots\.txt does not allow scraping \/private\/reviews\.html/],
        ['redirect-loop', /redirected more than 5 times/],
      ];
      for (const [path, reason] of cases) {
        const run = await scrape(site.url(path));
        expect({ path, status: run.status, reason: run.reason }).toEqual({ path, status: 'failed', reason: expect.stringMatching(reason) });
        expect(run.attempts).toBe(1); // not worth retrying
      }
      expect(site.hits.filter((h) => h.path === '/private/reviews.html')).toEqual([]);
      // Healthy: the next scrape works.
      const run = await scrape(site.url('jsonld-author-string.html'));
      expect(run.status).toBe('done');
    }, 120_000);

    it('a page, or its robots.txt, sending a byte every 2 s ends failed within the budget, and frees its place', async () => {
      // Issue 52: such runs showed "loading" for 12-15 minutes, and three of them blocked their requester.
      const { agent } = await signedInAgent(api.app, api.em, 'admin');
      const urls = [site.url('drip.html'), `http://slow-robots.test:${site.port}/jsonld-single.html`, site.url('drip.html?again')];
      const runs: ScrapeRunDetail[] = [];
      for (const url of urls) runs.push((await start(url, agent).expect(201)).body as ScrapeRunDetail);
      await start(site.url('jsonld-single.html'), agent).expect(429); // three unfinished: the fourth waits
      const ended = await Promise.all(
        runs.map((run) =>
          waitFor(
            async () => {
              const current = (await agent.get(`/api/admin/scrape-runs/${run.id}`).expect(200)).body as ScrapeRunDetail;
              return ['done', 'failed', 'refused'].includes(current.status) ? current : undefined;
            },
            `the dripping run of ${run.url} to end`,
            3 * RUN_BUDGET_MS,
          ),
        ),
      );
      // Each ended by the page's own budget (its reason says so), not by the site finishing or the run's budget.
      expect(ended.map(({ status, reason, attempts }) => ({ status, reason, attempts }))).toEqual([
        { status: 'failed', reason: 'The page did not finish loading within 4 s', attempts: 1 },
        {
          status: 'failed',
          reason: expect.stringMatching(/^The site's robots\.txt did not arrive within the page's time budget/),
          attempts: 1,
        },
        { status: 'failed', reason: 'The page did not finish loading within 4 s', attempts: 1 },
      ]);
      // Ended, they no longer hold their requester's places.
      const next = (await start(site.url('jsonld-single.html'), agent).expect(201)).body as ScrapeRunDetail;
      await waitFor(
        async () => ((await agent.get(`/api/admin/scrape-runs/${next.id}`).expect(200)).body as ScrapeRunDetail).status === 'done',
        'the next run',
      );
    }, 90_000);

    it("a run whose worker died during its job's last attempt ends failed, saying why", async () => {
      // As a worker killed during the job's last attempt leaves them (job-crash.int-spec.ts kills a real
      // one): the run loading, the attempt claimed and counted, its lease lapsed with no outcome.
      const { agent, user } = await signedInAgent(api.app, api.em, 'admin');
      const runId = randomUUID();
      const rowId = randomUUID();
      const attempts = testConfig(settings()).outboxMaxAttempts;
      await sql(
        `insert into scrape_runs (id, hospital_id, url, requested_by_id, status, attempts, started_at)
         values (?, ?, ?, ?, 'loading', 1, now())`,
        [runId, hospitalId, site.url('jsonld-single.html'), user.id],
      );
      await sql(
        `insert into outbox (id, queue, job_name, payload, published_at, attempts, running_until)
         values (?, 'scrape', 'reviews.scrape', ?::jsonb, now(), ?, now() - interval '1 second')`,
        [rowId, JSON.stringify({ scrapeRunId: runId }), attempts],
      );
      expect(await worker!.get(JobRunner).runOutboxJob('reviews.scrape', rowId)).toBe('dead_lettered');
      const reason = `Attempt ${attempts} did not finish: the worker running it stopped (killed, crashed or out of memory)`;
      expect((await agent.get(`/api/admin/scrape-runs/${runId}`).expect(200)).body).toMatchObject({ status: 'failed', reason });
      expect(await sql(`select dead_at is not null as dead, last_error from outbox where id = ?`, [rowId])).toEqual([
        { dead: true, last_error: reason },
      ]);
    });

    it('retries a site that answers 5xx, with backoff, and gives up after SCRAPER_MAX_ATTEMPTS', async () => {
      const flaky = await scrape(site.url('flaky.html'));
      expect(flaky).toMatchObject({ status: 'done', attempts: 2, found: 1, new: 1 });
      const down = await scrape(site.url('down.html'));
      expect(down).toMatchObject({ status: 'failed', attempts: 3, reason: 'The site answered 503' });
      expect(site.hits.filter((h) => h.path === '/down.html')).toHaveLength(3);
    });

    describe('SSRF', () => {
      it('a name resolving to a private address: refused, no connection to it; the queue health counts refused runs as failed', async () => {
        const failedRuns = async () => (await admin.get('/api/admin/scrape-runs/queue-health').expect(200)).body.failedRunsLastDay;
        const before = await failedRuns();
        const run = await scrape('http://evil.test/reviews');
        expect(run).toMatchObject({
          status: 'refused',
          attempts: 1,
          reason: expect.stringMatching(/^evil\.test resolves to 10\.0\.0\.1, a private address/),
        });
        expect(connectedTo('10.0.0.1')).toEqual([]);
        const mixed = await scrape(`http://mixed.test:${site.port}/jsonld-single.html`);
        expect(mixed).toMatchObject({ status: 'refused', reason: expect.stringMatching(/192\.168\.1\.20, a private address/) });
        expect(connectedTo('192.168.1.20')).toEqual([]);
        expect(await failedRuns()).toBe(before + 2);
      });

      it('a redirect, a meta refresh or a script toward a refused target: the run ends refused at once, keeps nothing, never connects', async () => {
        const cases: [string, RegExp][] = [
          ['redirect-private', /^The page redirected to http:\/\/10\.0\.0\.1\/reviews\. 10\.0\.0\.1 is a private address/],
          [
            'redirect-evil',
            /^The page redirected to http:\/\/evil\.test:\d+\/reviews\. evil\.test resolves to 10\.0\.0\.1, a private address/,
          ],
          // Before: retried three times as a transient error.
          ['redirect-file', /^The page redirected to file:\/\/\/etc\/passwd\. The "file" scheme is not allowed/],
          // Before: "done, no reviews found".
          [
            'meta-refresh-private.html',
            /^The page sent the browser on to http:\/\/10\.0\.0\.1\/reviews \(a script or a meta refresh\)\. 10\.0\.0\.1 is a private/,
          ],
          ['meta-refresh-evil.html', /^The page sent the browser on to http:\/\/evil\.test:\d+\/x .*evil\.test resolves to 10\.0\.0\.1/],
          [
            'script-navigates.html',
            /^The page sent the browser on to http:\/\/10\.0\.0\.1\/ \(a script or a meta refresh\)\. 10\.0\.0\.1 is a private/,
          ],
        ];
        for (const [path, reason] of cases) {
          const run = await scrape(site.url(path));
          expect({ path, status: run.status, attempts: run.attempts, reason: run.reason }).toEqual({
            path,
            status: 'refused',
            attempts: 1,
            reason: expect.stringMatching(reason),
          });
          // The page's own reviews are not kept.
          expect(await sql(`select count(*)::int as n from hospital_reviews where scrape_run_id = ?`, [run.id])).toEqual([{ n: 0 }]);
        }
        expect(connectedTo('10.0.0.1')).toEqual([]);
        // Healthy: the next scrape works.
        expect(await scrape(site.url('jsonld-multiple-blocks.html'))).toMatchObject({ status: 'done', new: 2 });
      }, 90_000);

      it('a name that answers public, then loopback: the second answer is refused, and nothing reaches the loopback service', async () => {
        const trap = await startTrap('127.0.0.2', site.port);
        try {
          const run = await scrape(`http://rebind.test:${site.port}/rebind.html`);
          // The page came from the checked (first) answer; the script's request got the second and was refused.
          expect(run).toMatchObject({ status: 'done', found: 1, new: 1 });
          await waitFor(() => guardEvents.some((e) => e.kind === 'refused' && e.host === 'rebind.test'), 'the refusal');
          expect(guardEvents.filter((e) => e.kind === 'refused' && e.host === 'rebind.test')[0]).toMatchObject({
            address: '127.0.0.2',
            reason: expect.stringMatching(/loopback/),
          });
          expect(site.hits.filter((h) => h.path === '/again')).toEqual([]);
          expect(trap.connections()).toBe(0);
          expect(connectedTo('127.0.0.2')).toEqual([]);
        } finally {
          await trap.close();
        }
      });

      it("a page's scripts reaching for loopback (fetch, WebSocket, image, any spelling): refused, the trap sees nothing", async () => {
        const trap = await startTrap();
        site.trapPort = trap.port;
        try {
          const run = await scrape(site.url('reaches-loopback.html'));
          expect(run).toMatchObject({ status: 'done', found: 1, new: 1 });
          expect(trap.connections()).toBe(0);
          expect(guardEvents.filter((e) => e.kind === 'connect' && e.port === trap.port)).toEqual([]);
          expect(guardEvents.some((e) => e.kind === 'refused' && e.port === trap.port)).toBe(true);
        } finally {
          await trap.close();
        }
      });
    });
  });

  describe("with production's settle time", () => {
    beforeAll(async () => {
      worker = await startScraperWorker({ SCRAPER_SETTLE_QUIET_MS: '' }); // empty: the default
    });
    afterAll(async () => {
      await worker?.close();
      worker = undefined;
    });

    it('waits for the page to settle: reviews a script renders 1 s after the load event are all read', async () => {
      const run = await scrape(site.url('rendered-late.html'));
      expect({ status: run.status, found: run.found }).toEqual({ status: 'done', found: LATE_REVIEWS.length });
      const saved = await sql<{ reviewer_name: string; review_text: string }>(
        `select reviewer_name, review_text from hospital_reviews where scrape_run_id = ? order by reviewer_name`,
        [run.id],
      );
      expect(saved.map((r) => ({ reviewerName: r.reviewer_name, reviewText: r.review_text }))).toEqual(LATE_REVIEWS);
    });
  });

  describe('a worker killed in the middle of a scrape', () => {
    // The built worker (`npm test` builds first), killed with SIGKILL while the page is loading.
    it('is run again by another worker and saves each review once', async () => {
      const child = spawn(process.execPath, [fileURLToPath(new URL('../dist/worker.js', import.meta.url))], {
        cwd: fileURLToPath(new URL('../../', import.meta.url)),
        env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...settings() },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        const run = (await start(site.url('slow.html')).expect(201)).body as ScrapeRunDetail;
        await waitFor(() => site.hits.some((h) => h.path === '/slow.html'), `the worker to load the page; output: ${output}`, 30_000);
        expect((await moderator.get(`/api/admin/scrape-runs/${run.id}`).expect(200)).body).toMatchObject({
          status: 'loading',
          attempts: 1,
        });
        process.kill(-child.pid!, 'SIGKILL');
        await exited;
        site.release();

        worker = await startScraperWorker();
        const done = await waitFor(
          async () => {
            const current = (await moderator.get(`/api/admin/scrape-runs/${run.id}`).expect(200)).body as ScrapeRunDetail;
            return current.status === 'done' || current.status === 'failed' ? current : undefined;
          },
          'the scrape to be run again',
          60_000,
        );
        expect(done).toMatchObject({ status: 'done', attempts: 2, found: 1, new: 1, duplicates: 0 });
        expect(await sql(`select count(*)::int as n from hospital_reviews where reviewer_name = 'Slow Reviewer'`)).toEqual([{ n: 1 }]);
        expect(
          await sql(
            `select attempts from outbox where job_name = 'reviews.scrape' and payload->>'scrapeRunId' = ? and processed_at is not null`,
            [run.id],
          ),
        ).toEqual([{ attempts: 2 }]); // the killed attempt counted, then the one that did it
      } finally {
        if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
        await worker?.close();
        worker = undefined;
      }
    }, 120_000);
  });

  describe('the guard on its own', () => {
    it('paces each site to one request per interval', async () => {
      const proxy = new GuardProxy({ resolver: testResolver(() => site), allowance: { loopbackPorts: [site.port] }, minIntervalMs: 400 });
      const port = await proxy.start();
      try {
        const times: number[] = [];
        const http = await import('node:http');
        const get = () =>
          new Promise<void>((resolve, reject) => {
            http
              .get({ host: '127.0.0.1', port, path: site.url('jsonld-single.html'), agent: false }, (res) => {
                times.push(Date.now());
                res.resume().on('end', resolve);
              })
              .on('error', reject);
          });
        // Measured from the start, not between answers: the guard holds the second and third requests until
        // their slots (400 and 800 ms after the first), whereas the gap between two answers also carries the
        // upstream's jitter and once read 339 ms on a loaded machine. Unpaced, all three answer within ~50 ms.
        const started = Date.now();
        await Promise.all([get(), get(), get()]);
        const elapsed = times.map((time) => time - started).sort((a, b) => a - b);
        expect(elapsed[1]).toBeGreaterThanOrEqual(395);
        expect(elapsed[2]).toBeGreaterThanOrEqual(795);
      } finally {
        await proxy.close();
      }
    });
  });
});
