import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import { decryptText } from '../src/common/crypto/encryption.js';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

const q = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('back-office resources (react-admin simple REST)', () => {
  let api: TestApi;
  let admin: Agent;
  let moderator: Agent;
  let patient: Agent;
  let adminId: string;

  beforeAll(async () => {
    api = await startApi();
    let adminUser;
    ({ agent: admin, user: adminUser } = await signedInAgent(api.app, api.em, 'admin'));
    adminId = adminUser.id;
    ({ agent: moderator } = await signedInAgent(api.app, api.em, 'moderator'));
    ({ agent: patient } = await signedInAgent(api.app, api.em, 'user'));
  });
  afterAll(async () => api.close());

  describe('role denials', () => {
    const adminOnly = ['users', 'hospitals', 'treatments', 'countries', 'specializations', 'settings', 'audit-events'];
    const staff = ['bookings', 'reviews', 'contact-messages', 'dashboard'];

    it.each(adminOnly)('%s: admin 200, moderator 403, patient 403, signed-out 401', async (resource) => {
      await admin.get(`/api/admin/${resource}`).expect(200);
      await moderator.get(`/api/admin/${resource}`).expect(403);
      await patient.get(`/api/admin/${resource}`).expect(403);
      await api.http.get(`/api/admin/${resource}`).expect(401);
    });

    it.each(staff)('%s: admin and moderator 200, patient 403, signed-out 401', async (resource) => {
      await admin.get(`/api/admin/${resource}`).expect(200);
      await moderator.get(`/api/admin/${resource}`).expect(200);
      await patient.get(`/api/admin/${resource}`).expect(403);
      await api.http.get(`/api/admin/${resource}`).expect(401);
    });

    it('refuses writes by a moderator on admin-only resources and review deletion', async () => {
      await moderator.post('/api/admin/treatments').send({ name: 'X', category: 'other', description: 'x' }).expect(403);
      await moderator.put('/api/admin/settings/site').send({}).expect(403);
      const [review] = (await moderator.get('/api/admin/reviews?range=[0,0]').expect(200)).body;
      await moderator.delete(`/api/admin/reviews/${review.id}`).expect(403);
      await moderator.get(`/api/admin/reviews/${review.id}`).expect(200);
    });
  });

  describe('users', () => {
    it('filters by role and searches name, phone and country', async () => {
      const { body, headers } = await admin.get(`/api/admin/users?${q({ role: 'moderator' })}&range=[0,99]`).expect(200);
      expect(body.every((u: { role: string }) => u.role === 'moderator')).toBe(true);
      expect(headers['content-range']).toMatch(/^users 0-\d+\/\d+$/);
      await api.em.getConnection().execute(`update profiles set phone = '+254 700 111222', country = 'Kenya' where user_id = ?`, [adminId]);
      expect((await admin.get(`/api/admin/users?${q({ q: '700 111' })}`).expect(200)).body.map((u: { id: string }) => u.id)).toEqual([adminId]);
      expect((await admin.get(`/api/admin/users?${q({ q: 'kenya' })}`).expect(200)).body.map((u: { id: string }) => u.id)).toContain(adminId);
      await admin.get(`/api/admin/users?${q({ role: 'root' })}`).expect(400);
    });

    it('invites by email: the invitee sets a password from the link and can sign in', async () => {
      const email = `invitee-${randomUUID().slice(0, 6)}@test.example`;
      const res = await admin.post('/api/admin/users').send({ email, firstName: 'Ngozi', lastName: 'Eze', role: 'moderator' }).expect(201);
      expect(res.body).toMatchObject({ id: expect.any(String), email, role: 'moderator', emailVerified: false });
      await admin.post('/api/admin/users').send({ email, firstName: 'N', lastName: 'E', role: 'user' }).expect(400)
        .expect((r) => expect(r.body.errors).toEqual({ email: 'A user with this email already exists' }));
      const [job] = await api.em.getConnection().execute(`select payload->>'encryptedToken' as t from outbox where job_name = 'auth.invitation' and payload->>'userId' = ?`, [res.body.id]);
      expect(job.t).toBeTruthy();
      const token = decryptText(job.t, api.config.encryptionKey);
      await api.http.post('/api/auth/invitation/accept').send({ token, password: 'ngozi-secret-9' }).expect(200);
      await api.http.post('/api/auth/invitation/accept').send({ token, password: 'ngozi-secret-9' }).expect(400);
      const signIn = await api.http.post('/api/auth/sign-in').send({ email, password: 'ngozi-secret-9' }).expect(200);
      expect(signIn.body.user).toMatchObject({ roles: ['moderator'], emailVerified: true });
    });
  });

  describe('hospitals', () => {
    it('adds a hospital (empty numbers stored as null), starting active and not featured; toggles; filters by status', async () => {
      const [country] = (await admin.get(`/api/admin/countries?${q({ q: 'Malaysia' })}`).expect(200)).body;
      const created = await admin.post('/api/admin/hospitals').send({ name: 'Kuching Care Hospital', city: 'Kuching', countryId: country.id, bedCapacity: '', staffCount: '', phone: '', website: '' }).expect(201);
      expect(created.body).toMatchObject({ name: 'Kuching Care Hospital', bedCapacity: null, staffCount: null, isActive: true, featured: false, country: { name: 'Malaysia' }, slug: 'kuching-care-hospital' });
      const featured = await admin.put(`/api/admin/hospitals/${created.body.id}`).send({ featured: true, isActive: false, bedCapacity: '120' }).expect(200);
      expect(featured.body).toMatchObject({ featured: true, isActive: false, bedCapacity: 120 });
      const inactive = (await admin.get(`/api/admin/hospitals?${q({ status: 'inactive' })}&range=[0,99]`).expect(200)).body;
      expect(inactive.map((h: { id: string }) => h.id)).toContain(created.body.id);
      expect(inactive.every((h: { isActive: boolean }) => !h.isActive)).toBe(true);
      const byCountry = (await admin.get(`/api/admin/hospitals?${q({ q: 'malaysia' })}&range=[0,99]`).expect(200)).body;
      expect(byCountry.length).toBe(4);
      await admin.get(`/api/admin/hospitals?${q({ status: 'closed' })}`).expect(400);
      const again = await admin.post('/api/admin/hospitals').send({ name: 'Kuching Care Hospital', city: 'Miri', countryId: country.id }).expect(201);
      expect(again.body.slug).toBe('kuching-care-hospital-2');
      const deleted = await admin.delete(`/api/admin/hospitals/${again.body.id}`).expect(200);
      expect(deleted.body.id).toBe(again.body.id);
    });

    it('numbers a slug that would hide behind a fixed path, so the new hospital can be reached', async () => {
      const [country] = (await admin.get(`/api/admin/countries?${q({ q: 'Thailand' })}`).expect(200)).body;
      const created = await admin.post('/api/admin/hospitals').send({ name: 'Compare', city: 'Hua Hin', countryId: country.id }).expect(201);
      expect(created.body.slug).toBe('compare-2');
      const profile = await api.http.get('/api/hospitals/compare-2').expect(200);
      expect(profile.body).toMatchObject({ name: 'Compare', city: 'Hua Hin' });
      await admin.delete(`/api/admin/hospitals/${created.body.id}`).expect(200);
    });

    it('answers invalid values with field errors', async () => {
      const res = await admin.post('/api/admin/hospitals').send({ name: '', city: 'X', countryId: 'nope', bedCapacity: 'many', email: 'no', website: 'javascript:alert(1)' }).expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['bedCapacity', 'countryId', 'email', 'name', 'website']);
    });

    it('refuses to delete a hospital that bookings name (409), keeping it', async () => {
      const { agent } = await signedInAgent(api.app, api.em, 'user');
      const [hospital] = (await admin.get(`/api/admin/hospitals?${q({ q: 'Penang' })}`).expect(200)).body;
      const [treatment] = (await admin.get(`/api/admin/treatments?${q({ q: 'IVF' })}`).expect(200)).body;
      await agent.post('/api/bookings').send({ hospitalId: hospital.id, treatmentId: treatment.id }).expect(201);
      const res = await admin.delete(`/api/admin/hospitals/${hospital.id}`).expect(409);
      expect(res.body.message).toContain('cannot be deleted');
      await admin.get(`/api/admin/hospitals/${hospital.id}`).expect(200);
      await admin.delete(`/api/admin/treatments/${treatment.id}`).expect(409);
    });
  });

  describe('treatments and specializations', () => {
    it('creates, updates and deletes with the full simple-REST contract', async () => {
      const created = await admin.post('/api/admin/treatments').send({ name: 'Cataract Surgery', category: 'other', description: 'Lens replacement', minCostUsd: 1500, maxCostUsd: 3000 }).expect(201);
      expect(created.body).toMatchObject({ id: expect.any(String), slug: 'cataract-surgery', evidenceLevel: 'moderate', type: 'conventional', isActive: true });
      await admin.put(`/api/admin/treatments/${created.body.id}`).send({ maxCostUsd: 1000 }).expect(400)
        .expect((r) => expect(r.body.errors).toEqual({ maxCostUsd: 'Maximum cost must not be below the minimum' }));
      await admin.put(`/api/admin/treatments/${created.body.id}`).send({ isActive: false }).expect(200).expect((r) => expect(r.body.isActive).toBe(false));
      await admin.post('/api/admin/treatments').send({ name: 'cataract surgery', category: 'other', description: 'dup' }).expect(400);
      await admin.delete(`/api/admin/treatments/${created.body.id}`).expect(200).expect((r) => expect(r.body.name).toBe('Cataract Surgery'));

      const spec = await admin.post('/api/admin/specializations').send({ name: 'Ophthalmology' }).expect(201);
      await admin.put(`/api/admin/specializations/${spec.body.id}`).send({ description: 'Eyes' }).expect(200);
      await admin.delete(`/api/admin/specializations/${spec.body.id}`).expect(200);
      const [used] = (await admin.get(`/api/admin/specializations?${q({ q: 'Cardiology' })}`).expect(200)).body;
      await admin.delete(`/api/admin/specializations/${used.id}`).expect(409);
    });
  });

  describe('reviews', () => {
    it('shows the four stats, toggles the success-story flag and lets only admins delete', async () => {
      const stats = (await moderator.get('/api/admin/reviews/stats').expect(200)).body;
      expect(stats).toEqual({ total: expect.any(Number), successStories: expect.any(Number), withRatings: expect.any(Number), averageRating: expect.any(Number) });
      expect(stats.total).toBeGreaterThanOrEqual(18);
      expect(Number.isInteger(stats.averageRating * 10)).toBe(true);
      const [review] = (await moderator.get(`/api/admin/reviews?${q({ isSuccessStory: false })}&range=[0,0]`).expect(200)).body;
      await moderator.put(`/api/admin/reviews/${review.id}`).send({ isSuccessStory: true }).expect(200).expect((r) => expect(r.body.isSuccessStory).toBe(true));
      expect((await moderator.get('/api/admin/reviews/stats').expect(200)).body.successStories).toBe(stats.successStories + 1);
      await admin.delete(`/api/admin/reviews/${review.id}`).expect(200).expect((r) => expect(r.body.id).toBe(review.id));
      await admin.get(`/api/admin/reviews/${review.id}`).expect(404);
    });
  });

  describe('contact messages', () => {
    it('is an inbox staff can mark handled', async () => {
      const { body } = await api.http.post('/api/contact').set('X-Forwarded-For', '203.0.113.250').send({ name: 'Inbox Test', email: 'inbox@test.example', country: 'Egypt', message: 'Question' }).expect(201);
      const open = (await moderator.get(`/api/admin/contact-messages?${q({ handled: false })}&range=[0,99]`).expect(200)).body;
      expect(open.map((m: { id: string }) => m.id)).toContain(body.id);
      const handled = await moderator.put(`/api/admin/contact-messages/${body.id}`).send({ handled: true }).expect(200);
      expect(handled.body).toMatchObject({ handled: true, handledBy: expect.stringContaining('@test.example') });
      const stillOpen = (await moderator.get(`/api/admin/contact-messages?${q({ handled: false })}&range=[0,99]`).expect(200)).body;
      expect(stillOpen.map((m: { id: string }) => m.id)).not.toContain(body.id);
    });
  });

  describe('settings', () => {
    it('reads and saves contact details, office hours, premium price and deposit rules', async () => {
      const [site] = (await admin.get('/api/admin/settings').expect(200)).body;
      expect(site).toMatchObject({ id: 'site', premiumPriceUsd: 49, officeHours: expect.arrayContaining(['Mon-Fri 9:00 AM-6:00 PM MYT']) });
      const saved = await admin.put('/api/admin/settings/site').send({ contactPhone: '+60 3-9999 0000', whatsappNumber: '+60 12-345 6789', depositPercentage: 25 }).expect(200);
      expect(saved.body).toMatchObject({ contactPhone: '+60 3-9999 0000', depositPercentage: 25 });
      expect((await api.http.get('/api/settings/contact').expect(200)).body).toMatchObject({ phone: '+60 3-9999 0000', whatsappUrl: 'https://wa.me/60123456789' });
      const bad = await admin.put('/api/admin/settings/site').send({ depositPercentage: 150, contactEmail: 'nope', premiumPriceUsd: 0 }).expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['contactEmail', 'depositPercentage', 'premiumPriceUsd']);
      await admin.get('/api/admin/settings/other').expect(404);
    });
  });

  describe('audit log and dashboard', () => {
    it('filters the audit log by actor, action and date', async () => {
      const mine = (await admin.get(`/api/admin/audit-events?${q({ actorId: adminId })}&range=[0,199]`).expect(200)).body;
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((e: { actorId: string }) => e.actorId === adminId)).toBe(true);
      const signIns = (await admin.get(`/api/admin/audit-events?${q({ action: 'auth.sign_in' })}&range=[0,9]`).expect(200)).body;
      expect(signIns.every((e: { action: string }) => e.action === 'auth.sign_in')).toBe(true);
      const future = (await admin.get(`/api/admin/audit-events?${q({ createdAt_gte: '2999-01-01' })}`).expect(200));
      expect(future.body).toEqual([]);
      expect(future.headers['content-range']).toBe('audit-events */0');
      await admin.get(`/api/admin/audit-events?${q({ createdAt_gte: 'yesterday-ish' })}`).expect(400);
      await admin.delete(`/api/admin/audit-events/${mine[0].id}`).expect(404); // read-only: no such route
    });

    it('counts the six stats (monthly revenue = this month\'s estimates) with charts; activity only for admins', async () => {
      const { body } = await admin.get('/api/admin/dashboard').expect(200);
      const [expected] = await api.em.getConnection().execute(`select (select count(*)::int from users) as users, (select count(*)::int from bookings where status = 'pending') as pending,
        (select coalesce(sum(estimated_cost_usd), 0)::int from bookings where created_at >= date_trunc('month', now())) as revenue`);
      expect(body.stats).toMatchObject({ totalUsers: expected.users, pendingBookings: expected.pending, monthlyRevenueUsd: expected.revenue });
      expect(body.bookingsPerWeek).toHaveLength(12);
      expect(body.revenuePerMonth).toHaveLength(12);
      expect(body.recentActivity.length).toBeGreaterThan(0);
      expect((await moderator.get('/api/admin/dashboard').expect(200)).body.recentActivity).toEqual([]);
    });
  });
});
