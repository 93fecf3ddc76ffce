import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@medtour/contracts';
import type { Agent } from 'supertest';
import { Migration20261203100000_booking_assessment } from '../src/database/migrations/Migration20261203100000_booking_assessment.js';
import { seededOffer, signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

/**
 * Issue 31, item 3: a booking keeps the health assessment it was made from; the coordinator reads that
 * version (each view audited) and is told when the patient has submitted a newer one.
 */
describe("a booking's own assessment", () => {
  let api: TestApi;
  let offer: { hospitalId: string; treatmentId: string };
  let moderator: Agent;
  let moderatorId: string;

  beforeAll(async () => {
    api = await startApi();
    offer = await seededOffer(api.em);
    const staff = await signedInAgent(api.app, api.em, 'moderator');
    moderator = staff.agent;
    moderatorId = staff.user.id;
  });
  afterAll(async () => api.close());

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
  const assess = async (agent: Agent, conditionCategory: string, symptoms: string) =>
    (
      await agent
        .post('/api/assessments')
        .send({ idempotencyKey: randomUUID(), conditionCategory, symptoms, urgencyLevel: 'medium', budgetRange: 'Under $5,000' })
        .expect(201)
    ).body as { id: string; createdAt: string };
  const book = (agent: Agent, extra: Record<string, unknown> = {}) => agent.post('/api/bookings').send({ ...offer, ...extra });
  const staffView = async (bookingId: string) => (await moderator.get(`/api/admin/bookings/${bookingId}/assessment`).expect(200)).body;
  const bookingsOf = async (userId: string) =>
    (await sql<{ n: number }>(`select count(*)::int as n from bookings where user_id = ?`, [userId]))[0]!.n;

  it('keeps the assessment it was made from after the patient submits a newer one; staff read that one, told of the newer', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const knee = await assess(agent, 'Orthopedic Surgery', 'Left knee worn out, pain on stairs');
    const booking = (await book(agent, { assessmentId: knee.id }).expect(201)).body;
    const madeFromKnee = { id: knee.id, conditionCategory: 'Orthopedic Surgery', createdAt: knee.createdAt };
    expect(booking.assessment).toEqual(madeFromKnee);
    // Nothing newer yet.
    expect(await staffView(booking.id)).toMatchObject({ assessment: { id: knee.id }, newerAssessmentAt: null });

    const eyes = await assess(agent, 'Eye Surgery', 'Blurred vision, cataract suspected');
    // The patient's card still names the knee assessment.
    expect((await agent.get(`/api/bookings/${booking.id}`).expect(200)).body.assessment).toEqual(madeFromKnee);
    expect((await agent.get('/api/bookings').expect(200)).body.items[0].assessment).toEqual(madeFromKnee);

    const seen = await staffView(booking.id);
    expect(seen.assessment).toMatchObject({
      id: knee.id,
      conditionCategory: 'Orthopedic Surgery',
      symptoms: 'Left knee worn out, pain on stairs',
      budgetRange: 'Under $5,000',
    });
    expect(seen.newerAssessmentAt).toBe(eyes.createdAt);

    // A form shown before the newer assessment (another tab) still names the one it showed.
    const stale = (await book(agent, { assessmentId: knee.id }).expect(201)).body;
    expect(stale.assessment.id).toBe(knee.id);
    expect((await staffView(stale.id)).newerAssessmentAt).toBe(eyes.createdAt);

    // Each view is audited: who, which booking, which patient, which version.
    const audits = await sql<{ actor_id: string; details: { patientId: string; assessmentId: string } }>(
      `select actor_id, details from audit_events where action = 'assessment.view' and entity = 'booking' and entity_id = ? order by id`,
      [booking.id],
    );
    expect(audits).toEqual([
      { actor_id: moderatorId, details: { bookingId: booking.id, patientId: user.id, assessmentId: knee.id } },
      { actor_id: moderatorId, details: { bookingId: booking.id, patientId: user.id, assessmentId: knee.id } },
    ]);
    // The staff booking itself does not carry the assessment (health data: only through the audited view).
    expect((await moderator.get(`/api/admin/bookings/${booking.id}`).expect(200)).body).not.toHaveProperty('assessment');
  });

  it("is made from the patient's latest assessment when none is named, or from none before their first", async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    // "Get Quote" before any assessment.
    const early = (await book(agent).expect(201)).body;
    expect(early.assessment).toBeNull();
    expect(await staffView(early.id)).toEqual({ assessment: null, newerAssessmentAt: null });

    await assess(agent, 'Orthopedic Surgery', 'Hip pain');
    const latest = await assess(agent, 'Dental Care', 'Missing molar');
    const later = (await book(agent).expect(201)).body;
    expect(later.assessment).toEqual({ id: latest.id, conditionCategory: 'Dental Care', createdAt: latest.createdAt });
    expect(await staffView(later.id)).toMatchObject({ assessment: { id: latest.id }, newerAssessmentAt: null });
    // The early booking has none linked; the patient has assessed since.
    expect(await staffView(early.id)).toEqual({ assessment: null, newerAssessmentAt: latest.createdAt });
    // An empty id (a form shown before any assessment) is no id: the latest.
    expect((await book(agent, { assessmentId: '' }).expect(201)).body.assessment.id).toBe(latest.id);
  });

  it("refuses another patient's assessment as one that does not exist (404), saving nothing", async () => {
    const { agent: other } = await signedInAgent(api.app, api.em, 'user');
    const theirs = await assess(other, 'Eye Surgery', 'Cataract in the right eye');
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    await assess(agent, 'Orthopedic Surgery', 'Knee pain');
    for (const assessmentId of [theirs.id, randomUUID()]) {
      const res = await book(agent, { assessmentId }).expect(404);
      expect(res.body).toMatchObject({ message: API_MESSAGES.assessmentNotFound, messageCode: 'assessmentNotFound' });
    }
    expect(await bookingsOf(user.id)).toBe(0);
    const [outbox] = await sql<{ n: number }>(
      `select count(*)::int as n from outbox where payload->>'bookingId' in (select id::text from bookings where user_id = ?)`,
      [user.id],
    );
    expect(outbox!.n).toBe(0);
  });

  it('refuses a malformed assessment id with a field error, saving nothing', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    for (const assessmentId of ['not-an-id', 42, { id: 'x' }]) {
      const res = await book(agent, { assessmentId }).expect(400);
      expect(res.body.errors).toEqual({ assessmentId: API_MESSAGES.assessmentNotFound });
    }
    expect(await bookingsOf(user.id)).toBe(0);
  });

  it("shows a booking's assessment to staff only", async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    await assess(agent, 'Orthopedic Surgery', 'Knee pain');
    const booking = (await book(agent).expect(201)).body;
    await agent.get(`/api/admin/bookings/${booking.id}/assessment`).expect(403);
    await api.http.get(`/api/admin/bookings/${booking.id}/assessment`).expect(401);
    await moderator.get(`/api/admin/bookings/${randomUUID()}/assessment`).expect(404);
    await moderator.get('/api/admin/bookings/not-an-id/assessment').expect(400);
  });

  it("links bookings made before the column to the patient's latest assessment at the time (the migration's backfill)", async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const first = await assess(agent, 'Orthopedic Surgery', 'Knee pain');
    const second = await assess(agent, 'Eye Surgery', 'Cataract');
    const [before, between, after] = [
      (await book(agent).expect(201)).body,
      (await book(agent).expect(201)).body,
      (await book(agent).expect(201)).body,
    ];
    // As they were before the column: unlinked, made before, between and after the two assessments.
    await sql(`update health_assessments set created_at = ? where id = ?`, ['2026-03-03T10:00:00Z', first.id]);
    await sql(`update health_assessments set created_at = ? where id = ?`, ['2026-05-05T10:00:00Z', second.id]);
    for (const [booking, at] of [
      [before, '2026-03-01T10:00:00Z'],
      [between, '2026-03-03T10:00:00Z'], // the same instant as the first: made from it
      [after, '2026-06-01T10:00:00Z'],
    ] as const)
      await sql(`update bookings set assessment_id = null, created_at = ? where id = ?`, [at, booking.id]);

    const migration = new Migration20261203100000_booking_assessment(api.em.getDriver(), api.em.config);
    await migration.up();
    const backfill = migration.getQueries().filter((query) => String(query).trimStart().startsWith('update bookings'));
    expect(backfill).toHaveLength(1); // one set-based statement
    await sql(String(backfill[0]));

    const linked = await sql<{ id: string; assessment_id: string | null }>(`select id, assessment_id from bookings where user_id = ?`, [
      user.id,
    ]);
    expect(Object.fromEntries(linked.map((row) => [row.id, row.assessment_id]))).toEqual({
      [before.id]: null,
      [between.id]: first.id,
      [after.id]: second.id,
    });
  });
});
