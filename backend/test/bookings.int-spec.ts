import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

describe('bookings', () => {
  let api: TestApi;
  let hospital: { id: string; name: string; city: string };
  let treatment: { id: string; name: string };
  let moderator: Agent;

  beforeAll(async () => {
    api = await startApi();
    const [h] = await api.em
      .getConnection()
      .execute<{ id: string; name: string; city: string }[]>(
        `select id, name, city from hospitals where slug = 'selangor-joint-spine-institute'`,
      );
    const [t] = await api.em
      .getConnection()
      .execute<{ id: string; name: string }[]>(`select id, name from treatments where slug = 'hip-replacement'`);
    hospital = h!;
    treatment = t!;
    ({ agent: moderator } = await signedInAgent(api.app, api.em, 'moderator'));
  });
  afterAll(async () => api.close());

  const book = (agent: Agent, extra: Record<string, unknown> = {}) =>
    agent.post('/api/bookings').send({ hospitalId: hospital.id, treatmentId: treatment.id, ...extra });
  const outboxJobs = async (bookingId: string) =>
    (
      (await api.em
        .getConnection()
        .execute(`select job_name from outbox where payload->>'bookingId' = ? order by created_at, job_name`, [bookingId])) as {
        job_name: string;
      }[]
    ).map((r) => r.job_name);

  it('creates a pending booking with the spec defaults, a real hospital and treatment, and emails both sides', async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    const res = await book(agent, { bookingType: 'surgery', medicalSummary: '<b>Hip</b> arthritis', preferredDate: '2099-03-01' }).expect(
      201,
    );
    expect(res.body).toMatchObject({
      status: 'pending',
      bookingType: 'surgery',
      urgencyLevel: 'normal',
      companionCount: 0,
      travelRequired: false,
      accommodationNeeded: false,
      visaAssistanceNeeded: false,
      medicalSummary: '<b>Hip</b> arthritis',
      preferredDate: '2099-03-01',
      estimatedCostUsd: 8500,
      hospital: { id: hospital.id, name: hospital.name, city: 'Petaling Jaya', country: 'Malaysia' },
      treatment: { id: treatment.id, name: 'Hip Replacement', type: 'conventional' },
    });
    expect(res.body.reference).toBe(res.body.id.slice(-8));
    expect(await outboxJobs(res.body.id)).toEqual(['booking.created.patient', 'booking.created.staff']);
  });

  it.each([
    [{ hospitalId: '00000000-0000-4000-8000-000000000000' }, ['hospitalId']],
    [{ treatmentId: 'not-a-uuid' }, ['treatmentId']],
    [{ companionCount: -1 }, ['companionCount']],
    [{ companionCount: 'two' }, ['companionCount']],
    [{ urgencyLevel: 'critical', bookingType: 'spa' }, ['bookingType', 'urgencyLevel']],
    [{ status: 'confirmed' }, ['status']],
    [{ preferredDate: '2020-01-01' }, ['preferredDate']],
    [{ preferredDate: '31/12/2099' }, ['preferredDate']],
  ])('refuses %j with field errors and stores nothing', async (extra, fields) => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const res = await book(agent, extra).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(fields);
    const [row] = await api.em.getConnection().execute(`select count(*)::int as n from bookings where user_id = ?`, [user.id]);
    expect(row.n).toBe(0);
  });

  it('shows staff the health assessment the booking was made from, audited; never to patients', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    // No assessment yet ("Get Quote" straight away).
    const early = (await book(agent).expect(201)).body;
    expect((await moderator.get(`/api/admin/bookings/${early.id}/assessment`).expect(200)).body).toEqual({
      assessment: null,
      newerAssessmentAt: null,
    });
    const answers = {
      conditionCategory: 'Orthopedic Surgery',
      symptoms: 'Hip pain when walking',
      currentMedications: 'Ibuprofen',
      medicalHistory: 'Fall in 2019',
      treatmentGoals: 'Walk to work',
      urgencyLevel: 'high',
      budgetRange: '$5,000 - $15,000',
      preferredDestinations: ['Malaysia', 'India'],
    };
    await agent
      .post('/api/assessments')
      .send({ idempotencyKey: randomUUID(), ...answers })
      .expect(201);
    const booking = (await book(agent).expect(201)).body;
    const seen = (await moderator.get(`/api/admin/bookings/${booking.id}/assessment`).expect(200)).body;
    expect(seen.assessment).toMatchObject(answers);
    const [audit] = await api.em
      .getConnection()
      .execute(
        `select count(*)::int as n from audit_events where action = 'assessment.view' and entity_id = ? and details->>'patientId' = ?`,
        [booking.id, user.id],
      );
    expect(audit.n).toBe(1);
    await agent.get(`/api/admin/bookings/${booking.id}/assessment`).expect(403);
    await api.http.get(`/api/admin/bookings/${booking.id}/assessment`).expect(401);
    await moderator.get(`/api/admin/bookings/${randomUUID()}/assessment`).expect(404);
  });

  it("lists only the patient's own bookings, newest first, and hides others' (404)", async () => {
    const { agent: a } = await signedInAgent(api.app, api.em, 'user');
    const { agent: b } = await signedInAgent(api.app, api.em, 'user');
    const first = (await book(a).expect(201)).body;
    const second = (await book(a, { urgencyLevel: 'urgent' }).expect(201)).body;
    const theirs = (await book(b).expect(201)).body;
    const list = (await a.get('/api/bookings').expect(200)).body;
    expect(list.items.map((x: { id: string }) => x.id)).toEqual([second.id, first.id]);
    expect(list.total).toBe(2);
    await a.get(`/api/bookings/${theirs.id}`).expect(404);
    await a.post(`/api/bookings/${theirs.id}/cancel`).expect(404);
    await a.get(`/api/bookings/${theirs.id}/messages`).expect(404);
    await a.post(`/api/bookings/${theirs.id}/messages`).send({ body: 'hi' }).expect(404);
    await api.http.get('/api/bookings').expect(401);
    await api.http.post('/api/bookings').send({ hospitalId: hospital.id, treatmentId: treatment.id }).expect(401);
  });

  it('lets the patient cancel a booking that is not completed', async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    const open = (await book(agent).expect(201)).body;
    const cancelled = await agent.post(`/api/bookings/${open.id}/cancel`).expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    await agent.post(`/api/bookings/${open.id}/cancel`).expect(200); // again: no change, no error
    // The patient is told it is cancelled and the coordinators are told, once each.
    expect(await outboxJobs(open.id)).toEqual([
      'booking.created.patient',
      'booking.created.staff',
      'booking.cancelled.patient',
      'booking.cancelled.staff',
    ]);

    const done = (await book(agent).expect(201)).body;
    await moderator.put(`/api/admin/bookings/${done.id}`).send({ status: 'completed' }).expect(200);
    const refused = await agent.post(`/api/bookings/${done.id}/cancel`).expect(409);
    expect(refused.body.message).toBe('A completed booking cannot be cancelled');
  });

  it('carries a message thread between the patient and staff, emailing the other side', async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    const booking = (await book(agent).expect(201)).body;
    await agent
      .post(`/api/bookings/${booking.id}/messages`)
      .send({ body: '  <i>When</i> can I travel? ' })
      .expect(201)
      .expect((r) => expect(r.body).toMatchObject({ senderRole: 'patient', body: '<i>When</i> can I travel?' }));
    await moderator
      .get(`/api/admin/bookings/${booking.id}/messages`)
      .expect(200)
      .expect((r) => expect(r.body).toMatchObject({ messages: [{ body: '<i>When</i> can I travel?' }], hasEarlier: false }));
    await moderator.post(`/api/admin/bookings/${booking.id}/messages`).send({ body: 'Any time after 1 March.' }).expect(201);
    const thread = (await agent.get(`/api/bookings/${booking.id}/messages`).expect(200)).body.messages;
    expect(thread.map((m: { senderRole: string; body: string; senderName: string }) => [m.senderRole, m.body, m.senderName])).toEqual([
      ['patient', '<i>When</i> can I travel?', 'Test user'],
      ['staff', 'Any time after 1 March.', 'Test'], // the moderator's first name: they set no display name
    ]);
    // A sender whose account is gone has no name: each app names the role in its own language.
    await api.em.getConnection().execute(`update booking_messages set sender_id = null where booking_id = ?`, [booking.id]);
    const orphaned = (await agent.get(`/api/bookings/${booking.id}/messages`).expect(200)).body.messages;
    expect(orphaned.map((m: { senderName: string | null }) => m.senderName)).toEqual([null, null]);
    // The booking's two emails, then one to the other side per message: the patient's to staff, staff's to the patient.
    expect(await outboxJobs(booking.id)).toEqual([
      'booking.created.patient',
      'booking.created.staff',
      'booking.message.staff',
      'booking.message.patient',
    ]);
    await agent.post(`/api/bookings/${booking.id}/messages`).send({ body: '   ' }).expect(400);
    await agent
      .post(`/api/bookings/${booking.id}/messages`)
      .send({ body: 'x'.repeat(4001) })
      .expect(400);
  });

  it('pages a long thread: the latest 50 messages, then the 50 before, then the rest, for the patient and staff alike', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const booking = (await book(agent).expect(201)).body;
    // 120 messages a second apart (written directly: the route's own limit is 20 per 10 minutes).
    await api.em.getConnection().execute(
      `insert into booking_messages (id, booking_id, sender_id, sender_role, body, created_at)
       select gen_random_uuid(), ?, ?, 'patient', 'Message ' || n, now() - interval '1 hour' + n * interval '1 second'
         from generate_series(1, 120) n`,
      [booking.id, user.id],
    );
    type Page = { messages: { id: string; body: string }[]; hasEarlier: boolean };
    const bodies = (page: Page) => page.messages.map((m) => m.body);
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Message ${from + i}`);

    for (const reader of [agent, moderator]) {
      const path = reader === agent ? `/api/bookings/${booking.id}/messages` : `/api/admin/bookings/${booking.id}/messages`;
      const latest: Page = (await reader.get(path).expect(200)).body;
      expect([bodies(latest), latest.hasEarlier]).toEqual([range(71, 120), true]);
      const earlier: Page = (await reader.get(`${path}?before=${latest.messages[0]!.id}`).expect(200)).body;
      expect([bodies(earlier), earlier.hasEarlier]).toEqual([range(21, 70), true]);
      const first: Page = (await reader.get(`${path}?before=${earlier.messages[0]!.id}`).expect(200)).body;
      expect([bodies(first), first.hasEarlier]).toEqual([range(1, 20), false]);
    }

    // A cursor that is not a message of this booking, or not an id at all, is a 400.
    const other = (await book(agent).expect(201)).body;
    const foreign = (await agent.post(`/api/bookings/${other.id}/messages`).send({ body: 'Other booking' }).expect(201)).body;
    await agent.get(`/api/bookings/${booking.id}/messages?before=${foreign.id}`).expect(400);
    await agent.get(`/api/bookings/${booking.id}/messages?before=not-an-id`).expect(400);
    // Another patient's thread stays a 404, cursor or not.
    const { agent: stranger } = await signedInAgent(api.app, api.em, 'user');
    await stranger.get(`/api/bookings/${booking.id}/messages?before=${foreign.id}`).expect(404);
  });

  describe('staff side', () => {
    it('lists all bookings with search over hospital, city, patient and treatment, and a status filter', async () => {
      const list = (filter: Record<string, unknown>) =>
        moderator.get(`/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`).expect(200);
      const ids = async (filter: Record<string, unknown>) => (await list(filter)).body.map((b: { id: string }) => b.id);
      const { agent, user } = await signedInAgent(api.app, api.em, 'user');
      await api.em.getConnection().execute(`update profiles set first_name = 'Zawadi', last_name = 'Otieno' where user_id = ?`, [user.id]);
      const booking = (await book(agent).expect(201)).body;
      // Every other booking of this file is for a hip replacement at Selangor (Petaling Jaya), made by `book`; this one is not.
      const [penang] = await api.em
        .getConnection()
        .execute<{ hospital_id: string; treatment_id: string }[]>(
          `select h.id as hospital_id, t.id as treatment_id from hospitals h, treatments t where h.slug = 'penang-lotus-fertility-hospital' and t.slug = 'ivf-treatment'`,
        );
      const { agent: other } = await signedInAgent(api.app, api.em, 'user');
      const elsewhere = (
        await other.post('/api/bookings').send({ hospitalId: penang!.hospital_id, treatmentId: penang!.treatment_id }).expect(201)
      ).body;
      const everyBooking = await ids({});
      for (const q of ['zawadi', 'otieno']) expect(await ids({ q })).toEqual([booking.id]);
      for (const q of ['petaling', 'selangor joint', 'hip repl'])
        expect(await ids({ q })).toEqual(everyBooking.filter((id: string) => id !== elsewhere.id));
      for (const q of ['penang', 'george town', 'ivf']) expect(await ids({ q })).toEqual([elsewhere.id]);
      const res = await moderator.get(`/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ q: 'zawadi' }))}`).expect(200);
      expect(res.headers['content-range']).toBe('bookings 0-0/1');
      expect(res.body[0]).toMatchObject({ patient: { name: 'Zawadi Otieno', email: user.email }, status: 'pending' });

      await moderator.put(`/api/admin/bookings/${elsewhere.id}`).send({ status: 'cancelled' }).expect(200);
      expect(await ids({ status: 'cancelled', q: 'penang' })).toEqual([elsewhere.id]);
      expect(await ids({ status: 'pending', q: 'penang' })).toEqual([]);
      expect(await ids({ status: 'pending', q: 'zawadi' })).toEqual([booking.id]);
      await moderator.get(`/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ status: 'lost' }))}`).expect(400);
    });

    it('sets any status, records confirmed_date on confirmed, and emails the patient', async () => {
      const { agent } = await signedInAgent(api.app, api.em, 'user');
      const booking = (await book(agent).expect(201)).body;
      const quoted = await moderator
        .put(`/api/admin/bookings/${booking.id}`)
        .send({ status: 'payment_pending', estimatedCostUsd: 9200 })
        .expect(200);
      expect(quoted.body).toMatchObject({ status: 'payment_pending', estimatedCostUsd: 9200, confirmedDate: null });
      // The server's clock at the update: known only to lie between the request and its answer.
      const before = Date.now();
      const confirmed = await moderator.put(`/api/admin/bookings/${booking.id}`).send({ status: 'confirmed' }).expect(200);
      const confirmedAt = new Date(confirmed.body.confirmedDate).getTime();
      expect(confirmedAt).toBeGreaterThanOrEqual(before);
      expect(confirmedAt).toBeLessThanOrEqual(Date.now());
      await moderator.put(`/api/admin/bookings/${booking.id}`).send({ status: 'pending' }).expect(200); // any to any
      await moderator.put(`/api/admin/bookings/${booking.id}`).send({ status: 'shipped' }).expect(400);
      // A cost that is not a number (text, or an object that cannot even be converted) is a field error, not a 500.
      for (const estimatedCostUsd of ['9,200', { toString: 'x', valueOf: 1 }, [9200]]) {
        const refused = await moderator.put(`/api/admin/bookings/${booking.id}`).send({ estimatedCostUsd }).expect(400);
        expect(refused.body.errors.estimatedCostUsd).toEqual(expect.any(String));
      }
      expect(
        (await moderator.put(`/api/admin/bookings/${booking.id}`).send({ estimatedCostUsd: '9300' }).expect(200)).body.estimatedCostUsd,
      ).toBe(9300);
      expect((await agent.get(`/api/bookings/${booking.id}`).expect(200)).body.status).toBe('pending');
      const jobs = await api.em
        .getConnection()
        .execute<{ status: string }[]>(
          `select payload->>'status' as status from outbox where job_name = 'booking.status_changed' and payload->>'bookingId' = ? order by created_at`,
          [booking.id],
        );
      expect(jobs.map((j: { status: string }) => j.status)).toEqual(['payment_pending', 'confirmed', 'pending']);
    });

    it('keeps patients and staff without two-factor out', async () => {
      const { agent: patient } = await signedInAgent(api.app, api.em, 'user');
      await patient.get('/api/admin/bookings').expect(403);
      await patient.get('/api/admin/bookings/summary').expect(403);
      const { agent: noMfa } = await signedInAgent(api.app, api.em, 'moderator', { mfa: false });
      await noMfa
        .get('/api/admin/bookings')
        .expect(403)
        .expect((r) => expect(r.body.code).toBe('mfa_required'));
      await api.http.get('/api/admin/bookings').expect(401);
    });
  });
});

describe('coordinator contact ("Call")', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(async () => api.close());

  it('gives the phone number and a WhatsApp link to everyone, even signed out', async () => {
    // No settings saved in this file's database: seeded from the configuration and the spec.
    const { body } = await api.http.get('/api/settings/contact').expect(200);
    expect(body).toEqual({
      phone: api.config.coordinatorPhone,
      phoneHref: `tel:+${api.config.coordinatorPhone.replace(/\D/g, '')}`,
      whatsapp: api.config.coordinatorWhatsapp,
      whatsappUrl: `https://wa.me/${api.config.coordinatorWhatsapp.replace(/\D/g, '')}`,
      email: api.config.staffEmail,
      officeHours: ['Mon-Fri 9:00 AM-6:00 PM MYT', 'Sat 9:00 AM-2:00 PM MYT', 'Sun emergency consultations only'],
    });
    expect(body.phone).toMatch(/^\+[0-9 ()-]+$/);
    expect(body.whatsappUrl).toMatch(/^https:\/\/wa\.me\/\d{7,15}$/);
  });

  describe('names a treatment the hospital offers, at its price', () => {
    const ids = async (hospitalSlug: string, treatmentSlug: string) => {
      const [row] = await api.em
        .getConnection()
        .execute<{ hospital_id: string; treatment_id: string }[]>(
          `select h.id as hospital_id, t.id as treatment_id from hospitals h, treatments t where h.slug = ? and t.slug = ?`,
          [hospitalSlug, treatmentSlug],
        );
      return { hospitalId: row!.hospital_id, treatmentId: row!.treatment_id };
    };
    const countFor = async (userId: string) =>
      (await api.em.getConnection().execute(`select count(*)::int as n from bookings where user_id = ?`, [userId]))[0].n;

    it('refuses Knee Replacement at a cancer centre that does not offer it (400 on the treatment, nothing saved)', async () => {
      const { agent, user } = await signedInAgent(api.app, api.em, 'user');
      const res = await agent
        .post('/api/bookings')
        .send(await ids('han-river-cancer-robotic-surgery-center', 'knee-replacement'))
        .expect(400);
      expect(res.body.errors).toEqual({ treatmentId: 'This hospital does not offer this treatment. Please choose one from its list' });
      expect(await countFor(user.id)).toBe(0);
    });

    it("prices the request from that hospital's own offer, not the catalogue", async () => {
      const { agent } = await signedInAgent(api.app, api.em, 'user');
      const chao = await agent
        .post('/api/bookings')
        .send(await ids('chao-phraya-international-hospital', 'knee-replacement'))
        .expect(201);
      const coromandel = await agent
        .post('/api/bookings')
        .send(await ids('coromandel-orthopaedic-centre', 'knee-replacement'))
        .expect(201);
      expect(chao.body.estimatedCostUsd).toBe(9000);
      expect(coromandel.body.estimatedCostUsd).toBe(7000);
    });

    it('refuses an inactive hospital (400 on the hospital, nothing saved)', async () => {
      const { agent, user } = await signedInAgent(api.app, api.em, 'user');
      const chosen = await ids('coromandel-orthopaedic-centre', 'knee-replacement');
      const conn = api.em.getConnection();
      await conn.execute(`update hospitals set is_active = false where id = ?`, [chosen.hospitalId]);
      try {
        const res = await agent.post('/api/bookings').send(chosen).expect(400);
        expect(res.body.errors).toEqual({ hospitalId: 'Please choose a hospital from the list' });
      } finally {
        await conn.execute(`update hospitals set is_active = true where id = ?`, [chosen.hospitalId]);
      }
      expect(await countFor(user.id)).toBe(0);
    });
  });
});
