import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';
import { waitFor, waitForIdleQueue } from './support/wait.js';

/**
 * Issue 52: a job that kills its worker every time is dead-lettered after its attempts, with the
 * reason shown in Failed jobs (before, the attempt was counted inside the job's own transaction: the
 * crash undid the count and the relay republished the job every 5 minutes for ever).
 *
 * The job is a real one, caused through the API (a password reset request), run by the built
 * worker (`dist/worker.js`, as production runs it). The worker is started with
 * WORKER_TEST_CRASH_JOBS naming that job: once an attempt is claimed, the worker kills its own
 * process with SIGKILL (as the out-of-memory killer would; production refuses the setting). The
 * test restarts the worker each time it dies, as the supervisor does; every process is real.
 */
describe('jobs: a job that kills its worker every time', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);

  it('is dead-lettered after its attempts, the reason in Failed jobs', async () => {
    const email = `crash-${Date.now()}@test.example`;
    await api.http.post('/api/auth/password-reset/request').send({ email }).expect(200);
    const [job] = await sql<{ id: string }>(
      `select id from outbox where job_name = 'auth.password_reset_requested' and payload->>'email' = ?`,
      [email],
    );

    const children: ChildProcess[] = [];
    let output = '';
    const startWorker = () => {
      const child = spawn(process.execPath, [fileURLToPath(new URL('../dist/worker.js', import.meta.url))], {
        cwd: fileURLToPath(new URL('../../', import.meta.url)),
        env: {
          ...process.env, // the file's database and queue prefix
          NODE_OPTIONS: '',
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          WORKER_TEST_CRASH_JOBS: 'auth.password_reset_requested',
          OUTBOX_MAX_ATTEMPTS: '2',
          OUTBOX_RETRY_BASE_MS: '100',
          // A dead worker's job is noticed within a few seconds (30 s in production).
          JOB_LOCK_MS: '1000',
        },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));
      children.push(child);
      return child;
    };
    const row = () =>
      sql<{ attempts: number; dead: boolean; processed: boolean; last_error: string | null; running: boolean }>(
        `select attempts, dead_at is not null as dead, processed_at is not null as processed, last_error,
                running_until is not null as running
           from outbox where id = ?`,
        [job!.id],
      ).then((rows) => rows[0]!);
    try {
      // The supervisor's part: a worker that died is started again, until the job is dead-lettered.
      let worker = startWorker();
      const dead = await waitFor(
        async () => {
          if (worker.exitCode !== null || worker.signalCode !== null) worker = startWorker();
          const current = await row();
          return current.dead ? current : undefined;
        },
        `the job to be dead-lettered; output: ${output}`,
        90_000,
      );
      // Both attempts were claimed, and each killed its worker before it could record anything.
      expect(dead).toEqual({
        attempts: 2,
        dead: true,
        processed: false,
        running: false,
        last_error: 'Attempt 2 did not finish: the worker running it stopped (killed, crashed or out of memory)',
      });
      const killed = children.filter((child) => child.signalCode === 'SIGKILL');
      expect(killed).toHaveLength(2);

      // Admins see it, and why, in Failed jobs.
      const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
      const failed = (await admin.get(`/api/admin/failed-jobs/${job!.id}`).expect(200)).body;
      expect(failed).toMatchObject({
        jobName: 'auth.password_reset_requested',
        attempts: 2,
        lastError: expect.stringMatching(/^Attempt 2 did not finish: the worker running it stopped/),
        deadAt: expect.any(String),
      });
      // Nothing runs the job again (dead, and no job of its queue left), and the worker that noticed stays up.
      await waitForIdleQueue(api, 'accounts');
      expect(worker.exitCode).toBeNull();
      expect(await row()).toMatchObject({ attempts: 2, dead: true });
    } finally {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
    }
  }, 120_000);
});
