import type { Agent } from 'supertest';
import { REVIEW_PUBLISH_REFUSALS, type ReviewRecord } from '@medtour/contracts';
import { seededOffer, signedInAgent, type TestUser } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

/**
 * Issue 52, item 7: a publish (one review or a list) is refused in its own UPDATE when the words
 * changed since the moderator read them (the review's content version) or when a verified review's
 * booking is no longer completed; and the database itself refuses a verified success story without
 * its patient's consent.
 */
describe('review publishing guards', () => {
  let api: TestApi;
  let moderator: { agent: Agent; user: TestUser };
  let offer: { hospitalId: string; treatmentId: string };
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);

  const WORDS = {
    rating: 5,
    text: 'The surgeons were clear and kind; I walked on day two.',
    successStoryConsent: true,
    isAnonymous: false,
  };

  beforeAll(async () => {
    api = await startApi({ RATE_LIMIT_CLIENT_PER_MINUTE: '1000000', RATE_LIMIT_USER_PER_MINUTE: '1000000' });
    moderator = await signedInAgent(api.app, api.em, 'moderator');
    offer = await seededOffer(api.em);
  });
  afterAll(async () => api.close());

  /** A patient's completed booking and the review they wrote of it through the API (pending). */
  async function reviewed(): Promise<{ patient: Agent; bookingId: string; reviewId: string }> {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const [booking] = await sql<{ id: string }>(
      `insert into bookings (id, user_id, hospital_id, treatment_id, status, completed_at)
       values (gen_random_uuid(), ?, ?, ?, 'completed', now() - interval '8 days') returning id`,
      [user.id, offer.hospitalId, offer.treatmentId],
    );
    await agent.post(`/api/bookings/${booking!.id}/review`).send(WORDS).expect(201);
    const [review] = await sql<{ id: string }>(`select id from hospital_reviews where booking_id = ?`, [booking!.id]);
    return { patient: agent, bookingId: booking!.id, reviewId: review!.id };
  }

  const read = async (id: string): Promise<ReviewRecord> => (await moderator.agent.get(`/api/admin/reviews/${id}`).expect(200)).body;
  const statusOf = async (id: string) =>
    (await sql<{ status: string }>(`select status from hospital_reviews where id = ?`, [id]))[0]!.status;

  it('publishes one review at the version read; refuses it once the patient changed the words, and without a version', async () => {
    const { patient, bookingId, reviewId } = await reviewed();
    const seen = await read(reviewId);
    expect(seen).toMatchObject({ kind: 'verified', status: 'pending', contentVersion: 1 });

    // The patient rewrites it after the moderator loaded it.
    await patient
      .put(`/api/bookings/${bookingId}/review`)
      .send({ ...WORDS, text: 'Changed my mind: rude staff.' })
      .expect(200);
    const stale = await moderator.agent
      .put(`/api/admin/reviews/${reviewId}`)
      .send({ status: 'published', contentVersion: seen.contentVersion })
      .expect(409);
    expect(stale.body.message).toBe(REVIEW_PUBLISH_REFUSALS.stale);
    expect(await statusOf(reviewId)).toBe('pending');

    const missing = await moderator.agent.put(`/api/admin/reviews/${reviewId}`).send({ status: 'published' }).expect(400);
    expect(Object.keys(missing.body.errors)).toEqual(['contentVersion']);
    for (const contentVersion of [0, 1.5, 'two', null]) {
      await moderator.agent.put(`/api/admin/reviews/${reviewId}`).send({ status: 'published', contentVersion }).expect(400);
    }

    const fresh = await read(reviewId);
    expect(fresh.contentVersion).toBe(2);
    expect(fresh.reviewText).toBe('Changed my mind: rude staff.');
    await moderator.agent
      .put(`/api/admin/reviews/${reviewId}`)
      .send({ status: 'published', contentVersion: fresh.contentVersion })
      .expect(200)
      .expect((r) => expect(r.body).toMatchObject({ status: 'published', contentVersion: 2 }));
    // Marking it a success story (with consent) or rejecting it changes no words, hence no version.
    await moderator.agent.put(`/api/admin/reviews/${reviewId}`).send({ isSuccessStory: true }).expect(200);
    expect((await read(reviewId)).contentVersion).toBe(2);
  });

  it('refuses to publish (one or a list) once the booking is no longer completed', async () => {
    const { bookingId, reviewId } = await reviewed();
    const seen = await read(reviewId);
    await sql(`update bookings set status = 'confirmed' where id = ?`, [bookingId]);
    const one = await moderator.agent
      .put(`/api/admin/reviews/${reviewId}`)
      .send({ status: 'published', contentVersion: seen.contentVersion })
      .expect(409);
    expect(one.body.message).toBe(REVIEW_PUBLISH_REFUSALS.notCompleted);
    const many = await moderator.agent
      .post('/api/admin/reviews/bulk')
      .send({ status: 'published', ids: [reviewId], versions: { [reviewId]: seen.contentVersion } })
      .expect(409);
    expect(many.body.message).toBe(REVIEW_PUBLISH_REFUSALS.bulk(1, 1));
    expect(await statusOf(reviewId)).toBe('pending');
    // Rejecting needs no guarantee.
    await moderator.agent.put(`/api/admin/reviews/${reviewId}`).send({ status: 'rejected' }).expect(200);
    expect(await statusOf(reviewId)).toBe('rejected');
  });

  it('publishes nothing of a stale list; the list read again publishes', async () => {
    const a = await reviewed();
    const b = await reviewed();
    const [scraped] = await sql<{ id: string }>(
      `insert into hospital_reviews (id, hospital_id, reviewer_name, review_text, rating, status, fingerprint, source)
       values (gen_random_uuid(), ?, 'Scraped', 'Fine place.', 4, 'pending', encode(sha256(gen_random_uuid()::text::bytea), 'hex'), 'reviews.example.org')
       returning id`,
      [offer.hospitalId],
    );
    const ids = [a.reviewId, b.reviewId, scraped!.id];
    const versionsOf = async () => Object.fromEntries(await Promise.all(ids.map(async (id) => [id, (await read(id)).contentVersion])));
    const loaded = await versionsOf();

    // B's patient changes their words after the list was loaded.
    await b.patient
      .put(`/api/bookings/${b.bookingId}/review`)
      .send({ ...WORDS, rating: 1 })
      .expect(200);
    const refused = await moderator.agent.post('/api/admin/reviews/bulk').send({ status: 'published', ids, versions: loaded }).expect(409);
    expect(refused.body.message).toBe(REVIEW_PUBLISH_REFUSALS.bulk(1, 3));
    expect(await Promise.all(ids.map(statusOf))).toEqual(['pending', 'pending', 'pending']);
    expect(Number((await sql<{ n: string }>(`select count(*) as n from audit_events where action = 'review.bulk_publish'`))[0]!.n)).toBe(0);

    // Without the versions, verified reviews are refused (the scraped one alone would pass).
    await moderator.agent.post('/api/admin/reviews/bulk').send({ status: 'published', ids }).expect(409);
    // Versions of reviews not selected, or not whole numbers: a field error.
    for (const versions of [{ '00000000-0000-4000-8000-000000000000': 1 }, { [a.reviewId]: 0 }, { [a.reviewId]: 'x' }, [1]]) {
      const bad = await moderator.agent.post('/api/admin/reviews/bulk').send({ status: 'published', ids, versions }).expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['versions']);
    }

    await moderator.agent
      .post('/api/admin/reviews/bulk')
      .send({ status: 'published', ids, versions: await versionsOf() })
      .expect(200)
      .expect((r) => expect(r.body).toEqual({ status: 'published', changed: 3 }));
    expect(await Promise.all(ids.map(statusOf))).toEqual(['published', 'published', 'published']);
  });

  it('raises the version when staff correct a scraped review, and a publish at the old one is refused', async () => {
    const [row] = await sql<{ id: string }>(
      `insert into hospital_reviews (id, hospital_id, reviewer_name, review_text, status, fingerprint, source)
       values (gen_random_uuid(), ?, 'Scraped', 'Typo here.', 'pending', encode(sha256(gen_random_uuid()::text::bytea), 'hex'), 'reviews.example.org')
       returning id`,
      [offer.hospitalId],
    );
    const id = row!.id;
    expect((await read(id)).contentVersion).toBe(1);
    await moderator.agent.put(`/api/admin/reviews/${id}`).send({ reviewText: 'No typo here.' }).expect(200);
    expect((await read(id)).contentVersion).toBe(2);
    await moderator.agent.put(`/api/admin/reviews/${id}`).send({ status: 'published', contentVersion: 1 }).expect(409);
    // A scraped review has no patient's words to guard beyond the version: without one it publishes.
    await moderator.agent.put(`/api/admin/reviews/${id}`).send({ status: 'published' }).expect(200);
    // Staff correct and publish in one request: the version checked is the one they read, before their correction.
    await moderator.agent.put(`/api/admin/reviews/${id}`).send({ status: 'pending' }).expect(200);
    await moderator.agent
      .put(`/api/admin/reviews/${id}`)
      .send({ status: 'published', contentVersion: 2, reviewText: 'Corrected once more.' })
      .expect(200)
      .expect((r) => expect(r.body).toMatchObject({ status: 'published', reviewText: 'Corrected once more.', contentVersion: 3 }));
  });

  it("the database refuses a verified success story without the patient's consent (imported ones need none)", async () => {
    const { bookingId, reviewId } = await reviewed();
    await sql(`update hospital_reviews set success_story_consent = false where id = ?`, [reviewId]);
    await expect(sql(`update hospital_reviews set is_success_story = true where booking_id = ?`, [bookingId])).rejects.toThrow(
      /hospital_reviews_success_story_consent/,
    );
    const [imported] = await sql<{ id: string }>(
      `insert into hospital_reviews (id, hospital_id, reviewer_name, review_text, status, is_success_story, fingerprint, source)
       values (gen_random_uuid(), ?, 'Scraped', 'A story.', 'published', true, encode(sha256(gen_random_uuid()::text::bytea), 'hex'), 'reviews.example.org')
       returning id`,
      [offer.hospitalId],
    );
    expect(imported!.id).toBeTruthy();
  });
});
