import { randomUUID } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { Redis } from 'ioredis';
import { RateLimitService } from '../src/common/rate-limit/rate-limit.service.js';
import { REDIS } from '../src/common/redis.module.js';
import { startApi, type TestApi } from './support/app.js';

const message = (email: string) => ({ name: 'Rate Test', email, country: 'Kenya', message: 'Hello' });

describe('rate limits in Redis', () => {
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    first = await startApi();
    second = await startApi(); // a second API instance sharing the same Redis
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('holds across two API instances and answers 429 with Retry-After and the spec message', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < 5; i++) {
      const api = i % 2 === 0 ? first : second;
      await api.http
        .post('/api/contact')
        .set('X-Forwarded-For', ip)
        .send(message(`r${i}-${randomUUID()}@test.example`))
        .expect(201);
    }
    const res = await second.http
      .post('/api/contact')
      .set('X-Forwarded-For', ip)
      .send(message(`r6-${randomUUID()}@test.example`))
      .expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many requests. Please wait before trying again.',
      messageCode: 'rateLimited',
    });
    // Seconds left of the 5-minute window, which started a moment ago: relative on purpose.
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);

    // Another visitor is not affected.
    await first.http
      .post('/api/contact')
      .set('X-Forwarded-For', '198.51.100.7')
      .send(message(`other-${randomUUID()}@test.example`))
      .expect(201);
  });
});

describe('the per-address limit counted with reservations (no Redis round trip per request far below it)', () => {
  const LIMIT = 200;
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    const limits = { RATE_LIMIT_CLIENT_PER_MINUTE: String(LIMIT) };
    first = await startApi(limits);
    second = await startApi(limits);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('lets exactly the limit through across two instances, however the requests are spread, and only that address', async () => {
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const ask = (api: TestApi) => api.http.get('/api/health').set('X-Forwarded-For', ip);
    // Both instances reserve hits of the same counter; a burst at once on each, then one by one.
    const burst = await Promise.all(Array.from({ length: 150 }, (_, i) => ask(i % 3 === 0 ? second : first)));
    const statuses = burst.map((res) => res.status);
    for (let i = 0; i < 100; i++) statuses.push((await ask(i % 2 === 0 ? first : second)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(250 - LIMIT);
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));

    // Reservations far below the limit: the counter in Redis is ahead of the requests answered.
    const other = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    await first.http.get('/api/health').set('X-Forwarded-For', other).expect(200);
    await first.http.get('/api/health').set('X-Forwarded-For', other).expect(200);
    const counted = await countedInRedis(first, other);
    expect(counted).toBeGreaterThan(2); // one reservation of several hits, not one round trip each
    expect(counted).toBeLessThanOrEqual(Math.floor(LIMIT / 16));
  });
});

describe('an API whose Redis connection is slow to open', () => {
  const LIMIT = 40;
  let slowRedis: Server;
  const sockets = new Set<Socket>();
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    // Redis behind a proxy that holds each new connection 500 ms before passing it on (a busy host, a remote Redis).
    const target = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    slowRedis = createServer((client) => {
      sockets.add(client);
      client.pause();
      setTimeout(() => {
        const upstream = createConnection(Number(target.port || 6379), target.hostname);
        sockets.add(upstream);
        client.pipe(upstream).pipe(client);
        client.resume();
        for (const socket of [client, upstream]) socket.on('error', () => undefined).on('close', () => sockets.delete(socket));
      }, 500);
    });
    await new Promise<void>((resolve) => slowRedis.listen(0, '127.0.0.1', resolve));
    const port = (slowRedis.address() as { port: number }).port;
    const settings = { RATE_LIMIT_CLIENT_PER_MINUTE: String(LIMIT), REDIS_URL: `redis://127.0.0.1:${port}` };
    [first, second] = await Promise.all([startApi(settings), startApi(settings)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => slowRedis.close(resolve));
  });

  it('counts its first requests in Redis too: a burst the moment both have started gets exactly the limit through', async () => {
    const ip = `198.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? first : second).http.get('/api/health').set('X-Forwarded-For', ip)),
    );
    expect(burst.filter((res) => res.status === 200)).toHaveLength(LIMIT);
    expect(burst.filter((res) => res.status === 429)).toHaveLength(60 - LIMIT);
  });
});

/** The per-address counter of `ip` in Redis (one per client across the routes without a limit of their own: `client:<address>`). */
async function countedInRedis(api: TestApi, ip: string): Promise<number> {
  const redis = api.app.get<Redis>(REDIS, { strict: false });
  return Number(await redis.get(api.app.get(RateLimitService).key('route-client', `client:${ip}`)));
}
