import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConsoleLogger, Injectable, type INestApplicationContext, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { BullModule } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import type { Job } from 'bullmq';
import { type HandlesJobs, type JobHandlerMap, JobHandlers } from '../src/common/jobs/job-registry.js';
import { CoreModule } from '../src/core.module.js';
import { NotificationsWorkerModule } from '../src/modules/notifications/notifications.worker.module.js';
import { JobRunner } from '../src/modules/notifications/job-runner.js';
import { bullConnection } from '../src/queues/connection.js';
import { WorkerModule } from '../src/worker.module.js';
import { createUser, signedInAgent } from './support/factories.js';
import { uniqueIp } from './support/mail.js';
import { startPrivateRedis } from './support/redis.js';
import { type SmtpStandIn, startSmtpServer } from './support/smtp.js';
import { prepareDatabase, startApi, startApiWithWorker, startWorker, testConfig, type TestApi } from './support/app.js';
import { waitFor, waitForIdleQueue } from './support/wait.js';

/**
 * The worker runs on a compressed clock: its first retry waits 100 ms where production waits 30 s,
 * so one test second stands for five production minutes.
 */
const RETRY_BASE_MS = 100;
const PRODUCTION_RETRY_BASE_MS = 30_000;
const testMs = (productionMs: number) => (productionMs * RETRY_BASE_MS) / PRODUCTION_RETRY_BASE_MS;

const uid = () => randomUUID().slice(0, 8);
const contact = (email: string) => ({ name: 'Amara Test', email, country: 'Kenya', message: 'Knee pain for two years.' });

/** Each delivery of each email, by Message-ID (the outbox row id), for the given recipients. */
function deliveries(smtp: SmtpStandIn, recipients: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.received) {
    if (!mail.to.some((to) => recipients.includes(to))) continue;
    counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
  }
  return counts;
}

