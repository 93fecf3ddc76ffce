import { randomUUID } from 'node:crypto';
import { ArrayType, DecimalType, JsonType, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { QuoteLine, RatedCurrency } from '@medtour/contracts';
import { Booking } from '../../booking-core/index.js';
import { User } from '../../users/index.js';

/**
 * One version of a booking's itemised quote. Never edited: a new quote supersedes the previous
 * one (`supersededAt`), so what a patient accepted stays as it was.
 */
@Entity({ tableName: 'booking_quotes' })
@Unique({ properties: ['booking', 'version'] })
export class BookingQuote {
  [OptionalProps]?: 'included' | 'excluded' | 'createdAt' | 'localCurrency' | 'localRate' | 'localRateAsOf';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking!: Rel<Booking>;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: JsonType })
  lines!: QuoteLine[];

  @Property({ type: ArrayType })
  included: string[] = [];

  @Property({ type: ArrayType })
  excluded: string[] = [];

  @Property({ type: 'integer' })
  totalUsd!: number;

  @Property({ type: 'integer' })
  depositUsd!: number;

  /** The last day it can be accepted (inclusive, UTC). */
  @Property({ type: 'date' })
  validUntil!: string;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy?: Rel<User> | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  supersededAt?: Date | null;

  /** The patient's currency when it was sent, and its rate of that day (all three or none): see QuoteView.local. */
  @Property({ type: 'string', columnType: 'char(3)', nullable: true })
  localCurrency?: RatedCurrency | null;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 6, nullable: true })
  localRate?: number | null;

  @Property({ type: 'date', columnType: 'date', nullable: true })
  localRateAsOf?: string | null;
}
