import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { RECONCILIATION_KINDS, RECONCILIATION_TRIGGERS, type ReconciliationKind, type ReconciliationTrigger } from '@medtour/contracts';
import { Booking } from '../../booking-core/index.js';
import { Subscription } from './subscription.entity.js';

/**
 * A difference between Stripe, the ledger and what patients and staff are shown, as a run found it.
 * `key` names what it is about (kind and object), so a difference found again by the next run is the
 * same row: it stays listed until a run no longer finds it, and admins are emailed about it once.
 */
@Entity({ tableName: 'reconciliation_differences' })
export class ReconciliationDifference {
  [OptionalProps]?: 'firstSeenAt' | 'lastSeenAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 300, unique: true })
  key!: string;

  @Enum({ items: () => [...RECONCILIATION_KINDS], type: 'string', columnType: 'varchar(40)' })
  kind!: ReconciliationKind;

  @Property({ type: 'text' })
  detail!: string;

  @ManyToOne(() => Booking, { nullable: true, deleteRule: 'set null' })
  booking?: Rel<Booking> | null;

  @ManyToOne(() => Subscription, { nullable: true, deleteRule: 'set null' })
  subscription?: Rel<Subscription> | null;

  @Property({ type: 'string', length: 255, nullable: true })
  stripeId?: string | null;

  @Property({ type: 'integer', nullable: true })
  stripeMinor?: number | null;

  @Property({ type: 'integer', nullable: true })
  ledgerMinor?: number | null;

  @Property({ type: 'string', length: 3, nullable: true })
  currency?: string | null;

  @Property({ type: 'datetime' })
  firstSeenAt: Date = new Date();

  @Property({ type: 'datetime' })
  lastSeenAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  resolvedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  emailedAt?: Date | null;
}

/** One run of reconciliation (daily in the worker, or asked for by an admin). */
@Entity({ tableName: 'reconciliation_runs' })
export class ReconciliationRun {
  [OptionalProps]?: 'startedAt' | 'chargesChecked' | 'subscriptionsChecked' | 'bookingsChecked' | 'differences';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => [...RECONCILIATION_TRIGGERS], type: 'string', columnType: 'varchar(10)' })
  trigger!: ReconciliationTrigger;

  @Property({ type: 'datetime' })
  startedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;

  @Property({ type: 'integer' })
  chargesChecked: number = 0;

  @Property({ type: 'integer' })
  subscriptionsChecked: number = 0;

  @Property({ type: 'integer' })
  bookingsChecked: number = 0;

  @Property({ type: 'integer' })
  differences: number = 0;

  @Property({ type: 'string', length: 500, nullable: true })
  error?: string | null;
}
