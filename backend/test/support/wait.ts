import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { bullConnection } from '../../src/queues/connection.js';
import type { QueueName } from '../../src/queues/queues.js';
import type { TestApi } from './app.js';

/**
 * Polls `read` until it returns something other than undefined (or false), and returns that;
 * fails with `what` after `timeoutMs`. The one way tests wait for the worker, Redis or a server.
 */
export async function waitFor<T>(
  read: () => T | undefined | false | Promise<T | undefined | false>,
  what = 'condition',
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * Waits until the worker has nothing left to do on `queue`: every outbox row of it done or dead, and no
 * BullMQ job of it waiting, delayed or running. From then on nothing of it is sent again (a job run twice
 * would be one of those), so a test counts deliveries then instead of after a pause.
 */
export async function waitForIdleQueue(api: Pick<TestApi, 'em' | 'config'>, queue: QueueName, timeoutMs = 15_000): Promise<void> {
  const jobs = new Queue(queue, { connection: bullConnection(api.config), prefix: api.config.queuePrefix });
  try {
    await waitFor(
      async () => {
        const [{ open }] = await api.em
          .getConnection()
          .execute<{ open: number }[]>(
            `select count(*)::int as open from outbox where queue = ? and processed_at is null and dead_at is null`,
            [queue],
          );
        if (open) return false;
        const counts = await jobs.getJobCounts('waiting', 'delayed', 'active', 'prioritized', 'waiting-children');
        return Object.values(counts).every((count) => count === 0);
      },
      `the ${queue} queue to be idle`,
      timeoutMs,
    );
  } finally {
    await jobs.close();
  }
}
