import { BadRequestException, Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AccommodationRateRecord,
  HOME_COUNTRIES,
  type HomeCountryCode,
  type TravelFareRecord,
  type VisaCostRecord,
} from '@medtour/contracts';
import { pickDefined } from '../../common/admin-crud.js';
import { AdminResourceService, type Where } from '../../common/admin-resource.service.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import type { RaListSpec } from '../../common/simple-rest.js';
import { crudAudit } from '../audit/index.js';
import { Country } from '../catalogue/index.js';
import { AccommodationRate } from './entities/accommodation-rate.entity.js';
import type { DatedFigure } from './entities/dated-figure.entity.js';
import { TravelFare } from './entities/travel-fare.entity.js';
import { VisaCost } from './entities/visa-cost.entity.js';

const homeCountryName = (code: HomeCountryCode) => HOME_COUNTRIES.find((country) => country.code === code)?.name ?? code;
const dated = (row: DatedFigure) => ({ asOf: row.asOf, source: row.source ?? null, updatedAt: row.updatedAt.toISOString() });
const CHANGE_IT = ': change that one instead';

const invalid = (errors: Record<string, string>) => new BadRequestException({ message: 'Validation failed', errors });

/**
 * A table of the trip estimate's figures (fares, visa costs, accommodation rates) in the back office
 * (admins, every change audited). A row's destination must be a country marked a destination, its
 * lowest figure no higher than its highest, and its countries unique.
 */
abstract class TripFigureService<E extends DatedFigure, R> extends AdminResourceService<E, R> {
  protected override readonly lockOnUpdate = true;
  /** Filters that match a country code (or a list of them). */
  protected abstract readonly codeFilters: readonly (keyof E & string)[];
  /** A range the row keeps (lowest ≤ highest), and the message on its highest field otherwise. */
  protected readonly range?: { min: keyof E & string; max: keyof E & string; message: string };

  /** What a second row for the same countries is told, on `destination`. */
  protected abstract duplicate(row: E, destinationName: string): string;

  protected override where(filter: Record<string, unknown>, auth: AuthContext): Where {
    const where = super.where(filter, auth);
    for (const field of this.codeFilters) {
      const value = filter[field];
      if (value === undefined) continue;
      const codes = Array.isArray(value) ? value : [value];
      if (!codes.every((code) => typeof code === 'string')) throw new BadRequestException(`${field} filter must be a country code`);
      where[field] = { $in: codes };
    }
    return where;
  }

  protected override async build(tx: EntityManager, data: object): Promise<E> {
    const row = tx.create(this.entity, pickDefined(data as Partial<E>, this.fields as (keyof E)[]) as never);
    await this.check(tx, row, true);
    return row;
  }

  protected override async change(tx: EntityManager, row: E, data: object): Promise<void> {
    const fields = pickDefined(data as Partial<E>, this.fields as (keyof E)[]);
    const moved = fields.destination !== undefined && fields.destination !== row.destination;
    tx.assign(row, fields as never);
    await this.check(tx, row, moved);
  }

  /** A second row for the same countries is a field error on the destination. */
  protected override async save(tx: EntityManager, row: E): Promise<void> {
    // Looked up before the write: a refused statement ends the transaction.
    const destination = await tx.findOne(Country, { code: row.destination });
    try {
      await tx.flush();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      throw invalid({ destination: this.duplicate(row, destination ? `${destination.name} (${destination.code})` : row.destination) });
    }
  }

  /**
   * Refuses the row with field errors: a row names its destination's code, a country the catalogue offers as
   * a destination when the row is made or moved there (one that stops being a destination later keeps its
   * rows editable); and its range in order.
   */
  private async check(tx: EntityManager, row: E, movedOrNew: boolean): Promise<void> {
    const errors: Record<string, string> = {};
    if (movedOrNew && !(await tx.findOne(Country, { code: row.destination }))?.isDestination) {
      const destinations = await tx.find(Country, { isDestination: true }, { fields: ['code'], orderBy: { code: 'asc' } });
      errors.destination = `Destination must be the code of a destination country (${destinations.map((c) => c.code).join(', ')})`;
    }
    if (this.range && (row[this.range.min] as number) > (row[this.range.max] as number)) errors[this.range.max] = this.range.message;
    if (Object.keys(errors).length) throw invalid(errors);
  }
}

export const TRAVEL_FARE_LIST: RaListSpec = {
  sortable: ['homeCountry', 'destination', 'minUsd', 'maxUsd', 'asOf', 'updatedAt', 'id'],
  defaultSort: { field: 'homeCountry', order: 'ASC' },
  filters: ['id', 'homeCountry', 'destination'],
};

