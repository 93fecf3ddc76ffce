import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import { signedInAgent, type TestUser } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nPATIENT-DIAGNOSIS-TEXT\n%%EOF');

interface Staff {
  agent: Agent;
  user: TestUser;
}

interface AuditRow {
  action: string;
  outcome: string;
  entity: string | null;
  entity_id: string | null;
  booking: string | null;
  patient: string | null;
}

/**
 * Issue 51, least privilege for coordinators: a moderator reads the health data (medical summary,
 * messages, assessment, records) of the bookings assigned to them or waiting for assignment, an
 * admin of all; another coordinator's booking is a 404 for it, the refusal audited; every staff read
 * of health data leaves an audit row naming who, what, the booking and the patient.
 */
describe('health data: who on the staff reads it, and the audit of every read', () => {
  let api: TestApi;
  let mine: Staff; // the moderator under test
  let colleague: Staff; // another coordinator
  let admin: Staff;
  let offer: { hospitalId: string; treatmentId: string };

  beforeAll(async () => {
    api = await startApi();
    mine = await signedInAgent(api.app, api.em, 'moderator');
    colleague = await signedInAgent(api.app, api.em, 'moderator');
    admin = await signedInAgent(api.app, api.em, 'admin');
    const [row] = await api.em
      .getConnection()
      .execute<{ hospital_id: string; treatment_id: string }[]>(`select hospital_id, treatment_id from hospital_treatments limit 1`);
    offer = { hospitalId: row!.hospital_id, treatmentId: row!.treatment_id };
  });
  afterAll(async () => api.close());

  /** A patient's booking with a medical summary, an assessment, a record and a message, assigned to `assignee` (null: nobody). */
  async function bookingOf(assignee: Staff | null) {
    const patient = await signedInAgent(api.app, api.em, 'user');
    const record = (await patient.agent.post('/api/records').attach('file', PDF, 'scan.pdf').expect(201)).body as { id: string };
    await patient.agent
      .post('/api/assessments')
      .send({ idempotencyKey: randomUUID(), conditionCategory: 'Orthopedic Surgery', symptoms: 'Knee pain', urgencyLevel: 'medium' })
      .expect(201);
    const booking = (
      await patient.agent
        .post('/api/bookings')
        .send({ ...offer, medicalSummary: 'Type 2 diabetes, knee arthritis' })
        .expect(201)
    ).body as { id: string };
    await patient.agent.post(`/api/bookings/${booking.id}/messages`).send({ body: 'My knee hurts at night.' }).expect(201);
    if (assignee) await admin.agent.put(`/api/admin/bookings/${booking.id}`).send({ assignedToId: assignee.user.id }).expect(200);
    return { id: booking.id, patient: patient.user, record };
  }

  const audits = (actor: Staff) =>
    api.em.getConnection().execute<AuditRow[]>(
      `select action, outcome, entity, entity_id, details->>'bookingId' as booking, details->>'patientId' as patient
         from audit_events where actor_id = ? order by id`,
      [actor.user.id],
    );
  const healthPaths = (bookingId: string, recordId: string) => [
    `/api/admin/bookings/${bookingId}/records`,
    `/api/admin/bookings/${bookingId}/records/${recordId}/download`,
    `/api/admin/bookings/${bookingId}/assessment`,
    `/api/admin/bookings/${bookingId}/messages`,
  ];

  it("refuses a moderator another coordinator's patient's record: 404, and an audit row of the refusal", async () => {
    const theirs = await bookingOf(colleague);
    const before = (await audits(mine)).length;
    const refused = await mine.agent.get(`/api/admin/bookings/${theirs.id}/records/${theirs.record.id}/download`).expect(404);
    expect(refused.body.message).toBe('Record not found');
    expect(refused.text).not.toContain('PATIENT-DIAGNOSIS-TEXT');
    const rows = (await audits(mine)).slice(before);
    expect(rows).toEqual([
      {
        action: 'record.download',
        outcome: 'failure',
        entity: 'medical_record',
        entity_id: theirs.record.id,
        booking: theirs.id,
        patient: theirs.patient.id,
      },
    ]);

    // Every other read of its health data too: 404 as for a booking that does not exist, each refusal audited.
    for (const path of healthPaths(theirs.id, theirs.record.id)) await mine.agent.get(path).expect(404);
    const refusals = (await audits(mine)).slice(before + 1);
    expect(refusals.map((r) => [r.action, r.outcome, r.booking])).toEqual([
      ['record.list', 'failure', theirs.id],
      ['record.download', 'failure', theirs.id],
      ['assessment.view', 'failure', theirs.id],
      ['booking.messages_view', 'failure', theirs.id],
    ]);

    // The booking itself is theirs to see (the roles matrix: bookings, all), without its health data.
    const view = (await mine.agent.get(`/api/admin/bookings/${theirs.id}`).expect(200)).body;
    expect(view).toMatchObject({ id: theirs.id, healthData: false, medicalSummary: null, assignedTo: { id: colleague.user.id } });
    const listed = (await mine.agent.get(`/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ id: theirs.id }))}`).expect(200))
      .body;
    expect(listed).toEqual([expect.objectContaining({ id: theirs.id, healthData: false, medicalSummary: null })]);
    // A booking that does not exist answers the same.
    await mine.agent.get(`/api/admin/bookings/${randomUUID()}/records`).expect(404);
  });

  it('lets a moderator read the health data of their own bookings and of those waiting for assignment, each read audited', async () => {
    for (const booking of [await bookingOf(mine), await bookingOf(null)]) {
      const before = (await audits(mine)).length;
      const view = (await mine.agent.get(`/api/admin/bookings/${booking.id}`).expect(200)).body;
      expect(view).toMatchObject({ healthData: true, medicalSummary: 'Type 2 diabetes, knee arthritis' });
      const records = (await mine.agent.get(`/api/admin/bookings/${booking.id}/records`).expect(200)).body as { id: string }[];
      expect(records.map((r) => r.id)).toEqual([booking.record.id]);
      const file = await mine.agent.get(`/api/admin/bookings/${booking.id}/records/${booking.record.id}/download`).expect(200);
      expect(file.headers['cache-control']).toContain('no-store');
      expect((await mine.agent.get(`/api/admin/bookings/${booking.id}/assessment`).expect(200)).body.assessment).toMatchObject({
        symptoms: 'Knee pain',
      });
      const thread = (await mine.agent.get(`/api/admin/bookings/${booking.id}/messages`).expect(200)).body;
      expect(thread.messages.map((m: { body: string }) => m.body)).toEqual(['My knee hurts at night.']);

      const rows = (await audits(mine)).slice(before);
      expect(rows.map((r) => [r.action, r.outcome, r.booking, r.patient])).toEqual([
        ['booking.medical_summary_view', 'success', booking.id, booking.patient.id],
        ['record.list', 'success', booking.id, booking.patient.id],
        ['record.download', 'success', booking.id, booking.patient.id],
        ['assessment.view', 'success', booking.id, booking.patient.id],
        ['booking.messages_view', 'success', booking.id, booking.patient.id],
      ]);
    }
  });

  it('lets an admin read every booking’s health data, each read audited', async () => {
    const theirs = await bookingOf(colleague);
    const before = (await audits(admin)).length;
    expect((await admin.agent.get(`/api/admin/bookings/${theirs.id}`).expect(200)).body).toMatchObject({ healthData: true });
    for (const path of healthPaths(theirs.id, theirs.record.id)) await admin.agent.get(path).expect(200);
    const rows = (await audits(admin)).slice(before);
    expect(rows.map((r) => [r.action, r.outcome, r.patient])).toEqual([
      ['booking.medical_summary_view', 'success', theirs.patient.id],
      ['record.list', 'success', theirs.patient.id],
      ['record.download', 'success', theirs.patient.id],
      ['assessment.view', 'success', theirs.patient.id],
      ['booking.messages_view', 'success', theirs.patient.id],
    ]);
  });

  it('never carries a medical summary in the bookings list (read on the booking, audited)', async () => {
    const own = await bookingOf(mine);
    const before = (await audits(mine)).length;
    const listed = (await mine.agent.get(`/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ id: own.id }))}`).expect(200))
      .body;
    expect(listed).toEqual([expect.objectContaining({ id: own.id, healthData: true, medicalSummary: null })]);
    expect((await audits(mine)).length).toBe(before);
  });

  it("a booking taken by another coordinator leaves the moderator's reach; given back to nobody, it is in reach again", async () => {
    const booking = await bookingOf(null);
    await mine.agent.get(`/api/admin/bookings/${booking.id}/messages`).expect(200);
    await colleague.agent.put(`/api/admin/bookings/${booking.id}`).send({ assignedToId: colleague.user.id }).expect(200);
    await mine.agent.get(`/api/admin/bookings/${booking.id}/messages`).expect(404);
    await colleague.agent.put(`/api/admin/bookings/${booking.id}`).send({ assignedToId: null }).expect(200);
    await mine.agent.get(`/api/admin/bookings/${booking.id}/messages`).expect(200);
  });

  it("audits an admin's reads of patients' assistant conversations (counts of emergency replies are health data)", async () => {
    const patient = await signedInAgent(api.app, api.em, 'user');
    const conversationId = randomUUID();
    await api.em.getConnection().execute(
      `insert into ai_conversations (id, user_id, title, message_count, emergency_hits, refusals, created_at, updated_at)
         values (?, ?, 'Chest pain', 2, 1, 0, now(), now())`,
      [conversationId, patient.user.id],
    );
    const before = (await audits(admin)).length;
    await admin.agent
      .get(`/api/admin/ai-conversations?filter=${encodeURIComponent(JSON.stringify({ userId: patient.user.id }))}`)
      .expect(200);
    await admin.agent.get(`/api/admin/ai-conversations/${conversationId}`).expect(200);
    const rows = await api.em
      .getConnection()
      .execute<{ action: string; entity_id: string | null; patient: string | null; listed: string | null }[]>(
        `select action, entity_id, details->>'patientId' as patient, details->'patientIds'->>0 as listed
           from audit_events where actor_id = ? order by id offset ?`,
        [admin.user.id, before],
      );
    expect(rows).toEqual([
      { action: 'ai-conversation.list', entity_id: null, patient: null, listed: patient.user.id },
      { action: 'ai-conversation.view', entity_id: conversationId, patient: patient.user.id, listed: null },
    ]);
    await mine.agent.get('/api/admin/ai-conversations').expect(403);
  });
});
