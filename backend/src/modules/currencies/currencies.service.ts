import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Currency, CurrencyRateView, ExchangeRateRecord } from '@medtour/contracts';
import { pickDefined, raFindAndCount } from '../../common/admin-crud.js';
import { idList, type RaListQuery, type RaListSpec } from '../../common/simple-rest.js';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/audit.service.js';
import { readSiteSettings } from '../settings/settings.service.js';
import type { CreateExchangeRateDto, UpdateExchangeRateDto } from './dto/exchange-rate.dto.js';
import { ExchangeRate } from './entities/exchange-rate.entity.js';

export const EXCHANGE_RATE_LIST: RaListSpec = {
  sortable: ['currency', 'asOf', 'rate', 'updatedAt', 'id'],
  defaultSort: { field: 'asOf', order: 'DESC' },
  filters: ['id', 'currency'],
};

const RATE_FIELDS = ['currency', 'rate', 'asOf', 'source'] as const;
const DAY_MS = 86_400_000;

const toRecord = (r: ExchangeRate): ExchangeRateRecord => ({
  id: r.id,
  currency: r.currency,
  rate: r.rate,
  asOf: r.asOf,
  source: r.source ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Whole days from `asOf` (YYYY-MM-DD) to `now`'s UTC day. */
const ageInDays = (asOf: string, now: Date) => Math.floor((Date.parse(now.toISOString().slice(0, 10)) - Date.parse(asOf)) / DAY_MS);

/**
 * Exchange rates: staff enter each currency's rate with its date; the pages show prices in a
 * currency with its newest rate while that is no older than Settings allow (USD only otherwise).
 */
@Injectable()
export class CurrenciesService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  /** The rate `currency`'s prices are shown with now: its newest, unless too old (then none, said stale). */
  async rateFor(currency: Currency, now = new Date()): Promise<CurrencyRateView> {
    if (currency === 'USD') return { currency, rate: 1, asOf: null, stale: false };
    const [newest] = await this.em.find(ExchangeRate, { currency }, { orderBy: { asOf: 'desc' }, limit: 1 });
    if (!newest) return { currency, rate: null, asOf: null, stale: false };
    const { maxRateAgeDays } = await readSiteSettings(this.em, this.config);
    const stale = ageInDays(newest.asOf, now) > maxRateAgeDays;
    return { currency, rate: stale ? null : newest.rate, asOf: newest.asOf, stale };
  }

  async list(query: RaListQuery) {
    const where: Record<string, unknown> = {};
    if (query.filter.id !== undefined) where.id = { $in: idList(query.filter.id) };
    if (typeof query.filter.currency === 'string') where.currency = query.filter.currency;
    const [rows, total] = await raFindAndCount(this.em, ExchangeRate, where, query);
    return { rows: rows.map(toRecord), total };
  }

  async get(id: string): Promise<ExchangeRateRecord> {
    const row = await this.em.findOne(ExchangeRate, { id });
    if (!row) throw new NotFoundException('Exchange rate not found');
    return toRecord(row);
  }

  /** Creates a rate (no id), or changes the fields given; one rate per currency and date. A fetched rate staff edit becomes theirs. */
  async save(id: string | null, data: CreateExchangeRateDto | UpdateExchangeRateDto, actorId: string): Promise<ExchangeRateRecord> {
    return this.em.transactional(async (tx) => {
      const fields = { ...pickDefined(data, RATE_FIELDS), fetchedAt: null } as Partial<ExchangeRate>;
      let row: ExchangeRate;
      if (id) {
        const found = await tx.findOne(ExchangeRate, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!found) throw new NotFoundException('Exchange rate not found');
        row = tx.assign(found, fields);
      } else {
        row = tx.create(ExchangeRate, fields as ExchangeRate);
      }
      try {
        await tx.flush();
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        throw new BadRequestException({
          message: 'Validation failed',
          errors: { asOf: `${row.currency} already has a rate of ${row.asOf}: change that one instead` },
        });
      }
      await this.audit.record(tx, {
        actorId,
        action: id ? 'exchange-rate.update' : 'exchange-rate.create',
        entity: 'exchange_rate',
        entityId: row.id,
        details: { currency: row.currency, rate: row.rate, asOf: row.asOf },
      });
      return toRecord(row);
    });
  }

  async remove(id: string, actorId: string): Promise<ExchangeRateRecord> {
    return this.em.transactional(async (tx) => {
      const row = await tx.findOne(ExchangeRate, { id });
      if (!row) throw new NotFoundException('Exchange rate not found');
      const snapshot = toRecord(row);
      await tx.remove(row).flush();
      await this.audit.record(tx, {
        actorId,
        action: 'exchange-rate.delete',
        entity: 'exchange_rate',
        entityId: id,
        details: { currency: snapshot.currency, asOf: snapshot.asOf },
      });
      return snapshot;
    });
  }
}