describe('nothing lost: the outbox owns every job until its effect is done', () => {
  describe('an SMTP outage of ten minutes', () => {
    let api: TestApi;
    let worker: INestApplicationContext;
    let smtp: SmtpStandIn;
    const staffEmail = `staff-${uid()}@test.example`;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      api = await startApi();
      worker = await startWorker({ SMTP_URL: smtp.url, STAFF_EMAIL: staffEmail, OUTBOX_RETRY_BASE_MS: String(RETRY_BASE_MS) });
    });
    afterAll(async () => {
      await worker.close();
      await api.close();
      await smtp.close();
    });

    it('delivers every email exactly once when the server is back: contact, sign-up, reset and invitation emails', async () => {
      await smtp.stop();
      const outageStarted = new Date();
      const admin = await signedInAgent(api.app, api.em, 'admin');
      const visitors = Array.from({ length: 4 }, () => `visitor-${uid()}@test.example`);
      const newcomers = Array.from({ length: 4 }, () => `newcomer-${uid()}@test.example`);
      const members = await Promise.all(Array.from({ length: 4 }, () => createUser(api.em, 'user')));
      const invitees = Array.from({ length: 4 }, () => `invitee-${uid()}@test.example`);
      for (const email of visitors) await api.http.post('/api/contact').set('X-Forwarded-For', uniqueIp()).send(contact(email)).expect(201);
      for (const email of newcomers) {
        await api.http
          .post('/api/auth/sign-up')
          .set('X-Forwarded-For', uniqueIp())
          .send({ firstName: 'Kofi', lastName: 'Mensah', email, password: `volta-${uid()}` })
          .expect(201);
      }
      for (const { email } of members)
        await api.http.post('/api/auth/password-reset/request').set('X-Forwarded-For', uniqueIp()).send({ email }).expect(200);
      for (const email of invitees)
        await admin.agent.post('/api/admin/users').send({ email, firstName: 'Ngozi', lastName: 'Eze', role: 'user' }).expect(201);

      await sleep(testMs(10 * 60_000)); // ten minutes of outage, at production's pace
      // …and on a loaded machine, until every email waiting for the server has been tried three times (the last
      // written had the least of those ten minutes): an event to wait for, not a longer sleep.
      await waitFor(
        async () => {
          const [{ short }] = await api.em
            .getConnection()
            .execute<{ short: number }[]>(
              `select count(*)::int as short from outbox where created_at >= ? and processed_at is null and dead_at is null and attempts < 3`,
              [outageStarted],
            );
          return short === 0 || undefined;
        },
        'every waiting email tried three times during the outage',
        60_000,
      );
      await smtp.start();

      // 4 confirmations + 4 verification links + 4 reset links + 4 invitations, and 4 staff copies (told
      // apart from the sign-up and invitation emails by the visitor's address they carry).
      const recipients = [...visitors, ...newcomers, ...members.map((m) => m.email), ...invitees];
      const staffCopies = () => smtp.received.filter((m) => m.to.includes(staffEmail) && visitors.some((v) => m.raw.includes(v)));
      await waitFor(() => (deliveries(smtp, recipients).size >= 16 && staffCopies().length >= 4) || undefined, '20 emails', 20_000);
      await waitForIdleQueue(api, 'email'); // nothing left that could deliver one twice
      const counts = deliveries(smtp, recipients);
      expect(counts.size).toBe(16);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      for (const email of recipients) expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
      expect(staffCopies()).toHaveLength(4);
      expect(new Set(staffCopies().map((m) => m.messageId)).size).toBe(4);

      // Each email was tried again and again during the outage and never given up (the old limit was
      // 5 attempts in 30 s): its outbox row (the Message-ID) has several attempts and no dead letter.
      const ids = [...counts.keys()].map((messageId) => /^<([^@]+)@/.exec(messageId)![1]!);
      const rows = await api.em
        .getConnection()
        .execute<{ attempts: number; dead_at: Date | null }[]>(`select attempts, dead_at from outbox where id in (?)`, [ids]);
      expect(rows).toHaveLength(16);
      for (const row of rows) {
        expect(row.attempts).toBeGreaterThanOrEqual(3);
        expect(row.dead_at).toBeNull();
      }
    });
  });

  describe('Redis restarted without persistence in the middle of a load', () => {
    it('loses no job: every email is delivered exactly once', async () => {
      const redis = await startPrivateRedis();
      const smtp = await startSmtpServer({ delayMs: 40 });
      const settings = { REDIS_URL: redis.url, QUEUE_PREFIX: `redis-restart-${uid()}`, STAFF_EMAIL: `staff-${uid()}@test.example` };
      const api = await startApi(settings);
      const worker = await startWorker({
        ...settings,
        SMTP_URL: smtp.url,
        OUTBOX_REPUBLISH_AFTER_MS: '1500',
        OUTBOX_RETRY_BASE_MS: String(RETRY_BASE_MS),
      });
      try {
        const visitors = Array.from({ length: 150 }, () => `load-${uid()}@test.example`);
        await Promise.all(
          visitors.map((email) => api.http.post('/api/contact').set('X-Forwarded-For', uniqueIp()).send(contact(email)).expect(201)),
        );
        // Each visitor's confirmation, and the staff copy of their message (which names the visitor).
        const delivered = () => {
          const counts = deliveries(smtp, visitors);
          for (const mail of smtp.received) {
            if (mail.to.includes(settings.STAFF_EMAIL) && visitors.some((v) => mail.raw.includes(v)))
              counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
          }
          return counts;
        };

        // Mid-load: jobs are waiting in Redis when it dies, and it comes back empty.
        await waitFor(() => delivered().size >= 60 || undefined, 'the first emails', 20_000);
        await redis.kill();
        await sleep(1_000);
        await redis.start();

        await waitFor(() => delivered().size >= 300 || undefined, 'all 300 emails', 60_000);
        await waitForIdleQueue(api, 'email', 30_000); // nothing left that could deliver one twice
        const counts = delivered();
        expect(counts.size).toBe(300);
        expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      } finally {
        await worker.close();
        await api.close();
        await smtp.close();
        await redis.close();
      }
    }, 120_000);
  });

  describe('dead letters', () => {
    let api: TestApi;
    let worker: INestApplicationContext;
    let smtp: SmtpStandIn;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      await smtp.stop();
      api = await startApi();
      worker = await startWorker({ SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '20', OUTBOX_MAX_ATTEMPTS: '3' });
    });
    afterAll(async () => {
      await worker.close();
      await api.close();
      await smtp.close();
    });

    it('are shown to admins with their error, and a retried one is delivered once', async () => {
      const visitor = `dead-${uid()}@test.example`;
      const { body } = await api.http.post('/api/contact').set('X-Forwarded-For', uniqueIp()).send(contact(visitor)).expect(201);
      const [row] = await api.em
        .getConnection()
        .execute<{ id: string }[]>(`select id from outbox where payload->>'contactMessageId' = ? and job_name = 'contact.confirmation'`, [
          body.id,
        ]);
      const [staffCopy] = await api.em
        .getConnection()
        .execute<{ id: string }[]>(`select id from outbox where payload->>'contactMessageId' = ? and job_name = 'contact.received.staff'`, [
          body.id,
        ]);
      const admin = await signedInAgent(api.app, api.em, 'admin');
      // Both emails of the message die (the server is down): the file's only dead letters.
      const dead = await waitFor(async () => {
        const res = await admin.agent.get('/api/admin/failed-jobs').query({ range: '[0,499]' }).expect(200);
        const jobs = res.body as { id: string }[];
        return jobs.length === 2 ? jobs.find((job) => job.id === row!.id) : undefined;
      }, 'the dead letters');
      expect(dead).toMatchObject({
        jobName: 'contact.confirmation',
        queue: 'email',
        attempts: 3,
        lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
      });
      expect(dead).not.toHaveProperty('payload');

      const moderator = await signedInAgent(api.app, api.em, 'moderator');
      await moderator.agent.get('/api/admin/failed-jobs').expect(403);
      await moderator.agent.post(`/api/admin/failed-jobs/${row!.id}/retry`).expect(403);
      const patient = await signedInAgent(api.app, api.em, 'user');
      await patient.agent.post(`/api/admin/failed-jobs/${row!.id}/retry`).expect(403);
      await api.http.post(`/api/admin/failed-jobs/${row!.id}/retry`).expect(401);
      await admin.agent.post(`/api/admin/failed-jobs/${randomUUID()}/retry`).expect(404);

      await smtp.start();
      await waitForIdleQueue(api, 'email'); // dead, and nothing queued: nothing retries it by itself
      expect(smtp.received.filter((m) => m.to.includes(visitor))).toHaveLength(0);
      const retried = await admin.agent.post(`/api/admin/failed-jobs/${row!.id}/retry`).expect(200);
      expect(retried.body).toMatchObject({ id: row!.id, deadAt: null, attempts: 0 });
      await admin.agent.post(`/api/admin/failed-jobs/${row!.id}/retry`).expect(409);

      await waitFor(() => smtp.received.find((m) => m.to.includes(visitor)), 'the retried email');
      await waitForIdleQueue(api, 'email');
      expect(smtp.received.filter((m) => m.to.includes(visitor))).toHaveLength(1);
      const [after] = await api.em
        .getConnection()
        .execute(`select processed_at is not null as processed, dead_at from outbox where id = ?`, [row!.id]);
      expect(after).toEqual({ processed: true, dead_at: null });
      const audit = await api.em
        .getConnection()
        .execute(`select actor_id from audit_events where action = 'job.retry' and entity_id = ?`, [row!.id]);
      expect(audit).toEqual([{ actor_id: admin.user.id }]);
      // Gone from the list once it is no longer dead: what is left is the staff copy of the same message.
      const list = await admin.agent.get('/api/admin/failed-jobs').query({ range: '[0,499]' }).expect(200);
      expect((list.body as { id: string }[]).map((job) => job.id)).toEqual([staffCopy!.id]);
    });
  });

  describe('correlation ids', () => {
    let api: TestApi;
    beforeAll(async () => (api = await startApiWithWorker()));
    afterAll(async () => api.close());

    it('carry the request id from the request to its jobs and the jobs those cause', async () => {
      const requestId = `req-${randomUUID()}`;
      const email = `corr-${uid()}@test.example`;
      const res = await api.http
        .post('/api/auth/sign-up')
        .set('X-Request-Id', requestId)
        .set('X-Forwarded-For', uniqueIp())
        .send({ firstName: 'Aisha', lastName: 'Bello', email, password: `lagos-${uid()}` })
        .expect(201);
      expect(res.headers['x-request-id']).toBe(requestId);
      const rows = await waitFor(async () => {
        const found = await api.em
          .getConnection()
          .execute<{ job_name: string; correlation_id: string }[]>(
            `select job_name, correlation_id from outbox where correlation_id = ? order by created_at`,
            [requestId],
          );
        return found.length === 2 ? found : undefined;
      }, 'the sign-up and its verification email');
      expect(rows.map((r) => r.job_name)).toEqual(['auth.sign_up_requested', 'auth.verify_email']);
    });
  });

  describe('maintenance', () => {
    it('is scheduled, deletes old done outbox rows, ended sessions and used links, and keeps the rest', async () => {
      const api = await startApi();
      const worker = await startWorker();
      const db = api.em.getConnection();
      try {
        const user = await createUser(api.em, 'user');
        const [oldDone, recentDone, oldDead, pending] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
        await db.execute(
          `insert into outbox (id, queue, job_name, payload, created_at, processed_at, dead_at, available_at) values
          (?, 'email', 'contact.confirmation', '{}', now() - interval '40 days', now() - interval '30 days', null, now() + interval '1 day'),
          (?, 'email', 'contact.confirmation', '{}', now() - interval '1 day', now() - interval '1 day', null, now() + interval '1 day'),
          (?, 'email', 'contact.confirmation', '{}', now() - interval '40 days', null, now() - interval '30 days', now() + interval '1 day'),
          (?, 'email', 'contact.confirmation', '{}', now() - interval '40 days', null, null, now() + interval '1 day')`,
          [oldDone, recentDone, oldDead, pending],
        );
        const [ended, live] = [randomUUID(), randomUUID()];
        await db.execute(
          `insert into sessions (id, user_id, token_hash, created_at, last_seen_at, expires_at) values
          (?, ?, ?, now() - interval '60 days', now() - interval '60 days', now() - interval '30 days'),
          (?, ?, ?, now(), now(), now() + interval '1 day')`,
          [ended, user.id, randomBytes(32).toString('hex'), live, user.id, randomBytes(32).toString('hex')],
        );

        const [usedLink, liveLink] = [randomUUID(), randomUUID()];
        await db.execute(
          `insert into auth_tokens (id, user_id, purpose, token_hash, created_at, expires_at, used_at) values
          (?, ?, 'password_reset', ?, now() - interval '20 days', now() - interval '19 days', now() - interval '20 days'),
          (?, ?, 'password_reset', ?, now(), now() + interval '1 hour', null)`,
          [usedLink, user.id, randomBytes(32).toString('hex'), liveLink, user.id, randomBytes(32).toString('hex')],
        );

        const runner = worker.get(JobRunner);
        await runner.process({ name: 'maintenance.prune_outbox', id: 'prune-test', data: {} } as Job);
        await runner.process({ name: 'maintenance.prune_auth', id: 'prune-test', data: {} } as Job);

        const outbox = await db.execute<{ id: string }[]>(`select id from outbox where id in (?, ?, ?, ?)`, [
          oldDone,
          recentDone,
          oldDead,
          pending,
        ]);
        expect(outbox.map((r) => r.id).sort()).toEqual([recentDone, oldDead, pending].sort());
        const sessions = await db.execute<{ id: string }[]>(`select id from sessions where id in (?, ?)`, [ended, live]);
        expect(sessions.map((r) => r.id)).toEqual([live]);
        const links = await db.execute<{ id: string }[]>(`select id from auth_tokens where id in (?, ?)`, [usedLink, liveLink]);
        expect(links.map((r) => r.id)).toEqual([liveLink]);

        const config = testConfig();
        const queue = new Queue('maintenance', { connection: bullConnection(config), prefix: config.queuePrefix });
        try {
          const schedulers = await waitFor(async () => {
            const found = (await queue.getJobSchedulers()).map((s) => s.name).sort();
            return found.length === 7 ? found : undefined;
          }, 'the job schedulers');
          expect(schedulers).toEqual([
            'currencies.refresh_rates',
            'maintenance.data_rights',
            'maintenance.flag_overdue_bookings',
            'maintenance.invite_reviews',
            'maintenance.prune_auth',
            'maintenance.prune_outbox',
            'maintenance.reconcile_payments',
          ]);
        } finally {
          await queue.close();
        }
        await db.execute(`delete from outbox where id in (?, ?, ?)`, [recentDone, oldDead, pending]);
      } finally {
        await worker.close();
        await api.close();
      }
    });
  });
});

