import type { Agent } from 'supertest';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

const q = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** react-admin's data provider PUTs only the fields that changed: the rest keep their value, read-only fields are refused. */
describe('back-office PUT: the changed fields only', () => {
  let api: TestApi;
  let admin: Agent;

  beforeAll(async () => {
    api = await startApi();
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
  });
  afterAll(async () => api.close());

  it('hospitals: one field changes, the others stay; a read-only field or a null name is refused', async () => {
    const [country] = (await admin.get(`/api/admin/countries?${q({ q: 'Malaysia' })}`).expect(200)).body;
    const created = (
      await admin
        .post('/api/admin/hospitals')
        .send({ name: 'Partial Put Hospital', city: 'Ipoh', countryId: country.id, languages: ['English'] })
        .expect(201)
    ).body;
    const saved = (await admin.put(`/api/admin/hospitals/${created.id}`).send({ city: 'Taiping' }).expect(200)).body;
    expect(saved).toMatchObject({
      name: 'Partial Put Hospital',
      city: 'Taiping',
      countryId: country.id,
      languages: ['English'],
      isActive: true,
      slug: created.slug,
    });
    expect((await admin.put(`/api/admin/hospitals/${created.id}`).send({}).expect(200)).body).toMatchObject({ city: 'Taiping' });
    const readOnly = await admin.put(`/api/admin/hospitals/${created.id}`).send({ city: 'Ipoh', slug: 'other', isDemo: true }).expect(400);
    expect(Object.keys(readOnly.body.errors).sort()).toEqual(['isDemo', 'slug']);
    const nullName = await admin.put(`/api/admin/hospitals/${created.id}`).send({ name: null, countryId: 'nope' }).expect(400);
    expect(nullName.body.errors).toMatchObject({ countryId: 'Please choose a country' });
    expect(nullName.body.errors).toHaveProperty('name');
    const [thailand] = (await admin.get(`/api/admin/countries?${q({ q: 'Thailand' })}`).expect(200)).body;
    expect((await admin.put(`/api/admin/hospitals/${created.id}`).send({ countryId: thailand.id }).expect(200)).body).toMatchObject({
      country: { name: 'Thailand' },
      city: 'Taiping',
    });
    await admin
      .put(`/api/admin/hospitals/${created.id}`)
      .send({ countryId: '00000000-0000-4000-8000-000000000000' })
      .expect(400)
      .expect((r) => expect(r.body.errors).toEqual({ countryId: 'Please choose a country from the list' }));
    expect((await admin.get(`/api/admin/hospitals/${created.id}`).expect(200)).body).toMatchObject({
      city: 'Taiping',
      country: { name: 'Thailand' },
    });
    await admin.delete(`/api/admin/hospitals/${created.id}`).expect(200);
  });

  it('treatments and specializations: a rename moves the slug, other fields stay; ranges are checked against the stored values', async () => {
    const created = (
      await admin
        .post('/api/admin/treatments')
        .send({ name: 'Partial Knee', category: 'orthopedic', description: 'Knee', minDurationDays: 5, maxDurationDays: 10 })
        .expect(201)
    ).body;
    const renamed = (await admin.put(`/api/admin/treatments/${created.id}`).send({ name: 'Partial Knee Two' }).expect(200)).body;
    expect(renamed).toMatchObject({
      name: 'Partial Knee Two',
      slug: 'partial-knee-two',
      description: 'Knee',
      category: 'orthopedic',
      minDurationDays: 5,
    });
    await admin
      .put(`/api/admin/treatments/${created.id}`)
      .send({ minDurationDays: 11 })
      .expect(400)
      .expect((r) => expect(r.body.errors).toEqual({ maxDurationDays: 'Maximum duration must not be below the minimum' }));
    await admin.put(`/api/admin/treatments/${created.id}`).send({ minDurationDays: 11, maxDurationDays: null }).expect(200);
    await admin
      .put(`/api/admin/treatments/${created.id}`)
      .send({ description: null })
      .expect(400)
      .expect((r) => expect(r.body.errors).toHaveProperty('description'));
    await admin.put(`/api/admin/treatments/${created.id}`).send({ slug: 'x' }).expect(400);
    await admin.delete(`/api/admin/treatments/${created.id}`).expect(200);

    const spec = (await admin.post('/api/admin/specializations').send({ name: 'Partial Derm', description: 'Skin' }).expect(201)).body;
    expect((await admin.put(`/api/admin/specializations/${spec.id}`).send({ name: 'Partial Dermatology' }).expect(200)).body).toMatchObject(
      { name: 'Partial Dermatology', slug: 'partial-dermatology', description: 'Skin' },
    );
    expect((await admin.put(`/api/admin/specializations/${spec.id}`).send({ description: null }).expect(200)).body).toMatchObject({
      name: 'Partial Dermatology',
      description: null,
    });
    await admin.delete(`/api/admin/specializations/${spec.id}`).expect(200);
  });

  it('countries: one field changes; the saving range is checked against the stored minimum', async () => {
    const created = (await admin.post('/api/admin/countries').send({ name: 'Partialand', code: 'PQ', avgCostSavingMinPct: 40 }).expect(201))
      .body;
    expect((await admin.put(`/api/admin/countries/${created.id}`).send({ capital: 'Halfway' }).expect(200)).body).toMatchObject({
      name: 'Partialand',
      code: 'PQ',
      capital: 'Halfway',
      slug: 'partialand',
    });
    await admin
      .put(`/api/admin/countries/${created.id}`)
      .send({ avgCostSavingMaxPct: 30 })
      .expect(400)
      .expect((r) => expect(r.body.errors).toEqual({ avgCostSavingMaxPct: 'Maximum saving must not be below the minimum' }));
    await admin
      .put(`/api/admin/countries/${created.id}`)
      .send({ code: null })
      .expect(400)
      .expect((r) => expect(r.body.errors).toHaveProperty('code'));
    await admin.put(`/api/admin/countries/${created.id}`).send({ hospitalCount: 0 }).expect(400);
    await admin.delete(`/api/admin/countries/${created.id}`).expect(200);
  });

  it('settings: one setting changes, the others stay', async () => {
    const [before] = (await admin.get('/api/admin/settings').expect(200)).body;
    const saved = (await admin.put('/api/admin/settings/site').send({ premiumPriceUsd: 59 }).expect(200)).body;
    expect(saved).toMatchObject({ ...before, premiumPriceUsd: 59, updatedAt: expect.any(String) });
    await admin
      .put('/api/admin/settings/site')
      .send({ officeHours: null })
      .expect(400)
      .expect((r) => expect(r.body.errors).toHaveProperty('officeHours'));
    await admin.put('/api/admin/settings/site').send({ updatedAt: null }).expect(400);
    await admin.put('/api/admin/settings/site').send({ premiumPriceUsd: before.premiumPriceUsd }).expect(200);
  });

  it('reviews and users: a read-only field is refused, an empty body changes nothing', async () => {
    const [review] = (await admin.get('/api/admin/reviews?range=[0,0]').expect(200)).body;
    await admin
      .put(`/api/admin/reviews/${review.id}`)
      .send({ isSuccessStory: review.isSuccessStory, sourceUrl: 'https://elsewhere.example/' })
      .expect(400)
      .expect((r) => expect(Object.keys(r.body.errors)).toEqual(['sourceUrl']));
    expect((await admin.put(`/api/admin/reviews/${review.id}`).send({}).expect(200)).body).toMatchObject({
      id: review.id,
      status: review.status,
    });
    const [user] = (await admin.get('/api/admin/users?range=[0,0]').expect(200)).body;
    await admin.put(`/api/admin/users/${user.id}`).send({ email: 'x@y.test' }).expect(400);
  });
});
