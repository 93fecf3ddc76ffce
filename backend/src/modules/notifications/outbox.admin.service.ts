import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FailedJobRecord } from '@medtour/contracts';
import { raFindAndCount } from '../../common/admin-crud.js';
import type { RaListQuery, RaListSpec } from '../../common/simple-rest.js';
import { AuditService } from '../audit/audit.service.js';
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
export class OutboxAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery): Promise<{ rows: FailedJobRecord[]; total: number }> {
    const where: Record<string, unknown> = { deadAt: { $ne: null } };
    if (typeof query.filter.jobName === 'string') where.jobName = query.filter.jobName;
    const [rows, total] = await raFindAndCount(this.em, OutboxMessage, where, query);
    return { rows: rows.map(toRecord), total };
  }

  async get(id: string): Promise<FailedJobRecord> {
    return toRecord(await this.dead(id));
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

  private async dead(id: string): Promise<OutboxMessage> {
    const row = await this.em.findOne(OutboxMessage, { id, deadAt: { $ne: null } });
    if (!row) throw new NotFoundException('Job not found');
    return row;
  }
}
