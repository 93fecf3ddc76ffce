import { jest } from '@jest/globals';
import { Connection } from '@mikro-orm/core';
import request, { type Agent, type Response } from 'supertest';
import { bookingReference, REVIEW_BULK_MAX_IDS } from '@medtour/contracts';
import { HOSPITALS } from '../src/database/seeders/demo-catalogue.js';
import { seededOffer, signedInAgent, type TestUser } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

/**
 * Moderation at scale (issue 30, part 4): the reviews list filters by kind, site, scrape run and
 * state; reviews are published or rejected in bulk (selected rows or a whole run), audited once per
 * review changed; the cards count published reviews with pending apart; staff never change a
 * verified patient's words. This file's database holds the seeded catalogue (demo reviews, all
 * published) and the reviews below, nothing else, so every figure is counted from what it inserts.
 */

const RUN_SIZE = 3000;
const SITE_A = 'reviews.example.org';
const SITE_B = 'other-reviews.example.net';
const VERIFIED_REFUSAL = "A verified patient's review cannot be edited; publish or reject it";

const seeded = HOSPITALS.flatMap((h) => h.reviews);
const seededRatingSum = seeded.reduce((sum, r) => sum + r.rating, 0);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

const totalOf = (res: Response): number => Number(/\/(\d+)$/.exec(res.headers['content-range'] as string)![1]);
const listUrl = (filter: Record<string, unknown>, range = [0, 499]) =>
  `/api/admin/reviews?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;

describe('review moderation at scale', () => {
  let api: TestApi;
  let admin: { agent: Agent; user: TestUser };
  let moderator: { agent: Agent; user: TestUser };
  let patient: { agent: Agent; user: TestUser };
  const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);

  /** Run A: RUN_SIZE pending (rated 1) and two already published (rated 3), site A. */
  let runA = '';
  let runAPublished: string[] = [];
  /** Run B: four pending and one rejected, site B (rated 2). */
  let runB = '';
  let runBPending: string[] = [];
  let runBRejected = '';
  /** Verified reviews: one pending without success-story consent, one published with it. */
  let verifiedPending = '';
  let verifiedPublished = '';
  let verifiedBooking = '';
  let hospitalId = '';

  const insertRun = async (): Promise<string> =>
    (
      await sql<{ id: string }>(
        `insert into scrape_runs (id, hospital_id, url, status) values (gen_random_uuid(), ?, 'https://reviews.example.org/h', 'done') returning id`,
        [hospitalId],
      )
    )[0]!.id;

  /** `count` scraped reviews of a run by SQL (one statement, as a hostile page's thousands would be saved). */
  const insertScraped = async (run: string, site: string, status: string, rating: number, count: number): Promise<string[]> =>
    (
      await sql<{ id: string }>(
        `insert into hospital_reviews (id, hospital_id, reviewer_name, review_text, rating, status, fingerprint, source, source_url, scrape_run_id, scraped_at)
         select gen_random_uuid(), ?, 'Reviewer ' || g, 'Scraped review ' || g, ?, ?, encode(sha256(gen_random_uuid()::text::bytea), 'hex'),
                ?, 'https://' || ? || '/h', ?, now()
           from generate_series(1, ?) g returning id`,
        [hospitalId, rating, status, site, site, run, count],
      )
    ).map((r) => r.id);

  const stats = async () => (await moderator.agent.get('/api/admin/reviews/stats').expect(200)).body;
  /** The status of each review, in the order of `ids`. */
  const statusesOf = async (ids: string[]) => {
    const rows = await sql<{ id: string; status: string }>(`select id, status from hospital_reviews where id = any(?::uuid[])`, [
      `{${ids.join(',')}}`,
    ]);
    return ids.map((id) => rows.find((r) => r.id === id)?.status);
  };
  const auditCount = async (action: string) =>
    Number((await sql<{ n: string }>(`select count(*) as n from audit_events where action = ?`, [action]))[0]!.n);

  beforeAll(async () => {
    api = await startApi({ RATE_LIMIT_CLIENT_PER_MINUTE: '1000000', RATE_LIMIT_USER_PER_MINUTE: '1000000' });
    admin = await signedInAgent(api.app, api.em, 'admin');
    moderator = await signedInAgent(api.app, api.em, 'moderator');
    patient = await signedInAgent(api.app, api.em, 'user');
    const offer = await seededOffer(api.em);
    hospitalId = offer.hospitalId;

    runA = await insertRun();
    runB = await insertRun();
    await insertScraped(runA, SITE_A, 'pending', 1, RUN_SIZE);
    runAPublished = await insertScraped(runA, SITE_A, 'published', 3, 2);
    runBPending = await insertScraped(runB, SITE_B, 'pending', 2, 4);
    [runBRejected] = await insertScraped(runB, SITE_B, 'rejected', 2, 1);

    // Two completed bookings of the patient, each with its verified review.
    const verified = async (status: string, consent: boolean, rating: number) => {
      const [booking] = await sql<{ id: string }>(
        `insert into bookings (id, user_id, hospital_id, treatment_id, status, completed_at) values (gen_random_uuid(), ?, ?, ?, 'completed', now()) returning id`,
        [patient.user.id, offer.hospitalId, offer.treatmentId],
      );
      const [review] = await sql<{ id: string }>(
        `insert into hospital_reviews (id, hospital_id, reviewer_name, review_text, rating, status, fingerprint, booking_id, treatment_id,
                                       treated_on, reviewer_country, is_anonymous, success_story_consent)
         values (gen_random_uuid(), ?, 'Amina', 'My own words about my hip.', ?, ?, encode(sha256(gen_random_uuid()::text::bytea), 'hex'), ?, ?,
                 '2026-10-14', 'Kenya', false, ?) returning id`,
        [offer.hospitalId, rating, status, booking!.id, offer.treatmentId, consent],
      );
      return { booking: booking!.id, review: review!.id };
    };
    ({ review: verifiedPending, booking: verifiedBooking } = await verified('pending', false, 4));
    ({ review: verifiedPublished } = await verified('published', true, 5));
  });
  afterAll(async () => api.close());

  describe('the list filters', () => {
    const idsOf = (res: Response): string[] => (res.body as { id: string }[]).map((r) => r.id).sort();

    it('by kind: verified patients, imported from a site, the demo seed', async () => {
      const verified = await moderator.agent.get(listUrl({ kind: 'verified' })).expect(200);
      expect(idsOf(verified)).toEqual([verifiedPending, verifiedPublished].sort());
      const row = verified.body.find((r: { id: string }) => r.id === verifiedPending);
      expect(row).toMatchObject({
        kind: 'verified',
        bookingReference: bookingReference(verifiedBooking),
        treatment: 'Hip Replacement',
        treatedOn: '2026-10-14',
        reviewerCountry: 'Kenya',
        isAnonymous: false,
        successStoryConsent: false,
        scrapeRunId: null,
        source: null,
      });

      const imported = await moderator.agent.get(listUrl({ kind: 'imported' }, [0, 9])).expect(200);
      expect(totalOf(imported)).toBe(RUN_SIZE + 2 + 5);
      for (const r of imported.body) expect(r).toMatchObject({ kind: 'imported', bookingReference: null });

      const demo = await moderator.agent.get(listUrl({ kind: 'demo' }, [0, 9])).expect(200);
      expect(totalOf(demo)).toBe(seeded.length);
      for (const r of demo.body) expect(r).toMatchObject({ kind: 'demo', source: null, scrapeRunId: null });

      // Several kinds at once.
      const notImported = await moderator.agent.get(listUrl({ kind: ['verified', 'demo'] }, [0, 0])).expect(200);
      expect(totalOf(notImported)).toBe(seeded.length + 2);
    });

    it('by site, by scrape run and by state', async () => {
      const siteB = await moderator.agent.get(listUrl({ source: SITE_B })).expect(200);
      expect(idsOf(siteB)).toEqual([...runBPending, runBRejected].sort());
      const byRun = await moderator.agent.get(listUrl({ scrapeRunId: runB })).expect(200);
      expect(idsOf(byRun)).toEqual([...runBPending, runBRejected].sort());
      for (const r of byRun.body) expect(r).toMatchObject({ scrapeRunId: runB, source: SITE_B, kind: 'imported' });

      const rejected = await moderator.agent.get(listUrl({ status: 'rejected' })).expect(200);
      expect(idsOf(rejected)).toEqual([runBRejected]);
      const runAPublishedRows = await moderator.agent.get(listUrl({ scrapeRunId: runA, status: 'published' })).expect(200);
      expect(idsOf(runAPublishedRows)).toEqual([...runAPublished].sort());
      const unmoderated = await moderator.agent.get(listUrl({ status: ['pending', 'rejected'], kind: 'verified' })).expect(200);
      expect(idsOf(unmoderated)).toEqual([verifiedPending]);
      const pendingOfA = await moderator.agent.get(listUrl({ scrapeRunId: runA, status: 'pending' }, [0, 0])).expect(200);
      expect(totalOf(pendingOfA)).toBe(RUN_SIZE);
    });

    it('refuses filter values it does not know (400)', async () => {
      for (const filter of [
        { kind: 'scraped' },
        { kind: [] },
        { status: 'hidden' },
        { status: ['pending', 'gone'] },
        { scrapeRunId: 'run-1' },
        { scrapeRunId: 7 },
        { source: 42 },
        { source: '' },
        { source: 'x'.repeat(256) },
      ]) {
        const res = await moderator.agent.get(listUrl(filter)).expect(400);
        expect(typeof res.body.message).toBe('string');
      }
    });
  });

  describe('staff never change a verified review', () => {
    it('refuses its words and rating, with field errors, and saves nothing', async () => {
      const before = (await moderator.agent.get(`/api/admin/reviews/${verifiedPending}`).expect(200)).body;
      const text = await moderator.agent.put(`/api/admin/reviews/${verifiedPending}`).send({ reviewText: 'Better words' }).expect(400);
      expect(text.body.errors).toEqual({ reviewText: VERIFIED_REFUSAL });
      const both = await admin.agent
        .put(`/api/admin/reviews/${verifiedPending}`)
        .send({ reviewerName: 'Someone', reviewText: 'Other words', status: 'published' })
        .expect(400);
      expect(both.body.errors).toEqual({ reviewerName: VERIFIED_REFUSAL, reviewText: VERIFIED_REFUSAL });
      // A rating is no field staff may send at all.
      const rating = await admin.agent.put(`/api/admin/reviews/${verifiedPending}`).send({ rating: 1 }).expect(400);
      expect(Object.keys(rating.body.errors ?? {})).toContain('rating');
      expect((await moderator.agent.get(`/api/admin/reviews/${verifiedPending}`).expect(200)).body).toEqual(before);
      expect(await auditCount('review.update')).toBe(0);
    });

    it('marks it a success story only when the patient consented, and moderates it like any review', async () => {
      const refused = await moderator.agent.put(`/api/admin/reviews/${verifiedPending}`).send({ isSuccessStory: true }).expect(400);
      expect(refused.body.errors).toEqual({ isSuccessStory: 'The patient did not agree to their review being shown as a success story' });
      expect(
        (await sql<{ is_success_story: boolean }>(`select is_success_story from hospital_reviews where id = ?`, [verifiedPending]))[0],
      ).toEqual({
        is_success_story: false,
      });

      await moderator.agent
        .put(`/api/admin/reviews/${verifiedPublished}`)
        .send({ isSuccessStory: true })
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ isSuccessStory: true, successStoryConsent: true, kind: 'verified' }));
      await moderator.agent
        .put(`/api/admin/reviews/${verifiedPublished}`)
        .send({ isSuccessStory: false })
        .expect(200)
        .expect((r) => expect(r.body.isSuccessStory).toBe(false));
      // Unmarking needs no consent, and a status change is moderation, allowed.
      await moderator.agent
        .put(`/api/admin/reviews/${verifiedPending}`)
        .send({ status: 'rejected' })
        .expect(200)
        .expect((r) => expect(r.body.status).toBe('rejected'));
      await moderator.agent.put(`/api/admin/reviews/${verifiedPending}`).send({ status: 'pending' }).expect(200);

      // An imported review's name and typos may still be fixed.
      await moderator.agent
        .put(`/api/admin/reviews/${runAPublished[0]}`)
        .send({ reviewerName: 'Fixed Name' })
        .expect(200)
        .expect((r) => expect(r.body.reviewerName).toBe('Fixed Name'));
    });
  });

  describe('cards, bulk publish and reject', () => {
    it('counts published reviews only on the cards, pending apart, then publishes a whole run in one request', async () => {
      // Published: the seed, run A's two (rated 3), the verified one (rated 5).
      const published = { count: seeded.length + 3, ratingSum: seededRatingSum + 3 + 3 + 5 };
      expect(await stats()).toEqual({
        total: published.count,
        successStories: seeded.filter((r) => r.isSuccessStory).length,
        withRatings: published.count,
        averageRating: oneDecimal(published.ratingSum / published.count),
        pending: RUN_SIZE + 4 + 1,
        verified: 1,
        imported: 2,
      });
      const dashboard = (await moderator.agent.get('/api/admin/dashboard').expect(200)).body.stats;
      expect(dashboard).toMatchObject({ totalReviews: published.count, pendingReviews: RUN_SIZE + 5 });

      // Set-based, not a load per row: the statements the API runs for the request (each goes through MikroORM's
      // connection) are a handful, whatever the run's size.
      // (protected: every statement's log line, whether logging is on or not)
      const logQuery = jest.spyOn(Connection.prototype as unknown as { logQuery(query: string): void }, 'logQuery');
      let res: Response;
      let statements: string[];
      try {
        res = await moderator.agent.post('/api/admin/reviews/bulk').send({ status: 'published', scrapeRunId: runA }).expect(200);
      } finally {
        statements = logQuery.mock.calls.map(([query]) => String(query));
        logQuery.mockRestore();
      }
      expect(res.body).toEqual({ status: 'published', changed: RUN_SIZE });
      expect(statements.length).toBeLessThan(20); // 7 today (the session, the transaction, one update, one insert); a load per review would be 3,000

      const pendingOfA = await moderator.agent.get(listUrl({ scrapeRunId: runA, status: 'pending' }, [0, 0])).expect(200);
      expect(totalOf(pendingOfA)).toBe(0);
      // The other run is untouched.
      expect(await statusesOf([...runBPending, runBRejected])).toEqual(['pending', 'pending', 'pending', 'pending', 'rejected']);
      const afterCount = published.count + RUN_SIZE;
      expect(await stats()).toMatchObject({
        total: afterCount,
        withRatings: afterCount,
        averageRating: oneDecimal((published.ratingSum + RUN_SIZE * 1) / afterCount),
        pending: 5,
        imported: 2 + RUN_SIZE,
      });

      // One audit entry per review changed: by the moderator, from pending, naming the run; the two
      // reviews already published are not audited again.
      const audited = await sql<{ entity_id: string; actor_id: string; details: Record<string, unknown>; entity: string }>(
        `select entity_id, actor_id, details, entity from audit_events where action = 'review.bulk_publish'`,
      );
      expect(audited).toHaveLength(RUN_SIZE);
      expect(new Set(audited.map((a) => a.entity_id)).size).toBe(RUN_SIZE);
      expect(audited.some((a) => runAPublished.includes(a.entity_id))).toBe(false);
      expect(audited[0]).toMatchObject({
        entity: 'hospital_review',
        actor_id: moderator.user.id,
        details: { from: 'pending', to: 'published', reviewsInAction: RUN_SIZE, scrapeRunId: runA },
      });
      // The audit log shows it in words.
      const log = await admin.agent
        .get(`/api/admin/audit-events?filter=${encodeURIComponent(JSON.stringify({ action: 'review.bulk_publish' }))}&range=[0,0]`)
        .expect(200);
      expect(log.body[0]).toMatchObject({ actionLabel: 'Published a review (bulk action)', entity: 'hospital_review' });

      // Again: nothing left to change, nothing audited.
      await moderator.agent
        .post('/api/admin/reviews/bulk')
        .send({ status: 'published', scrapeRunId: runA })
        .expect(200)
        .expect((r) => expect(r.body).toEqual({ status: 'published', changed: 0 }));
      expect(await auditCount('review.bulk_publish')).toBe(RUN_SIZE);
    });

    it('rejects selected rows, leaving those already rejected and unknown ids alone', async () => {
      const chosen = [runBPending[0]!, runBPending[1]!, runBRejected, '00000000-0000-4000-8000-000000000000'];
      await admin.agent
        .post('/api/admin/reviews/bulk')
        .send({ status: 'rejected', ids: chosen })
        .expect(200)
        .expect((r) => expect(r.body).toEqual({ status: 'rejected', changed: 2 }));
      expect(await statusesOf([runBPending[0]!])).toEqual(['rejected']);
      expect(await statusesOf([runBPending[2]!, runBPending[3]!])).toEqual(['pending', 'pending']);
      const audited = await sql<{ entity_id: string; details: Record<string, unknown> }>(
        `select entity_id, details from audit_events where action = 'review.bulk_reject' order by entity_id`,
      );
      expect(audited.map((a) => a.entity_id)).toEqual([runBPending[0]!, runBPending[1]!].sort());
      expect(audited[0]!.details).toEqual({ from: 'pending', to: 'rejected', reviewsInAction: 2 });
      expect((await stats()).pending).toBe(3);
    });

    it('refuses bad input with field errors, an unknown run with 404, patients and strangers, and changes nothing', async () => {
      const before = await stats();
      const auditBefore = Number((await sql<{ n: string }>(`select count(*) as n from audit_events where action like 'review.%'`))[0]!.n);
      const some = [runBPending[2]!];
      const bad: [Record<string, unknown>, string[]][] = [
        [{ status: 'published', ids: some, scrapeRunId: runB }, ['ids', 'scrapeRunId']],
        [{ status: 'published' }, ['ids', 'scrapeRunId']],
        [{ status: 'pending', ids: some }, ['status']],
        [{ status: 'hidden', scrapeRunId: runB }, ['status']],
        [{ ids: some }, ['status']],
        [{ status: 'published', ids: Array.from({ length: REVIEW_BULK_MAX_IDS + 1 }, () => runBPending[2]!) }, ['ids']],
        [{ status: 'published', ids: ['not-a-uuid'] }, ['ids']],
        [{ status: 'published', ids: [] }, ['ids']],
        [{ status: 'published', ids: runBPending[2] }, ['ids']],
        [{ status: 'published', ids: null }, ['ids']],
        [{ status: 'published', scrapeRunId: 'run-b' }, ['scrapeRunId']],
      ];
      for (const [body, fields] of bad) {
        const res = await moderator.agent.post('/api/admin/reviews/bulk').send(body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
        expect(Object.keys(res.body.errors).sort()).toEqual(fields);
      }
      await moderator.agent
        .post('/api/admin/reviews/bulk')
        .send({ status: 'published', scrapeRunId: '00000000-0000-4000-8000-000000000000' })
        .expect(404);
      await patient.agent.post('/api/admin/reviews/bulk').send({ status: 'published', scrapeRunId: runB }).expect(403);
      await request(api.app.getHttpServer()).post('/api/admin/reviews/bulk').send({ status: 'published', scrapeRunId: runB }).expect(401);

      expect(await stats()).toEqual(before);
      expect(Number((await sql<{ n: string }>(`select count(*) as n from audit_events where action like 'review.%'`))[0]!.n)).toBe(
        auditBefore,
      );
    });
  });
});
