import type { Agent } from 'supertest';
import { createUser, signedInAgent } from './support/factories.js';
import { apiOperations, fillPath } from './support/openapi.js';
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

  it("the probe's cases: a synonym's term and an emergency number's number sent as null are field errors, and the row stays", async () => {
    const [synonym] = (await admin.get('/api/admin/ai-synonyms?range=[0,0]').expect(200)).body;
    const term = await admin.put(`/api/admin/ai-synonyms/${synonym.id}`).send({ term: null }).expect(400);
    expect(term.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      messageCode: 'validationFailed',
      errors: { term: 'Term is required' },
    });
    expect((await admin.get(`/api/admin/ai-synonyms/${synonym.id}`).expect(200)).body).toEqual(synonym);
    const [emergency] = (await admin.get('/api/admin/emergency-numbers?range=[0,0]').expect(200)).body;
    const number = await admin.put(`/api/admin/emergency-numbers/${emergency.id}`).send({ number: null }).expect(400);
    expect(number.body).toMatchObject({ statusCode: 400, errors: { number: 'Number is required' } });
    expect((await admin.get(`/api/admin/emergency-numbers/${emergency.id}`).expect(200)).body).toEqual(emergency);
  });

  it('every field of every back-office PUT, sent alone as null, is cleared (a nullable field) or refused with its field error, never a 5xx', async () => {
    // react-admin PUTs what changed, and a cleared input is null: each field of each PUT body the
    // OpenAPI document lists is tried alone, on a real row of its resource.
    const { agent: patient } = await signedInAgent(api.app, api.em, 'user');
    const [hospital] = (await api.http.get('/api/hospitals?pageSize=1').expect(200)).body.items;
    const offer = (await api.http.get(`/api/hospitals/${hospital.slug}`).expect(200)).body;
    await patient.post('/api/bookings').send({ hospitalId: offer.id, treatmentId: offer.treatments[0].id }).expect(201);
    await api.http
      .post('/api/contact')
      .send({ name: 'Null Probe', email: 'null-probe@test.example', country: 'Other', message: 'Hi' })
      .expect(201);
    const firstId = async (resource: string) => String((await admin.get(`/api/admin/${resource}?range=[0,0]`).expect(200)).body[0].id);
    // A plain account of this test's own: a role or active flag that slipped through would change it.
    const rowOf: Record<string, () => Promise<string>> = {
      users: async () => (await createUser(api.em, 'user')).id,
      settings: async () => 'site',
      profile: async () => 'me', // the signed-in staff member's own
    };

    const failures: string[] = [];
    let tried = 0;
    for (const { method, path, bodyFields } of apiOperations(api.app)) {
      if (method !== 'put' || !path.startsWith('/api/admin/')) continue;
      const resource = path.split('/')[3]!;
      const id = await (rowOf[resource] ?? (() => firstId(resource)))();
      const url = fillPath(path, () => id);
      for (const field of bodyFields) {
        const res = await admin.put(url).send({ [field]: null });
        tried++;
        // Kept as null means cleared: the answer shows it empty (or under another name, e.g. assignedToId → assignedTo);
        // an object of texts by language (`translations`) is emptied.
        const shown: unknown = res.body?.[field];
        const empty = shown === undefined || shown === null || (typeof shown === 'object' && Object.keys(shown).length === 0);
        const cleared = res.status === 200 && empty;
        if (!(cleared || (res.status === 400 && typeof res.body.errors?.[field] === 'string'))) {
          failures.push(`PUT ${path} {"${field}": null} → ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(50); // a floor: the document was read and its PUT bodies have fields
  });
});
