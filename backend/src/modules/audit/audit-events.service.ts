import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuditEventRecord } from '@medtour/contracts';
import { AdminResourceService, type Where } from '../../common/admin-resource.service.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import { idList, type RaListSpec } from '../../common/simple-rest.js';
import { auditActionLabel } from './audit-actions.js';
import { AuditEvent } from './entities/audit-event.entity.js';

export const AUDIT_LIST: RaListSpec = {
  sortable: ['createdAt', 'action', 'id'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['actorId', 'action', 'createdAt_gte', 'createdAt_lte', 'entity', 'entityId'],
};

/**
 * The dates a filter may name: the years 2000 to 9999 (the log holds nothing older; a day of slack
 * for the start of 1 January 2000 in a time zone east of UTC).
 */
const EARLIEST = Date.UTC(1999, 11, 31);
const LATEST = Date.UTC(10000, 0, 1) - 1;

/** ISO 8601 as react-admin sends it: a day (`2026-11-21`), or a day and time (`2026-11-21T16:00:00.000Z`). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** A date filter: a real day (not 30 February) and instant between the years 2000 and 9999, else 400. */
function date(name: string, value: unknown): Date {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  const [year, month, day] = match ? match.slice(1, 4).map(Number) : [NaN, NaN, NaN];
  const calendarDay = new Date(Date.UTC(year!, month! - 1, day!));
  const isRealDay = calendarDay.getUTCFullYear() === year && calendarDay.getUTCMonth() === month! - 1 && calendarDay.getUTCDate() === day;
  const time = isRealDay ? new Date(value as string).getTime() : NaN;
  if (Number.isNaN(time) || time < EARLIEST || time > LATEST)
    throw new BadRequestException(`${name} must be a date between the years 2000 and 9999`);
  return new Date(time);
}

/** The append-only audit log, read-only, for admins: its ids are the log's sequence numbers, not UUIDs. */
@Injectable()
export class AuditEventsService extends AdminResourceService<AuditEvent, AuditEventRecord> {
  protected readonly entity = AuditEvent;
  protected readonly notFound = 'Audit event not found';
  protected override readonly populate = ['actor'];

  protected toRecord(e: AuditEvent): AuditEventRecord {
    return {
      id: e.id,
      createdAt: e.createdAt.toISOString(),
      action: e.action,
      actionLabel: auditActionLabel(e.action),
      outcome: e.outcome,
      entity: e.entity ?? null,
      entityId: e.entityId ?? null,
      actorId: e.actor?.id ?? null,
      actorEmail: e.actor?.email ?? null,
      ip: e.ip ?? null,
      userAgent: e.userAgent ?? null,
      requestId: e.requestId ?? null,
      details: e.details,
    };
  }

  protected override where(f: Record<string, unknown>): Where {
    const where: Where = {};
    if (f.actorId !== undefined) where.actor = { $in: idList(f.actorId, 'actorId') };
    if (typeof f.action === 'string') where.action = f.action.endsWith('.') ? { $like: `${f.action}%` } : f.action;
    if (typeof f.entity === 'string') where.entity = f.entity;
    if (typeof f.entityId === 'string') where.entityId = f.entityId;
    const range: Record<string, Date> = {};
    if (f.createdAt_gte !== undefined) range.$gte = date('createdAt_gte', f.createdAt_gte);
    if (f.createdAt_lte !== undefined) range.$lte = date('createdAt_lte', f.createdAt_lte);
    if (Object.keys(range).length) where.createdAt = range;
    return where;
  }

  override async get(id: string, auth?: AuthContext): Promise<AuditEventRecord> {
    if (!/^\d{1,18}$/.test(id)) throw new NotFoundException(this.notFound);
    return super.get(id, auth);
  }
}
