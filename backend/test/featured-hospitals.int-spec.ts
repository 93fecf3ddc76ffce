import { STAFF_MESSAGES } from '@medtour/contracts';
import type { Agent } from 'supertest';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

const q = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`;

interface Row {
  id: string;
  name: string;
  city: string;
  featured: boolean;
}

/**
 * Issue 31: the home page shows four featured hospitals (active ones), so featuring or activating a
 * fifth is refused with the reason (it used to say it worked while the home page kept four),
 * nothing saved; an inactive featured hospital does not count; two admins featuring the fifth at
 * the same moment cannot both succeed.
 */
describe('featured hospitals: four at most', () => {
  let api: TestApi;
  let admin: Agent;
  let otherAdmin: Agent;

  beforeAll(async () => {
    api = await startApi();
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
    ({ agent: otherAdmin } = await signedInAgent(api.app, api.em, 'admin'));
  });
  afterAll(async () => api.close());

  const hospitals = async (featured: boolean): Promise<Row[]> =>
    (await admin.get(`/api/admin/hospitals?${q({ status: featured ? 'featured' : 'active' })}`).expect(200)).body.filter(
      (h: Row) => h.featured === featured,
    );
  const featuredOnHome = async () =>
    (await api.http.get('/api/hospitals?featured=true&pageSize=12').expect(200)).body.items.map((h: { name: string }) => h.name);
  const auditRows = async () => Number((await api.em.getConnection().execute(`select count(*) as n from audit_events`))[0].n);

  it('refuses a fifth (409, the reason, nothing saved or audited), by the toggle, the form or a new hospital', async () => {
    const featured = await hospitals(true);
    expect(featured).toHaveLength(4); // the seeded four, on the home page
    const [fifth] = await hospitals(false);
    const audited = await auditRows();

    // As the list's Feature button sends it (the changed field).
    const refused = await admin.put(`/api/admin/hospitals/${fifth!.id}`).send({ featured: true }).expect(409);
    expect(refused.body.message).toBe(STAFF_MESSAGES.fourFeatured);
    // The edit form's other changes are not saved either.
    await admin.put(`/api/admin/hospitals/${fifth!.id}`).send({ featured: true, city: 'Elsewhere' }).expect(409);
    const after = (await admin.get(`/api/admin/hospitals/${fifth!.id}`).expect(200)).body;
    expect(after).toMatchObject({ featured: false, city: fifth!.city });
    // A new hospital featured from the start: refused, not created.
    const [country] = (await admin.get(`/api/admin/countries?${q({ q: 'Malaysia' })}`).expect(200)).body;
    const created = await admin
      .post('/api/admin/hospitals')
      .send({ name: 'Fifth Featured Hospital', city: 'Ipoh', countryId: country.id, featured: true })
      .expect(409);
    expect(created.body.message).toBe(STAFF_MESSAGES.fourFeatured);
    expect((await admin.get(`/api/admin/hospitals?${q({ q: 'Fifth Featured' })}`).expect(200)).body).toEqual([]);
    expect(await auditRows()).toBe(audited);
    expect(await featuredOnHome()).toHaveLength(4);

    // A featured hospital is still edited as before (it keeps its place).
    await admin.put(`/api/admin/hospitals/${featured[0]!.id}`).send({ featured: true, bedCapacity: 300 }).expect(200);

    // Unfeatured one first, the fifth takes its place, on the home page too.
    await admin.put(`/api/admin/hospitals/${featured[0]!.id}`).send({ featured: false }).expect(200);
    await admin.put(`/api/admin/hospitals/${fifth!.id}`).send({ featured: true }).expect(200);
    const home = await featuredOnHome();
    expect(home).toHaveLength(4);
    expect(home).toContain(fifth!.name);
    expect(home).not.toContain(featured[0]!.name);
  });

  it('counts only the active featured hospitals, the ones the home page shows', async () => {
    const [hidden] = await hospitals(true);
    await admin.put(`/api/admin/hospitals/${hidden!.id}`).send({ isActive: false }).expect(200);
    expect(await featuredOnHome()).toHaveLength(3);

    // Inactive, it is not shown and does not count: another takes its place on the home page.
    const [replacement] = await hospitals(false);
    await admin.put(`/api/admin/hospitals/${replacement!.id}`).send({ featured: true }).expect(200);
    const home = await featuredOnHome();
    expect(home).toHaveLength(4);
    expect(home).toContain(replacement!.name);
    // A new hospital featured but inactive is not shown either: added.
    const [country] = (await admin.get(`/api/admin/countries?${q({ q: 'Malaysia' })}`).expect(200)).body;
    const added = await admin
      .post('/api/admin/hospitals')
      .send({ name: 'Inactive Featured Hospital', city: 'Ipoh', countryId: country.id, featured: true, isActive: false })
      .expect(201);
    await admin.delete(`/api/admin/hospitals/${added.body.id}`).expect(200);

    // Re-activating the featured one would show a fifth: refused with the reason, nothing saved.
    const audited = await auditRows();
    const refused = await admin.put(`/api/admin/hospitals/${hidden!.id}`).send({ isActive: true, city: 'Elsewhere' }).expect(409);
    expect(refused.body.message).toBe(STAFF_MESSAGES.fourFeatured);
    const after = (await admin.get(`/api/admin/hospitals/${hidden!.id}`).expect(200)).body;
    expect(after).toMatchObject({ isActive: false, featured: true, city: hidden!.city });
    expect(await auditRows()).toBe(audited);
    expect(await featuredOnHome()).toEqual(home);

    // Unfeatured, it is active again (four featured, for the next test).
    await admin.put(`/api/admin/hospitals/${hidden!.id}`).send({ featured: false }).expect(200);
    await admin.put(`/api/admin/hospitals/${hidden!.id}`).send({ isActive: true }).expect(200);
    expect(await hospitals(true)).toHaveLength(4);
  });

  it('lets one of two admins featuring the fourth at the same moment succeed, the other is told why', async () => {
    const [unfeatured] = await hospitals(true);
    await admin.put(`/api/admin/hospitals/${unfeatured!.id}`).send({ featured: false }).expect(200);
    expect(await hospitals(true)).toHaveLength(3);
    const candidates = (await hospitals(false)).filter((h) => h.id !== unfeatured!.id).slice(0, 2);

    const answers = await Promise.all([
      admin.put(`/api/admin/hospitals/${candidates[0]!.id}`).send({ featured: true }),
      otherAdmin.put(`/api/admin/hospitals/${candidates[1]!.id}`).send({ featured: true }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(STAFF_MESSAGES.fourFeatured);
    expect(await hospitals(true)).toHaveLength(4);
  });
});
