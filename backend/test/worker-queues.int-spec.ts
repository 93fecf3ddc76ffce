import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { bullConnection } from '../src/queues/connection.js';
import { QUEUE_NAMES } from '../src/queues/queues.js';
import { startWorker, testConfig } from './support/app.js';

/**
 * `WORKER_QUEUES` (issue 55): a worker process runs only the queues it names, so that the review
 * scraper (and its browser) can have a machine of its own while another worker sends email and takes
 * payments. Checked as BullMQ sees it: which queues have a worker connected.
 */
describe('a worker runs the queues WORKER_QUEUES names', () => {
  const prefix = `wq-${randomBytes(4).toString('hex')}`;
  const workersOn = async (name: string) => {
    const queue = new Queue(name, { connection: bullConnection(testConfig()), prefix });
    try {
      return await queue.getWorkersCount();
    } finally {
      await queue.close();
    }
  };
  const counts = async () => Object.fromEntries(await Promise.all(QUEUE_NAMES.map(async (name) => [name, await workersOn(name)])));

  it('a scraper worker takes scrapes only; the other worker everything else', async () => {
    let scraper: INestApplicationContext | undefined;
    let rest: INestApplicationContext | undefined;
    try {
      scraper = await startWorker({ QUEUE_PREFIX: prefix, WORKER_QUEUES: 'scrape' });
      expect(await counts()).toEqual({ email: 0, accounts: 0, payments: 0, maintenance: 0, scrape: 1 });
      rest = await startWorker({ QUEUE_PREFIX: prefix, WORKER_QUEUES: 'email,accounts,payments,maintenance' });
      expect(await counts()).toEqual({ email: 1, accounts: 1, payments: 1, maintenance: 1, scrape: 1 });
    } finally {
      await rest?.close();
      await scraper?.close();
    }
  });

  it('refuses to start with a queue it does not know, naming the setting', async () => {
    await expect(startWorker({ QUEUE_PREFIX: prefix, WORKER_QUEUES: 'email,emails' })).rejects.toThrow(
      /^WORKER_QUEUES must be a comma-separated list of queues among .*\(got "emails"\)/,
    );
  });
});
