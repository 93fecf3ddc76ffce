import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import type { Job } from 'bullmq';
import { strFromU8, unzipSync } from 'fflate';
import { API_MESSAGES } from '@medtour/contracts';
import { JobRunner } from '../src/modules/notifications/job-runner.js';
import { browserAgent, seededOffer, signedInAgent, type TestUser } from './support/factories.js';
import { capturedMail } from './support/mail.js';
import { startApi, startWorker, type TestApi } from './support/app.js';
import { waitFor } from './support/wait.js';
import { bytes } from './support/downloads.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nBLOOD-TEST-RESULTS\n%%EOF');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('knee x-ray bytes')]);

/** Letters only (names are matched as text): a name no other row of the database holds by chance. */
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Who a patient is: every identifier a test greps the whole database for once they are erased, unique to them. */
const newPerson = () => ({
  firstName: `Chiamaka${letters(5)}`,
  lastName: `Okonkwo-${letters(6)}`,
  phone: `+23480${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
});

/**
 * Patients own their data (issue 53): a copy of everything (a zip built by the worker, records
 * decrypted, a README in their language, a link that works signed in for 7 days), closing the account
 * (password, emailed confirmation, closed at once, kept by signing in, erased after the grace period
 * with what the law keeps pseudonymised, purged after the retention period), and the records shared
 * with a booking's hospital by consent through a link that stops when withdrawn or expired.
 */
describe("patients' rights over their data", () => {
  let api: TestApi;
  let worker: INestApplicationContext;
  let offer: { hospitalId: string; treatmentId: string };

  beforeAll(async () => {
    api = await startApi();
    worker = await startWorker();
    offer = await seededOffer(api.em);
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
  });

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
  const runDataRights = () =>
    worker.get(JobRunner).process({ name: 'maintenance.data_rights', id: `rights-${randomUUID()}`, data: {} } as Job);

  /** A patient with something of every kind: profile, assessment, two records, a booking with a quote, a paid deposit, messages, a chat. */
  async function patientWithData(language = 'fr') {
    const PERSON = newPerson();
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    await sql(`update users set language = ? where id = ?`, [language, user.id]);
    await sql(`update profiles set first_name = ?, last_name = ?, phone = ?, country = 'Nigeria' where user_id = ?`, [
      PERSON.firstName,
      PERSON.lastName,
      PERSON.phone,
      user.id,
    ]);
    const assessment = await agent
      .post('/api/assessments')
      .send({
        idempotencyKey: randomUUID(),
        conditionCategory: 'Orthopedic Surgery',
        symptoms: 'My knee hurts when I climb stairs',
        urgencyLevel: 'medium',
        preferredDestinations: ['Malaysia'],
      })
      .expect(201);
    const pdf = await agent.post('/api/records').attach('file', PDF, 'bilan sanguin.pdf').expect(201);
    const jpeg = await agent.post('/api/records').attach('file', JPEG, 'radio genou.jpg').expect(201);
    const booking = await agent
      .post('/api/bookings')
      .send({ hospitalId: offer.hospitalId, treatmentId: offer.treatmentId, assessmentId: assessment.body.id, medicalSummary: 'Knee pain' })
      .expect(201);
    await agent
      .post(`/api/bookings/${booking.body.id}/messages`)
      .send({ body: `Bonjour, c'est ${PERSON.firstName}` })
      .expect(201);
    const [quote] = await sql<{ id: string }>(
      `insert into booking_quotes (id, booking_id, version, lines, total_usd, deposit_usd, valid_until)
       values (gen_random_uuid(), ?, 1, ?, 10000, 2000, current_date + 14) returning id`,
      [booking.body.id, JSON.stringify([{ label: 'Knee replacement', detail: null, amountUsd: 10000 }])],
    );
    await sql(
      `insert into payments (id, kind, method, status, amount_minor, user_id, booking_id, quote_id, reference, note, paid_on)
       values (gen_random_uuid(), 'deposit', 'bank_transfer', 'succeeded', 200000, ?, ?, ?, ?, ?, current_date)`,
      [user.id, booking.body.id, quote!.id, `GTB transfer ${PERSON.firstName.toUpperCase()} ${PERSON.lastName}`, `Paid by ${user.email}`],
    );
    await sql(`update bookings set status = 'confirmed' where id = ?`, [booking.body.id]);
    const [conversation] = await sql<{ id: string }>(
      `insert into ai_conversations (id, user_id, title, message_count) values (gen_random_uuid(), ?, 'Knee', 1) returning id`,
      [user.id],
    );
    await sql(`insert into ai_messages (id, conversation_id, role, content) values (gen_random_uuid(), ?, 'user', ?)`, [
      conversation!.id,
      `I am ${PERSON.firstName}, how much is a knee replacement?`,
    ]);
    return {
      agent,
      user,
      person: PERSON,
      bookingId: booking.body.id as string,
      records: { pdf: pdf.body.id as string, jpeg: jpeg.body.id as string },
    };
  }

  const staffAgent = (role: 'admin' | 'moderator') => signedInAgent(api.app, api.em, role).then((s) => s.agent);

  describe('download my data', () => {
    it('builds a zip with every kind of data, the records byte for byte and a README in French, emailed, for the patient only', async () => {
      const { agent, user, person: PERSON, bookingId, records } = await patientWithData('fr');
      const asked = await agent.post('/api/privacy/exports').expect(202);
      expect(asked.body).toMatchObject({ kind: 'export', state: 'queued', progress: 0 });
      // Two tabs, a double click: the same export.
      const again = await agent.post('/api/privacy/exports').expect(202);
      expect(again.body.id).toBe(asked.body.id);

      await waitFor(async () => (await agent.get('/api/privacy').expect(200)).body.export?.state === 'ready', 'the export built');
      const rights = (await agent.get('/api/privacy').expect(200)).body;
      expect(rights.export).toMatchObject({ id: asked.body.id, progress: 100, state: 'ready' });
      const expiresIn = new Date(rights.export.expiresAt).getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan(6.9 * 86_400_000);
      expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);
      const mail = await capturedMail(user.email, 'La copie de vos données est prête');
      expect(mail.text).toContain('/fr/dashboard/account#your-data');

      // Asking again within the day returns the one just built.
      expect((await agent.post('/api/privacy/exports').expect(202)).body.id).toBe(asked.body.id);

      const download = await bytes(agent.get(`/api/privacy/exports/${asked.body.id}/download`)).expect(200);
      expect(download.headers['content-type']).toBe('application/zip');
      const zip = unzipSync(new Uint8Array(download.body as Buffer));
      const json = (name: string) => JSON.parse(strFromU8(zip[name]!)) as never;
      expect(
        Object.keys(zip)
          .filter((name) => !name.endsWith('/'))
          .sort(),
      ).toEqual(
        [
          'README.txt',
          'assessments.json',
          'assistant-conversations.json',
          'bookings.json',
          'consents.json',
          'data-requests.json',
          'ledger.json',
          'messages.json',
          'profile.json',
          'record-access.json',
          'records.json',
          'reviews.json',
          'trips.json',
          `records/${records.pdf.slice(0, 8)}-bilan sanguin.pdf`,
          `records/${records.jpeg.slice(0, 8)}-radio genou.jpg`,
        ].sort(),
      );
      expect(Buffer.compare(Buffer.from(zip[`records/${records.pdf.slice(0, 8)}-bilan sanguin.pdf`]!), PDF)).toBe(0);
      expect(Buffer.compare(Buffer.from(zip[`records/${records.jpeg.slice(0, 8)}-radio genou.jpg`]!), JPEG)).toBe(0);
      expect(strFromU8(zip['README.txt']!)).toContain('Vos données chez MedTour Asia');
      expect(json('profile.json')).toMatchObject({ email: user.email, first_name: PERSON.firstName, phone: PERSON.phone });
      expect(JSON.stringify(json('profile.json'))).not.toMatch(/password|mfa_secret/);
      expect(json('assessments.json')).toEqual([expect.objectContaining({ symptoms: 'My knee hurts when I climb stairs' })]);
      expect(json('bookings.json')).toEqual([
        expect.objectContaining({ id: bookingId, quotes: [expect.objectContaining({ total_usd: 10000, deposit_usd: 2000 })] }),
      ]);
      expect(json('ledger.json')).toEqual([expect.objectContaining({ kind: 'deposit', amount_minor: 200000, booking_id: bookingId })]);
      expect(json('messages.json')).toEqual([
        expect.objectContaining({ sender_role: 'patient', body: `Bonjour, c'est ${PERSON.firstName}` }),
      ]);
      expect(json('assistant-conversations.json')).toEqual([
        expect.objectContaining({ title: 'Knee', messages: [expect.objectContaining({ role: 'user' })] }),
      ]);
      expect((json('record-access.json') as { action: string }[]).map((e) => e.action)).toEqual(
        expect.arrayContaining(['record.upload', 'privacy.export_requested']),
      );
      expect(JSON.stringify(zip)).not.toContain('storage_key');

      // Another patient, a signed-out visitor, staff: no export of theirs.
      const other = await signedInAgent(api.app, api.em, 'user');
      await other.agent.get(`/api/privacy/exports/${asked.body.id}/download`).expect(404);
      await api.http.get(`/api/privacy/exports/${asked.body.id}/download`).expect(401);
      await browserAgent(api.app).post('/api/privacy/exports').expect(401);
      for (const role of ['admin', 'moderator'] as const) {
        const staff = await staffAgent(role);
        const refused = await staff.post('/api/privacy/exports').expect(403);
        expect(refused.body.message).toBe(API_MESSAGES.staffAccountDataRights);
        await staff.post('/api/privacy/closing').send({ password: 'whatever' }).expect(403);
      }

      // Expired: the link stops, and the hourly run deletes the file.
      const [{ storage_key: key }] = await sql<{ storage_key: string }>(`select storage_key from data_requests where id = ?`, [
        asked.body.id,
      ]);
      expect(existsSync(join(api.config.recordsDir, key))).toBe(true);
      await sql(`update data_requests set expires_at = now() - interval '1 minute' where id = ?`, [asked.body.id]);
      await agent.get(`/api/privacy/exports/${asked.body.id}/download`).expect(404);
      await runDataRights();
      expect(existsSync(join(api.config.recordsDir, key))).toBe(false);
      expect((await agent.get('/api/privacy').expect(200)).body.export.state).toBe('expired');
    });

    it('keeps one zip when the build runs twice at once (a stalled job run again beside the first): no file left behind', async () => {
      const { agent, user } = await patientWithData('en');
      const asked = await agent.post('/api/privacy/exports').expect(202);
      const build = () =>
        worker
          .get(JobRunner)
          .process({ name: 'privacy.build_export', id: `export-${randomUUID()}`, data: { dataRequestId: asked.body.id } } as Job);
      // Two attempts beside the worker's own (the outbox hands it the job too).
      await Promise.all([build(), build()]);
      await waitFor(async () => (await agent.get('/api/privacy').expect(200)).body.export?.state === 'ready', 'the export built');
      const download = await bytes(agent.get(`/api/privacy/exports/${asked.body.id}/download`)).expect(200);
      expect(Object.keys(unzipSync(new Uint8Array(download.body as Buffer)))).toContain('profile.json');
      // The attempts that lost removed their zips: only the kept one is left.
      const [{ storage_key: key }] = await sql<{ storage_key: string }>(`select storage_key from data_requests where id = ?`, [
        asked.body.id,
      ]);
      await waitFor(
        async () => readdirSync(join(api.config.recordsDir, user.id, 'exports')).join() === key.split('/').at(-1),
        'only the kept zip left',
      );
      const [{ n }] = await sql<{ n: number }>(
        `select count(*)::int as n from audit_events where action = 'privacy.export_built' and entity_id = ?`,
        [asked.body.id],
      );
      expect(n).toBe(1);
    });
  });

  describe('delete my account', () => {
    const closingLink = async (user: TestUser, count = 1) => {
      const mail = await capturedMail(user.email, 'Confirm that your account should be deleted', count);
      return /close-account\?token=([\w-]+)/.exec(mail.text)![1]!;
    };
    const signIn = (user: TestUser, extra: Record<string, unknown> = {}) =>
      browserAgent(api.app)
        .post('/api/auth/sign-in')
        .send({ email: user.email, password: user.password, ...extra });

    it('a wrong password changes nothing; a second request shows the pending one', async () => {
      const { agent, user } = await signedInAgent(api.app, api.em, 'user');
      const wrong = await agent.post('/api/privacy/closing').send({ password: 'not-my-password' }).expect(400);
      expect(wrong.body.errors).toEqual({ password: API_MESSAGES.passwordIncorrect });
      expect(await sql(`select id from data_requests where user_id = ?`, [user.id])).toEqual([]);
      const first = await agent.post('/api/privacy/closing').send({ password: user.password }).expect(202);
      const second = await agent.post('/api/privacy/closing').send({ password: user.password }).expect(202);
      expect(second.body).toMatchObject({ id: first.body.id, state: 'unconfirmed' });
      expect(await sql(`select id from data_requests where user_id = ?`, [user.id])).toHaveLength(1);
      // The second request sent a new link, and the first one's stopped working: one link of the two confirms.
      const links = [await closingLink(user, 1), await closingLink(user, 2)];
      expect(
        await sql(`select count(*)::int as n from auth_tokens where user_id = ? and purpose = 'close_account' and used_at is null`, [
          user.id,
        ]),
      ).toEqual([{ n: 1 }]);
      const answers = [];
      for (const token of links) answers.push((await api.http.post('/api/privacy/confirm-closing').send({ token })).status);
      expect(answers.sort()).toEqual([200, 400]);
    });

    it('is told what happens to the money, closed at once, kept by signing in, then erased: nothing of them remains but the pseudonymised ledger', async () => {
      const { agent, user, person: PERSON, bookingId } = await patientWithData('en');
      const ledgerBefore = await sql<{ n: number }>(`select coalesce(sum(amount_minor), 0)::int as n from payments where booking_id = ?`, [
        bookingId,
      ]);

      const preview = (await agent.get('/api/privacy/closing').expect(200)).body;
      expect(preview).toMatchObject({
        bookings: [{ id: bookingId, status: 'confirmed', heldUsd: 2000, outcome: 'cancelled' }],
        graceDays: 14,
        retentionYears: 7,
      });
      expect(preview.depositRefundPolicy).toMatch(/refund/);

      await agent.post('/api/privacy/closing').send({ password: user.password }).expect(202);
      const confirmed = await api.http
        .post('/api/privacy/confirm-closing')
        .send({ token: await closingLink(user) })
        .expect(200);
      expect(confirmed.body.state).toBe('scheduled');
      const eraseDay = confirmed.body.eraseAfter.slice(0, 10);

      // Closed at once: the session ended, sign-in refused with the day, the confirmed booking cancelled (its deposit awaits the refund decision).
      await agent.get('/api/auth/me').expect(401);
      const refused = await signIn(user).expect(403);
      expect(refused.body).toMatchObject({
        messageCode: 'accountClosed',
        message: API_MESSAGES.accountClosed.replace('{day, date}', eraseDay),
      });
      expect(await sql(`select status, refund_decision from bookings where id = ?`, [bookingId])).toEqual([
        { status: 'cancelled', refund_decision: 'pending' },
      ]);
      await capturedMail(user.email, 'Your MedTour Asia account is closed');
      // A wrong password says nothing of the account.
      await browserAgent(api.app)
        .post('/api/auth/sign-in')
        .send({ email: user.email, password: 'wrong-password', keepAccount: true })
        .expect(401);

      // Kept by signing in with "Keep my account"…
      const kept = signIn(user, { keepAccount: true });
      expect((await kept.expect(200)).body.user.email).toBe(user.email);
      const keeper = browserAgent(api.app);
      await keeper.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
      expect((await keeper.get('/api/privacy').expect(200)).body.erasure.state).toBe('cancelled');

      // …then closed again, and erased once the grace period is over (a test clock: its end moved to the past).
      await keeper.post('/api/privacy/closing').send({ password: user.password }).expect(202);
      await api.http
        .post('/api/privacy/confirm-closing')
        .send({ token: await closingLink(user, 2) })
        .expect(200);
      await runDataRights();
      expect(await sql(`select state from data_requests where user_id = ? and kind = 'erasure' order by requested_at`, [user.id])).toEqual([
        { state: 'cancelled' },
        { state: 'scheduled' },
      ]);
      await sql(`update data_requests set erase_after = now() - interval '1 minute' where user_id = ? and state = 'scheduled'`, [user.id]);
      await runDataRights();

      // No personal data of theirs in any table (every row of every table, as text), nor in storage.
      const tables = await sql<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`);
      const leaks: string[] = [];
      for (const { name } of tables) {
        const rows = await sql<{ row: string }>(`select t::text as row from "${name}" t`);
        for (const { row } of rows) {
          for (const identifier of [user.email, PERSON.firstName, PERSON.lastName, PERSON.phone])
            if (row.toLowerCase().includes(identifier.toLowerCase())) leaks.push(`${name}: ${identifier} in ${row.slice(0, 200)}`);
        }
      }
      expect(leaks).toEqual([]);
      expect(existsSync(join(api.config.recordsDir, user.id))).toBe(false);
      for (const table of ['health_assessments', 'medical_records', 'ai_conversations', 'profiles', 'sessions'])
        expect(await sql(`select 1 from ${table} where user_id = ?`, [user.id])).toEqual([]);

      // The ledger still balances, the booking and its quote kept (pseudonymised), the audit still reads with the pseudonym.
      expect(await sql(`select coalesce(sum(amount_minor), 0)::int as n from payments where booking_id = ?`, [bookingId])).toEqual(
        ledgerBefore,
      );
      expect(await sql(`select count(*)::int as n from booking_quotes where booking_id = ?`, [bookingId])).toEqual([{ n: 1 }]);
      const [erased] = await sql<{ email: string }>(`select email from users where id = ?`, [user.id]);
      expect(erased!.email).toMatch(/^patient-[0-9a-f]{16}@erased\.invalid$/);
      const audit = await sql<{ action: string }>(`select action from audit_events where actor_id = ? order by id`, [user.id]);
      expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['record.upload', 'booking.create', 'privacy.account_closed']));
      await signIn(user).expect(401);

      // The retention period over (the clock moved again): the ledger's rows, the booking and the account go.
      await sql(`update data_requests set purge_after = now() - interval '1 minute' where user_id = ?`, [user.id]);
      const [request] = await sql<{ id: string }>(`select id from data_requests where user_id = ? and state = 'erased'`, [user.id]);
      await runDataRights();
      expect(await sql(`select 1 from payments where booking_id = ?`, [bookingId])).toEqual([]);
      expect(await sql(`select 1 from users where id = ?`, [user.id])).toEqual([]);
      expect(await sql(`select state, user_id from data_requests where id = ?`, [request!.id])).toEqual([
        { state: 'purged', user_id: null },
      ]);
    });

    it('refuses a signed-out visitor, and a link that is not one', async () => {
      await browserAgent(api.app).post('/api/privacy/closing').send({ password: 'x' }).expect(401);
      await browserAgent(api.app).get('/api/privacy').expect(401);
      const bad = await api.http
        .post('/api/privacy/confirm-closing')
        .send({ token: 'a'.repeat(43) })
        .expect(400);
      expect(bad.body.message).toBe(API_MESSAGES.closingLinkInvalid);
    });
  });

  describe('consent to share records with the hospital', () => {
    it('the hospital opens only the records ticked, until the patient withdraws; each opening is listed to the patient', async () => {
      const { agent, user, bookingId, records } = await patientWithData('en');
      const stranger = await patientWithData('en');
      // Another patient's record, or an unknown one: 404, nothing saved.
      await agent
        .post(`/api/bookings/${bookingId}/record-shares`)
        .send({ recordIds: [stranger.records.pdf] })
        .expect(404);
      await agent.post(`/api/bookings/${bookingId}/record-shares`).send({ recordIds: [] }).expect(400);
      await stranger.agent
        .post(`/api/bookings/${bookingId}/record-shares`)
        .send({ recordIds: [stranger.records.pdf] })
        .expect(404);
      expect(await sql(`select 1 from record_shares where booking_id = ?`, [bookingId])).toEqual([]);

      const share = (
        await agent
          .post(`/api/bookings/${bookingId}/record-shares`)
          .send({ recordIds: [records.pdf] })
          .expect(201)
      ).body;
      expect(share).toMatchObject({
        state: 'active',
        records: [{ id: records.pdf, name: 'bilan sanguin.pdf' }],
        linkSentAt: null,
        openings: [],
      });

      const moderator = await staffAgent('moderator');
      expect((await moderator.get(`/api/admin/bookings/${bookingId}/record-shares`).expect(200)).body).toHaveLength(1);
      const link = (await moderator.post(`/api/admin/bookings/${bookingId}/record-shares/${share.id}/link`).expect(201)).body;
      const token = /\/shared-records\/([\w-]+)$/.exec(link.url)![1]!;
      const shared = (await api.http.get(`/api/shared-records/${token}`).expect(200)).body;
      expect(shared.records).toEqual([expect.objectContaining({ id: records.pdf, name: 'bilan sanguin.pdf' })]);
      const file = await bytes(api.http.get(`/api/shared-records/${token}/records/${records.pdf}`)).expect(200);
      expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
      await api.http.get(`/api/shared-records/${token}/records/${records.jpeg}`).expect(404); // not ticked

      const seen = (await agent.get(`/api/bookings/${bookingId}/record-shares`).expect(200)).body[0];
      expect(seen.openings.map((o: { recordId: string | null }) => o.recordId)).toEqual([null, records.pdf]);
      expect(seen.linkSentAt).not.toBeNull();

      await agent.delete(`/api/bookings/${bookingId}/record-shares/${share.id}`).expect(200);
      const gone = await api.http.get(`/api/shared-records/${token}`).expect(404);
      expect(gone.body.message).toBe(API_MESSAGES.shareNotFound);
      await moderator.post(`/api/admin/bookings/${bookingId}/record-shares/${share.id}/link`).expect(404);

      // An expired link stops too.
      const second = (
        await agent
          .post(`/api/bookings/${bookingId}/record-shares`)
          .send({ recordIds: [records.jpeg] })
          .expect(201)
      ).body;
      const secondLink = (await moderator.post(`/api/admin/bookings/${bookingId}/record-shares/${second.id}/link`).expect(201)).body;
      await sql(`update record_shares set expires_at = now() - interval '1 second' where id = ?`, [second.id]);
      await api.http.get(`/api/shared-records/${/([\w-]+)$/.exec(secondLink.url)![1]}`).expect(404);
      expect(user.id).toBeDefined();
    });

    it('a double click gives one consent; the dashboard reads its bookings’ consents in one call, only its own; a cancelled booking takes none', async () => {
      const { agent, bookingId, records } = await patientWithData('en');
      const stranger = await patientWithData('en');
      const [first, second] = await Promise.all(
        [0, 1].map(() =>
          agent
            .post(`/api/bookings/${bookingId}/record-shares`)
            .send({ recordIds: [records.jpeg, records.pdf] })
            .expect(201),
        ),
      );
      expect(first!.body.id).toBe(second!.body.id);
      expect(await sql(`select 1 from record_shares where booking_id = ?`, [bookingId])).toHaveLength(1);
      await stranger.agent
        .post(`/api/bookings/${stranger.bookingId}/record-shares`)
        .send({ recordIds: [stranger.records.pdf] })
        .expect(201);

      const listed = (
        await agent
          .get('/api/record-shares')
          .query({ bookingId: [bookingId, stranger.bookingId] })
          .expect(200)
      ).body;
      expect(listed.map((share: { bookingId: string }) => share.bookingId)).toEqual([bookingId]);
      await agent.get('/api/record-shares').query({ bookingId: 'not-an-id' }).expect(400);
      await api.http.get('/api/record-shares').query({ bookingId }).expect(401);

      await agent.post(`/api/bookings/${bookingId}/cancel`).expect(200);
      const refused = await agent
        .post(`/api/bookings/${bookingId}/record-shares`)
        .send({ recordIds: [records.pdf] })
        .expect(409);
      expect(refused.body.message).toBe(API_MESSAGES.shareBookingCancelled);
    });
  });

  describe('the periods the privacy notice states', () => {
    it('are those an admin saved in Settings, at once, for anyone', async () => {
      expect((await api.http.get('/api/settings/data-rights').expect(200)).body).toEqual({
        erasureGraceDays: 14,
        retentionYears: 7,
        shareLinkDays: 7,
      });
      const admin = await staffAgent('admin');
      await admin.put('/api/admin/settings/site').send({ erasureGraceDays: 21, retentionYears: 10, shareLinkDays: 3 }).expect(200);
      try {
        expect((await api.http.get('/api/settings/data-rights').expect(200)).body).toEqual({
          erasureGraceDays: 21,
          retentionYears: 10,
          shareLinkDays: 3,
        });
        const refused = await admin.put('/api/admin/settings/site').send({ erasureGraceDays: 0 }).expect(400);
        expect(refused.body.errors.erasureGraceDays).toMatch(/grace period/);
      } finally {
        await admin.put('/api/admin/settings/site').send({ erasureGraceDays: 14, retentionYears: 7, shareLinkDays: 7 }).expect(200);
      }
    });
  });

  describe('the data requests list', () => {
    it('shows admins every request with its due date, overdue ones flagged; moderators and patients are refused', async () => {
      const { agent, user } = await signedInAgent(api.app, api.em, 'user');
      const asked = (await agent.post('/api/privacy/exports').expect(202)).body;
      // Built by the worker, then made one stuck past its due date (else the worker could finish it under the test).
      await waitFor(async () => (await agent.get('/api/privacy').expect(200)).body.export?.state === 'ready', 'the export built');
      await sql(`update data_requests set due_at = now() - interval '1 day', state = 'building' where id = ?`, [asked.id]);
      const admin = await staffAgent('admin');
      const overdue = await admin
        .get('/api/admin/data-requests')
        .query({ filter: JSON.stringify({ overdue: true }) })
        .expect(200);
      expect(overdue.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: asked.id, subject: user.email, overdue: true })]));
      await (await staffAgent('moderator')).get('/api/admin/data-requests').expect(403);
      await agent.get('/api/admin/data-requests').expect(403);
    });
  });
});
