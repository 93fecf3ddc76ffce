// Outbox delivery for `npm run bench` (scripts/bench.mjs): 1,000 emails from committed outbox rows
// to a local SMTP server, through the built worker (relay → BullMQ → job runner → nodemailer).
//
//  1. An SMTP server is started in this process on 127.0.0.1 (smtp-server, as in
//     backend/test/support/smtp.ts): it accepts every message and records its Message-ID, which is
//     the outbox row id (`<row id@medtour>`), the same for every delivery of one email.
//  2. The built worker (backend/dist/worker.js) is started as its own process, as scripts/start.mjs
//     starts it, on the bench database, a private QUEUE_PREFIX and that SMTP server, with the
//     product's outbox settings (OUTBOX_POLL_MS etc. left to their defaults).
//  3. Once it has started, 1,000 contact messages and their 1,000 `contact.confirmation` outbox rows
//     are committed in one transaction, as ContactService.submit writes them (the API is not part
//     of what is measured). The clock starts when the commit returns and stops when the 1,000th
//     distinct Message-ID is received.
//  4. After a grace period, every row id must have arrived exactly once; the rows' state in the
//     database (done, retried, dead-lettered, when published) explains where the time went.
//  5. stop(): SIGTERM to the worker (SIGKILL if it outlives its shutdown timeout), the SMTP server
//     closed, the queue's Redis keys deleted. Safe to call at any point, more than once.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const OUTBOX_EMAILS = 1_000;
export const OUTBOX_TARGET_SECONDS = 30;
/** Waiting for the 1,000th email gives up after this (then the missing ones are reported). */
const DELIVERY_TIMEOUT_MS = 3 * OUTBOX_TARGET_SECONDS * 1000;
/** After the 1,000th email: how long a duplicate still has to show up. */
const GRACE_MS = 3_000;
const WORKER_START_TIMEOUT_MS = 60_000;
/** What worker.ts prints once every processor and the relay are running. */
const WORKER_STARTED = 'MedTour Asia worker started';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ root: string, pg: any, databaseUrl: URL, env: Record<string, string | undefined>, host: string }} options
 * `env` is the bench's environment (database URL, NODE_ENV=development, LOG_LEVEL=warn).
 */
