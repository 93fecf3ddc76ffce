import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { JobRunner } from '../src/modules/notifications/job-runner.js';
import { startApi, startWorker, type TestApi } from './support/app.js';
import { type ReceivedMail, startSmtpServer } from './support/smtp.js';
import { waitFor } from './support/wait.js';

describe('transactional outbox: API → outbox → Redis → worker → email', () => {
  let api: TestApi;
  let worker: INestApplicationContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  // Several tests of this file email the same addresses: match on content too.
  const mailTo =
    (address: string, containing = '') =>
    (m: ReceivedMail) =>
      m.to.includes(address) && m.raw.includes(containing);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = await startApi();
    worker = await startWorker({ SMTP_URL: smtp.url, STAFF_EMAIL: 'staff@test.example' });
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
    await smtp.close();
  });

  it('stores a contact message and delivers the staff email and the visitor confirmation', async () => {
    // Other tests of this file send contact messages too: this one is told apart by its address.
    const tag = randomUUID().slice(0, 8);
    const res = await api.http
      .post('/api/contact')
      .send({
        name: 'Ada <b>Obi</b>',
        email: `Ada-${tag}@Test.example`,
        country: 'Nigeria',
        treatmentInterest: 'Cardiology',
        message: 'I need a heart check-up.',
      })
      .expect(201);
    expect(res.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    // The name as typed (nothing is stripped): the emails are plain text, so it never renders as markup.
    const staff = await waitFor(() => smtp.received.find(mailTo('staff@test.example', `ada-${tag}@test.example`)));
    const visitor = await waitFor(() => smtp.received.find(mailTo(`ada-${tag}@test.example`)));
    expect(staff.raw).toContain('New contact message from Ada <b>Obi</b>');
    expect(staff.raw).not.toMatch(/Content-Type: text\/html/i);
    expect(staff.raw).toContain('I need a heart check-up.');
    expect(staff.raw).toMatch(new RegExp(`Reply-To: ada-${tag}@test.example`, 'i'));
    expect(visitor.raw).toContain('We received your message');
    expect(visitor.raw).not.toContain('heart check-up'); // the confirmation does not repeat health details

    // The worker marks a row processed just after the SMTP server took the email: wait for it.
    const outboxRows = () =>
      api.em
        .getConnection()
        .execute<{ job_name: string; published: boolean; processed: boolean }[]>(
          `select job_name, published_at is not null as published, processed_at is not null as processed from outbox where payload->>'contactMessageId' = ? order by job_name`,
          [res.body.id],
        );
    const rows = await waitFor(async () => {
      const found = await outboxRows();
      return found.length === 2 && found.every((r) => r.processed) ? found : undefined;
    }, 'both outbox rows processed');
    expect(rows).toEqual([
      { job_name: 'contact.confirmation', published: true, processed: true },
      { job_name: 'contact.received.staff', published: true, processed: true },
    ]);
  });

  it('delivers the sign-up verification email whose link verifies the account', async () => {
    const email = `verify-${Date.now()}@test.example`;
    await api.http
      .post('/api/auth/sign-up')
      .set('X-Forwarded-For', '198.19.0.1')
      .send({ firstName: 'Kofi', lastName: 'Mensah', email, password: 'volta-river-22' })
      .expect(201);
    const mail = await waitFor(() => smtp.received.find(mailTo(email)));
    expect(mail.raw).toContain('Subject: Verify your email address');
    // The body is quoted-printable: undo soft line breaks and the encoded "=".
    const link = /(http\S+\/auth\/verify-email\?token=[\w-]+)/.exec(mail.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '='))?.[1];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token');
    await api.http.post('/api/auth/verify-email').send({ token }).expect(200);
    await api.http.post('/api/auth/sign-in').send({ email, password: 'volta-river-22' }).expect(200);
  });

  it('does the effect once when a job is delivered twice', async () => {
    const res = await api.http
      .post('/api/contact')
      .send({ name: 'Bola', email: 'bola@test.example', country: 'Ghana', message: 'Hip pain' })
      .expect(201);
    await waitFor(() => smtp.received.find(mailTo('bola@test.example')));
    const [row] = await api.em
      .getConnection()
      .execute(`select id, job_name from outbox where payload->>'contactMessageId' = ? and job_name = 'contact.confirmation'`, [
        res.body.id,
      ]);

    // Run to its end here: an email it sent would have been received before it returned.
    const outcome = await worker.get(JobRunner).runOutboxJob(row.job_name, row.id);
    expect(outcome).toBe('skipped');
    expect(smtp.received.filter(mailTo('bola@test.example'))).toHaveLength(1);
  });

  it('refuses an invalid message with field errors and writes nothing', async () => {
    const before = await api.em
      .getConnection()
      .execute(`select (select count(*)::int from contact_messages) as m, (select count(*)::int from outbox) as o`);
    const res = await api.http
      .post('/api/contact')
      .send({ name: '  ', email: 'nope', country: 'Atlantis', treatmentInterest: 'Magic', message: '', admin: true })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['admin', 'country', 'email', 'message', 'name', 'treatmentInterest']);
    const after = await api.em
      .getConnection()
      .execute(`select (select count(*)::int from contact_messages) as m, (select count(*)::int from outbox) as o`);
    expect(after).toEqual(before);
  });
});
