import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  CONTACT_COUNTRIES,
  type ContactCountry,
  DEFAULT_LOCALE,
  type Locale,
  LOCALES,
  TREATMENT_INTERESTS,
  type TreatmentInterest,
} from '@medtour/contracts';
import { User } from '../../users/index.js';

@Entity({ tableName: 'contact_messages' })
export class ContactMessage {
  [OptionalProps]?: 'createdAt' | 'language';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 40, nullable: true })
  phone?: string | null;

  @Enum({ items: () => [...CONTACT_COUNTRIES], type: 'string', columnType: 'varchar(40)' })
  country!: ContactCountry;

  @Enum({ items: () => [...TREATMENT_INTERESTS], type: 'string', columnType: 'varchar(40)', nullable: true })
  treatmentInterest?: TreatmentInterest | null;

  @Property({ type: 'text' })
  message!: string;

  /** The language of the page the message was sent from: the confirmation is written in it (issue 27). */
  @Enum({ items: () => [...LOCALES], type: 'string', columnType: 'varchar(2)', default: DEFAULT_LOCALE })
  language: Locale = DEFAULT_LOCALE;

  @Property({ type: 'datetime', nullable: true })
  handledAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', fieldName: 'handled_by' })
  handledBy?: Rel<User> | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
