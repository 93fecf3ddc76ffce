import type { Agent } from 'supertest';
import { HOSPITALS } from '../src/database/seeders/demo-catalogue.js';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

describe('/api/admin/countries (react-admin simple REST)', () => {
  let api: TestApi;
  let admin: Agent;

  beforeAll(async () => {
    api = await startApi();
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
  });
  afterAll(async () => api.close());

  describe('denials', () => {
    it('refuses a signed-out visitor with 401', async () => {
      await api.http.get('/api/admin/countries').expect(401);
      await api.http.post('/api/admin/countries').send({ name: 'X', code: 'XX' }).expect(401);
    });

    it.each(['user', 'moderator'] as const)('refuses a %s with 403 and changes nothing', async (role) => {
      const { agent } = await signedInAgent(api.app, api.em, role);
      await agent.get('/api/admin/countries').expect(403);
      const res = await agent.post('/api/admin/countries').send({ name: 'Nowhere', code: 'NW' }).expect(403);
      expect(res.body.message).toBe('Access denied. You do not have permission to perform this action.');
      await admin.get('/api/admin/countries?filter={"q":"Nowhere"}').expect(200, []);
    });

    it('refuses a cross-site state-changing request (CSRF) even with an admin session', async () => {
      await admin.post('/api/admin/countries').set('Origin', 'https://evil.example').send({ name: 'Evil', code: 'EV' }).expect(403);
      await admin.get('/api/admin/countries?filter={"q":"Evil"}').expect(200, []);
    });
  });

  it('lists with sort, range, filter and a Content-Range header', async () => {
    const res = await admin.get('/api/admin/countries?sort=["name","DESC"]&range=[0,2]&filter={}').expect(200);
    expect(res.headers['content-range']).toBe('countries 0-2/5');
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['Turkey', 'Thailand', 'South Korea']);

    const search = await admin.get('/api/admin/countries?filter={"q":"korea"}').expect(200);
    expect(search.body.map((c: { code: string }) => c.code)).toEqual(['KR']);
    expect(search.headers['content-range']).toBe('countries 0-0/1');

    const ids = [search.body[0].id];
    const many = await admin.get(`/api/admin/countries?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`).expect(200);
    expect(many.body.map((c: { id: string }) => c.id)).toEqual(ids);

    const beyond = await admin.get('/api/admin/countries?range=[50,74]').expect(200, []);
    expect(beyond.headers['content-range']).toBe('countries */5');
  });

  it.each([['sort=["password","ASC"]'], ['range=[5,1]'], ['filter={"email":"x"}'], ['filter=not-json']])(
    'answers a bad list query (%s) with 400',
    async (query) => {
      await admin.get(`/api/admin/countries?${query}`).expect(400);
    },
  );

  it('creates (201 + full record), reads, updates (PUT with the changed fields) and deletes (200 + the record)', async () => {
    const created = await admin.post('/api/admin/countries').send({ name: 'Singapore', code: 'sg', isDestination: false }).expect(201);
    expect(created.body).toMatchObject({ id: expect.any(String), name: 'Singapore', code: 'SG', slug: 'singapore', isDestination: false });

    await admin
      .get(`/api/admin/countries/${created.body.id}`)
      .expect(200)
      .expect((r) => expect(r.body.name).toBe('Singapore'));

    const updated = await admin
      .put(`/api/admin/countries/${created.body.id}`)
      .send({ name: 'Republic of Singapore', capital: 'Singapore' })
      .expect(200);
    expect(updated.body).toMatchObject({
      id: created.body.id,
      name: 'Republic of Singapore',
      capital: 'Singapore',
      slug: 'republic-of-singapore',
    });

    const deleted = await admin.delete(`/api/admin/countries/${created.body.id}`).expect(200);
    expect(deleted.body).toMatchObject({ id: created.body.id, name: 'Republic of Singapore' });
    await admin.get(`/api/admin/countries/${created.body.id}`).expect(404);

    const [audit] = await api.em
      .getConnection()
      .execute(`select array_agg(action order by id) as actions from audit_events where entity_id = ?`, [created.body.id]);
    expect(audit.actions).toEqual(['country.create', 'country.update', 'country.delete']);
  });

  it('answers invalid values with field errors and stores nothing', async () => {
    const res = await admin.post('/api/admin/countries').send({ name: '', code: 'Malaysia', safetyRating: 9, extra: 1 }).expect(400);
    expect(res.body.message).toBe('Validation failed');
    expect(Object.keys(res.body.errors).sort()).toEqual(['code', 'extra', 'name', 'safetyRating']);
    const duplicate = await admin.post('/api/admin/countries').send({ name: 'Malaysia Two', code: 'MY' }).expect(400);
    expect(duplicate.body.errors).toEqual({ code: 'A country with this code already exists' });
    await admin.get('/api/admin/countries?filter={"q":"Malaysia Two"}').expect(200, []);
  });

  it('refuses to delete a country that hospitals still use (409) and keeps it', async () => {
    const [malaysia] = (await admin.get('/api/admin/countries?filter={"q":"Malaysia"}').expect(200)).body;
    const res = await admin.delete(`/api/admin/countries/${malaysia.id}`).expect(409);
    const seeded = HOSPITALS.filter((h) => h.countryCode === 'MY').length; // 3
    expect(res.body.message).toBe(`Malaysia cannot be deleted: ${seeded} hospitals use it. Move or delete those hospitals first.`);
    await admin.get(`/api/admin/countries/${malaysia.id}`).expect(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await admin.get('/api/admin/countries/00000000-0000-4000-8000-000000000000').expect(404);
    await admin.get('/api/admin/countries/not-a-uuid').expect(400);
  });
});
