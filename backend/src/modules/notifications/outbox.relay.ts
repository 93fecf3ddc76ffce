import { InjectQueue } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { within } from '../../common/within.js';
import { AppConfig } from '../../config/app-config.js';
import { type OutboxJobData, OUTBOX_JOB_OPTIONS, type QueueName } from '../../queues/queues.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

const BATCH = 100;
/**
 * Redis accepts a job in about a millisecond. Past this it is unreachable (BullMQ would otherwise
 * wait for it to come back), and the batch is given up so that its rows are not kept locked.
 */
export const PUBLISH_TIMEOUT_MS = 5_000;

/**
 * Moves outbox rows to BullMQ: rows that are due (new, or whose next attempt has come), and rows
 * published long ago but still not processed — Redis lost them (a restart without persistence, a
 * flush). Rows are locked with SKIP LOCKED, so several workers can relay at once, and rows being
 * processed right now (an attempt's live lease, see JobRunner) are left alone. The BullMQ job id is the row
 * id and its attempt number: while the job still exists in Redis, publishing it again is a no-op,
 * and each new attempt is a new job. Rows are claimed (marked published) in a short transaction
 * before Redis is called; if Redis is down, after `PUBLISH_TIMEOUT_MS` the rows not published are
 * marked unpublished again and retried on the next tick.
 */
/** The BullMQ job of a row's current attempt. */
export function outboxJobId(row: Pick<OutboxMessage, 'id' | 'attempts'>): string {
  return `${row.id}.${row.attempts}`;
}

@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;
  private readonly queues: Record<QueueName, Queue>;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    @InjectQueue('email') emailQueue: Queue,
    @InjectQueue('accounts') accountsQueue: Queue,
    @InjectQueue('payments') paymentsQueue: Queue,
    @InjectQueue('maintenance') maintenanceQueue: Queue,
    @InjectQueue('scrape') scrapeQueue: Queue,
  ) {
    this.queues = {
      email: emailQueue,
      accounts: accountsQueue,
      payments: paymentsQueue,
      maintenance: maintenanceQueue,
      scrape: scrapeQueue,
    };
    for (const queue of Object.values(this.queues)) queue.on('error', (error) => this.logger.warn(`Queue error: ${error.message}`));
  }

  onApplicationBootstrap(): void {
    const tick = () => {
      let published = 0;
      this.running = this.relayOnce()
        .then((count) => (published = count))
        .catch((error: Error) => this.logger.warn(`Outbox relay failed, will retry: ${error.message}`))
        .finally(() => {
          // A batch still publishing at shutdown must not schedule the next one; a full batch
          // means more rows are waiting, so the next one starts at once.
          if (!this.stopped) this.timer = setTimeout(tick, published === BATCH ? 0 : this.config.outboxPollMs);
        });
    };
    tick();
  }

  /** Before the database closes: the batch under way finishes (or gives up), and no other starts. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Publishes one batch; returns how many rows were published. */
  async relayOnce(): Promise<number> {
    const now = new Date();
    const lostBefore = new Date(now.getTime() - this.config.outboxRepublishAfterMs);
    // Claim: the due rows are marked published in one short committed transaction (SKIP LOCKED:
    // relays of several workers share the work); no transaction is open while Redis answers.
    const claimed = await this.em.fork().transactional(async (tx) => {
      const rows = await tx.find(
        OutboxMessage,
        {
          processedAt: null,
          deadAt: null,
          availableAt: { $lte: now },
          // A row published long ago is published again unless an attempt holds it (a live lease):
          // a long job still running is not a lost one.
          $or: [{ publishedAt: null }, { publishedAt: { $lt: lostBefore }, $or: [{ runningUntil: null }, { runningUntil: { $lt: now } }] }],
        },
        { orderBy: { availableAt: 'asc' }, limit: BATCH, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      for (const row of rows) {
        if (row.publishedAt)
          this.logger.warn(
            `Job ${row.id} (${row.jobName}) was not processed ${this.config.outboxRepublishAfterMs} ms after publishing: publishing again`,
          );
        row.publishedAt = now;
      }
      return rows.map((row) => ({
        jobId: outboxJobId(row),
        id: row.id,
        queue: row.queue,
        jobName: row.jobName,
        payload: row.payload,
        correlationId: row.correlationId,
      }));
    });
    for (const [index, row] of claimed.entries()) {
      const data: OutboxJobData = { outboxId: row.id, payload: row.payload as OutboxJobData['payload'], correlationId: row.correlationId };
      try {
        const added = this.queues[row.queue].add(row.jobName, data, { ...OUTBOX_JOB_OPTIONS, jobId: row.jobId });
        await within(added, PUBLISH_TIMEOUT_MS, `Redis did not accept job ${row.id} within ${PUBLISH_TIMEOUT_MS} ms`);
      } catch (error) {
        // Record: the rows of the batch not in Redis are due again at once (a relay that dies here
        // leaves them to the republish after OUTBOX_REPUBLISH_AFTER_MS).
        const unsent = claimed.slice(index).map((r) => r.id);
        await this.em
          .fork()
          .nativeUpdate(OutboxMessage, { id: { $in: unsent }, publishedAt: now, processedAt: null }, { publishedAt: null });
        throw error;
      }
    }
    return claimed.length;
  }
}
