import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

describe('recommendations', () => {
  let api: TestApi;
  let patient: Agent;
  beforeAll(async () => {
    api = await startApi();
    ({ agent: patient } = await signedInAgent(api.app, api.em, 'user'));
  });
  afterAll(async () => api.close());

  const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

  it('lists active hospitals best rated first with the card fields', async () => {
    const { body } = await patient.get('/api/recommendations/hospitals?pageSize=50').expect(200);
    expect(body.total).toBe(9);
    expect(body.maxBudget).toBe(50000); // no assessment yet: the default
    const ratings = body.items.map((h: { rating: number }) => h.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(body.items[0]).toMatchObject({
      name: expect.stringContaining('(Demo)'), city: expect.any(String), country: expect.any(String), reviewsCount: 2,
      successStoriesCount: 1, accreditation: expect.any(String), specialization: expect.any(String), isDemo: true,
    });
    expect(body.items[0].minCostUsd).toBeLessThanOrEqual(body.items[0].maxCostUsd);
  });

  it('applies every hospital filter on the server', async () => {
    expect(names((await patient.get('/api/recommendations/hospitals?minRating=4.8').expect(200)).body).sort()).toEqual([
      'Chao Phraya International Hospital (Demo)', 'Han River Cancer & Robotic Surgery Center (Demo)', 'Straits Heart & Vascular Centre (Demo)',
    ]);
    const thai = (await patient.get('/api/recommendations/hospitals?country=THAI').expect(200)).body;
    expect(thai.items.every((h: { country: string }) => h.country === 'Thailand')).toBe(true);
    expect(thai.total).toBe(2);
    const fertility = (await patient.get('/api/recommendations/hospitals?specialization=fertil').expect(200)).body;
    expect(names(fertility).sort()).toEqual(['Bosphorus Aesthetic & IVF Hospital (Demo)', 'Penang Lotus Fertility Hospital (Demo)']);
    const cheap = (await patient.get('/api/recommendations/hospitals?maxBudget=2999').expect(200)).body;
    expect(names(cheap).sort()).toEqual(['Bosphorus Aesthetic & IVF Hospital (Demo)', 'Phuket Aesthetic & Wellness Clinic (Demo)']);
    expect(cheap.maxBudget).toBe(2999);
    await patient.get('/api/recommendations/hospitals?country=Atlantis').expect(200).expect((r) => expect(r.body).toMatchObject({ items: [], total: 0 }));
  });

  it('defaults the max budget from the latest assessment (first dollar amount)', async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    await agent.post('/api/assessments').send({ idempotencyKey: randomUUID(), conditionCategory: 'Cosmetic Surgery', symptoms: 'x', urgencyLevel: 'low', budgetRange: 'Under $5,000' }).expect(201);
    const { body } = await agent.get('/api/recommendations/treatments?pageSize=50').expect(200);
    expect(body.maxBudget).toBe(5000);
    expect(body.items.every((t: { maxCostUsd: number }) => t.maxCostUsd <= 5000)).toBe(true);
    expect(names(body).sort()).toEqual(['Rhinoplasty']);
  });

  it('filters treatments by type, evidence level and budget, most successful first', async () => {
    const high = (await patient.get('/api/recommendations/treatments?evidenceLevel=high&pageSize=50').expect(200)).body;
    expect(high.items.every((t: { evidenceLevel: string }) => t.evidenceLevel === 'high')).toBe(true);
    const rates = high.items.map((t: { successRatePercentage: number }) => t.successRatePercentage);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect((await patient.get('/api/recommendations/treatments?type=ayurveda').expect(200)).body.total).toBe(0);
    expect((await patient.get('/api/recommendations/treatments?type=conventional&maxBudget=15000&pageSize=50').expect(200)).body.total).toBe(7);
  });

  it.each([
    ['hospitals?minRating=3'],
    ['hospitals?maxBudget=-5'],
    ['hospitals?maxBudget=lots'],
    [`hospitals?country=${'x'.repeat(101)}`],
    ['treatments?type=homeopathy'],
    ['treatments?evidenceLevel=anecdotal'],
    ['treatments?page=0'],
  ])('refuses %s with 400', async (path) => {
    const res = await patient.get(`/api/recommendations/${path}`).expect(400);
    expect(res.body.message).toBe('Validation failed');
  });

  it('needs a signed-in user', async () => {
    await api.http.get('/api/recommendations/hospitals').expect(401);
  });
});
