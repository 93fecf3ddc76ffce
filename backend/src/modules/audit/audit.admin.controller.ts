import { BadRequestException, Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { raFindAndCount } from '../../common/admin-crud.js';
import { AdminOnly } from '../../common/auth.decorators.js';
import { idList, parseRaQuery, type RaListSpec, setContentRange } from '../../common/simple-rest.js';
import { AuditEvent } from './entities/audit-event.entity.js';

const AUDIT_LIST: RaListSpec = {
  sortable: ['createdAt', 'action', 'id'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['actorId', 'action', 'createdAt_gte', 'createdAt_lte', 'entity', 'entityId'],
};

function date(name: string, value: unknown): Date {
  const parsed = typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(parsed.getTime())) throw new BadRequestException(`${name} must be a date`);
  return parsed;
}

const toRecord = (e: AuditEvent) => ({
  id: e.id, createdAt: e.createdAt, action: e.action, outcome: e.outcome, entity: e.entity ?? null, entityId: e.entityId ?? null,
  actorId: e.actor?.id ?? null, actorEmail: e.actor?.email ?? null, ip: e.ip ?? null, userAgent: e.userAgent ?? null, details: e.details,
});

/** `/api/admin/audit-events`: the append-only audit log, read-only, for admins. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/audit-events')
export class AuditAdminController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, AUDIT_LIST);
    const f = parsed.filter;
    const where: Record<string, unknown> = {};
    if (f.actorId !== undefined) where.actor = { $in: idList(f.actorId) };
    if (typeof f.action === 'string') where.action = f.action.endsWith('.') ? { $like: `${f.action}%` } : f.action;
    if (typeof f.entity === 'string') where.entity = f.entity;
    if (typeof f.entityId === 'string') where.entityId = f.entityId;
    const range: Record<string, Date> = {};
    if (f.createdAt_gte !== undefined) range.$gte = date('createdAt_gte', f.createdAt_gte);
    if (f.createdAt_lte !== undefined) range.$lte = date('createdAt_lte', f.createdAt_lte);
    if (Object.keys(range).length) where.createdAt = range;
    const [rows, total] = await raFindAndCount(this.em, AuditEvent, where, parsed, ['actor']);
    setContentRange(res, 'audit-events', parsed.offset, rows.length, total);
    return rows.map(toRecord);
  }

  @Get(':id')
  async get(@Param('id') id: string) {
    if (!/^\d{1,18}$/.test(id)) throw new NotFoundException('Audit event not found');
    const row = await this.em.findOne(AuditEvent, { id }, { populate: ['actor'] });
    if (!row) throw new NotFoundException('Audit event not found');
    return toRecord(row);
  }
}
