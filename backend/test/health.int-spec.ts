import { startApi, type TestApi } from './support/app.js';
import { type PrivateRedis, startPrivateRedis } from './support/redis.js';
import { waitFor } from './support/wait.js';

describe('health', () => {
  let api: TestApi;
  let redis: PrivateRedis;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    api = await startApi({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await api.close();
    await redis.close();
  });

  it('reports liveness and readiness of PostgreSQL and Redis', async () => {
    await api.http.get('/api/health').expect(200, { status: 'ok' });
    const ready = await api.http.get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });
  });

  it('answers 503 while Redis is down, keeps liveness at 200, and recovers by itself', async () => {
    await redis.kill();
    const down = await api.http.get('/api/health/ready').expect(503);
    expect(down.body).toEqual({ status: 'unavailable', checks: { database: 'up', redis: 'down' } });
    await api.http.get('/api/health').expect(200);

    await redis.start();
    await waitFor(async () => (await api.http.get('/api/health/ready')).status === 200, 'readiness after Redis is back', 10_000);
  });
});
