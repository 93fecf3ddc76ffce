import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentKind,
  type PaymentMethod,
  type PaymentStatus,
} from '@medtour/contracts';
import { Booking } from '../../booking-core/index.js';
import { User } from '../../users/index.js';
import { BookingQuote } from './quote.entity.js';
import { Subscription } from './subscription.entity.js';

/** A row of the payments ledger: a payment, a refund or a failure, through Stripe or recorded offline by staff. */
@Entity({ tableName: 'payments' })
export class Payment {
  [OptionalProps]?: 'currency' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => [...PAYMENT_KINDS], type: 'string', columnType: 'varchar(20)' })
  kind!: PaymentKind;

  @Enum({ items: () => [...PAYMENT_METHODS], type: 'string', columnType: 'varchar(20)' })
  method!: PaymentMethod;

  @Enum({ items: () => [...PAYMENT_STATUSES], type: 'string', columnType: 'varchar(20)' })
  status!: PaymentStatus;

  /** In the currency's minor unit (cents). */
  @Property({ type: 'integer' })
  amountMinor!: number;

  @Property({ type: 'string', length: 3 })
  currency: string = 'usd';

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: Rel<User> | null;

  @ManyToOne(() => Booking, { nullable: true, deleteRule: 'set null' })
  booking?: Rel<Booking> | null;

  @ManyToOne(() => BookingQuote, { nullable: true, deleteRule: 'set null' })
  quote?: Rel<BookingQuote> | null;

  @ManyToOne(() => Payment, { nullable: true, deleteRule: 'set null' })
  refundOf?: Rel<Payment> | null;

  @ManyToOne(() => Subscription, { nullable: true, deleteRule: 'set null' })
  subscription?: Rel<Subscription> | null;

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  stripeCheckoutSessionId?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  stripePaymentIntentId?: string | null;

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  stripeInvoiceId?: string | null;

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  stripeRefundId?: string | null;

  /** A dispute's id at Stripe (rows of kind `dispute`): one row per dispute. */
  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  stripeDisputeId?: string | null;

  /** An offline payment's reference (bank transfer number, mobile money receipt): once per booking. */
  @Property({ type: 'string', length: 100, nullable: true })
  reference?: string | null;

  /** The day an offline payment was made (as staff record it). */
  @Property({ type: 'date', nullable: true })
  paidOn?: string | null;

  /**
   * The period an offline Premium payment pays for (from inclusive, until exclusive; only offline
   * payments of kind `subscription` have one, and they always do). Premium is read from these rows.
   */
  @Property({ type: 'datetime', nullable: true })
  premiumFrom?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  premiumUntil?: Date | null;

  /** The key of the request that recorded it (staff's save): a retried request records nothing new. */
  @Property({ type: 'string', length: 100, nullable: true, unique: true })
  idempotencyKey?: string | null;

  /**
   * Why money received was not owed (an old quote's page, a wrong amount or currency, a cancelled or
   * already paid booking): it does not count as paid, staff see it, and it is refunded.
   */
  @Property({ type: 'string', length: 200, nullable: true })
  unowedReason?: string | null;

  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  failureMessage?: string | null;

  /** The staff member who recorded it (offline payments, refunds). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  recordedBy?: Rel<User> | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
