import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { prepareDatabase } from './support/app.js';
import { freePort } from './support/ports.js';
import { startPrivateRedis } from './support/redis.js';

// Runs the built product (`npm test` builds first): scripts/start.mjs, dist/main.js, dist/worker.js.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));
const mailDir = mkdtempSync(`${tmpdir()}/medtour-supervisor-mail-`);

type Exit = { code: number | null; signal: NodeJS.Signals | null };
interface Proc {
  child: ChildProcess;
  output(): string;
  exit: Promise<Exit>;
  /**
   * Every line the process and the children it shares its output with wrote has been read. 'exit' can come before
   * the last chunk of a pipe: a refusal's message read right after the exit was once still empty.
   */
  ended: Promise<void>;
}

/** Every process a test started: each is the leader of its own process group, killed as a group after the test. */
const started: ChildProcess[] = [];
const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const child of started.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGKILL'); // the process and whatever it started
    } catch {
      // already gone
    }
  }
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function launch(command: string, args: string[], env: Record<string, string> = {}): Proc {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exit = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // A pipe that errs has ended too: nothing more will be read from it.
  const closed = (stream: NodeJS.ReadableStream) => once(stream, 'close').catch(() => undefined);
  const ended = Promise.all([closed(child.stdout!), closed(child.stderr!)]).then(() => undefined);
  return { child, output: () => output, exit, ended };
}

/** The product's settings for one process: the run's database and queue prefix, its own port. */
function productEnv(port: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    MAIL_CAPTURE_DIR: mailDir,
    RATE_LIMIT_CLIENT_PER_MINUTE: '100000', // the test asks for /api/health ten times a second
    ...overrides,
  };
}

async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs: number, proc?: Proc): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error(`Timed out waiting for ${what}${proc ? `; output:\n${proc.output().slice(-3000)}` : ''}`);
}

async function status(port: number, path: string, headers: Record<string, string> = {}): Promise<number | string> {
  try {
    // 5 s: the site must answer, not answer fast; a probe of a full run on a loaded two-core machine once took over 2 s.
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers, signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A client address in 10.0.0.0/8, a different one for each readiness probe. */
const randomProbeAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;

/** Ready on its port, and still running: a process that exited (its port taken, say) is not taken for another's answer. */
const ready = (port: number, proc: Proc) =>
  until(
    '/api/health/ready',
    async () => {
      if (proc.child.exitCode !== null || proc.child.signalCode !== null)
        throw new Error(`The process exited before it was ready; output:\n${proc.output().slice(-3000)}`);
      // Each probe from an address of its own: a test that limits every client to a few requests a minute would
      // otherwise see its probes refused 429 once a slow start answered the first few 503.
      return (await status(port, '/api/health/ready', { 'X-Forwarded-For': randomProbeAddress() })) === 200 || undefined;
    },
    60_000,
    proc,
  );

/** Sends SIGTERM and resolves with how the process ended and how long it took (rejects past `limitMs`). */
async function terminate(proc: Proc, limitMs: number): Promise<Exit & { ms: number }> {
  const sentAt = Date.now();
  proc.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const exit = await Promise.race([
    proc.exit,
    new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), limitMs))),
  ]);
  clearTimeout(timer);
  if (!exit) throw new Error(`Still running ${limitMs} ms after SIGTERM; output:\n${proc.output().slice(-3000)}`);
  return { ...exit, ms: Date.now() - sentAt };
}

