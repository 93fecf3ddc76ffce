import type { INestApplicationContext } from '@nestjs/common';
import type { Job } from 'bullmq';
import request, { type Agent } from 'supertest';
import { REVIEW_LIMITS, type BookingStatus, type Locale } from '@medtour/contracts';
import { JobRunner } from '../src/modules/notifications/job-runner.js';
import { inDays, seededOffer, signedInAgent, type TestUser } from './support/factories.js';
import { startApi, startWorker, type TestApi } from './support/app.js';
import { readMail, startSmtpServer, type SmtpStandIn } from './support/smtp.js';
import { waitFor } from './support/wait.js';

/**
 * Verified patient reviews (issue 30): the invitation a week after the treatment (once), the
 * patient's review of their own completed booking (once, editable for 30 days, moderated), every
 * refusal with nothing saved, and the public hospital page's label and rating summary.
 */
describe('verified patient reviews', () => {
  let api: TestApi;
  let worker: INestApplicationContext;
  let smtp: SmtpStandIn;
  let offer: { hospitalId: string; treatmentId: string };
  const HOSPITAL = 'selangor-joint-spine-institute';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = await startApi();
    worker = await startWorker({ SMTP_URL: smtp.url });
    offer = await seededOffer(api.em, HOSPITAL);
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
    await smtp.close();
  });

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);

  /** A signed-in patient whose profile says this country, using the site in this language. */
  async function newPatient(language: Locale = 'en', country: string | null = 'Kenya'): Promise<{ agent: Agent; user: TestUser }> {
    const patient = await signedInAgent(api.app, api.em, 'user');
    await sql(`update users set language = ? where id = ?`, [language, patient.user.id]);
    await sql(`update profiles set first_name = 'Amina', country = ? where user_id = ?`, [country, patient.user.id]);
    return patient;
  }

  /** A booking of the patient in `status`; completed `completedDaysAgo` days ago (when given), asked for `preferredDate`. */
  async function stage(
    userId: string,
    status: BookingStatus,
    { completedDaysAgo = null as number | null, preferredDate = null as string | null } = {},
  ): Promise<string> {
    const [row] = await sql<{ id: string }>(
      `insert into bookings (id, user_id, hospital_id, treatment_id, status, preferred_date, completed_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, case when ?::int is null then null else now() - make_interval(days => ?::int) end)
       returning id`,
      [userId, offer.hospitalId, offer.treatmentId, status, preferredDate, completedDaysAgo, completedDaysAgo],
    );
    return row!.id;
  }

  const sweep = () => worker.get(JobRunner).process({ name: 'maintenance.invite_reviews', id: 'invite-test', data: {} } as Job);
  const invitations = async (bookingId: string) =>
    (
      await sql<{ n: number }>(
        `select count(*)::int as n from outbox where job_name = 'reviews.invitation' and payload->>'bookingId' = ?`,
        [bookingId],
      )
    )[0]!.n;
  const reviewsOf = async (bookingId: string) =>
    (await sql<{ n: number }>(`select count(*)::int as n from hospital_reviews where booking_id = ?`, [bookingId]))[0]!.n;
  const reviewRow = async (bookingId: string) =>
    (await sql<Record<string, unknown>>(`select * from hospital_reviews where booking_id = ?`, [bookingId]))[0];
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).map(readMail);

  const VALID = {
    rating: 5,
    text: '  The surgeons were clear and kind; I walked on day two.  ',
    successStoryConsent: true,
    isAnonymous: false,
  };

  describe('the invitation, a week after the treatment', () => {
    it('is queued once per booking whose treatment is a week past, never for a cancelled one nor one completed yesterday', async () => {
      const patient = await newPatient('fr');
      const due = await stage(patient.user.id, 'completed', { completedDaysAgo: 8 });
      const recent = await stage(patient.user.id, 'completed', { completedDaysAgo: 1 });
      // Treated on the day asked for, 10 days ago, and marked completed only yesterday: the earlier day counts.
      const markedLate = await stage(patient.user.id, 'completed', { completedDaysAgo: 1, preferredDate: inDays(-10) });
      const cancelled = await stage(patient.user.id, 'cancelled', { preferredDate: inDays(-20) });

      await sweep();
      await sweep(); // a second run (or a second worker): nothing new
      expect([await invitations(due), await invitations(recent), await invitations(markedLate), await invitations(cancelled)]).toEqual([
        1, 0, 1, 0,
      ]);

      // Completed again later (staff moved it back and forth): still invited once.
      await sql(`update bookings set status = 'completed', completed_at = now() - interval '9 days' where id = ?`, [due]);
      await sweep();
      expect(await invitations(due)).toBe(1);

      // In the patient's language, linking to the review page of that booking on the French site.
      const mails = await waitFor(() => {
        const found = mailsTo(patient.user.email).filter((m) => m.subject.startsWith('Comment s’est passé votre traitement'));
        return found.length >= 2 ? found : undefined;
      }, 'the two invitations');
      expect(mails).toHaveLength(2);
      const links = mails.map((m) => /https?:\/\/\S+\/review/.exec(m.text)?.[0]).sort();
      expect(links).toEqual([due, markedLate].map((id) => `${api.config.publicUrl}/fr/dashboard/bookings/${id}/review`).sort());
      const [first] = mails;
      expect(first!.subject).toBe('Comment s’est passé votre traitement à Selangor Joint & Spine Institute (Demo) ?');
      expect(first!.text).toContain('Bonjour Amina');
      const month = new Intl.DateTimeFormat('fr', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.now() - 10 * 86_400_000),
      );
      expect(mails.some((m) => m.text.includes(month))).toBe(true);
      expect(first!.text).not.toMatch(/Dear|Would you/);
    });

    it('is not sent when the patient already reviewed the booking (they found the page first)', async () => {
      const patient = await newPatient('en');
      const reviewed = await stage(patient.user.id, 'completed', { completedDaysAgo: 8 });
      await patient.agent.post(`/api/bookings/${reviewed}/review`).send(VALID).expect(201);
      await sweep();
      expect(await invitations(reviewed)).toBe(1);
      await waitFor(
        async () => (await sql(`select 1 from outbox where job_name = 'reviews.invitation' and processed_at is null`)).length === 0,
        'the invitations handled',
      );
      expect(mailsTo(patient.user.email).filter((m) => m.subject.startsWith('How was your treatment'))).toEqual([]);
    });
  });

  describe('writing and editing a review', () => {
    it('shows the form of a completed booking, then writes the review once, pending moderation', async () => {
      const patient = await newPatient('en', 'Kenya');
      const bookingId = await stage(patient.user.id, 'completed', { completedDaysAgo: 8, preferredDate: inDays(-12) });
      const form = (await patient.agent.get(`/api/bookings/${bookingId}/review`).expect(200)).body;
      expect(form).toMatchObject({
        booking: { id: bookingId, status: 'completed', treatment: 'Hip Replacement', treatedOn: inDays(-12) },
        reviewable: true,
        review: null,
        editable: false,
        editableUntil: null,
        reviewer: { firstName: 'Amina', country: 'Kenya' },
      });

      const created = (await patient.agent.post(`/api/bookings/${bookingId}/review`).send(VALID).expect(201)).body;
      expect(created.review).toMatchObject({
        rating: 5,
        text: VALID.text.trim(),
        successStoryConsent: true,
        isAnonymous: false,
        status: 'pending',
        reviewDate: inDays(0),
        updatedAt: null,
      });
      expect(created.editable).toBe(true);
      const until = new Date(created.editableUntil).getTime() - new Date(created.review.createdAt).getTime();
      expect(until).toBe(REVIEW_LIMITS.editableDays * 86_400_000);
      expect(await reviewRow(bookingId)).toMatchObject({
        hospital_id: offer.hospitalId,
        treatment_id: offer.treatmentId,
        treated_on: inDays(-12),
        reviewer_name: 'Amina',
        reviewer_country: 'Kenya',
        is_anonymous: false,
        success_story_consent: true,
        status: 'pending',
        source: null,
        fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      });

      // A second review of the booking: refused, the first one unchanged.
      const again = await patient.agent
        .post(`/api/bookings/${bookingId}/review`)
        .send({ ...VALID, rating: 1 })
        .expect(409);
      expect(again.body.message).toBe('You have already reviewed this booking. You can edit your review instead.');
      expect(await reviewsOf(bookingId)).toBe(1);
      expect(Number((await reviewRow(bookingId))!.rating)).toBe(5);
    });

    it('takes one of two reviews sent at the same time (the other is answered 409)', async () => {
      const patient = await newPatient();
      const bookingId = await stage(patient.user.id, 'completed', { completedDaysAgo: 8 });
      const answers = await Promise.all(
        [3, 4].map((rating) => patient.agent.post(`/api/bookings/${bookingId}/review`).send({ ...VALID, rating })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(await reviewsOf(bookingId)).toBe(1);
    });

    it('edits it for 30 days (a published review goes back to moderation), and refuses afterwards', async () => {
      const patient = await newPatient();
      const bookingId = await stage(patient.user.id, 'completed', { completedDaysAgo: 8 });
      await patient.agent.post(`/api/bookings/${bookingId}/review`).send(VALID).expect(201);
      await sql(`update hospital_reviews set status = 'published', is_success_story = true where booking_id = ?`, [bookingId]);

      const edited = (
        await patient.agent
          .put(`/api/bookings/${bookingId}/review`)
          .send({ rating: 4, text: 'Good care; the food could be better.', successStoryConsent: false, isAnonymous: true })
          .expect(200)
      ).body;
      expect(edited.review).toMatchObject({
        rating: 4,
        text: 'Good care; the food could be better.',
        isAnonymous: true,
        status: 'pending',
      });
      expect(edited.review.updatedAt).toEqual(expect.any(String));
      // The consent withdrawn: no longer featured as a success story.
      expect(await reviewRow(bookingId)).toMatchObject({ is_success_story: false, success_story_consent: false, is_anonymous: true });

      await sql(`update hospital_reviews set created_at = now() - interval '31 days' where booking_id = ?`, [bookingId]);
      const late = await patient.agent
        .put(`/api/bookings/${bookingId}/review`)
        .send({ ...VALID, rating: 1 })
        .expect(409);
      expect(late.body.message).toBe('Your review can no longer be edited: reviews can be edited for 30 days after they are written.');
      expect(late.body.messageCode).toBe('reviewEditClosed');
      expect(Number((await reviewRow(bookingId))!.rating)).toBe(4);
      const form = (await patient.agent.get(`/api/bookings/${bookingId}/review`).expect(200)).body;
      expect(form.editable).toBe(false);
    });

    it('refuses an edit once the booking left "completed" (staff cancelled it since); the review stays as written', async () => {
      const patient = await newPatient();
      const bookingId = await stage(patient.user.id, 'completed', { completedDaysAgo: 8 });
      await patient.agent.post(`/api/bookings/${bookingId}/review`).send(VALID).expect(201);
      await sql(`update bookings set status = 'cancelled', completed_at = null where id = ?`, [bookingId]);

      const res = await patient.agent
        .put(`/api/bookings/${bookingId}/review`)
        .send({ ...VALID, rating: 1 })
        .expect(409);
      expect(res.body.messageCode).toBe('reviewBookingNotCompleted');
      expect(Number((await reviewRow(bookingId))!.rating)).toBe(5);
    });
  });

  describe('refusals, with nothing saved', () => {
    let patient: { agent: Agent; user: TestUser };
    let bookingId: string;
    beforeAll(async () => {
      patient = await newPatient();
      bookingId = await stage(patient.user.id, 'completed', { completedDaysAgo: 8 });
    });
    afterEach(async () => expect(await reviewsOf(bookingId)).toBe(0));

    it.each([
      ['a text over the limit', { text: 'x'.repeat(REVIEW_LIMITS.textMax + 1) }, { text: 'Your review must be at most 2000 characters' }],
      ['a blank text', { text: '   ' }, { text: 'Please write your review' }],
      ['no text', { text: undefined }, { text: 'Please write your review' }],
      ['a rating of 0', { rating: 0 }, { rating: 'Please choose a rating from 1 to 5 stars' }],
      ['a rating of 6', { rating: 6 }, { rating: 'Please choose a rating from 1 to 5 stars' }],
      ['a rating of 4.5', { rating: 4.5 }, { rating: 'Please choose a rating from 1 to 5 stars' }],
      ['a rating as text', { rating: 'five' }, { rating: 'Please choose a rating from 1 to 5 stars' }],
      ['no rating', { rating: undefined }, { rating: 'Please choose a rating from 1 to 5 stars' }],
      [
        'a consent that is not true or false',
        { successStoryConsent: 'yes' },
        { successStoryConsent: 'successStoryConsent must be true or false' },
      ],
    ])('%s: 400 with the field error', async (_case, change, errors) => {
      const res = await patient.agent
        .post(`/api/bookings/${bookingId}/review`)
        .send({ ...VALID, ...change })
        .expect(400);
      expect(res.body).toMatchObject({ message: 'Validation failed', errors });
    });

    it('a text at the limit (after trimming) is taken', async () => {
      const other = await stage(patient.user.id, 'completed', { completedDaysAgo: 8 });
      await patient.agent
        .post(`/api/bookings/${other}/review`)
        .send({ ...VALID, text: ` ${'x'.repeat(REVIEW_LIMITS.textMax)} ` })
        .expect(201);
      expect(await reviewsOf(other)).toBe(1);
    });

    it.each(['pending', 'confirmed', 'payment_pending', 'cancelled'] as const)('a %s booking: 409', async (status) => {
      const notDone = await stage(patient.user.id, status);
      const form = (await patient.agent.get(`/api/bookings/${notDone}/review`).expect(200)).body;
      expect(form).toMatchObject({ reviewable: false, review: null });
      const res = await patient.agent.post(`/api/bookings/${notDone}/review`).send(VALID).expect(409);
      expect(res.body.message).toBe('You can review a booking once it is completed.');
      expect(await reviewsOf(notDone)).toBe(0);
    });

    it("another patient's booking is not found (read, written or edited); an unknown one neither", async () => {
      const stranger = await newPatient();
      await stranger.agent.get(`/api/bookings/${bookingId}/review`).expect(404);
      const res = await stranger.agent.post(`/api/bookings/${bookingId}/review`).send(VALID).expect(404);
      expect(res.body.message).toBe('Booking not found');
      await stranger.agent.put(`/api/bookings/${bookingId}/review`).send(VALID).expect(404);
      await patient.agent.post(`/api/bookings/00000000-0000-4000-8000-000000000000/review`).send(VALID).expect(404);
    });

    it('editing a review never written: 404', async () => {
      const res = await patient.agent.put(`/api/bookings/${bookingId}/review`).send(VALID).expect(404);
      expect(res.body.message).toBe('You have not reviewed this booking yet.');
    });

    it('signed out: 401', async () => {
      await request(api.app.getHttpServer()).get(`/api/bookings/${bookingId}/review`).expect(401);
      await request(api.app.getHttpServer()).post(`/api/bookings/${bookingId}/review`).send(VALID).expect(401);
    });

    it('a staff account, even on a completed booking of its own: 403', async () => {
      for (const role of ['moderator', 'admin'] as const) {
        const staff = await signedInAgent(api.app, api.em, role);
        const own = await stage(staff.user.id, 'completed', { completedDaysAgo: 8 });
        const res = await staff.agent.post(`/api/bookings/${own}/review`).send(VALID).expect(403);
        expect(res.body.message).toBe('Staff accounts cannot review hospitals. Please use a patient account.');
        await staff.agent.get(`/api/bookings/${own}/review`).expect(403);
        expect(await reviewsOf(own)).toBe(0);
        // Nor the patient's booking: not theirs.
        await staff.agent.post(`/api/bookings/${bookingId}/review`).send(VALID).expect(404);
      }
    });
  });

  it('the booking card says whether it was reviewed', async () => {
    const patient = await newPatient();
    const bookingId = await stage(patient.user.id, 'completed', { completedDaysAgo: 8 });
    expect((await patient.agent.get(`/api/bookings/${bookingId}`).expect(200)).body.reviewed).toBe(false);
    await patient.agent.post(`/api/bookings/${bookingId}/review`).send(VALID).expect(201);
    expect((await patient.agent.get(`/api/bookings/${bookingId}`).expect(200)).body.reviewed).toBe(true);
    const listed = (await patient.agent.get('/api/bookings').expect(200)).body.items as { id: string; reviewed: boolean }[];
    expect(listed.find((b) => b.id === bookingId)?.reviewed).toBe(true);
  });

  describe('the public hospital page', () => {
    const profile = async (lang: Locale = 'en') => (await api.http.get(`/api/hospitals/${HOSPITAL}?lang=${lang}`).expect(200)).body;

    /** A review of the hospital imported by the scraper, in this moderation state. */
    const imported = (rating: number, status: string, n: number) =>
      sql(
        `insert into hospital_reviews (id, hospital_id, reviewer_name, review_text, rating, status, source, source_url, review_date, fingerprint)
         values (gen_random_uuid(), ?, 'Imported reviewer', 'Imported text', ?, ?, 'reviews.example', 'https://reviews.example/r', '2026-01-0${n}', md5(random()::text) || md5(random()::text))`,
        [offer.hospitalId, rating, status],
      );

    it('shows the published verified review first, with its label fields; the summary counts only published ones, kinds apart', async () => {
      const before = await profile();
      expect(before.ratingSummary).toEqual({ verified: { count: 0, averageRating: null }, imported: { count: 0, averageRating: null } });

      // Verified: one published (named), one published (anonymous), one pending, one rejected.
      const write = async (rating: number, isAnonymous: boolean, status: string) => {
        const patient = await newPatient('en', 'Uganda');
        const bookingId = await stage(patient.user.id, 'completed', { completedDaysAgo: 8, preferredDate: '2026-03-14' });
        await patient.agent
          .post(`/api/bookings/${bookingId}/review`)
          .send({ ...VALID, rating, isAnonymous })
          .expect(201);
        await sql(`update hospital_reviews set status = ? where booking_id = ?`, [status, bookingId]);
        return (await reviewRow(bookingId))!.id as string;
      };
      const named = await write(5, false, 'published');
      const anonymous = await write(4, true, 'published');
      const pending = await write(1, false, 'pending');
      const rejected = await write(1, false, 'rejected');
      await imported(4, 'published', 1);
      await imported(2, 'published', 2);
      await imported(5, 'pending', 3);
      await imported(1, 'rejected', 4);

      const page = await profile();
      expect(page.ratingSummary).toEqual({ verified: { count: 2, averageRating: 4.5 }, imported: { count: 2, averageRating: 3 } });
      const ids = page.reviews.map((r: { id: string }) => r.id);
      expect(ids).not.toContain(pending);
      expect(ids).not.toContain(rejected);
      // Verified first, then the others (imported, the demo seed's) by date.
      expect(page.reviews.slice(0, 2).map((r: { provenance: { kind: string } }) => r.provenance.kind)).toEqual(['verified', 'verified']);
      expect(page.reviews.slice(2).map((r: { provenance: { kind: string } }) => r.provenance.kind)).not.toContain('verified');
      expect(page.reviews.find((r: { id: string }) => r.id === named)).toMatchObject({
        reviewerName: 'Amina',
        rating: 5,
        provenance: { kind: 'verified', treatment: 'Hip Replacement', treatedIn: '2026-03', country: 'Uganda', anonymous: false },
      });
      expect(page.reviews.find((r: { id: string }) => r.id === anonymous)).toMatchObject({
        reviewerName: 'Anonymous patient',
        provenance: { kind: 'verified', country: null, anonymous: true },
      });
      expect(page.reviews.find((r: { provenance: { kind: string } }) => r.provenance.kind === 'imported').provenance).toEqual({
        kind: 'imported',
        site: 'reviews.example',
        url: 'https://reviews.example/r',
      });
      expect(page.reviews.some((r: { provenance: { kind: string } }) => r.provenance.kind === 'demo')).toBe(true);
      expect(JSON.stringify(page.reviews)).not.toContain('"source"');

      // The treatment is named in the page's language.
      const [{ name: french }] = await sql<{ name: string }>(
        `select coalesce(translations->'fr'->>'name', name) as name from treatments where id = ?`,
        [offer.treatmentId],
      );
      expect((await profile('fr')).reviews.find((r: { id: string }) => r.id === named).provenance.treatment).toBe(french);
    });

    it('a booking staff take out of completed takes its published review off the page, back to moderation; its name is shown cleaned', async () => {
      const patient = await newPatient('en', 'Kenya');
      // A first name typed with a right-to-left override, which would reorder what follows it on the page.
      await sql(`update profiles set first_name = ? where user_id = ?`, ['Ami\u202Ena', patient.user.id]);
      const bookingId = await stage(patient.user.id, 'completed', { completedDaysAgo: 8 });
      await patient.agent.post(`/api/bookings/${bookingId}/review`).send(VALID).expect(201);
      await sql(`update hospital_reviews set status = 'published' where booking_id = ?`, [bookingId]);
      const id = (await reviewRow(bookingId))!.id as string;
      expect((await profile()).reviews.find((r: { id: string }) => r.id === id)).toMatchObject({ reviewerName: 'Amina' });

      const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
      await admin.put(`/api/admin/bookings/${bookingId}`).send({ status: 'confirmed' }).expect(200);
      expect((await profile()).reviews.map((r: { id: string }) => r.id)).not.toContain(id);
      expect(await reviewRow(bookingId)).toMatchObject({ status: 'pending' });
      // The patient's page no longer offers to edit it.
      expect((await patient.agent.get(`/api/bookings/${bookingId}/review`).expect(200)).body).toMatchObject({ editable: false });
    });
  });
});
