import { randomUUID } from 'node:crypto';
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
    expect(res.body).toEqual({ statusCode: 429, message: 'Too many requests. Please wait before trying again.' });
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
