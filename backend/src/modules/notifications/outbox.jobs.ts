import { Injectable } from '@nestjs/common';
import { type HandlesJobs, type JobHandlerMap, JobHandlers } from '../../common/jobs/job-registry.js';
import { AppConfig } from '../../config/app-config.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

/** Keeps the outbox small: rows whose effect is done are deleted after the retention period. Dead letters stay. */
@JobHandlers()
@Injectable()
export class OutboxJobs implements HandlesJobs {
  constructor(private readonly config: AppConfig) {}

  readonly jobs: JobHandlerMap = {
    'maintenance.prune_outbox': async (_payload, { em }) => {
      const before = new Date(Date.now() - this.config.outboxRetentionDays * 24 * 3_600_000);
      await em.nativeDelete(OutboxMessage, { processedAt: { $lt: before } });
    },
  };
}