export function outboxBench({ root, pg, databaseUrl, env, host }) {
  const backendRequire = createRequire(join(root, 'backend', 'package.json'));
  const queuePrefix = `bench-outbox-${process.pid}`;
  /** Message-ID → times received (every message, expected or not). */
  const received = new Map();
  let distinctExpected = 0;
  let expected = new Set();
  let onExpected = () => {};
  /** performance.now() of the first and of the last distinct expected email. */
  let firstAt;
  let allAt;
  let smtp;
  let worker;
  let stopping;

  async function startSmtp() {
    const { SMTPServer } = backendRequire('smtp-server');
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 1_000,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          const messageId = /^Message-ID:\s*<([^>@\s]+)@/im.exec(raw)?.[1] ?? '(none)';
          const times = (received.get(messageId) ?? 0) + 1;
          received.set(messageId, times);
          if (times === 1 && expected.has(messageId)) {
            distinctExpected++;
            if (distinctExpected === 1) firstAt = performance.now();
            if (distinctExpected === expected.size) allAt = performance.now();
            onExpected();
          }
          callback();
        });
      },
    });
    smtp.on('error', (error) => console.error(`[bench smtp] ${error.message}`));
    await new Promise((resolve) => smtp.listen(0, host, resolve));
    return `smtp://${host}:${smtp.server.address().port}`;
  }

  async function startWorker(smtpUrl) {
    const workerEnv = { ...env, QUEUE_PREFIX: queuePrefix, SMTP_URL: smtpUrl, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
    // The product's outbox settings, whatever this shell has: an empty value means the default.
    for (const name of Object.keys(workerEnv)) if (name.startsWith('OUTBOX_')) workerEnv[name] = '';
    worker = spawn(process.execPath, [join(root, 'backend', 'dist', 'worker.js')], {
      cwd: root,
      env: workerEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the worker did not start within ${WORKER_START_TIMEOUT_MS / 1000} s`)),
        WORKER_START_TIMEOUT_MS,
      );
      worker.once('error', (error) => (clearTimeout(timer), reject(error)));
      worker.once(
        'exit',
        (code, signal) => (clearTimeout(timer), reject(new Error(`the worker exited (${signal ?? `code ${code}`}) before starting`))),
      );
      // Its log lines (warnings and errors only) are passed on; the start line is waited for.
      createInterface({ input: worker.stdout }).on('line', (line) => {
        if (line.includes(WORKER_STARTED)) {
          clearTimeout(timer);
          resolve();
        } else {
          console.error(`[worker] ${line}`);
        }
      });
    });
    await started;
  }

  async function withClient(work) {
    const client = new pg.Client({ connectionString: databaseUrl.toString() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  /** 1,000 contact messages and their confirmation emails, in one transaction; returns the row ids and when the commit returned. */
  async function commitEmails(client) {
    await client.query('begin');
    try {
      const { rows } = await client.query(
        `with messages as (
           insert into contact_messages (id, name, email, country, treatment_interest, message)
           select gen_random_uuid(), 'Bench Visitor ' || g, 'bench-visitor-' || g || '@example.com', 'Kenya', 'Cardiology',
                  'Benchmark message ' || g || ': I would like a cardiology consultation in Kuala Lumpur.'
             from generate_series(1, $1::int) g
           returning id
         )
         insert into outbox (id, queue, job_name, payload)
         select gen_random_uuid(), 'email', 'contact.confirmation', jsonb_build_object('contactMessageId', id) from messages
         returning id`,
        [OUTBOX_EMAILS],
      );
      expected = new Set(rows.map((r) => r.id));
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
    return { committedAt: performance.now(), committedAtWall: Date.now() };
  }

  /** Resolves true when every expected email has arrived, false after DELIVERY_TIMEOUT_MS; rejects if the worker dies. */
  function waitForAll() {
    return new Promise((resolve, reject) => {
      const done = (complete) => {
        clearTimeout(timer);
        onExpected = () => {};
        worker.off('exit', onExit);
        resolve(complete);
      };
      const onExit = (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the worker exited (${signal ?? `code ${code}`}) during the delivery`));
      };
      const timer = setTimeout(() => done(false), DELIVERY_TIMEOUT_MS);
      onExpected = () => distinctExpected === expected.size && done(true);
      worker.once('exit', onExit);
      if (distinctExpected === expected.size) done(true);
    });
  }

  async function run() {
    const smtpUrl = await startSmtp();
    await startWorker(smtpUrl);
    return withClient(async (client) => {
      const { committedAt, committedAtWall } = await commitEmails(client);
      const complete = await waitForAll();
      const elapsedMs = complete ? allAt - committedAt : null;
      await sleep(GRACE_MS);

      const ids = [...expected];
      let duplicates = 0;
      let missing = 0;
      for (const id of ids) {
        const times = received.get(id) ?? 0;
        if (times === 0) missing++;
        else duplicates += times - 1;
      }
      const unexpected = [...received.entries()].filter(([id]) => !expected.has(id)).reduce((sum, [, times]) => sum + times, 0);
      const { rows } = await client.query(
        `select count(*) filter (where processed_at is not null)::int as processed,
                count(*) filter (where dead_at is not null)::int as dead,
                count(*) filter (where attempts > 1)::int as retried,
                (extract(epoch from max(published_at)) * 1000)::float8 as last_published,
                (extract(epoch from max(processed_at)) * 1000)::float8 as last_processed
           from outbox where id = any($1::uuid[])`,
        [ids],
      );
      const db = rows[0];
      const since = (wall) => (wall == null ? Number.NaN : wall - committedAtWall);
      return {
        emails: ids.length,
        elapsedMs,
        emailsPerSecond: elapsedMs ? ids.length / (elapsedMs / 1000) : Number.NaN,
        firstMs: firstAt === undefined ? Number.NaN : firstAt - committedAt,
        duplicates,
        missing,
        unexpected,
        processed: db.processed,
        dead: db.dead,
        retried: db.retried,
        lastPublishedMs: since(db.last_published),
        lastProcessedMs: since(db.last_processed),
      };
    });
  }

  async function stopWorker() {
    if (!worker?.pid || worker.exitCode !== null || worker.signalCode !== null) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGTERM');
    // It exits by itself within SHUTDOWN_TIMEOUT_MS (10 s by default).
    const limit = (Number(env.SHUTDOWN_TIMEOUT_MS) || 10_000) + 5_000;
    if ((await Promise.race([exited.then(() => true), sleep(limit).then(() => false)])) === false) {
      console.error(`The worker was still running ${limit / 1000} s after SIGTERM: killing it`);
      worker.kill('SIGKILL');
      await exited;
    }
  }

  async function closeSmtp() {
    if (!smtp) return;
    await new Promise((resolve) => smtp.close(resolve));
  }

  /** Deletes the private queue prefix's keys (BullMQ queues, job schedulers) from Redis. */
  async function dropQueueKeys() {
    const ioredis = backendRequire('ioredis');
    const Redis = ioredis.default ?? ioredis.Redis ?? ioredis;
    const redis = new Redis(env.REDIS_URL || 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1, lazyConnect: true });
    redis.on('error', () => {});
    try {
      await redis.connect();
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${queuePrefix}:*`, 'COUNT', 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  }

  function stop() {
    stopping ??= (async () => {
      await stopWorker().catch((error) => console.error(`Could not stop the worker: ${error.message}`));
      await closeSmtp().catch((error) => console.error(`Could not close the SMTP server: ${error.message}`));
      if (worker)
        await dropQueueKeys().catch((error) => console.error(`Could not delete the Redis keys ${queuePrefix}:*: ${error.message}`));
    })();
    return stopping;
  }

  return { run, stop, queuePrefix };
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Every email arrived exactly once, within the target. */
export function outboxPassed(d, targetSeconds) {
  return d.elapsedMs !== null && d.elapsedMs <= targetSeconds * 1000 && d.missing === 0 && d.duplicates === 0;
}

/** The table's "Measured" cell. */
export function outboxMeasured(d) {
  const time =
    d.elapsedMs === null
      ? `${d.emails - d.missing}/${d.emails} in ${seconds(DELIVERY_TIMEOUT_MS)}`
      : `${seconds(d.elapsedMs)} (${d.emailsPerSecond.toFixed(0)} emails/s)`;
  const problems = [d.missing && `${d.missing} missing`, d.duplicates && `${d.duplicates} duplicates`].filter(Boolean);
  return problems.length ? `${time}, ${problems.join(', ')}` : time;
}

/** The detail line: where the time went, from the rows' own timestamps. */
export function outboxSummary(d) {
  const at = (ms) => (Number.isNaN(ms) ? '-' : seconds(ms));
  return (
    `${d.emails.toLocaleString('en-US')} outbox rows committed at 0 s; first email received at ${at(d.firstMs)}, ` +
    `last row published to BullMQ at ${at(d.lastPublishedMs)}, ` +
    (d.elapsedMs === null ? `not all received within ${seconds(DELIVERY_TIMEOUT_MS)}` : `last email received at ${at(d.elapsedMs)}`) +
    `, last row marked done at ${at(d.lastProcessedMs)} (${Number.isNaN(d.emailsPerSecond) ? '-' : d.emailsPerSecond.toFixed(0)} emails/s); ` +
    `after ${seconds(GRACE_MS)} more: ${d.processed} rows done, ${d.retried} retried, ${d.dead} dead-lettered, ` +
    `${d.missing} missing, ${d.duplicates} duplicates, ${d.unexpected} other emails`
  );
}
