import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { jest } from '@jest/globals';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { OutboxRelay, PUBLISH_TIMEOUT_MS } from '../src/modules/notifications/outbox.relay.js';
import { startApi, testConfig, type TestApi } from './support/app.js';
import { freePort } from './support/ports.js';

describe('outbox relay while Redis is down', () => {
  let api: TestApi;
  let db: pg.Client;
  let redis: Redis;
  let queues: Queue[];
  const rowId = randomUUID();

  beforeAll(async () => {
    api = await startApi();
    db = new pg.Client({ connectionString: api.config.databaseUrl });
    await db.connect();
    const port = await freePort();
    // BullMQ's settings (wait out an outage, never fail a command). The connection is ours to drop at
    // the end, and it stops retrying after about 20 s whatever happens, so it cannot keep Jest running.
    redis = new Redis({ host: '127.0.0.1', port, maxRetriesPerRequest: null, retryStrategy: (attempt) => (attempt > 100 ? null : 200) });
    redis.on('error', () => undefined); // connection refused, again and again: expected here
    queues = ['email', 'accounts', 'payments', 'maintenance', 'scrape'].map(
      (name) => new Queue(name, { connection: redis, prefix: api.config.queuePrefix }),
    );
    for (const queue of queues) queue.on('error', () => undefined);
    await db.query(`insert into outbox (id, queue, job_name, payload) values ($1, 'email', 'contact.confirmation', '{}')`, [rowId]);
  });
  afterAll(async () => {
    redis.disconnect();
    await Promise.all(queues.map((queue) => queue.close()));
    await db.query('delete from outbox where id = $1', [rowId]);
    await db.end();
    await api.close();
  });

  it('gives the batch up after a while instead of keeping its rows locked until Redis returns', async () => {
    const relay = new OutboxRelay(api.em, api.config, queues[0], queues[1], queues[2], queues[3], queues[4]);
    const started = Date.now();
    // Given up by its own timeout (its message), not waiting for Redis; and not before it (a timer never fires early).
    await expect(relay.relayOnce()).rejects.toThrow(`within ${PUBLISH_TIMEOUT_MS} ms`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(PUBLISH_TIMEOUT_MS);

    // Still to be published, and free for a relay that can reach Redis.
    await db.query('begin');
    try {
      const { rows } = await db.query(`select id, published_at from outbox where published_at is null for update nowait`);
      expect(rows).toEqual([{ id: rowId, published_at: null }]); // the file's only outbox row
    } finally {
      await db.query('rollback');
    }
  });

  it('stops polling when shut down while a batch is still waiting on Redis', async () => {
    const relay = new OutboxRelay(api.em, testConfig({ OUTBOX_POLL_MS: '50' }), queues[0], queues[1], queues[2], queues[3], queues[4]);
    const batches = jest.spyOn(relay, 'relayOnce');
    relay.onApplicationBootstrap(); // the first batch waits on the unreachable Redis
    await relay.beforeApplicationShutdown(); // returns once that batch has given up
    await sleep(300); // six poll intervals
    expect(batches).toHaveBeenCalledTimes(1);
  });
});
