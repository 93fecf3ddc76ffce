import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A Stripe webhook event, stored once by its id when it arrives (a second delivery finds it and
 * changes nothing). The worker applies it by re-reading the object it names from Stripe, so events
 * in any order converge on Stripe's current state.
 */
@Entity({ tableName: 'stripe_events' })
export class StripeEvent {
  [OptionalProps]?: 'receivedAt';

  @PrimaryKey({ type: 'string', length: 255 })
  id!: string;

  @Property({ type: 'string', length: 100 })
  type!: string;

  /** The id of the object the event is about (a Checkout Session, a subscription, an invoice). */
  @Property({ type: 'string', length: 255 })
  objectId!: string;

  @Property({ type: 'datetime' })
  receivedAt: Date = new Date();
}
