import { randomUUID } from 'node:crypto';
import { DecimalType, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Treatment } from './treatment.entity.js';
// eslint-disable-next-line import-x/no-cycle -- a relation's two sides in this module; MikroORM reads the class lazily (() => Entity, Rel<>)
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