/** Ended in time: by its own clean shutdown (Nest re-raises the signal) or by the forced exit, code 1, with its log line. */
async function expectBoundedExit(proc: Proc, timeoutMs: number): Promise<void> {
  const exit = await terminate(proc, timeoutMs + 3_000);
  if (exit.signal !== 'SIGTERM') {
    expect(exit).toMatchObject({ code: 1, signal: null });
    await proc.ended;
    expect(proc.output()).toContain(`Still shutting down ${timeoutMs} ms after SIGTERM`);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A TCP proxy in front of the run's PostgreSQL. `cut()` closes it and every connection through it
 * (PostgreSQL gone); `freeze()` keeps every connection open but silent and accepts new ones without
 * ever answering (PostgreSQL or the network hung).
 */
async function startPostgresProxy(): Promise<{ databaseUrl: string; cut(): void; freeze(): void }> {
  const target = new URL(process.env.DATABASE_URL!);
  const sockets = new Set<Socket>();
  let frozen = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    track(client);
    if (frozen) return;
    const upstream = connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    server.close();
    for (const socket of sockets) socket.destroy();
  };
  const freeze = () => {
    frozen = true;
    for (const socket of sockets) socket.unpipe().pause();
  };
  cleanups.push(cut);
  const databaseUrl = new URL(target);
  databaseUrl.hostname = '127.0.0.1';
  databaseUrl.port = String((server.address() as { port: number }).port);
  return { databaseUrl: databaseUrl.toString(), cut, freeze };
}

const pids = (proc: Proc, name: string) =>
  [...proc.output().matchAll(new RegExp(`${name} started \\(pid (\\d+)\\)`, 'g'))].map((m) => Number(m[1]));
const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

const SHUTDOWN_TIMEOUT_MS = 4_000; // for the processes below whose Redis or PostgreSQL is gone

describe('supervisor (scripts/start.mjs) and bounded shutdown', () => {
  beforeAll(async () => {
    await prepareDatabase(); // this file's own database, which the processes below use
    const migrate = launch(process.execPath, [dist('database/cli.js'), 'migrate']);
    expect(await migrate.exit).toEqual({ code: 0, signal: null });
  });
  afterAll(() => rmSync(mailDir, { recursive: true, force: true }));

  it('restarts a killed worker while the site keeps answering, and stops everything on SIGTERM', async () => {
    const port = await freePort();
    const supervisor = launch(process.execPath, ['scripts/start.mjs'], productEnv(port));
    await until('the URLs', () => /MedTour Asia is running/.test(supervisor.output()) || undefined, 60_000, supervisor);
    const [api] = pids(supervisor, 'api');

    for (const [round, delay] of [
      [1, '1 s'],
      [2, '2 s'],
    ] as const) {
      await until(
        'the worker to be up',
        () => count(supervisor.output(), /MedTour Asia worker started/) === round || undefined,
        30_000,
        supervisor,
      );
      const workers = pids(supervisor, 'worker');
      const worker = workers.at(-1)!;
      process.kill(worker, 'SIGKILL');

      // The site answers every probe (about ten a second) while the worker is down, waits its pause and
      // starts again, until the new one is up.
      const answers: (number | string)[] = [];
      const restarted = () => count(supervisor.output(), /MedTour Asia worker started/) > round;
      for (const deadline = Date.now() + 30_000; !restarted();) {
        if (Date.now() > deadline) throw new Error(`The worker was not started again; output:\n${supervisor.output().slice(-3000)}`);
        answers.push(await status(port, '/api/health'));
        await sleep(100);
      }
      // Probes over time: how many fit depends on the machine (its pause of at least a second, then its start).
      expect(answers.length).toBeGreaterThanOrEqual(3);
      // A probe unanswered once failed a loaded full run ("fetch failed"): the supervisor's log says whether the API was restarted.
      const unanswered = answers.filter((answer) => answer !== 200);
      if (unanswered.length)
        throw new Error(`Probes not answered 200: ${unanswered.join(', ')}; output:\n${supervisor.output().slice(-3000)}`);
      expect(supervisor.output()).toContain(`worker (pid ${worker}) stopped (SIGKILL); starting it again in ${delay}`);
      const next = pids(supervisor, 'worker');
      expect(next).toHaveLength(workers.length + 1);
      expect(isRunning(next.at(-1)!)).toBe(true);
    }
    await until(
      'the third worker to be up',
      () => count(supervisor.output(), /MedTour Asia worker started/) === 3 || undefined,
      30_000,
      supervisor,
    );
    expect(pids(supervisor, 'api')).toEqual([api]); // never restarted

    const children = [api, pids(supervisor, 'worker').at(-1)!];
    const exit = await terminate(supervisor, 12_000);
    expect(exit).toMatchObject({ code: 0, signal: null }); // both children ended on their own, nothing killed
    for (const pid of children) expect(isRunning(pid)).toBe(false);
    await supervisor.ended;
    const afterStop = supervisor.output().split('SIGTERM: stopping')[1];
    expect(afterStop).toBeDefined();
    expect(afterStop).not.toMatch(/started \(pid|starting it again/); // nothing restarted during shutdown
  }, 90_000);

  it('takes a frozen API out of the rotation before its window is over (the other one answers), then replaces it, and a frozen worker too', async () => {
    // The least window the supervisor takes (as the busy API's test below, which proves a busy process is not killed by it).
    const windowMs = 4_000;
    const port = await freePort();
    const supervisor = launch(
      process.execPath,
      ['scripts/start.mjs'],
      productEnv(port, { API_PROCESSES: '2', LIVENESS_WINDOW_MS: String(windowMs) }),
    );
    await until('the URLs', () => /MedTour Asia is running/.test(supervisor.output()) || undefined, 60_000, supervisor);
    await until('both APIs ready', () => count(supervisor.output(), /api-\d \(pid \d+\) is ready/) === 2 || undefined, 30_000, supervisor);

    const [frozen, other] = [...pids(supervisor, 'api-1'), ...pids(supervisor, 'api-2')];
    /**
     * Out of the rotation first, then killed once silent for its window, not before: the supervisor's own log, in
     * its order and on its clock (the test's clock on a loaded machine proves nothing either way).
     */
    const expectOutThenKilled = (name: string, pid: number) => {
      const log = supervisor.output();
      const killed = new RegExp(`${name} \\(pid ${pid}\\) made no progress for (\\d+\\.\\d) s: killing it`).exec(log);
      expect(log.indexOf(`${name} (pid ${pid}) is not ready`)).toBeGreaterThan(-1);
      expect(log.indexOf(`${name} (pid ${pid}) is not ready`)).toBeLessThan(killed?.index ?? -1);
      expect(1_000 * Number(killed?.[1])).toBeGreaterThanOrEqual(windowMs);
    };
    process.kill(frozen!, 'SIGSTOP');
    await until(
      'the frozen API out of the rotation',
      () => supervisor.output().includes(`api-1 (pid ${frozen}) is not ready`) || undefined,
      30_000,
      supervisor,
    );
    // From then on every new connection goes to the other process, at once.
    for (let i = 0; i < 10; i++) expect(await status(port, '/api/health')).toBe(200);

    await until('the frozen API replaced', () => pids(supervisor, 'api-1').length === 2 || undefined, 30_000, supervisor);
    expectOutThenKilled('api-1', frozen!);
    expect(isRunning(frozen!)).toBe(false);
    await until('the new API ready', () => count(supervisor.output(), /api-1 \(pid \d+\) is ready/) === 2 || undefined, 60_000, supervisor);
    expect(pids(supervisor, 'api-2')).toEqual([other]); // never touched

    await until('the worker to be up', () => /MedTour Asia worker started/.test(supervisor.output()) || undefined, 30_000, supervisor);
    const [worker] = pids(supervisor, 'worker');
    await until('the worker ready', () => supervisor.output().includes(`worker (pid ${worker}) is ready`) || undefined, 30_000, supervisor);
    process.kill(worker!, 'SIGSTOP');
    await until('a new worker', () => pids(supervisor, 'worker').length === 2 || undefined, 30_000, supervisor);
    expectOutThenKilled('worker', worker!);
    expect(isRunning(worker!)).toBe(false);

    expect((await terminate(supervisor, 20_000)).code).toBe(0);
  }, 120_000);

  it('never kills a busy API: a burst of page requests beyond what it can serve is answered, or refused with 503 and Retry-After', async () => {
    const port = await freePort();
    const supervisor = launch(
      process.execPath,
      ['scripts/start.mjs'],
      productEnv(port, { LIVENESS_WINDOW_MS: '4000', SHED_EVENT_LOOP_DELAY_MS: '500', SHED_POOL_WAIT_MS: '500' }),
    );
    await until('the URLs', () => /MedTour Asia is running/.test(supervisor.output()) || undefined, 60_000, supervisor);
    const [api] = pids(supervisor, 'api');
    const paths = ['/', '/hospitals', '/treatments', '/destinations', '/fr/hospitals', '/api/hospitals?q=knee'];
    const answers = new Map<string, number>();
    const deadline = Date.now() + 10_000;
    // 40 visitors, each asking again as soon as answered: far more than two loaded cores serve in time.
    await Promise.all(
      Array.from({ length: 40 }, async (_, visitor) => {
        for (let i = visitor; Date.now() < deadline; i++) {
          let answer: string;
          try {
            const res = await fetch(`http://127.0.0.1:${port}${paths[i % paths.length]}`, { signal: AbortSignal.timeout(20_000) });
            await res.arrayBuffer();
            answer = res.status === 503 ? `503 Retry-After ${res.headers.get('retry-after')}` : String(res.status);
          } catch (error) {
            answer = (error as Error).message;
          }
          answers.set(answer, (answers.get(answer) ?? 0) + 1);
        }
      }),
    );
    const unexpected = [...answers.keys()].filter((answer) => answer !== '200' && answer !== '503 Retry-After 2');
    if (unexpected.length) throw new Error(`Answers: ${JSON.stringify([...answers])}; output:\n${supervisor.output().slice(-3000)}`);
    expect(answers.get('200')).toBeGreaterThan(0);
    expect(supervisor.output()).not.toContain('killing it');
    expect(pids(supervisor, 'api')).toEqual([api]);
    expect((await terminate(supervisor, 20_000)).code).toBe(0);
  }, 120_000);

  it('answers a page whose API calls are rate-limited 429 with Retry-After (never 500), and logs every page request', async () => {
    const port = await freePort();
    const api = launch(process.execPath, [dist('main.js')], productEnv(port, { LOG_LEVEL: 'info', RATE_LIMIT_CLIENT_PER_MINUTE: '3' }));
    await ready(port, api);
    const visitor = '198.51.100.77';
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 10 && !limited; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/dashboard`, { headers: { 'X-Forwarded-For': visitor }, redirect: 'manual' }).catch(
        (error: Error) => {
          throw new Error(`${error.message} (exit: ${api.child.exitCode ?? api.child.signalCode}); output:\n${api.output().slice(-3000)}`);
        },
      );
      await res.arrayBuffer();
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(statuses).not.toContain(500);
    expect(limited?.status).toBe(429);
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    // A page of the site too, not only the API: one line per request, with its status and time.
    await until(
      'the access log lines',
      () => (count(api.output(), /"path":"\/dashboard"/) >= statuses.length ? true : undefined),
      5_000,
      api,
    );
    const lines = api
      .output()
      .split('\n')
      .filter((line) => line.includes('"path":"/dashboard"'))
      .map((line) => JSON.parse(line) as { res: { statusCode: number }; responseTime: number; msg: string });
    expect(lines.map((line) => line.res.statusCode)).toEqual(statuses);
    for (const line of lines) expect(line.responseTime).toEqual(expect.any(Number));
  }, 120_000);

  it('refuses a liveness setting that is not a number, naming it', async () => {
    const supervisor = launch(process.execPath, ['scripts/start.mjs'], productEnv(await freePort(), { LIVENESS_WINDOW_MS: 'often' }));
    expect(await supervisor.exit).toEqual({ code: 1, signal: null });
    await supervisor.ended;
    expect(supervisor.output()).toContain('LIVENESS_WINDOW_MS must be a whole number from 2000 to 600000 (got "often")');
  });

  it.each([
    ['worker.js', 'Redis is gone'],
    ['main.js', 'Redis is gone'],
    ['worker.js', 'PostgreSQL is gone'],
    ['main.js', 'PostgreSQL is gone'],
    ['worker.js', 'PostgreSQL hangs'],
    ['main.js', 'PostgreSQL hangs'],
  ])(
    '%s exits within SHUTDOWN_TIMEOUT_MS of SIGTERM when %s',
    async (entry, outage) => {
      let settings: Record<string, string>;
      let breakDown: () => unknown;
      if (outage === 'Redis is gone') {
        const redis = await startPrivateRedis();
        cleanups.push(() => void redis.close());
        settings = { REDIS_URL: redis.url };
        breakDown = () => redis.kill();
      } else {
        const postgres = await startPostgresProxy();
        settings = { DATABASE_URL: postgres.databaseUrl };
        breakDown = outage === 'PostgreSQL is gone' ? postgres.cut : postgres.freeze;
      }
      const port = await freePort();
      const proc = launch(
        process.execPath,
        [dist(entry)],
        productEnv(port, { ...settings, SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) }),
      );
      if (entry === 'main.js') await ready(port, proc);
      else await until('the worker', () => /MedTour Asia worker started/.test(proc.output()) || undefined, 30_000, proc);
      await breakDown();
      await sleep(500);

      await expectBoundedExit(proc, SHUTDOWN_TIMEOUT_MS);
    },
    40_000,
  );

  it("the API's shutdown is not held by a client's idle keep-alive connection", async () => {
    const port = await freePort();
    const api = launch(process.execPath, [dist('main.js')], productEnv(port, { SHUTDOWN_TIMEOUT_MS: '10000' }));
    await ready(port, api);
    const agent = new http.Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());
    await new Promise<void>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => res.resume().on('end', resolve)).on('error', reject);
    });
    // The connection stays open, idle: the agent takes it back once the response ended (a loaded run took longer than 50 ms).
    await until(
      'the kept-alive connection to be idle',
      () => Object.values(agent.freeSockets).flat().length === 1 || undefined,
      5_000,
      api,
    );
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(1);

    const exit = await terminate(api, 5_000);
    expect(exit.signal).toBe('SIGTERM'); // its own clean shutdown, not the forced exit
  }, 40_000);
});
