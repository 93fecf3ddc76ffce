import { randomUUID } from 'node:crypto';
import { DecimalType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { RatedCurrency } from '@medtour/contracts';

/**
 * A currency's rate on a date: units of it for one US dollar (display only; charges stay in USD).
 * Staff's, or fetched by the worker from the rates URL of Settings (`fetchedAt` set), which never
 * replaces staff's rate of the same date.
 */
@Entity({ tableName: 'exchange_rates' })
@Unique({ properties: ['currency', 'asOf'] })
export class ExchangeRate {
  [OptionalProps]?: 'source' | 'fetchedAt' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** One of contracts' CURRENCIES but USD (checked by the API, not by a list in the database: the list grows without a migration). */
  @Property({ type: 'string', columnType: 'char(3)' })
  currency!: RatedCurrency;

  /** numeric(18, 6), read as a number (six decimals are well within a double's precision). */
  @Property({ type: new DecimalType('number'), precision: 18, scale: 6 })
  rate!: number;

  /** The date the rate is of (YYYY-MM-DD). */
  @Property({ type: 'date', columnType: 'date' })
  asOf!: string;

  /** Where staff took it from ("Central Bank of Nigeria, official rate"). */
  @Property({ type: 'string', length: 200, nullable: true })
  source?: string | null;

  /** When the worker fetched it from the rates URL; null for a rate staff entered (or edited since). */
  @Property({ type: 'datetime', nullable: true })
  fetchedAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
