import { Injectable, Optional } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '../../common/request-context.js';
import { JOB_QUEUES, type JobName, type JobPayloads } from '../../queues/queues.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

/**
 * Schedules a job as part of the caller's transaction: the row is committed with the business
 * change or not at all, and the worker's relay publishes it to BullMQ afterwards. The row carries
 * the id of the request (or job) that caused it, so the logs of both processes can be followed.
 */
@Injectable()
export class OutboxService {
  /** Without a request context (command-line tools), rows carry no correlation id. */
  constructor(@Optional() private readonly context?: RequestContext) {}

  /** `availableAt`: not published before this instant (a job that waits on purpose, e.g. to gather what follows). */
  enqueue<N extends JobName>(em: EntityManager, jobName: N, payload: JobPayloads[N], options: { availableAt?: Date } = {}): OutboxMessage {
    return em.create(OutboxMessage, {
      queue: JOB_QUEUES[jobName],
      jobName,
      payload,
      correlationId: this.context?.requestId ?? null,
      ...(options.availableAt ? { availableAt: options.availableAt } : {}),
    });
  }
}
