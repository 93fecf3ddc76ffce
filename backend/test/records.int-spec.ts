import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErasureService } from '../src/modules/privacy/erasure.service.js';
import { bytes } from './support/downloads.js';
import { signedInAgent } from './support/factories.js';
import { startApi, startWorker, type TestApi } from './support/app.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nPATIENT-DIAGNOSIS-TEXT\n%%EOF');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe('medical records', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(async () => api.close());

  const count = async (userId: string) =>
    (await api.em.getConnection().execute(`select count(*)::int as n from medical_records where user_id = ?`, [userId]))[0].n as number;

  it('stores a PDF encrypted at rest under a server-generated name, lists and downloads it for its owner', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const res = await agent
      .post('/api/records')
      .attach('file', PDF, { filename: '../../etc/My Scan.PDF', contentType: 'application/octet-stream' })
      .expect(201);
    expect(res.body).toMatchObject({ name: 'My Scan.PDF', mimeType: 'application/pdf', sizeBytes: PDF.length });

    const [row] = await api.em.getConnection().execute(`select storage_key from medical_records where id = ?`, [res.body.id]);
    expect(row.storage_key).toMatch(new RegExp(`^${user.id}/\\d{13}_[0-9a-f]{16}\\.pdf$`));
    const stored = readFileSync(join(api.config.recordsDir, row.storage_key));
    expect(stored.includes(Buffer.from('PATIENT-DIAGNOSIS-TEXT'))).toBe(false);
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);

    await agent
      .get('/api/records')
      .expect(200)
      .expect((r) => expect(r.body.map((x: { id: string }) => x.id)).toEqual([res.body.id]));
    const download = await bytes(agent.get(`/api/records/${res.body.id}/download`)).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);

    const audit = await api.em
      .getConnection()
      .execute<{ action: string }[]>(`select action from audit_events where entity_id = ? order by id`, [res.body.id]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['record.upload', 'record.download']);
    const [details] = await api.em
      .getConnection()
      .execute(`select details::text as d from audit_events where entity_id = ? and action = 'record.upload'`, [res.body.id]);
    expect(details.d).not.toContain('Scan'); // no file names (they can reveal a diagnosis) in the audit log
  });

  it("answers 404 for another patient's record, never its data", async () => {
    const { agent: owner } = await signedInAgent(api.app, api.em, 'user');
    const { agent: other } = await signedInAgent(api.app, api.em, 'user');
    const { body } = await owner.post('/api/records').attach('file', PNG, 'xray.png').expect(201);
    await other.get(`/api/records/${body.id}/download`).expect(404);
    await other.delete(`/api/records/${body.id}`).expect(404);
    await other.get('/api/records').expect(200, []);
    await owner.get(`/api/records/${body.id}/download`).expect(200);
  });

  it.each([
    [
      'a renamed executable',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00'),
      'report.pdf',
      400,
      'File type not supported. Please upload PDF, DOC, DOCX, or image files.',
    ],
    [
      'a text file',
      Buffer.from('just some notes'),
      'notes.doc',
      400,
      'File type not supported. Please upload PDF, DOC, DOCX, or image files.',
    ],
    ['a file over 10 MB', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf', 413, 'File size must be less than 10MB.'],
  ])('refuses %s with the spec message and stores nothing', async (_name, data, filename, status, message) => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const before = filesUnder(api.config.recordsDir).length;
    const res = await agent.post('/api/records').attach('file', data, filename).expect(status);
    expect(res.body.message).toBe(message);
    expect(await count(user.id)).toBe(0);
    expect(filesUnder(api.config.recordsDir).length).toBe(before);
  });

  it('streams a file in: a Word document whose marker lies megabytes in is recognised, its checksum is of every byte, nothing stays staged', async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(3 * 1024 * 1024), Buffer.from('word/document.xml')]);
    const res = await agent.post('/api/records').attach('file', docx, 'report.docx').expect(201);
    expect(res.body).toMatchObject({
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      sizeBytes: docx.length,
    });
    const [row] = await api.em.getConnection().execute(`select sha256 from medical_records where id = ?`, [res.body.id]);
    expect(row.sha256).toBe(createHash('sha256').update(docx).digest('hex'));
    const downloaded = await bytes(agent.get(`/api/records/${res.body.id}/download`)).expect(200);
    expect(Buffer.compare(downloaded.body as Buffer, docx)).toBe(0);
    expect(filesUnder(join(api.config.recordsDir, 'uploads'))).toEqual([]);
  });

  it('removes uploads a stopped process left staged, once an hour old, with the hourly data-rights run', async () => {
    const staging = join(api.config.recordsDir, 'uploads');
    mkdirSync(staging, { recursive: true });
    const abandoned = join(staging, 'abandoned-upload');
    const arriving = join(staging, 'arriving-upload');
    writeFileSync(abandoned, randomBytes(64));
    writeFileSync(arriving, randomBytes(64));
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(abandoned, twoHoursAgo, twoHoursAgo);
    const worker = await startWorker();
    try {
      await worker.get(ErasureService).runDue(api.em.fork());
    } finally {
      await worker.close();
    }
    expect(filesUnder(staging)).toEqual([arriving]);
    rmSync(arriving);
  });

  it('refuses a sixth file, also when uploads race', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const results = await Promise.all(Array.from({ length: 7 }, (_, i) => agent.post('/api/records').attach('file', PNG, `scan-${i}.png`)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 400);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.message).toBe('You can upload a maximum of 5 files.');
    expect(await count(user.id)).toBe(5);
    const stored = filesUnder(join(api.config.recordsDir, user.id));
    expect(stored).toHaveLength(5);
  });

  it('deletes a record and its file for the owner', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const { body } = await agent.post('/api/records').attach('file', PDF, 'a.pdf').expect(201);
    const [row] = await api.em.getConnection().execute(`select storage_key from medical_records where id = ?`, [body.id]);
    await agent.delete(`/api/records/${body.id}`).expect(200);
    expect(await count(user.id)).toBe(0);
    expect(() => statSync(join(api.config.recordsDir, row.storage_key))).toThrow();
  });

  it('answers 404 "Record not found" when the file is gone from disk behind the API\'s back, never a 500', async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    const { body } = await agent.post('/api/records').attach('file', PDF, 'a.pdf').expect(201);
    const [row] = await api.em.getConnection().execute(`select storage_key from medical_records where id = ?`, [body.id]);
    rmSync(join(api.config.recordsDir, row.storage_key));
    const res = await agent.get(`/api/records/${body.id}/download`).expect(404);
    expect(res.body.message).toBe('Record not found');
  });

  it('refuses a signed-out visitor and a missing file', async () => {
    await api.http.post('/api/records').attach('file', PDF, 'a.pdf').expect(401);
    await api.http.get('/api/records').expect(401);
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    const res = await agent.post('/api/records').field('nothing', 'here').expect(400);
    expect(res.body.statusCode).toBe(400);
  });

  it("lets staff view the records of a booking's patient, audited, and nobody else", async () => {
    const { agent: patient, user } = await signedInAgent(api.app, api.em, 'user');
    const { body: record } = await patient.post('/api/records').attach('file', PDF, 'lab.pdf').expect(201);
    const { body: hospitals } = await api.http.get('/api/hospitals?pageSize=1').expect(200);
    const { body: hospital } = await api.http.get(`/api/hospitals/${hospitals.items[0].slug}`).expect(200);
    const { body: booking } = await patient
      .post('/api/bookings')
      .send({ hospitalId: hospital.id, treatmentId: hospital.treatments[0].id }) // a treatment it offers
      .expect(201);

    const { agent: moderator, user: staff } = await signedInAgent(api.app, api.em, 'moderator');
    await moderator
      .get(`/api/admin/bookings/${booking.id}/records`)
      .expect(200)
      .expect((r) => expect(r.body.map((x: { id: string }) => x.id)).toEqual([record.id]));
    await moderator.get(`/api/admin/bookings/${booking.id}/records/${record.id}/download`).expect(200);
    const { agent: otherPatient } = await signedInAgent(api.app, api.em, 'user');
    const { body: otherRecord } = await otherPatient.post('/api/records').attach('file', PNG, 'other.png').expect(201);
    await moderator.get(`/api/admin/bookings/${booking.id}/records/${otherRecord.id}/download`).expect(404); // not this booking's patient
    await patient.get(`/api/admin/bookings/${booking.id}/records`).expect(403);

    const audit = await api.em
      .getConnection()
      .execute(
        `select action, details->>'patientId' as patient from audit_events where actor_id = ? and action like 'record.%' order by id`,
        [staff.id],
      );
    expect(audit).toEqual([
      { action: 'record.list', patient: user.id },
      { action: 'record.download', patient: user.id },
    ]);
  });
});
