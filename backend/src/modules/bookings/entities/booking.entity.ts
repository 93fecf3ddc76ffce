import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Treatment } from '../../catalogue/entities/treatment.entity.js';
import { Hospital } from '../../hospitals/entities/hospital.entity.js';
import { User } from '../../users/entities/user.entity.js';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'payment_pending', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_TYPES = ['consultation', 'surgery', 'treatment', 'checkup', 'therapy'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
export const BOOKING_URGENCIES = ['low', 'normal', 'high', 'urgent'] as const;
export type BookingUrgency = (typeof BOOKING_URGENCIES)[number];

@Entity({ tableName: 'bookings' })
export class Booking {
  [OptionalProps]?:
    | 'bookingType' | 'urgencyLevel' | 'travelRequired' | 'accommodationNeeded' | 'visaAssistanceNeeded'
    | 'companionCount' | 'status' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  user!: Rel<User>;

  @ManyToOne(() => Hospital, { deleteRule: 'restrict' })
  hospital!: Rel<Hospital>;

  @ManyToOne(() => Treatment, { deleteRule: 'restrict', nullable: true })
  treatment?: Rel<Treatment> | null;

  @Enum({ items: () => [...BOOKING_TYPES], type: 'string' })
  bookingType: BookingType = 'consultation';

  @Enum({ items: () => [...BOOKING_URGENCIES], type: 'string' })
  urgencyLevel: BookingUrgency = 'normal';

  @Property({ type: 'date', nullable: true })
  preferredDate?: string | null;

  @Property({ type: 'datetime', nullable: true })
  confirmedDate?: Date | null;

  @Property({ type: 'text', nullable: true })
  medicalSummary?: string | null;

  @Property({ type: 'text', nullable: true })
  specialRequirements?: string | null;

  @Property({ type: 'boolean' })
  travelRequired: boolean = false;

  @Property({ type: 'boolean' })
  accommodationNeeded: boolean = false;

  @Property({ type: 'boolean' })
  visaAssistanceNeeded: boolean = false;

  @Property({ type: 'integer' })
  companionCount: number = 0;

  @Enum({ items: () => [...BOOKING_STATUSES], type: 'string' })
  status: BookingStatus = 'pending';

  @Property({ type: 'integer', nullable: true })
  estimatedCostUsd?: number | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
