import { randomUUID } from 'node:crypto';
import { DecimalType, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Treatment } from './treatment.entity.js';
// A relation's two sides import each other: MikroORM reads the class lazily (() => Entity, Rel<>), and the
// cycle check lets entities name each other (.dependency-cruiser.mjs, file-cycle).
import { Hospital } from './hospital.entity.js';

@Entity({ tableName: 'hospital_treatments' })
@Unique({ properties: ['hospital', 'treatment'] })
export class HospitalTreatment {
  [OptionalProps]?: 'casesCompleted';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Hospital, { deleteRule: 'cascade' })
  hospital!: Rel<Hospital>;

  @ManyToOne(() => Treatment, { deleteRule: 'restrict' })
  treatment!: Rel<Treatment>;

  @Property({ type: 'integer', nullable: true })
  minCostUsd?: number | null;

  @Property({ type: 'integer', nullable: true })
  maxCostUsd?: number | null;

  @Property({ type: 'integer' })
  casesCompleted: number = 0;

  @Property({ type: new DecimalType('number'), precision: 5, scale: 2, nullable: true })
  averageSuccessRate?: number | null;
}
