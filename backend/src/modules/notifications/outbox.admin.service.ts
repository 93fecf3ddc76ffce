import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { FailedJobRecord } from '@medtour/contracts';
import { AdminResourceService, type Where } from '../../common/admin-resource.service.js';
import type { RaListSpec } from '../../common/simple-rest.js';
import { AuditService } from '../audit/index.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

export const FAILED_JOB_LIST: RaListSpec = {
  sortable: ['deadAt', 'createdAt', 'jobName', 'attempts'],
  defaultSort: { field: 'deadAt', order: 'DESC' },
  filters: ['jobName'],
};

/** What staff may see of a job: never its payload (it can hold an encrypted link token or a password hash). */
function toRecord(row: OutboxMessage): FailedJobRecord {
  return {
    id: row.id,
    queue: row.queue,
    jobName: row.jobName,
    attempts: row.attempts,
    lastError: row.lastError ?? null,
    correlationId: row.correlationId,
    createdAt: row.createdAt.toISOString(),
    deadAt: row.deadAt?.toISOString() ?? null,
  };
}

/** Dead-lettered jobs for admins: see why each failed, and send it round again. */
@Injectable()
export class OutboxAdminService extends AdminResourceService<OutboxMessage, FailedJobRecord> {
  protected readonly entity = OutboxMessage;
  protected readonly notFound = 'Job not found';
  protected override readonly scope = { deadAt: { $ne: null } };

  constructor(private readonly audit: AuditService) {
    super();
  }

  protected toRecord(row: OutboxMessage): FailedJobRecord {
    return toRecord(row);
  }

  protected override where(filter: Record<string, unknown>): Where {
    return typeof filter.jobName === 'string' ? { jobName: filter.jobName } : {};
  }

  /** Gives a dead-lettered job a fresh set of attempts, starting now. */
  async retry(id: string, actorId: string): Promise<FailedJobRecord> {
    return this.em.transactional(async (tx) => {
      const row = await tx.findOne(OutboxMessage, { id });
      if (!row || !row.deadAt)
        throw new (row ? ConflictException : NotFoundException)(row ? 'This job is not dead-lettered' : 'Job not found');
      const record = toRecord(row);
      Object.assign(row, { deadAt: null, publishedAt: null, runningUntil: null, attempts: 0, availableAt: new Date() });
      await this.audit.record(tx, {
        actorId,
        action: 'job.retry',
        entity: 'outbox',
        entityId: row.id,
        details: { job: row.jobName, attempts: record.attempts },
      });
      return { ...record, deadAt: null, attempts: 0 };
    });
  }
}
