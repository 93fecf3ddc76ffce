import { randomUUID } from 'node:crypto';
import { ArrayType, DecimalType, OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  EVIDENCE_LEVELS,
  type EvidenceLevel,
  TREATMENT_CATEGORIES,
  TREATMENT_TYPES,
  type TreatmentCategory,
  type TreatmentType,
  type Translations,
  type TreatmentText,
  type OptionalTripStep,
  TRIP_DEFAULTS,
} from '@medtour/contracts';

@Entity({ tableName: 'treatments' })
export class Treatment {
  [OptionalProps]?:
    | 'type'
    | 'evidenceLevel'
    | 'procedures'
    | 'benefits'
    | 'isActive'
    | 'translations'
    | 'tripSteps'
    | 'stayDays'
    | 'aftercareDays'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 150, unique: true })
  name!: string;

  @Property({ type: 'string', length: 160, unique: true })
  slug!: string;

  @Enum({ items: () => [...TREATMENT_TYPES], type: 'string', columnType: 'varchar(20)' })
  type: TreatmentType = 'conventional';

  @Enum({ items: () => [...TREATMENT_CATEGORIES], type: 'string', columnType: 'varchar(20)' })
  category!: TreatmentCategory;

  @Enum({ items: () => [...EVIDENCE_LEVELS], type: 'string', columnType: 'varchar(10)' })
  evidenceLevel: EvidenceLevel = 'moderate';

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: ArrayType })
  procedures: string[] = [];

  @Property({ type: ArrayType })
  benefits: string[] = [];

  @Property({ type: 'integer', nullable: true })
  minDurationDays?: number | null;

  @Property({ type: 'integer', nullable: true })
  maxDurationDays?: number | null;

  /** Whole US dollars (catalogue price ranges, not charges). */
  @Property({ type: 'integer', nullable: true })
  minCostUsd?: number | null;

  @Property({ type: 'integer', nullable: true })
  maxCostUsd?: number | null;

  @Property({ type: new DecimalType('number'), precision: 5, scale: 2, nullable: true })
  successRatePercentage?: number | null;

  @Property({ type: 'boolean' })
  isActive: boolean = true;

  /** Its texts in the other languages (modules/catalogue/translations.ts); English is in the columns above. */
  @Property({ type: 'json' })
  translations: Translations<TreatmentText> = {};

  /** The optional steps of its trip plans (issue 54): visa, airport pick-up, accommodation, aftercare. */
  @Property({ type: ArrayType })
  tripSteps: OptionalTripStep[] = [...TRIP_DEFAULTS.steps];

  /** Days from arrival to the flight home, until the patient gives their flight (a passport must be valid until then). */
  @Property({ type: 'smallint' })
  stayDays: number = TRIP_DEFAULTS.stayDays;

  /** Days after discharge of the aftercare check-ins. */
  @Property({ type: 'json' })
  aftercareDays: number[] = [...TRIP_DEFAULTS.aftercareDays];

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
