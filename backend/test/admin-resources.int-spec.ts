import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import { decryptText } from '../src/common/crypto/encryption.js';
import { HOSPITALS } from '../src/database/seeders/demo-catalogue.js';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

const q = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('back-office resources (react-admin simple REST)', () => {
  let api: TestApi;
  let admin: Agent;
  let moderator: Agent;
  let patient: Agent;
  let adminId: string;
  let moderatorEmail: string;
  let moderatorId: string;

  beforeAll(async () => {
    api = await startApi();
    let adminUser;
    ({ agent: admin, user: adminUser } = await signedInAgent(api.app, api.em, 'admin'));
    adminId = adminUser.id;
    let moderatorUser;
    ({ agent: moderator, user: moderatorUser } = await signedInAgent(api.app, api.em, 'moderator'));
    moderatorEmail = moderatorUser.email;
    moderatorId = moderatorUser.id;
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
      // The moderator signed in above is this file's only one so far.
      const { body, headers } = await admin.get(`/api/admin/users?${q({ role: 'moderator' })}&range=[0,99]`).expect(200);
      expect(body.map((u: { id: string; role: string }) => [u.id, u.role])).toEqual([[moderatorId, 'moderator']]);
      expect(headers['content-range']).toBe('users 0-0/1');
      await api.em.getConnection().execute(`update profiles set phone = '+254 700 111222', country = 'Kenya' where user_id = ?`, [adminId]);
      expect((await admin.get(`/api/admin/users?${q({ q: '700 111' })}`).expect(200)).body.map((u: { id: string }) => u.id)).toEqual([
        adminId,
      ]);
      expect((await admin.get(`/api/admin/users?${q({ q: 'kenya' })}`).expect(200)).body.map((u: { id: string }) => u.id)).toEqual([
        adminId,
      ]);
      await admin.get(`/api/admin/users?${q({ role: 'root' })}`).expect(400);
    });

    it('invites by email: the invitee sets a password from the link and can sign in', async () => {
      const email = `invitee-${randomUUID().slice(0, 6)}@test.example`;
      const res = await admin.post('/api/admin/users').send({ email, firstName: 'Ngozi', lastName: 'Eze', role: 'moderator' }).expect(201);
      expect(res.body).toMatchObject({ id: expect.any(String), email, role: 'moderator', emailVerified: false });
      await admin
        .post('/api/admin/users')
        .send({ email, firstName: 'N', lastName: 'E', role: 'user' })
        .expect(400)
        .expect((r) => expect(r.body.errors).toEqual({ email: 'A user with this email already exists' }));
      const [job] = await api.em
        .getConnection()
        .execute(`select payload->>'encryptedToken' as t from outbox where job_name = 'auth.invitation' and payload->>'userId' = ?`, [
          res.body.id,
        ]);
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
      const created = await admin
        .post('/api/admin/hospitals')
        .send({
          name: 'Kuching Care Hospital',
          city: 'Kuching',
          countryId: country.id,
          bedCapacity: '',
          staffCount: '',
          phone: '',
          website: '',
        })
        .expect(201);
      expect(created.body).toMatchObject({
        name: 'Kuching Care Hospital',
        bedCapacity: null,
        staffCount: null,
        isActive: true,
        featured: false,
        country: { name: 'Malaysia' },
        slug: 'kuching-care-hospital',
      });
      // Four featured at most (featured-hospitals.int-spec.ts): one of the seeded four makes room.
      const [seededFeatured] = (await admin.get(`/api/admin/hospitals?${q({ status: 'featured' })}`).expect(200)).body;
      await admin.put(`/api/admin/hospitals/${seededFeatured.id}`).send({ featured: false }).expect(200);
      const featured = await admin
        .put(`/api/admin/hospitals/${created.body.id}`)
        .send({ featured: true, isActive: false, bedCapacity: '120' })
        .expect(200);
      expect(featured.body).toMatchObject({ featured: true, isActive: false, bedCapacity: 120 });
      // Every seeded hospital is active: the one deactivated here is the only inactive one.
      const inactive = (await admin.get(`/api/admin/hospitals?${q({ status: 'inactive' })}&range=[0,99]`).expect(200)).body;
      expect(inactive.map((h: { id: string; isActive: boolean }) => [h.id, h.isActive])).toEqual([[created.body.id, false]]);
      const byCountry = (await admin.get(`/api/admin/hospitals?${q({ q: 'malaysia' })}&range=[0,99]`).expect(200)).body;
      expect(byCountry.length).toBe(5); // the four seeded Malaysian hospitals and the one added here
      await admin.get(`/api/admin/hospitals?${q({ status: 'closed' })}`).expect(400);
      const again = await admin
        .post('/api/admin/hospitals')
        .send({ name: 'Kuching Care Hospital', city: 'Miri', countryId: country.id })
        .expect(201);
      expect(again.body.slug).toBe('kuching-care-hospital-2');
      const deleted = await admin.delete(`/api/admin/hospitals/${again.body.id}`).expect(200);
      expect(deleted.body.id).toBe(again.body.id);
    });

    it('numbers a slug that would hide behind a fixed path, so the new hospital can be reached', async () => {
      const [country] = (await admin.get(`/api/admin/countries?${q({ q: 'Thailand' })}`).expect(200)).body;
      const created = await admin
        .post('/api/admin/hospitals')
        .send({ name: 'Compare', city: 'Hua Hin', countryId: country.id })
        .expect(201);
      expect(created.body.slug).toBe('compare-2');
      const profile = await api.http.get('/api/hospitals/compare-2').expect(200);
      expect(profile.body).toMatchObject({ name: 'Compare', city: 'Hua Hin' });
      await admin.delete(`/api/admin/hospitals/${created.body.id}`).expect(200);
    });

    it('answers invalid values with field errors', async () => {
      const res = await admin
        .post('/api/admin/hospitals')
        .send({ name: '', city: 'X', countryId: 'nope', bedCapacity: 'many', email: 'no', website: 'javascript:alert(1)' })
        .expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['bedCapacity', 'countryId', 'email', 'name', 'website']);
    });

    it('refuses to delete a hospital that bookings name (409), keeping it', async () => {
      const { agent } = await signedInAgent(api.app, api.em, 'user');
      const [hospital] = (await admin.get(`/api/admin/hospitals?${q({ q: 'Penang' })}`).expect(200)).body;
      const [treatment] = (await admin.get(`/api/admin/treatments?${q({ q: 'IVF' })}`).expect(200)).body;
      await agent.post('/api/bookings').send({ hospitalId: hospital.id, treatmentId: treatment.id }).expect(201);
      const res = await admin.delete(`/api/admin/hospitals/${hospital.id}`).expect(409);
      expect(res.body.message).toBe(`${hospital.name} cannot be deleted: bookings still name it. Deactivate it instead.`);
      await admin.get(`/api/admin/hospitals/${hospital.id}`).expect(200);
      await admin.delete(`/api/admin/treatments/${treatment.id}`).expect(409);
    });
  });

  describe('treatments and specializations', () => {
    it('creates, updates and deletes with the full simple-REST contract', async () => {
      const created = await admin
        .post('/api/admin/treatments')
        .send({ name: 'Glaucoma Surgery', category: 'other', description: 'Lens replacement', minCostUsd: 1500, maxCostUsd: 3000 })
        .expect(201);
      expect(created.body).toMatchObject({
        id: expect.any(String),
        slug: 'glaucoma-surgery',
        evidenceLevel: 'moderate',
        type: 'conventional',
        isActive: true,
      });
      await admin
        .put(`/api/admin/treatments/${created.body.id}`)
        .send({ maxCostUsd: 1000 })
        .expect(400)
        .expect((r) => expect(r.body.errors).toEqual({ maxCostUsd: 'Maximum cost must not be below the minimum' }));
      await admin
        .put(`/api/admin/treatments/${created.body.id}`)
        .send({ isActive: false })
        .expect(200)
        .expect((r) => expect(r.body.isActive).toBe(false));
      await admin.post('/api/admin/treatments').send({ name: 'glaucoma surgery', category: 'other', description: 'dup' }).expect(400);
      await admin
        .delete(`/api/admin/treatments/${created.body.id}`)
        .expect(200)
        .expect((r) => expect(r.body.name).toBe('Glaucoma Surgery'));

      const spec = await admin.post('/api/admin/specializations').send({ name: 'Dermatology' }).expect(201);
      await admin.put(`/api/admin/specializations/${spec.body.id}`).send({ description: 'Eyes' }).expect(200);
      await admin.delete(`/api/admin/specializations/${spec.body.id}`).expect(200);
      const [used] = (await admin.get(`/api/admin/specializations?${q({ q: 'Cardiology' })}`).expect(200)).body;
      await admin.delete(`/api/admin/specializations/${used.id}`).expect(409);
    });
  });

  describe('reviews', () => {
    it('shows the four stats, toggles the success-story flag and lets only admins delete', async () => {
      // The seeded reviews, counted from the seed's source data.
      const seeded = HOSPITALS.flatMap((h) => h.reviews);
      const ratingSum = seeded.reduce((sum, r) => sum + r.rating, 0);
      const stories = seeded.filter((r) => r.isSuccessStory).length;
      const oneDecimal = (value: number) => Math.round(value * 10) / 10;
      expect((await moderator.get('/api/admin/reviews/stats').expect(200)).body).toEqual({
        total: seeded.length,
        successStories: stories,
        withRatings: seeded.length,
        averageRating: oneDecimal(ratingSum / seeded.length),
        pending: 0,
        // The demo seed's reviews are neither a verified patient's nor imported from a site.
        verified: 0,
        imported: 0,
      });

      const [review] = (await moderator.get(`/api/admin/reviews?${q({ isSuccessStory: false })}&range=[0,0]`).expect(200)).body;
      await moderator
        .put(`/api/admin/reviews/${review.id}`)
        .send({ isSuccessStory: true })
        .expect(200)
        .expect((r) => expect(r.body.isSuccessStory).toBe(true));
      expect((await moderator.get('/api/admin/reviews/stats').expect(200)).body.successStories).toBe(stories + 1);
      await admin
        .delete(`/api/admin/reviews/${review.id}`)
        .expect(200)
        .expect((r) => expect(r.body.id).toBe(review.id));
      await admin.get(`/api/admin/reviews/${review.id}`).expect(404);
      const afterDelete = {
        total: seeded.length - 1,
        successStories: stories,
        withRatings: seeded.length - 1,
        averageRating: oneDecimal((ratingSum - review.rating) / (seeded.length - 1)),
        pending: 0,
        verified: 0,
        imported: 0,
      };
      expect((await moderator.get('/api/admin/reviews/stats').expect(200)).body).toEqual(afterDelete);

      // A review without a rating counts in the total only.
      await api.em.getConnection().execute(
        `insert into hospital_reviews (id, hospital_id, reviewer_name, review_text, fingerprint)
         select gen_random_uuid(), id, 'Unrated R.', 'No stars given.', repeat('0', 64) from hospitals where slug = 'straits-heart-vascular-centre'`,
      );
      expect((await moderator.get('/api/admin/reviews/stats').expect(200)).body).toEqual({ ...afterDelete, total: seeded.length });
    });
  });

  describe('contact messages', () => {
    it('is an inbox staff can mark handled, each message with the language to reply in', async () => {
      const { body } = await api.http
        .post('/api/contact')
        .set('X-Forwarded-For', '203.0.113.250')
        .send({ name: 'Inbox Test', email: 'inbox@test.example', country: 'Egypt', message: 'Question', language: 'ar' })
        .expect(201);
      expect((await moderator.get(`/api/admin/contact-messages/${body.id}`).expect(200)).body).toMatchObject({ language: 'ar' });
      // The only contact message of this file.
      const open = (await moderator.get(`/api/admin/contact-messages?${q({ handled: false })}&range=[0,99]`).expect(200)).body;
      expect(open.map((m: { id: string }) => m.id)).toEqual([body.id]);
      const handled = await moderator.put(`/api/admin/contact-messages/${body.id}`).send({ handled: true }).expect(200);
      expect(handled.body).toMatchObject({ handled: true, handledBy: moderatorEmail });
      const stillOpen = (await moderator.get(`/api/admin/contact-messages?${q({ handled: false })}&range=[0,99]`).expect(200)).body;
      expect(stillOpen).toEqual([]);
      const done = (await moderator.get(`/api/admin/contact-messages?${q({ handled: true })}&range=[0,99]`).expect(200)).body;
      expect(done.map((m: { id: string }) => m.id)).toEqual([body.id]);
    });
  });

  describe('settings', () => {
    it('reads and saves contact details, office hours, premium price and deposit rules', async () => {
      // Nothing saved yet in this file's database: seeded from the spec and the configuration.
      const [site] = (await admin.get('/api/admin/settings').expect(200)).body;
      expect(site).toEqual({
        id: 'site',
        contactEmail: api.config.staffEmail,
        contactPhone: api.config.coordinatorPhone,
        whatsappNumber: api.config.coordinatorWhatsapp,
        officeHours: ['Mon-Fri 9:00 AM-6:00 PM MYT', 'Sat 9:00 AM-2:00 PM MYT', 'Sun emergency consultations only'],
        premiumPriceUsd: 49,
        depositPercentage: 20,
        depositMinimumUsd: 500,
        moderatorOfflinePaymentMaxUsd: 5000,
        // Demo details until an admin enters real ones (settings.int-spec.ts checks them).
        offlinePayment: expect.objectContaining({ bank: expect.objectContaining({ swift: 'MBBEMYKL' }) }),
        depositRefundPolicy: expect.stringContaining('Cancel at least 14 days before your admission date'),
        // The same texts in the site's other languages (issue 56; settings.int-spec.ts reads them per language).
        translations: {
          fr: expect.objectContaining({ depositRefundPolicy: expect.stringContaining('Annulez au moins 14 jours') }),
          ar: expect.objectContaining({ officeHours: expect.arrayContaining([expect.stringContaining('بتوقيت ماليزيا')]) }),
          sw: expect.objectContaining({ instructions: [expect.stringContaining('dola za Marekani')] }),
        },
        maxRateAgeDays: 7,
        ratesUrl: null,
        scraperMaxReviewsPerRun: 200,
        erasureGraceDays: 14,
        finalBillThresholdPercent: 10,
        retentionYears: 7,
        shareLinkDays: 7,
        ratesFetchedAt: null,
        ratesFetchStatus: null,
        updatedAt: null,
      });
      const saved = await admin
        .put('/api/admin/settings/site')
        .send({ contactPhone: '+60 3-9999 0000', whatsappNumber: '+60 12-345 6789', depositPercentage: 25 })
        .expect(200);
      expect(saved.body).toMatchObject({ contactPhone: '+60 3-9999 0000', depositPercentage: 25 });
      expect((await api.http.get('/api/settings/contact').expect(200)).body).toMatchObject({
        phone: '+60 3-9999 0000',
        whatsappUrl: 'https://wa.me/60123456789',
      });
      const bad = await admin
        .put('/api/admin/settings/site')
        .send({ depositPercentage: 150, contactEmail: 'nope', premiumPriceUsd: 0 })
        .expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['contactEmail', 'depositPercentage', 'premiumPriceUsd']);
      await admin.get('/api/admin/settings/other').expect(404);
    });
  });

  describe('audit log', () => {
    it('filters the audit log by actor, action and date', async () => {
      // A new admin has done two things so far: signed in, then given the second factor (newest first).
      const { user: newcomer } = await signedInAgent(api.app, api.em, 'admin');
      const mine = (await admin.get(`/api/admin/audit-events?${q({ actorId: newcomer.id })}&range=[0,199]`).expect(200)).body;
      expect(mine.map((e: { actorId: string; action: string }) => [e.actorId, e.action])).toEqual([
        [newcomer.id, 'auth.mfa_verify'],
        [newcomer.id, 'auth.sign_in'],
      ]);
      const both = (await admin.get(`/api/admin/audit-events?${q({ actorId: newcomer.id, action: 'auth.sign_in' })}`).expect(200)).body;
      expect(both.map((e: { id: string }) => e.id)).toEqual([mine[1].id]);
      const signIns = (await admin.get(`/api/admin/audit-events?${q({ action: 'auth.sign_in' })}&range=[0,9]`).expect(200)).body;
      expect(signIns[0].id).toBe(mine[1].id); // the newest sign-in
      expect(signIns.every((e: { action: string }) => e.action === 'auth.sign_in')).toBe(true);
      const future = await admin.get(`/api/admin/audit-events?${q({ createdAt_gte: '2999-01-01' })}`).expect(200);
      expect(future.body).toEqual([]);
      expect(future.headers['content-range']).toBe('audit-events */0');
      await admin.get(`/api/admin/audit-events?${q({ createdAt_gte: 'yesterday-ish' })}`).expect(400);
      await admin.delete(`/api/admin/audit-events/${mine[0].id}`).expect(404); // read-only: no such route
    });
  });
});
