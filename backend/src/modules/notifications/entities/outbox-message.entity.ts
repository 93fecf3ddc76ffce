import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { QUEUE_NAMES, type QueueName } from '../../../queues/queues.js';

/**
 * A job written in the same transaction as the business change that causes it. The worker's
 * relay moves unpublished rows to BullMQ (job id = row id, so a re-publish is a no-op), and the
 * processor sets `processedAt` so that a redelivered job does its effect only once.
 */
@Entity({ tableName: 'outbox' })
export class OutboxMessage {
  [OptionalProps]?: 'createdAt' | 'attempts';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => [...QUEUE_NAMES], type: 'string' })
  queue!: QueueName;

  @Property({ type: 'string', length: 60 })
  jobName!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  publishedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  processedAt?: Date | null;

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;
}
