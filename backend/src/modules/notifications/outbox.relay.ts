import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { within } from '../../common/within.js';
import { AppConfig } from '../../config/app-config.js';
import { DEFAULT_JOB_OPTIONS, EMAIL_QUEUE, type OutboxJobData, SCRAPE_QUEUE, type QueueName } from '../../queues/queues.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

const BATCH = 100;
/**
 * Redis accepts a job in about a millisecond. Past this it is unreachable (BullMQ would otherwise
 * wait for it to come back), and the batch is given up so that its rows are not kept locked.
 */
export const PUBLISH_TIMEOUT_MS = 5_000;

/**
 * Moves committed outbox rows to BullMQ. Rows are locked with SKIP LOCKED, so several workers
 * can relay at once without publishing a row twice; the BullMQ job id is the row id, so a row
 * published again after a crash is ignored by BullMQ. If Redis is down the transaction rolls
 * back after `PUBLISH_TIMEOUT_MS` and the rows are retried on the next tick (a job that reaches
 * Redis late, after the roll-back, is the same job id again: BullMQ keeps one).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;
  private readonly queues: Record<QueueName, Queue>;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    @InjectQueue(EMAIL_QUEUE) emailQueue: Queue,
    @InjectQueue(SCRAPE_QUEUE) scrapeQueue: Queue,
  ) {
    this.queues = { email: emailQueue, scrape: scrapeQueue };
    for (const queue of Object.values(this.queues)) queue.on('error', (error) => this.logger.warn(`Queue error: ${error.message}`));
  }

  onApplicationBootstrap(): void {
    const tick = () => {
      this.running = this.relayOnce()
        .catch((error: Error) => this.logger.warn(`Outbox relay failed, will retry: ${error.message}`))
        .finally(() => {
          // A batch still publishing at shutdown must not schedule the next one.
          if (!this.stopped) this.timer = setTimeout(tick, this.config.outboxPollMs);
        });
    };
    tick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Publishes one batch; returns how many rows were published. */
  async relayOnce(): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      const rows = await tx.find(OutboxMessage, { publishedAt: null }, {
        orderBy: { createdAt: 'asc' },
        limit: BATCH,
        lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
      });
      for (const row of rows) {
        const data: OutboxJobData = { outboxId: row.id, payload: row.payload };
        const added = this.queues[row.queue].add(row.jobName, data, { ...DEFAULT_JOB_OPTIONS, jobId: row.id });
        await within(added, PUBLISH_TIMEOUT_MS, `Redis did not accept job ${row.id} within ${PUBLISH_TIMEOUT_MS} ms`);
        row.publishedAt = new Date();
      }
      return rows.length;
    });
  }
}
