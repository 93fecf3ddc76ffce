import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { type JobName, QUEUE_NAMES, type QueueName } from '../../../queues/queues.js';

/**
 * A job written in the same transaction as the business change that causes it, and owned by the
 * outbox until its effect is done. The worker's relay moves due rows to BullMQ (job id = row id,
 * so a re-publish is a no-op while the job exists), re-publishes rows that were published but not
 * processed after a while (Redis lost them), and the runner sets `processedAt` so that a
 * redelivered job does its effect only once. Each attempt is claimed (counted in `attempts`, leased
 * with `runningUntil`) and committed before the job runs, so a worker that dies during an attempt
 * still used it up. A failed attempt schedules the next one (`availableAt`); after the last one the
 * row is dead-lettered (`deadAt`) for an admin to retry.
 */
@Entity({ tableName: 'outbox' })
export class OutboxMessage {
  [OptionalProps]?: 'createdAt' | 'attempts' | 'availableAt' | 'correlationId';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => [...QUEUE_NAMES], type: 'string', columnType: 'varchar(40)' })
  queue!: QueueName;

  @Property({ type: 'string', length: 60 })
  jobName!: JobName;

  @Property({ type: 'json' })
  payload!: object;

  /** The request id of the request that caused the job. */
  @Property({ type: 'string', length: 100, nullable: true })
  correlationId: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  /** Not published before this instant (the next attempt after a failure). */
  @Property({ type: 'datetime' })
  availableAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  publishedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  processedAt?: Date | null;

  /** Attempts claimed so far (the one running included). */
  @Property({ type: 'integer' })
  attempts: number = 0;

  /**
   * The running attempt's lease, renewed while it runs; null when no attempt runs. A lease that
   * lapsed with no outcome recorded means the worker running it died: that attempt failed.
   */
  @Property({ type: 'datetime', nullable: true })
  runningUntil?: Date | null;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** Set after the last failed attempt: nothing retries the row until an admin does. */
  @Property({ type: 'datetime', nullable: true })
  deadAt?: Date | null;
}
