import { randomUUID } from 'node:crypto';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

const form = (overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  conditionCategory: 'Orthopedic Surgery',
  symptoms: 'Hip pain when walking for two years',
  urgencyLevel: 'medium',
  budgetRange: '$5,000 - $15,000',
  preferredDestinations: ['Malaysia', 'India'],
  ...overrides,
});

describe('health assessments', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(async () => api.close());

  const rows = async (userId: string) =>
    (await api.em.getConnection().execute(`select * from health_assessments where user_id = ?`, [userId])) as Record<string, unknown>[];

  it('stores the form as typed (trimmed) with its snapshot, and the journey resumes from it', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    await agent.get('/api/assessments/latest').expect(200, { assessment: null });
    const res = await agent
      .post('/api/assessments')
      .send(
        form({
          symptoms: '  <script>steal()</script><b>Sharp</b> knee pain ',
          currentMedications: '<i>Ibuprofen</i>',
          medicalHistory: '   ',
          preferredDestinations: ['Malaysia', ' <b>Custom Place</b> ', 'malaysia', '', 'Turkey'],
        }),
      )
      .expect(201);
    expect(res.body).toMatchObject({
      symptoms: '<script>steal()</script><b>Sharp</b> knee pain',
      currentMedications: '<i>Ibuprofen</i>',
      medicalHistory: null,
      preferredDestinations: ['Malaysia', '<b>Custom Place</b>', 'Turkey'],
    });
    const [row] = await rows(user.id);
    expect(row!.assessment_data).toMatchObject({
      symptoms: '<script>steal()</script><b>Sharp</b> knee pain',
      conditionCategory: 'Orthopedic Surgery',
      preferredDestinations: ['Malaysia', '<b>Custom Place</b>', 'Turkey'],
    });
    await agent
      .get('/api/assessments/latest')
      .expect(200)
      .expect((r) => expect(r.body.assessment.id).toBe(res.body.id));
  });

  it('stores one assessment for a double-clicked or retried submit', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const body = form();
    const [a, b] = await Promise.all([agent.post('/api/assessments').send(body), agent.post('/api/assessments').send(body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    const retry = await agent.post('/api/assessments').send(body).expect(200);
    expect(retry.body.id).toBe(a.body.id);
    expect(await rows(user.id)).toHaveLength(1);
    await agent.post('/api/assessments').send(form()).expect(201); // a new form is a new assessment
    expect(await rows(user.id)).toHaveLength(2);
  });

  it('refuses missing required fields and unknown options with field errors, storing nothing', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const res = await agent
      .post('/api/assessments')
      .send({ idempotencyKey: randomUUID(), symptoms: '   ', budgetRange: 'a million', urgencyLevel: 'yesterday' })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['budgetRange', 'conditionCategory', 'symptoms', 'urgencyLevel']);
    await agent
      .post('/api/assessments')
      .send(form({ idempotencyKey: 'not-a-uuid' }))
      .expect(400);
    await agent
      .post('/api/assessments')
      .send(form({ preferredDestinations: 'Malaysia' }))
      .expect(400);
    expect(await rows(user.id)).toHaveLength(0);
  });

  it("refuses to attach another patient's record and hides other patients' assessments", async () => {
    const { agent: owner } = await signedInAgent(api.app, api.em, 'user');
    const { agent: other } = await signedInAgent(api.app, api.em, 'user');
    const { body: record } = await owner.post('/api/records').attach('file', Buffer.from('%PDF-1.4 x'), 'a.pdf').expect(201);
    const res = await other
      .post('/api/assessments')
      .send(form({ uploadedFiles: [record.id] }))
      .expect(400);
    expect(res.body.errors).toEqual({ uploadedFiles: 'Attach only your own uploaded records' });
    const { body: mine } = await owner
      .post('/api/assessments')
      .send(form({ uploadedFiles: [record.id] }))
      .expect(201);
    expect(mine.uploadedFiles).toEqual([record.id]);
    await other.get(`/api/assessments/${mine.id}`).expect(404);
    await other.get('/api/assessments').expect(200, []);
    await api.http.post('/api/assessments').send(form()).expect(401);
  });
});
