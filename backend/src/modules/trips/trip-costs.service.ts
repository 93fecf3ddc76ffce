import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type AccommodationRateRecord,
  HOME_COUNTRIES,
  type HomeCountryCode,
  type TravelFareRecord,
  type VisaCostRecord,
} from '@medtour/contracts';
import { pickDefined, raFindAndCount } from '../../common/admin-crud.js';
import { idList, type RaListQuery, type RaListSpec } from '../../common/simple-rest.js';
import { AuditService } from '../audit/audit.service.js';
import { Country } from '../catalogue/entities/country.entity.js';
import { AccommodationRate } from './entities/accommodation-rate.entity.js';
import type { DatedFigure } from './entities/dated-figure.entity.js';
import { TravelFare } from './entities/travel-fare.entity.js';
import { VisaCost } from './entities/visa-cost.entity.js';

type AuditPrefix = 'travel-fare' | 'visa-cost' | 'accommodation-rate';

/** One table of trip figures as the back office edits it (react-admin simple REST, admin only). */
export interface FigureTable<E extends DatedFigure, R> {
  entity: new (...args: never[]) => E;
  /** The react-admin resource (the Content-Range header's name). */
  resource: string;
  /** Its audit actions are `<audit>.create|update|delete`; `auditEntity` names its rows in the log. */
  audit: AuditPrefix;
  auditEntity: string;
  notFound: string;
  fields: readonly (keyof E & string)[];
  list: RaListSpec;
  /** Filters that match a country code (or a list of them). */
  codeFilters: readonly (keyof E & string)[];
  toRecord(row: E): R;
  /** A range the row keeps (lowest ≤ highest), and the message on its highest field otherwise. */
  range?: { min: keyof E & string; max: keyof E & string; message: string };
  /** What a second row for the same countries is told, on `destination`. */
  duplicate(row: E, destinationName: string): string;
  /** What the audit log keeps of a change (no personal data: these are public figures). */
  details(row: E): Record<string, unknown>;
}

const homeCountryName = (code: HomeCountryCode) => HOME_COUNTRIES.find((country) => country.code === code)?.name ?? code;
const dated = (row: DatedFigure) => ({ asOf: row.asOf, source: row.source ?? null, updatedAt: row.updatedAt.toISOString() });
const CHANGE_IT = ': change that one instead';

export const TRAVEL_FARES: FigureTable<TravelFare, TravelFareRecord> = {
  entity: TravelFare,
  resource: 'travel-fares',
  audit: 'travel-fare',
  auditEntity: 'travel_fare',
  notFound: 'Travel fare not found',
  fields: ['homeCountry', 'destination', 'minUsd', 'maxUsd', 'asOf', 'source'],
  list: {
    sortable: ['homeCountry', 'destination', 'minUsd', 'maxUsd', 'asOf', 'updatedAt', 'id'],
    defaultSort: { field: 'homeCountry', order: 'ASC' },
    filters: ['id', 'homeCountry', 'destination'],
  },
  codeFilters: ['homeCountry', 'destination'],
  toRecord: (r) => ({ id: r.id, homeCountry: r.homeCountry, destination: r.destination, minUsd: r.minUsd, maxUsd: r.maxUsd, ...dated(r) }),
  range: { min: 'minUsd', max: 'maxUsd', message: 'Highest fare must be at least the lowest' },
  duplicate: (r, destination) => `There is already a fare from ${homeCountryName(r.homeCountry)} to ${destination}${CHANGE_IT}`,
  details: (r) => ({ homeCountry: r.homeCountry, destination: r.destination, minUsd: r.minUsd, maxUsd: r.maxUsd, asOf: r.asOf }),
};

export const VISA_COSTS: FigureTable<VisaCost, VisaCostRecord> = {
  entity: VisaCost,
  resource: 'visa-costs',
  audit: 'visa-cost',
  auditEntity: 'visa_cost',
  notFound: 'Visa cost not found',
  fields: ['nationality', 'destination', 'costUsd', 'note', 'asOf', 'source'],
  list: {
    sortable: ['nationality', 'destination', 'costUsd', 'asOf', 'updatedAt', 'id'],
    defaultSort: { field: 'nationality', order: 'ASC' },
    filters: ['id', 'nationality', 'destination'],
  },
  codeFilters: ['nationality', 'destination'],
  toRecord: (r) => ({
    id: r.id,
    nationality: r.nationality,
    destination: r.destination,
    costUsd: r.costUsd,
    note: r.note ?? null,
    ...dated(r),
  }),
  duplicate: (r, destination) =>
    `There is already a visa cost for ${homeCountryName(r.nationality)} nationals in ${destination}${CHANGE_IT}`,
  details: (r) => ({ nationality: r.nationality, destination: r.destination, costUsd: r.costUsd, asOf: r.asOf }),
};

