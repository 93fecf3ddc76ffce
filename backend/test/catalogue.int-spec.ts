import { startApi, type TestApi } from './support/app.js';

describe('public catalogue API', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(async () => api.close());

  it('lists the seeded treatments, paginated, with the spec example prices', async () => {
    const res = await api.http.get('/api/treatments?pageSize=50').expect(200);
    expect(res.body.total).toBe(10);
    expect(res.body.items).toHaveLength(10);
    const hip = res.body.items.find((t: { slug: string }) => t.slug === 'hip-replacement');
    expect(hip).toMatchObject({ name: 'Hip Replacement', minCostUsd: 8000, maxCostUsd: 15000, category: 'orthopedic' });
    expect(hip.availableIn).toEqual(['India', 'Malaysia']);
    const cancer = res.body.items.find((t: { slug: string }) => t.slug === 'cancer-treatment');
    expect(cancer).toMatchObject({ minCostUsd: 10000, maxCostUsd: 50000 });

    const page2 = await api.http.get('/api/treatments?pageSize=4&page=2').expect(200);
    const page1 = await api.http.get('/api/treatments?pageSize=4&page=1').expect(200);
    expect(page2.body.items).toHaveLength(4);
    const ids = [...page1.body.items, ...page2.body.items].map((t: { id: string }) => t.id);
    expect(new Set(ids).size).toBe(8); // a stable order: no row on two pages
  });

  it('searches name and description case-insensitively and filters by category', async () => {
    const byName = await api.http.get('/api/treatments?q=KNEE').expect(200);
    expect(byName.body.items.map((t: { name: string }) => t.name)).toEqual(['Knee Replacement']);
    const byDescription = await api.http.get('/api/treatments?q=vitrification').expect(200);
    expect(byDescription.body.items.map((t: { name: string }) => t.name)).toEqual(['Egg Freezing']);
    const cardiology = await api.http.get('/api/treatments?category=cardiology').expect(200);
    expect(cardiology.body.items.map((t: { name: string }) => t.name).sort()).toEqual(['Angioplasty & Stenting', 'Heart Bypass Surgery']);
    const wildcard = await api.http.get('/api/treatments?q=%25').expect(200);
    expect(wildcard.body.total).toBe(0); // "%" is text, not a wildcard
  });

  it.each([
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=99999999999', 'page'],
    ['pageSize=1000', 'pageSize'],
    ['category=dentistry', 'category'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['sort=name', 'sort'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await api.http.get(`/api/treatments?${query}`).expect(400);
    expect(res.body.errors).toHaveProperty(field);
  });

  it('lists featured hospitals with their country and specialties, labelled as demo data', async () => {
    const res = await api.http.get('/api/hospitals?featured=true&pageSize=4').expect(200);
    expect(res.body.total).toBe(4);
    for (const hospital of res.body.items) {
      expect(hospital.featured).toBe(true);
      expect(hospital.isDemo).toBe(true);
      expect(hospital.country.name).toEqual(expect.any(String));
      expect(hospital.specialties.length).toBeGreaterThan(0);
    }
    const all = await api.http.get('/api/hospitals?pageSize=50').expect(200);
    expect(all.body.total).toBe(9);
    const kl = await api.http.get('/api/hospitals?q=kuala').expect(200);
    expect(kl.body.items.map((h: { city: string }) => h.city)).toEqual(['Kuala Lumpur']);
  });
});
