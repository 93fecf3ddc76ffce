import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { waitFor } from './wait.js';
import { freePort } from './ports.js';

export interface PrivateRedis {
  url: string;
  /** SIGKILL: what a crash (or a restart without persistence) does to the data. */
  kill(): Promise<void>;
  /** A fresh, empty server on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A Redis server of this test's own (no persistence), so that it can be killed without touching the shared one. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor(
      async () => {
        const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
        probe.on('error', () => undefined);
        const answer = await probe
          .connect()
          .then(() => probe.ping())
          .catch(() => undefined);
        probe.disconnect();
        return answer === 'PONG';
      },
      'redis-server to answer',
      10_000,
    );
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, start, close: kill };
}
