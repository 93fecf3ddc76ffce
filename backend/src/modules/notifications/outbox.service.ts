import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueueName } from '../../queues/queues.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

/**
 * Schedules a job as part of the caller's transaction: the row is committed with the business
 * change or not at all, and the worker's relay publishes it to BullMQ afterwards.
 */
@Injectable()
export class OutboxService {
  enqueue(em: EntityManager, queue: QueueName, jobName: string, payload: Record<string, unknown>): OutboxMessage {
    return em.create(OutboxMessage, { queue, jobName, payload });
  }
}
