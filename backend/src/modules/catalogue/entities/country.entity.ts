import { randomUUID } from 'node:crypto';
import { ArrayType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { type DestinationText, type Translations, TRIP_DEFAULTS } from '@medtour/contracts';

/** A country; destinations (`isDestination`) also carry the guide content of the destinations page. */
@Entity({ tableName: 'countries' })
export class Country {
  [OptionalProps]?:
    | 'isDestination'
    | 'highlights'
    | 'specialties'
    | 'languages'
    | 'translations'
    | 'visaNationalities'
    | 'reminderDays'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100, unique: true })
  name!: string;

  /** ISO 3166-1 alpha-2. */
  @Property({ type: 'character', length: 2, unique: true })
  code!: string;

  @Property({ type: 'string', length: 120, unique: true })
  slug!: string;

  @Property({ type: 'boolean' })
  isDestination: boolean = false;

  @Property({ type: 'string', length: 16, nullable: true })
  flag?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  capital?: string | null;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: ArrayType })
  highlights: string[] = [];

  @Property({ type: ArrayType })
  specialties: string[] = [];

  @Property({ type: 'smallint', nullable: true })
  avgCostSavingMinPct?: number | null;

  @Property({ type: 'smallint', nullable: true })
  avgCostSavingMaxPct?: number | null;

  @Property({ type: 'text', nullable: true })
  visaInfo?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  flightTimeFromAfrica?: string | null;

  @Property({ type: ArrayType })
  languages: string[] = [];

  @Property({ type: 'smallint', nullable: true })
  safetyRating?: number | null;

  /** Its texts in the other languages (modules/catalogue/translations.ts); English is in the columns above. */
  @Property({ type: 'json' })
  translations: Translations<DestinationText> = {};

  /** A destination's trip plans (issue 54): the nationalities (ISO alpha-2) it asks a visa of… */
  @Property({ type: ArrayType })
  visaNationalities: string[] = [];

  /** …and the days before arrival a patient is reminded of what is still missing. */
  @Property({ type: 'json' })
  reminderDays: number[] = [...TRIP_DEFAULTS.reminderDays];

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