export const ACCOMMODATION_RATES: FigureTable<AccommodationRate, AccommodationRateRecord> = {
  entity: AccommodationRate,
  resource: 'accommodation-rates',
  audit: 'accommodation-rate',
  auditEntity: 'accommodation_rate',
  notFound: 'Accommodation rate not found',
  fields: ['destination', 'nightMinUsd', 'nightMaxUsd', 'asOf', 'source'],
  list: {
    sortable: ['destination', 'nightMinUsd', 'nightMaxUsd', 'asOf', 'updatedAt', 'id'],
    defaultSort: { field: 'destination', order: 'ASC' },
    filters: ['id', 'destination'],
  },
  codeFilters: ['destination'],
  toRecord: (r) => ({ id: r.id, destination: r.destination, nightMinUsd: r.nightMinUsd, nightMaxUsd: r.nightMaxUsd, ...dated(r) }),
  range: { min: 'nightMinUsd', max: 'nightMaxUsd', message: 'Highest night rate must be at least the lowest' },
  duplicate: (_r, destination) => `${destination} already has an accommodation rate${CHANGE_IT}`,
  details: (r) => ({ destination: r.destination, nightMinUsd: r.nightMinUsd, nightMaxUsd: r.nightMaxUsd, asOf: r.asOf }),
};

const invalid = (errors: Record<string, string>) => new BadRequestException({ message: 'Validation failed', errors });

/**
 * The trip estimate's figures (fares, visa costs, accommodation rates), one service for the three
 * tables: each is a `FigureTable`. A row's destination must be a country marked a destination, its
 * lowest figure no higher than its highest, and its countries unique; every change is audited.
 */
@Injectable()
export class TripCostsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async list<E extends DatedFigure, R>(table: FigureTable<E, R>, query: RaListQuery): Promise<{ rows: R[]; total: number }> {
    const where: Record<string, unknown> = {};
    if (query.filter.id !== undefined) where.id = { $in: idList(query.filter.id) };
    for (const field of table.codeFilters) {
      const value = query.filter[field];
      if (value === undefined) continue;
      const codes = Array.isArray(value) ? value : [value];
      if (!codes.every((code) => typeof code === 'string')) throw new BadRequestException(`${field} filter must be a country code`);
      where[field] = { $in: codes };
    }
    const [rows, total] = await raFindAndCount(this.em, table.entity, where, query);
    return { rows: rows.map((row) => table.toRecord(row)), total };
  }

  async get<E extends DatedFigure, R>(table: FigureTable<E, R>, id: string): Promise<R> {
    const row = await this.em.findOne(table.entity, { id } as never);
    if (!row) throw new NotFoundException(table.notFound);
    return table.toRecord(row);
  }

  /** Creates a row (no id), or changes the fields given; refused with field errors, nothing saved. */
  async save<E extends DatedFigure, R>(table: FigureTable<E, R>, id: string | null, data: object, actorId: string): Promise<R> {
    return this.em.transactional(async (tx) => {
      const fields = pickDefined(data as Partial<E>, table.fields);
      let row: E;
      let movedOrNew = true;
      if (id) {
        const found = await tx.findOne(table.entity, { id } as never, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!found) throw new NotFoundException(table.notFound);
        movedOrNew = fields.destination !== undefined && fields.destination !== found.destination;
        row = tx.assign(found, fields as never);
      } else {
        row = tx.create(table.entity, fields as never);
      }
      const errors: Record<string, string> = {};
      // A row names its destination's code: a country the catalogue offers as a destination when the
      // row is made or moved there (one that stops being a destination later keeps its rows editable).
      const destination = await tx.findOne(Country, { code: row.destination });
      if (movedOrNew && !destination?.isDestination) errors.destination = await this.notADestination(tx);
      if (table.range && (row[table.range.min] as number) > (row[table.range.max] as number)) errors[table.range.max] = table.range.message;
      if (Object.keys(errors).length) throw invalid(errors);
      try {
        await tx.flush();
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        throw invalid({ destination: table.duplicate(row, destination ? `${destination.name} (${destination.code})` : row.destination) });
      }
      await this.audit.record(tx, {
        actorId,
        action: `${table.audit}.${id ? 'update' : 'create'}`,
        entity: table.auditEntity,
        entityId: row.id,
        details: table.details(row),
      });
      return table.toRecord(row);
    });
  }

  async remove<E extends DatedFigure, R>(table: FigureTable<E, R>, id: string, actorId: string): Promise<R> {
    return this.em.transactional(async (tx) => {
      const row = await tx.findOne(table.entity, { id } as never);
      if (!row) throw new NotFoundException(table.notFound);
      const snapshot = table.toRecord(row);
      const details = table.details(row);
      await tx.remove(row).flush();
      await this.audit.record(tx, { actorId, action: `${table.audit}.delete`, entity: table.auditEntity, entityId: id, details });
      return snapshot;
    });
  }

  private async notADestination(em: EntityManager): Promise<string> {
    const destinations = await em.find(Country, { isDestination: true }, { fields: ['code'], orderBy: { code: 'asc' } });
    return `Destination must be the code of a destination country (${destinations.map((c) => c.code).join(', ')})`;
  }
}
