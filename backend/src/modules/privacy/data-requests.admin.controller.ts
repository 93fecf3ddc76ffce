import { BadRequestException, Controller, Get, NotFoundException, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATES, OPEN_DATA_REQUEST_STATES } from '@medtour/contracts';
import type { Response } from 'express';
import { raFindAndCount } from '../../common/admin-crud.js';
import { parseRaQuery, type RaListSpec, setContentRange } from '../../common/simple-rest.js';
import { Answers } from '../../openapi/answers.js';
import { toDataRequestRecord } from './data-request-view.js';
import { DataRequest } from './entities/data-request.entity.js';

const LIST: RaListSpec = {
  sortable: ['requestedAt', 'dueAt', 'eraseAfter', 'state', 'kind', 'id'],
  defaultSort: { field: 'requestedAt', order: 'DESC' },
  filters: ['kind', 'state', 'open', 'overdue'],
};

function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !allowed.includes(value as T))
    throw new BadRequestException(`${name} must be one of: ${allowed.join(', ')}`);
  return value as T;
}

/**
 * `/api/admin/data-requests`: patients' export and erasure requests for admins (issue 53), with the
 * date each is due by law; `open` lists those still being worked on, `overdue` those past their due
 * date, `state=scheduled` sorted by `eraseAfter` the erasures to come.
 */
@ApiTags('admin')
@Controller('admin/data-requests')
export class DataRequestsAdminController {
  constructor(private readonly em: EntityManager) {}

  @Answers('DataRequestList')
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, LIST);
    const f = parsed.filter;
    const where: Record<string, unknown> = {};
    if (f.kind !== undefined) where.kind = oneOf('kind', f.kind, DATA_REQUEST_KINDS);
    if (f.state !== undefined) where.state = oneOf('state', f.state, DATA_REQUEST_STATES);
    const open = f.open === true || f.open === 'true';
    const overdue = f.overdue === true || f.overdue === 'true';
    if (open || overdue) where.state = where.state ?? { $in: [...OPEN_DATA_REQUEST_STATES] };
    if (overdue) where.dueAt = { $lt: new Date() };
    const [rows, total] = await raFindAndCount(this.em, DataRequest, where, parsed, ['user']);
    setContentRange(res, 'data-requests', parsed.offset, rows.length, total);
    return rows.map((row) => toDataRequestRecord(row));
  }

  @Get(':id')
  async get(@Param('id', ParseUUIDPipe) id: string) {
    const row = await this.em.findOne(DataRequest, { id }, { populate: ['user'] });
    if (!row) throw new NotFoundException('Data request not found');
    return toDataRequestRecord(row);
  }
}
