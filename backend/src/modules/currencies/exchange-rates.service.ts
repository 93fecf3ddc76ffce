import { BadRequestException, Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExchangeRateRecord } from '@medtour/contracts';
import { pickDefined } from '../../common/admin-crud.js';
import { AdminResourceService, type Change, type Where } from '../../common/admin-resource.service.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import type { RaListSpec } from '../../common/simple-rest.js';
import { crudAudit } from '../audit/index.js';
import { ExchangeRate } from './entities/exchange-rate.entity.js';

export const EXCHANGE_RATE_LIST: RaListSpec = {
  sortable: ['currency', 'asOf', 'rate', 'updatedAt', 'id'],
  defaultSort: { field: 'asOf', order: 'DESC' },
  filters: ['id', 'currency'],
};

const RATE_FIELDS = ['currency', 'rate', 'asOf', 'source'] as const;

/**
 * Exchange rates in the back office (admins, audited): staff enter each currency's rate with its
 * date, one rate per currency and date. A fetched rate staff edit becomes theirs.
 */
@Injectable()
export class ExchangeRatesService extends AdminResourceService<ExchangeRate, ExchangeRateRecord> {
  protected readonly entity = ExchangeRate;
  protected readonly notFound = 'Exchange rate not found';
  protected override readonly lockOnUpdate = true;
  protected override readonly audited = crudAudit('exchange_rate', 'exchange-rate');

  protected toRecord(r: ExchangeRate): ExchangeRateRecord {
    return {
      id: r.id,
      currency: r.currency,
      rate: r.rate,
      asOf: r.asOf,
      source: r.source ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  protected override where(filter: Record<string, unknown>, auth: AuthContext): Where {
    const where = super.where(filter, auth);
    if (typeof filter.currency === 'string') where.currency = filter.currency;
    return where;
  }

  protected override async build(tx: EntityManager, data: object): Promise<ExchangeRate> {
    return tx.create(ExchangeRate, { ...pickDefined(data as Partial<ExchangeRate>, RATE_FIELDS), fetchedAt: null } as ExchangeRate);
  }

  protected override async change(tx: EntityManager, row: ExchangeRate, data: object): Promise<void> {
    tx.assign(row, { ...pickDefined(data as Partial<ExchangeRate>, RATE_FIELDS), fetchedAt: null });
  }

  /** A second rate for a currency's date is a field error on the date. */
  protected override async save(tx: EntityManager, row: ExchangeRate): Promise<void> {
    try {
      await tx.flush();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      throw new BadRequestException({
        message: 'Validation failed',
        errors: { asOf: `${row.currency} already has a rate of ${row.asOf}: change that one instead` },
      });
    }
  }

  protected override details(row: ExchangeRate, change: Change) {
    return change === 'delete' ? { currency: row.currency, asOf: row.asOf } : { currency: row.currency, rate: row.rate, asOf: row.asOf };
  }
}
