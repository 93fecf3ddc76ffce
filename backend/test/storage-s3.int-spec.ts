import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { jest } from '@jest/globals';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { unzipSync } from 'fflate';
import { API_MESSAGES, type StaffTripPlanView } from '@medtour/contracts';
import { encrypt } from '../src/common/crypto/encryption.js';
import { AppConfig, type S3Settings } from '../src/config/app-config.js';
import { JobRunner } from '../src/modules/notifications/job-runner.js';
import { copyToS3 } from '../src/storage/copy-to-s3.js';
import { FileStorage } from '../src/storage/file-storage.js';
import { LocalStore } from '../src/storage/local-store.js';
import { S3Store } from '../src/storage/s3-store.js';
import { seededOffer, signedInAgent } from './support/factories.js';
import { capturedMail } from './support/mail.js';
import { freePort } from './support/ports.js';
import { type LocalS3, S3RVER_KEYS, startS3Server } from './support/s3-server.js';
import { startApi, startWorker, type TestApi } from './support/app.js';
import { waitFor } from './support/wait.js';
import { bytes } from './support/downloads.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nHBA1C 9.1% TYPE-2-DIABETES\n%%EOF');
const LETTER = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nVISA SUPPORT LETTER FOR SURGERY\n%%EOF');
const BUCKET = 'medtour-test';
const COPY_BUCKET = 'medtour-copy';

// Runs the built entry points (the README's test command builds first), as test/startup.int-spec.ts does.
const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

/**
 * Files through the S3 API (issue 55): with STORAGE=s3 the API and the worker keep records, trip
 * documents and exports in a bucket, encrypted before they leave the process, streamed both ways;
 * erasure empties the patient's prefix; a missing object is a 404; the copy command moves a local
 * folder into a bucket; settings that do not work stop the processes at start. The bucket is a local
 * S3-compatible server (s3rver) that this file starts on loopback; the SDK, the API and the worker are
 * the real ones.
 */
