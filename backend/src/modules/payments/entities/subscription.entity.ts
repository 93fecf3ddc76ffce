import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/index.js';

/**
 * A patient's premium subscription as Stripe last said it (written only from what the worker reads
 * back from Stripe), with their Stripe customer: one per patient, created when they first go to
 * Stripe's checkout for premium.
 */
@Entity({ tableName: 'subscriptions' })
export class Subscription {
  [OptionalProps]?: 'cancelAtPeriodEnd' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @OneToOne(() => User, { owner: true, unique: true, deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 255, unique: true })
  stripeCustomerId!: string;

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  stripeSubscriptionId?: string | null;

  /** Stripe's status (active, trialing, past_due, canceled…); null before the first checkout completes. */
  @Property({ type: 'string', length: 30, nullable: true })
  status?: string | null;

  @Property({ type: 'datetime', nullable: true })
  currentPeriodEnd?: Date | null;

  @Property({ type: 'boolean' })
  cancelAtPeriodEnd: boolean = false;

  /** The first successful payment: the 30-day money-back guarantee runs from it. */
  @Property({ type: 'datetime', nullable: true })
  firstPaidAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  refundedAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
