import { randomUUID } from 'node:crypto';
import { DecimalType, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Specialization } from './specialization.entity.js';
// A relation's two sides import each other: MikroORM reads the class lazily (() => Entity, Rel<>), and the
// cycle check lets entities name each other (.dependency-cruiser.mjs, file-cycle).
import { Hospital } from './hospital.entity.js';

@Entity({ tableName: 'hospital_specializations' })
@Unique({ properties: ['hospital', 'specialization'] })
export class HospitalSpecialization {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Hospital, { deleteRule: 'cascade' })
  hospital!: Rel<Hospital>;

  @ManyToOne(() => Specialization, { deleteRule: 'restrict' })
  specialization!: Rel<Specialization>;

  @Property({ type: 'integer', nullable: true })
  experienceYears?: number | null;

  @Property({ type: new DecimalType('number'), precision: 5, scale: 2, nullable: true })
  successRatePercentage?: number | null;
}
