import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity.js';

/** Country options of the contact form (spec §3). */
export const CONTACT_COUNTRIES = [
  'Nigeria', 'South Africa', 'Kenya', 'Ghana', 'Uganda', 'Tanzania', 'Ethiopia', 'Morocco', 'Egypt', 'Algeria', 'Other',
] as const;
/** Treatment-interest options of the contact form (spec §3). */
export const TREATMENT_INTERESTS = [
  'Orthopedic Surgery', 'Cardiology', 'Fertility Treatment', 'Cosmetic Surgery', 'Cancer Treatment',
  'Dental Procedures', 'Eye Surgery', 'General Health Checkup', 'Other',
] as const;

@Entity({ tableName: 'contact_messages' })
export class ContactMessage {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 40, nullable: true })
  phone?: string | null;

  @Enum({ items: () => [...CONTACT_COUNTRIES], type: 'string' })
  country!: (typeof CONTACT_COUNTRIES)[number];

  @Enum({ items: () => [...TREATMENT_INTERESTS], type: 'string', nullable: true })
  treatmentInterest?: (typeof TREATMENT_INTERESTS)[number] | null;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'datetime', nullable: true })
  handledAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', fieldName: 'handled_by' })
  handledBy?: Rel<User> | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
