import { BadRequestException, Injectable } from '@nestjs/common';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATES, type DataRequestRecord, OPEN_DATA_REQUEST_STATES } from '@medtour/contracts';
import { AdminResourceService, type Where } from '../../common/admin-resource.service.js';
import type { RaListSpec } from '../../common/simple-rest.js';
import { toDataRequestRecord } from './data-request-view.js';
import { DataRequest } from '../users/index.js';

export const DATA_REQUEST_LIST: RaListSpec = {
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
 * Patients' export and erasure requests for admins (issue 53), with the date each is due by law;
 * `open` lists those still being worked on, `overdue` those past their due date, `state=scheduled`
 * sorted by `eraseAfter` the erasures to come.
 */
@Injectable()
export class DataRequestsAdminService extends AdminResourceService<DataRequest, DataRequestRecord> {
  protected readonly entity = DataRequest;
  protected readonly notFound = 'Data request not found';
  protected override readonly populate = ['user'];

  protected toRecord(row: DataRequest): DataRequestRecord {
    return toDataRequestRecord(row);
  }

  protected override where(f: Record<string, unknown>): Where {
    const where: Where = {};
    if (f.kind !== undefined) where.kind = oneOf('kind', f.kind, DATA_REQUEST_KINDS);
    if (f.state !== undefined) where.state = oneOf('state', f.state, DATA_REQUEST_STATES);
    const open = f.open === true || f.open === 'true';
    const overdue = f.overdue === true || f.overdue === 'true';
    if (open || overdue) where.state = where.state ?? { $in: [...OPEN_DATA_REQUEST_STATES] };
    if (overdue) where.dueAt = { $lt: new Date() };
    return where;
  }
}
