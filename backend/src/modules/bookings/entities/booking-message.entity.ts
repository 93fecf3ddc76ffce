import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { MESSAGE_SENDER_ROLES, type MessageSenderRole } from '@medtour/contracts';
import { User } from '../../users/index.js';
import { Booking } from '../../booking-core/index.js';

/** One message of a booking's thread ("Chat") between the patient and staff. */
@Entity({ tableName: 'booking_messages' })
export class BookingMessage {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking!: Rel<Booking>;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  sender?: Rel<User> | null;

  @Enum({ items: () => [...MESSAGE_SENDER_ROLES], type: 'string', columnType: 'varchar(10)' })
  senderRole!: MessageSenderRole;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
