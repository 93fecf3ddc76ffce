import { randomUUID } from 'node:crypto';
import { ArrayType, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  ASSESSMENT_URGENCIES,
  type AssessmentUrgency,
  BUDGET_RANGES,
  type BudgetRange,
  CONDITION_CATEGORIES,
  type ConditionCategory,
} from '@medtour/contracts';
import { User } from '../../users/index.js';

/**
 * A submitted health assessment. Never edited in place (no update route or method, keep it so): a
 * booking names the version it was made from, and a patient's change is a new assessment.
 */
@Entity({ tableName: 'health_assessments' })
@Unique({ properties: ['user', 'idempotencyKey'] })
export class HealthAssessment {
  [OptionalProps]?: 'preferredDestinations' | 'uploadedFiles' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  /** Sent by the client once per form; a retried or double-clicked submit finds the same row. */
  @Property({ type: 'string', length: 100 })
  idempotencyKey!: string;

  @Enum({ items: () => [...CONDITION_CATEGORIES], type: 'string', columnType: 'varchar(50)' })
  conditionCategory!: ConditionCategory;

  @Property({ type: 'text' })
  symptoms!: string;

  @Property({ type: 'text', nullable: true })
  currentMedications?: string | null;

  @Property({ type: 'text', nullable: true })
  medicalHistory?: string | null;

  @Property({ type: 'text', nullable: true })
  treatmentGoals?: string | null;

  @Enum({ items: () => [...ASSESSMENT_URGENCIES], type: 'string', columnType: 'varchar(10)' })
  urgencyLevel!: AssessmentUrgency;

  @Enum({ items: () => [...BUDGET_RANGES], type: 'string', columnType: 'varchar(40)', nullable: true })
  budgetRange?: BudgetRange | null;

  @Property({ type: ArrayType })
  preferredDestinations: string[] = [];

  /** Ids of the patient's medical records attached to this assessment. */
  @Property({ type: ArrayType })
  uploadedFiles: string[] = [];

  /** The whole form as submitted, after sanitising. */
  @Property({ type: 'json' })
  assessmentData!: Record<string, unknown>;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