describe('files through the S3 API (STORAGE=s3)', () => {
  let s3: LocalS3;
  let client: S3Client;
  let settings: S3Settings;
  let api: TestApi;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    s3 = await startS3Server([BUCKET, COPY_BUCKET]);
    settings = new AppConfig({ ...s3.env(BUCKET) }).s3!;
    client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: S3RVER_KEYS,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    api = await startApi(s3.env(BUCKET));
    worker = await startWorker(s3.env(BUCKET));
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    client?.destroy();
    await s3?.stop();
  });

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
  const object = async (key: string, bucket = BUCKET) =>
    Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToByteArray());
  const exists = (key: string, bucket = BUCKET) =>
    client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
      () => true,
      (error: Error) => (error.name === 'NotFound' ? false : Promise.reject(error)),
    );
  const keysUnder = async (prefix: string, bucket = BUCKET) =>
    ((await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key!).sort();
  const storageKeyOf = async (recordId: string) =>
    (await sql<{ storage_key: string }>(`select storage_key from medical_records where id = ?`, [recordId]))[0]!.storage_key;
  const runDataRights = () =>
    worker.get(JobRunner).process({ name: 'maintenance.data_rights', id: `rights-${randomUUID()}`, data: {} } as Job);

  it('stores a record encrypted in the bucket, sends it back as a stream, and deletes its object with it', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    // Over 5 MB: sent to the bucket as a multipart upload, part by part.
    const big = Buffer.concat([PDF, randomBytes(6 * 1024 * 1024)]);
    const small = await agent.post('/api/records').attach('file', PDF, 'lab results.pdf').expect(201);
    const large = await agent.post('/api/records').attach('file', big, 'scan.pdf').expect(201);

    const key = await storageKeyOf(small.body.id);
    expect(key).toMatch(new RegExp(`^${user.id}/\\d{13}_[0-9a-f]{16}\\.pdf$`));
    const stored = await object(key);
    expect(stored[0]).toBe(2); // the streamed format: version | iv | ciphertext | tag
    expect(stored.length).toBe(1 + 12 + PDF.length + 16);
    expect(stored.includes(Buffer.from('TYPE-2-DIABETES'))).toBe(false);
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
    expect((await object(await storageKeyOf(large.body.id))).length).toBe(1 + 12 + big.length + 16);
    expect(existsSync(join(api.config.recordsDir, user.id))).toBe(false); // nothing on local disk

    for (const [id, data] of [
      [small.body.id, PDF],
      [large.body.id, big],
    ] as const) {
      const download = await bytes(agent.get(`/api/records/${id}/download`)).expect(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(Number(download.headers['content-length'])).toBe(data.length);
      expect(Buffer.compare(download.body as Buffer, data)).toBe(0);
    }

    await agent.delete(`/api/records/${small.body.id}`).expect(200);
    expect(await exists(key)).toBe(false);
    expect(await keysUnder(`${user.id}/`)).toEqual([await storageKeyOf(large.body.id)]);
    // Streamed in under a staging key, then moved to the patient's folder: none left behind, kept or refused.
    await agent.post('/api/records').attach('file', Buffer.from('MZ not a record'), 'tool.pdf').expect(400);
    await agent
      .post('/api/records')
      .attach('file', Buffer.concat([PDF, randomBytes(10 * 1024 * 1024)]), 'huge.pdf')
      .expect(413);
    expect(await keysUnder('uploads/')).toEqual([]);
  });

  it('removes staged uploads a stopped process left behind, once old enough, page by page', async () => {
    for (let i = 0; i < 3; i++) await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `uploads/left-${i}`, Body: 'x' }));
    const store = new S3Store(settings, 2);
    try {
      expect(await store.removeStale('uploads/', new Date(Date.now() - 3_600_000))).toBe(0); // all of them just written
      expect(await store.removeStale('uploads/', new Date(Date.now() + 60_000))).toBe(3);
    } finally {
      await store.close();
    }
    expect(await keysUnder('uploads/')).toEqual([]);
  });

  it('answers 404 "Record not found" for a record whose object is gone, logging ids only, and audits no download', async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    const { body } = await agent.post('/api/records').attach('file', PDF, 'diabetes follow-up.pdf').expect(201);
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: await storageKeyOf(body.id) })); // behind the API's back

    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      const res = await agent.get(`/api/records/${body.id}/download`).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, message: 'Record not found' });
      const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(body.id));
      expect(lines).toEqual([expect.stringMatching(/^Stored file missing, answered 404: recordId [0-9a-f-]{36}, key /)]);
      expect(lines.join()).not.toMatch(/diabetes|follow-up/);
    } finally {
      warn.mockRestore();
    }
    expect(await sql(`select 1 from audit_events where entity_id = ? and action = 'record.download'`, [body.id])).toEqual([]);
    await agent.get('/api/records').expect(200); // the listing still works
  });

  it('cuts a download off when its object was tampered with (GCM fails at the end): never a complete-looking file', async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    const data = Buffer.concat([PDF, randomBytes(1024 * 1024)]);
    const { body } = await agent.post('/api/records').attach('file', data, 'scan.pdf').expect(201);
    const key = await storageKeyOf(body.id);
    const tampered = await object(key);
    tampered[tampered.length - 100]! ^= 1;
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: tampered }));

    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => {});
    try {
      const outcome = await bytes(agent.get(`/api/records/${body.id}/download`)).then(
        (res) => `answered ${res.status} with ${(res.body as Buffer).length} bytes`,
        (failure: Error) => `failed: ${failure.message}`,
      );
      expect(outcome).toMatch(/^failed: /); // the connection is cut: the client never gets the file's end
      expect(error.mock.calls.map((call) => String(call[0]))).toContain(
        'Download failed part-way: Unsupported state or unable to authenticate data',
      );
    } finally {
      error.mockRestore();
    }
  });

  it('keeps a trip document (a visa letter) in the bucket for the patient and staff; a missing one is a 404', async () => {
    const offer = await seededOffer(api.em);
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
    const booking = await agent.post('/api/bookings').send({ hospitalId: offer.hospitalId, treatmentId: offer.treatmentId }).expect(201);
    await sql(
      `insert into booking_quotes (id, booking_id, version, lines, total_usd, deposit_usd, valid_until)
       values (gen_random_uuid(), ?, 1, ?, 10000, 2000, current_date + 14)`,
      [booking.body.id, JSON.stringify([{ label: 'Knee replacement', detail: null, amountUsd: 10000 }])],
    );
    await sql(`update bookings set status = 'confirmed' where id = ?`, [booking.body.id]);
    await agent.get(`/api/bookings/${booking.body.id}/trip`).expect(200);

    const plan = (
      await admin
        .post(`/api/admin/bookings/${booking.body.id}/trip/documents`)
        .field('kind', 'visa_letter')
        .attach('file', LETTER, 'visa letter.pdf')
        .expect(201)
    ).body as StaffTripPlanView;
    const letter = plan.documents[0]!;
    const [{ storage_key: key }] = await sql<{ storage_key: string }>(`select storage_key from trip_documents where id = ?`, [letter.id]);
    expect((await object(key)).includes(Buffer.from('VISA SUPPORT'))).toBe(false);

    const mine = await bytes(agent.get(`/api/bookings/${booking.body.id}/trip/documents/${letter.id}`)).expect(200);
    expect(Buffer.compare(mine.body as Buffer, LETTER)).toBe(0);
    const staff = await bytes(admin.get(`/api/admin/bookings/${booking.body.id}/trip/documents/${letter.id}`)).expect(200);
    expect(Buffer.compare(staff.body as Buffer, LETTER)).toBe(0);

    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    const missing = await agent.get(`/api/bookings/${booking.body.id}/trip/documents/${letter.id}`).expect(404);
    expect(missing.body.message).toBe(API_MESSAGES.notFound);
  });

  it('stores the export the worker builds in the bucket and sends it back streamed; a missing one is a 404', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const record = await agent.post('/api/records').attach('file', PDF, 'lab.pdf').expect(201);
    // Several megabytes: decrypted, zipped and encrypted again chunk by chunk.
    const scan = Buffer.concat([PDF, randomBytes(7 * 1024 * 1024)]);
    const large = await agent.post('/api/records').attach('file', scan, 'scan.pdf').expect(201);
    const asked = await agent.post('/api/privacy/exports').expect(202);
    await waitFor(async () => (await agent.get('/api/privacy').expect(200)).body.export?.state === 'ready', 'the export built');

    const [{ storage_key: key }] = await sql<{ storage_key: string }>(`select storage_key from data_requests where id = ?`, [
      asked.body.id,
    ]);
    expect(key).toMatch(new RegExp(`^${user.id}/exports/${asked.body.id}-[0-9a-f]{12}\\.zip$`));
    expect(await keysUnder(`${user.id}/exports/`)).toEqual([key]);
    const download = await bytes(agent.get(`/api/privacy/exports/${asked.body.id}/download`)).expect(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const [{ size_bytes: size }] = await sql<{ size_bytes: number }>(`select size_bytes from data_requests where id = ?`, [asked.body.id]);
    expect(Number(download.headers['content-length'])).toBe(size);
    const zip = unzipSync(new Uint8Array(download.body as Buffer));
    expect(Buffer.compare(Buffer.from(zip[`records/${record.body.id.slice(0, 8)}-lab.pdf`]!), PDF)).toBe(0);
    expect(Buffer.compare(Buffer.from(zip[`records/${large.body.id.slice(0, 8)}-scan.pdf`]!), scan)).toBe(0);

    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    const missing = await agent.get(`/api/privacy/exports/${asked.body.id}/download`).expect(404);
    expect(missing.body.message).toBe(API_MESSAGES.exportNotFound);
  });

  it("erasure leaves no object under the patient's prefix, and another patient's untouched", async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const { agent: otherAgent, user: other } = await signedInAgent(api.app, api.em, 'user');
    await agent.post('/api/records').attach('file', PDF, 'a.pdf').expect(201);
    await agent.post('/api/records').attach('file', PDF, 'b.pdf').expect(201);
    await otherAgent.post('/api/records').attach('file', PDF, 'c.pdf').expect(201);
    // Objects no row names (a crash between a store and a commit) go too.
    for (const name of ['stray-1.pdf', 'exports/stray.zip'])
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `${user.id}/${name}`, Body: randomBytes(40) }));
    expect(await keysUnder(`${user.id}/`)).toHaveLength(4);

    await agent.post('/api/privacy/closing').send({ password: user.password }).expect(202);
    const mail = await capturedMail(user.email, 'Confirm that your account should be deleted');
    const token = /close-account\?token=([\w-]+)/.exec(mail.text)![1]!;
    await api.http.post('/api/privacy/confirm-closing').send({ token }).expect(200);
    await sql(`update data_requests set erase_after = now() - interval '1 minute' where user_id = ? and state = 'scheduled'`, [user.id]);
    await runDataRights();

    expect(await sql(`select state from data_requests where user_id = ? and kind = 'erasure'`, [user.id])).toEqual([{ state: 'erased' }]);
    expect(await keysUnder(`${user.id}/`)).toEqual([]);
    expect(await keysUnder(`${other.id}/`)).toHaveLength(1);
  });

  it('deletes a prefix page by page (listings longer than a page)', async () => {
    const prefix = `${randomUUID()}/`;
    for (let i = 0; i < 7; i++) await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `${prefix}${i}.bin`, Body: 'x' }));
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `${prefix.slice(0, -1)}0/kept.bin`, Body: 'x' })); // a longer id, same start
    const firstPage = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, MaxKeys: 2 }));
    expect([firstPage.KeyCount, firstPage.IsTruncated]).toEqual([2, true]); // the server does page
    const store = new S3Store(settings, 2); // 2 keys a page: four pages
    try {
      await store.removeAll(prefix);
    } finally {
      await store.close();
    }
    expect(await keysUnder(prefix)).toEqual([]);
    expect(await keysUnder(`${prefix.slice(0, -1)}0/`)).toHaveLength(1);
  });

  it('copies a local folder to the bucket under the same keys, verified; skips what is there; reports a mismatch', async () => {
    const dir = mkdtempSync(join(process.env.TEST_RUN_DIR!, 'copy-'));
    const key = randomBytes(32);
    const local = new FileStorage(new LocalStore(dir), key);
    const [a, b] = [randomUUID(), randomUUID()];
    const files: Record<string, Buffer> = {
      [`${a}/1700000000000_00aa.pdf`]: PDF,
      [`${a}/exports/${randomUUID()}.zip`]: randomBytes(200_000),
      [`${b}/1700000000001_00bb.png`]: randomBytes(3000),
    };
    for (const [name, data] of Object.entries(files)) await local.put(name, data);
    // A file written before streaming (format version 1) is copied as it is, and stays readable.
    const v1 = `${b}/1600000000000_0001.pdf`;
    mkdirSync(dirname(join(dir, v1)), { recursive: true });
    writeFileSync(join(dir, v1), encrypt(PDF, key));
    files[v1] = PDF;

    const copySettings = { ...settings, bucket: COPY_BUCKET };
    const first = await copyToS3(dir, copySettings);
    expect(first).toEqual({ copied: 4, skipped: 0, mismatched: [], failed: [] });
    const remote = new FileStorage(new S3Store(copySettings), key);
    try {
      for (const [name, data] of Object.entries(files)) {
        expect(Buffer.compare(await object(name, COPY_BUCKET), readFileSync(join(dir, name)))).toBe(0);
        expect(Buffer.compare(await remote.get(name), data)).toBe(0);
      }
    } finally {
      await remote.onApplicationShutdown();
    }

    expect(await copyToS3(dir, copySettings)).toEqual({ copied: 0, skipped: 4, mismatched: [], failed: [] });

    // Another object under a key of the folder's: reported, left as it is, and the command exits 1.
    const clash = `${b}/1700000000002_00cc.pdf`;
    await local.put(clash, PDF);
    await client.send(new PutObjectCommand({ Bucket: COPY_BUCKET, Key: clash, Body: 'something else' }));
    const lines: string[] = [];
    expect(await copyToS3(dir, copySettings, (line) => lines.push(line))).toEqual({
      copied: 0,
      skipped: 4,
      mismatched: [clash],
      failed: [],
    });
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^MISMATCH ${clash}: `))]);
    expect((await object(clash, COPY_BUCKET)).toString()).toBe('something else');

    const cli = spawnSync(process.execPath, [dist('storage/copy-to-s3.js')], {
      env: { ...process.env, ...s3.env(COPY_BUCKET), RECORDS_DIR: dir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(cli.status).toBe(1);
    expect(cli.stdout).toContain(`→ s3://${COPY_BUCKET}: 0 copied and verified, 4 already there, 1 mismatched, 0 failed`);
    expect(readdirSync(dir)).toHaveLength(2);
  });

  describe('settings that do not work stop the API and the worker at start, with one line naming them', () => {
    /**
     * How long one refused start may take before it is killed: some 4 s alone, but three at once beside a full run's
     * fuzzers on two cores once took past Jest's 30 s (a clean-clone run of 2026-12-02), which failed the test
     * without saying which start hung.
     */
    const START_LIMIT_MS = 60_000;
    /** The process started and run to its end (killed after START_LIMIT_MS): its exit code and what it wrote to stderr. */
    const start = async (entry: string, env: Record<string, string>) => {
      const child = spawn(process.execPath, [dist(entry)], {
        env: { ...process.env, NODE_ENV: 'development', PORT: String(await freePort()), ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
        timeout: START_LIMIT_MS,
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const [status] = (await once(child, 'close')) as [number | null];
      return { status, stderr };
    };

    it.each(['main.js', 'worker.js'])(
      '%s: a bucket that does not exist, an endpoint nothing answers, STORAGE=s3 without a bucket',
      async (entry) => {
        // The three at once: each a process of its own.
        const nobody = `http://127.0.0.1:${await freePort()}`;
        const [missing, unreachable, noBucket] = await Promise.all([
          start(entry, { ...s3.env('no-such-bucket') }),
          start(entry, { ...s3.env(BUCKET), S3_ENDPOINT: nobody }),
          start(entry, { STORAGE: 's3', S3_BUCKET: '' }),
        ]);
        expect(missing.status).toBe(1);
        expect(missing.stderr.trim().split('\n')).toEqual([
          `Configuration error: S3_BUCKET "no-such-bucket" does not exist at S3_ENDPOINT ${s3.endpoint}`,
        ]);

        expect(unreachable.status).toBe(1);
        expect(unreachable.stderr.trim().split('\n')).toEqual([
          expect.stringMatching(new RegExp(`^Configuration error: S3_BUCKET "${BUCKET}" cannot be reached at S3_ENDPOINT ${nobody} \\(`)),
        ]);

        expect(noBucket.status).toBe(1);
        expect(noBucket.stderr.trim().split('\n')).toEqual(['Configuration error: S3_BUCKET is required when STORAGE=s3']);
      },
      START_LIMIT_MS + 10_000,
    );

    it('wrong keys, and a store that accepts connections but never answers (the check gives up after 5 s)', async () => {
      // s3rver knows one key id (it does not check V4 signatures themselves): another id is refused, 403.
      const wrongKeys = new S3Store({ ...settings, accessKeyId: 'NOT-S3RVER' });
      await expect(wrongKeys.check()).rejects.toThrow(/^S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY may not use S3_BUCKET "medtour-test"/);
      await wrongKeys.close();

      const sockets: import('node:net').Socket[] = [];
      const silent: Server = createServer((socket) => void sockets.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const hung = new S3Store({ ...settings, endpoint: `http://127.0.0.1:${(silent.address() as { port: number }).port}` });
      try {
        // Given up by the check's own timeout (its abort is the reason), not by the connection's end.
        await expect(hung.check()).rejects.toThrow(
          /^S3_BUCKET "medtour-test" cannot be reached at S3_ENDPOINT http:\/\/127\.0\.0\.1:\d+ \((TimeoutError|AbortError): /,
        );
      } finally {
        await hung.close();
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => silent.close(resolve));
      }
    });
  });
});
