import { type ChildProcess, spawn } from 'node:child_process';
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
  return { child, output: () => output, exit };
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

async function status(port: number, path: string): Promise<number | string> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    return (error as Error).message;
  }
}

const ready = (port: number, proc: Proc) =>
  until('/api/health/ready', async () => (await status(port, '/api/health/ready')) === 200 || undefined, 60_000, proc);

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

      // The site answers every probe (about ten a second) while the worker is down and being started
      // again, and for at least three seconds.
      const answers: (number | string)[] = [];
      const killedAt = Date.now();
      while (Date.now() - killedAt < 3_000 || (pids(supervisor, 'worker').length === workers.length && Date.now() - killedAt < 20_000)) {
        answers.push(await status(port, '/api/health'));
        await sleep(100);
      }
      expect(answers.length).toBeGreaterThanOrEqual(10); // probes over time: how many fit depends on the machine
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
    const afterStop = supervisor.output().split('SIGTERM: stopping')[1];
    expect(afterStop).toBeDefined();
    expect(afterStop).not.toMatch(/started \(pid|starting it again/); // nothing restarted during shutdown
  }, 90_000);

  it('replaces a frozen API and a frozen worker (SIGSTOP: alive but answering nothing), saying why, and the site answers again within 30 s', async () => {
    const port = await freePort();
    const supervisor = launch(
      process.execPath,
      ['scripts/start.mjs'],
      productEnv(port, { LIVENESS_INTERVAL_MS: '1000', LIVENESS_FAILURES: '3' }),
    );
    await until('the URLs', () => /MedTour Asia is running/.test(supervisor.output()) || undefined, 60_000, supervisor);

    const [api] = pids(supervisor, 'api');
    await sleep(2_500); // two checks: the supervisor has seen it alive (before that, a start-up is given a minute)
    process.kill(api!, 'SIGSTOP');
    const frozenAt = Date.now();
    await until(
      'a new API answering',
      async () => (pids(supervisor, 'api').length === 2 && (await status(port, '/api/hospitals')) === 200) || undefined,
      30_000,
      supervisor,
    );
    expect(Date.now() - frozenAt).toBeLessThan(30_000);
    expect(supervisor.output()).toContain(
      `api (pid ${api}) failed its liveness check (1 of 3): no answer from /api/health/live within 1000 ms`,
    );
    expect(supervisor.output()).toContain(`api (pid ${api}) is not alive: killing it`);
    expect(isRunning(api!)).toBe(false);

    await until('the worker to be up', () => /MedTour Asia worker started/.test(supervisor.output()) || undefined, 30_000, supervisor);
    const [worker] = pids(supervisor, 'worker');
    await sleep(3_000); // its first heartbeats
    process.kill(worker!, 'SIGSTOP');
    await until('a new worker', () => pids(supervisor, 'worker').length === 2 || undefined, 30_000, supervisor);
    expect(supervisor.output()).toMatch(
      new RegExp(`worker \\(pid ${worker}\\) failed its liveness check \\(1 of 3\\): last heartbeat \\d+\\.\\d s ago`),
    );
    expect(supervisor.output()).toContain(`worker (pid ${worker}) is not alive: killing it`);
    expect(isRunning(worker!)).toBe(false);

    expect((await terminate(supervisor, 20_000)).code).toBe(0);
  }, 90_000);

  it('refuses a liveness setting that is not a number, naming it', async () => {
    const supervisor = launch(process.execPath, ['scripts/start.mjs'], productEnv(await freePort(), { LIVENESS_FAILURES: 'often' }));
    expect(await supervisor.exit).toEqual({ code: 1, signal: null });
    expect(supervisor.output()).toContain('LIVENESS_FAILURES must be a whole number from 1 to 100 (got "often")');
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