/** `travel-fares`: a return fare's range from a home country to a destination. */
@Injectable()
export class TravelFaresService extends TripFigureService<TravelFare, TravelFareRecord> {
  protected readonly entity = TravelFare;
  protected readonly notFound = 'Travel fare not found';
  protected override readonly fields = ['homeCountry', 'destination', 'minUsd', 'maxUsd', 'asOf', 'source'];
  protected readonly codeFilters = ['homeCountry', 'destination'] as const;
  protected override readonly range = { min: 'minUsd', max: 'maxUsd', message: 'Highest fare must be at least the lowest' } as const;
  protected override readonly audited = crudAudit('travel_fare', 'travel-fare');

  protected toRecord(r: TravelFare): TravelFareRecord {
    return { id: r.id, homeCountry: r.homeCountry, destination: r.destination, minUsd: r.minUsd, maxUsd: r.maxUsd, ...dated(r) };
  }

  protected duplicate(r: TravelFare, destination: string): string {
    return `There is already a fare from ${homeCountryName(r.homeCountry)} to ${destination}${CHANGE_IT}`;
  }

  protected override details(r: TravelFare) {
    return { homeCountry: r.homeCountry, destination: r.destination, minUsd: r.minUsd, maxUsd: r.maxUsd, asOf: r.asOf };
  }
}

export const VISA_COST_LIST: RaListSpec = {
  sortable: ['nationality', 'destination', 'costUsd', 'asOf', 'updatedAt', 'id'],
  defaultSort: { field: 'nationality', order: 'ASC' },
  filters: ['id', 'nationality', 'destination'],
};

/** `visa-costs`: what a nationality's visa for a destination costs. */
@Injectable()
export class VisaCostsService extends TripFigureService<VisaCost, VisaCostRecord> {
  protected readonly entity = VisaCost;
  protected readonly notFound = 'Visa cost not found';
  protected override readonly fields = ['nationality', 'destination', 'costUsd', 'note', 'asOf', 'source'];
  protected readonly codeFilters = ['nationality', 'destination'] as const;
  protected override readonly audited = crudAudit('visa_cost', 'visa-cost');

  protected toRecord(r: VisaCost): VisaCostRecord {
    return { id: r.id, nationality: r.nationality, destination: r.destination, costUsd: r.costUsd, note: r.note ?? null, ...dated(r) };
  }

  protected duplicate(r: VisaCost, destination: string): string {
    return `There is already a visa cost for ${homeCountryName(r.nationality)} nationals in ${destination}${CHANGE_IT}`;
  }

  protected override details(r: VisaCost) {
    return { nationality: r.nationality, destination: r.destination, costUsd: r.costUsd, asOf: r.asOf };
  }
}

export const ACCOMMODATION_RATE_LIST: RaListSpec = {
  sortable: ['destination', 'nightMinUsd', 'nightMaxUsd', 'asOf', 'updatedAt', 'id'],
  defaultSort: { field: 'destination', order: 'ASC' },
  filters: ['id', 'destination'],
};

/** `accommodation-rates`: a night's range at a destination. */
@Injectable()
export class AccommodationRatesService extends TripFigureService<AccommodationRate, AccommodationRateRecord> {
  protected readonly entity = AccommodationRate;
  protected readonly notFound = 'Accommodation rate not found';
  protected override readonly fields = ['destination', 'nightMinUsd', 'nightMaxUsd', 'asOf', 'source'];
  protected readonly codeFilters = ['destination'] as const;
  protected override readonly range = {
    min: 'nightMinUsd',
    max: 'nightMaxUsd',
    message: 'Highest night rate must be at least the lowest',
  } as const;
  protected override readonly audited = crudAudit('accommodation_rate', 'accommodation-rate');

  protected toRecord(r: AccommodationRate): AccommodationRateRecord {
    return { id: r.id, destination: r.destination, nightMinUsd: r.nightMinUsd, nightMaxUsd: r.nightMaxUsd, ...dated(r) };
  }

  protected duplicate(_r: AccommodationRate, destination: string): string {
    return `${destination} already has an accommodation rate${CHANGE_IT}`;
  }

  protected override details(r: AccommodationRate) {
    return { destination: r.destination, nightMinUsd: r.nightMinUsd, nightMaxUsd: r.nightMaxUsd, asOf: r.asOf };
  }
}
