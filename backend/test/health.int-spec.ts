import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { startApi, type TestApi } from './support/app.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A private, throw-away Redis server, so that the test can stop and restart it. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await sleep(300);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(200);
  }
  return false;
}

describe('health', () => {
  let api: TestApi;
  let redis: ChildProcess;
  let redisPort: number;

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    api = await startApi({ REDIS_URL: `redis://127.0.0.1:${redisPort}` });
  });
  afterAll(async () => {
    await api.close();
    if (redis.exitCode === null) await stop(redis);
  });

  it('reports liveness and readiness of PostgreSQL and Redis', async () => {
    await api.http.get('/api/health').expect(200, { status: 'ok' });
    const ready = await api.http.get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });
  });

  it('answers 503 while Redis is down, keeps liveness at 200, and recovers by itself', async () => {
    await stop(redis);
    const down = await api.http.get('/api/health/ready').expect(503);
    expect(down.body).toEqual({ status: 'unavailable', checks: { database: 'up', redis: 'down' } });
    await api.http.get('/api/health').expect(200);

    redis = await startRedis(redisPort);
    const recovered = await eventually(async () => (await api.http.get('/api/health/ready')).status === 200);
    expect(recovered).toBe(true);
  });

});