describe('the job registry', () => {
  @JobHandlers()
  @Injectable()
  class SecondConfirmationSender implements HandlesJobs {
    readonly jobs: JobHandlerMap = { 'contact.confirmation': async () => undefined };
  }
  @Module({ providers: [SecondConfirmationSender] })
  class DuplicateHandlerModule {}

  /** Builds and starts the module graph; closes whatever it opened (queues, database) whether or not it started. */
  const boot = async (root: new () => object) => {
    const context = await Test.createTestingModule({ imports: [root] })
      .setLogger(new ConsoleLogger({ logLevels: [] }))
      .compile();
    try {
      await context.init();
    } finally {
      await context.close();
    }
  };

  it('refuses to start a worker where a job has two handlers', async () => {
    await prepareDatabase();
    const config = testConfig();
    @Module({ imports: [WorkerModule.forRoot(config), DuplicateHandlerModule] })
    class WorkerWithDuplicate {}
    await expect(boot(WorkerWithDuplicate)).rejects.toThrow(
      /Job "contact.confirmation" has two handlers: (ContactJobs and SecondConfirmationSender|SecondConfirmationSender and ContactJobs)/,
    );
  });

  it('refuses to start a worker where jobs have no handler', async () => {
    const config = testConfig();
    @Module({
      imports: [
        CoreModule.forRoot(config),
        BullModule.forRoot({ connection: bullConnection(config), prefix: config.queuePrefix }),
        NotificationsWorkerModule,
      ],
    })
    class WorkerWithoutModules {}
    await expect(boot(WorkerWithoutModules)).rejects.toThrow(
      /Job "contact.confirmation" has no handler.*Job "booking.created.patient" has no handler/,
    );
  });
});
