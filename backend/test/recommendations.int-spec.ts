import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import { HOSPITALS, type HospitalSeed, SPECIALIZATIONS, TREATMENTS } from '../src/database/seeders/demo-catalogue.js';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

const COUNTRY_NAMES: Record<string, string> = { MY: 'Malaysia', TH: 'Thailand', IN: 'India', TR: 'Turkey', KR: 'South Korea' };
const specialtyName = (slug: string) => SPECIALIZATIONS.find((s) => s.slug === slug)!.name;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A seeded hospital's card, worked out from the seed's source data (spec §9: most experienced specialty, first accreditation). */
function card(h: HospitalSeed) {
  const [top] = [...h.specializations].sort(
    (a, b) => b.experienceYears - a.experienceYears || byText(specialtyName(a.slug), specialtyName(b.slug)),
  );
  return {
    id: expect.any(String),
    slug: h.slug,
    name: h.name,
    city: h.city,
    country: COUNTRY_NAMES[h.countryCode],
    rating: h.rating,
    patientStoriesCount: h.patientStoriesCount,
    successRatePercentage: h.successRatePercentage,
    reviewsCount: h.reviews.length,
    successStoriesCount: h.reviews.filter((r) => r.isSuccessStory).length,
    accreditation: h.accreditations[0],
    specialization: specialtyName(top!.slug),
    minCostUsd: Math.min(...h.treatments.map((t) => t.minCostUsd)),
    maxCostUsd: Math.max(...h.treatments.map((t) => t.maxCostUsd)),
    isDemo: true,
  };
}

/** Best rated first, then by name. */
const BY_RATING = [...HOSPITALS].sort((a, b) => b.rating - a.rating || byText(a.name, b.name));

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
    expect(body.total).toBe(HOSPITALS.length);
    expect(body.maxBudget).toBe(50000); // no assessment yet: the default
    expect(body.items).toEqual(BY_RATING.map(card));
    expect(body.items[0]).toMatchObject({
      slug: 'chao-phraya-international-hospital',
      specialization: 'Cardiology',
      minCostUsd: 3000,
      maxCostUsd: 25000,
    });
  });

  it('applies every hospital filter on the server', async () => {
    expect(names((await patient.get('/api/recommendations/hospitals?minRating=4.8').expect(200)).body).sort()).toEqual([
      'Chao Phraya International Hospital (Demo)',
      'Han River Cancer & Robotic Surgery Center (Demo)',
      'Straits Heart & Vascular Centre (Demo)',
    ]);
    const thai = (await patient.get('/api/recommendations/hospitals?country=THAI').expect(200)).body;
    expect(thai.items).toEqual(BY_RATING.filter((h) => h.countryCode === 'TH').map(card));
    expect(thai.total).toBe(2);
    const page2 = (await patient.get('/api/recommendations/hospitals?pageSize=4&page=2').expect(200)).body;
    expect(page2).toMatchObject({ total: HOSPITALS.length, page: 2, pageSize: 4 });
    expect(names(page2)).toEqual(BY_RATING.slice(4, 8).map((h) => h.name));
    const fertility = (await patient.get('/api/recommendations/hospitals?specialization=fertil').expect(200)).body;
    expect(names(fertility).sort()).toEqual(['Bosphorus Aesthetic & IVF Hospital (Demo)', 'Penang Lotus Fertility Hospital (Demo)']);
    const cheap = (await patient.get('/api/recommendations/hospitals?maxBudget=2999').expect(200)).body;
    expect(names(cheap).sort()).toEqual(['Bosphorus Aesthetic & IVF Hospital (Demo)', 'Phuket Aesthetic & Wellness Clinic (Demo)']);
    expect(cheap.maxBudget).toBe(2999);
    await patient
      .get('/api/recommendations/hospitals?country=Atlantis')
      .expect(200)
      .expect((r) => expect(r.body).toMatchObject({ items: [], total: 0 }));
  });

  it('defaults the max budget from the latest assessment (first dollar amount)', async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    await agent
      .post('/api/assessments')
      .send({
        idempotencyKey: randomUUID(),
        conditionCategory: 'Cosmetic Surgery',
        symptoms: 'x',
        urgencyLevel: 'low',
        budgetRange: 'Under $5,000',
      })
      .expect(201);
    const { body } = await agent.get('/api/recommendations/treatments?pageSize=50').expect(200);
    expect(body.maxBudget).toBe(5000);
    expect(names(body)).toEqual(TREATMENTS.filter((t) => t.maxCostUsd <= 5000).map((t) => t.name));
    expect(names(body)).toEqual(['Rhinoplasty']);
  });

  it('filters treatments by type, evidence level and budget, most successful first', async () => {
    const high = (await patient.get('/api/recommendations/treatments?evidenceLevel=high&pageSize=50').expect(200)).body;
    const mostSuccessful = TREATMENTS.filter((t) => t.evidenceLevel === 'high').sort(
      (a, b) => b.successRatePercentage - a.successRatePercentage || byText(a.name, b.name),
    );
    expect(high.items.map((t: { name: string; evidenceLevel: string }) => [t.name, t.evidenceLevel])).toEqual(
      mostSuccessful.map((t) => [t.name, 'high']),
    );
    expect((await patient.get('/api/recommendations/treatments?type=ayurveda').expect(200)).body.total).toBe(0);
    // Every seeded treatment is conventional.
    const affordable = (await patient.get('/api/recommendations/treatments?type=conventional&maxBudget=15000&pageSize=50').expect(200))
      .body;
    expect(affordable.total).toBe(TREATMENTS.filter((t) => t.maxCostUsd <= 15000).length);
    expect(affordable.total).toBe(7);
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
