import { randomUUID } from 'node:crypto';
import { ArrayType, Collection, DecimalType, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { HospitalText, Translations } from '@medtour/contracts';
import { Country } from './country.entity.js';
// A relation's two sides import each other: MikroORM reads the class lazily (() => Entity, Rel<>), and the
// cycle check lets entities name each other (.dependency-cruiser.mjs, file-cycle).
import { HospitalSpecialization } from './hospital-specialization.entity.js';
import { HospitalTreatment } from './hospital-treatment.entity.js';

@Entity({ tableName: 'hospitals' })
export class Hospital {
  [OptionalProps]?:
    | 'isActive'
    | 'featured'
    | 'isDemo'
    | 'patientStoriesCount'
    | 'accreditations'
    | 'languages'
    | 'features'
    | 'specializations'
    | 'treatments'
    | 'translations'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 220, unique: true })
  slug!: string;

  @Property({ type: 'string', length: 100 })
  city!: string;

  @ManyToOne(() => Country, { deleteRule: 'restrict' })
  country!: Rel<Country>;

  @Property({ type: 'text', nullable: true })
  address?: string | null;

  @Property({ type: 'string', length: 40, nullable: true })
  phone?: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  website?: string | null;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'integer', nullable: true })
  bedCapacity?: number | null;

  @Property({ type: 'integer', nullable: true })
  staffCount?: number | null;

  @Property({ type: 'integer', nullable: true })
  doctorCount?: number | null;

  @Property({ type: 'smallint', nullable: true })
  establishedYear?: number | null;

  @Property({ type: 'boolean' })
  isActive: boolean = true;

  @Property({ type: 'boolean' })
  featured: boolean = false;

  /** Fictional listing from the demo seed: shown with a badge, never presented as a real institution. */
  @Property({ type: 'boolean' })
  isDemo: boolean = false;

  @Property({ type: new DecimalType('number'), precision: 2, scale: 1, nullable: true })
  rating?: number | null;

  /** Where the rating comes from (e.g. "Google reviews, March 2026"). */
  @Property({ type: 'string', length: 200, nullable: true })
  ratingSource?: string | null;

  @Property({ type: new DecimalType('number'), precision: 5, scale: 2, nullable: true })
  successRatePercentage?: number | null;

  @Property({ type: 'integer' })
  patientStoriesCount: number = 0;

  @Property({ type: ArrayType })
  accreditations: string[] = [];

  @Property({ type: ArrayType })
  languages: string[] = [];

  @Property({ type: ArrayType })
  features: string[] = [];

  @OneToMany(() => HospitalSpecialization, (hs) => hs.hospital)
  specializations = new Collection<HospitalSpecialization>(this);

  @OneToMany(() => HospitalTreatment, (ht) => ht.hospital)
  treatments = new Collection<HospitalTreatment>(this);

  /** Its texts in the other languages (modules/catalogue/translations.ts); English is in the columns above. */
  @Property({ type: 'json' })
  translations: Translations<HospitalText> = {};

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
