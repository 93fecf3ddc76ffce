import { randomUUID } from 'node:crypto';
import { ArrayType, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity.js';

export const CONDITION_CATEGORIES = [
  'Heart Disease', 'Cancer Treatment', 'Orthopedic Surgery', 'Diabetes Management', 'Neurological Disorders',
  'Cosmetic Surgery', 'Dental Care', 'Eye Surgery', 'Weight Loss Surgery', 'Fertility Treatment', 'Other',
] as const;
export const ASSESSMENT_URGENCIES = ['low', 'medium', 'high', 'urgent'] as const;
export const BUDGET_RANGES = [
  'Under $5,000', '$5,000 - $15,000', '$15,000 - $30,000', '$30,000 - $50,000', 'Over $50,000', 'Cost is not a concern',
] as const;

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

  @Enum({ items: () => [...CONDITION_CATEGORIES], type: 'string' })
  conditionCategory!: (typeof CONDITION_CATEGORIES)[number];

  @Property({ type: 'text' })
  symptoms!: string;

  @Property({ type: 'text', nullable: true })
  currentMedications?: string | null;

  @Property({ type: 'text', nullable: true })
  medicalHistory?: string | null;

  @Property({ type: 'text', nullable: true })
  treatmentGoals?: string | null;

  @Enum({ items: () => [...ASSESSMENT_URGENCIES], type: 'string' })
  urgencyLevel!: (typeof ASSESSMENT_URGENCIES)[number];

  @Enum({ items: () => [...BUDGET_RANGES], type: 'string', nullable: true })
  budgetRange?: (typeof BUDGET_RANGES)[number] | null;

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
