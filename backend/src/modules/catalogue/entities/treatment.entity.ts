import { randomUUID } from 'node:crypto';
import { ArrayType, DecimalType, OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The category chips of the treatments page (spec §2), plus 'other' for what fits none. */
export const TREATMENT_CATEGORIES = ['orthopedic', 'fertility', 'cosmetic', 'cardiology', 'spinal', 'cancer', 'other'] as const;
export type TreatmentCategory = (typeof TREATMENT_CATEGORIES)[number];
export const TREATMENT_TYPES = ['conventional', 'ayurveda', 'acupuncture', 'functional', 'other'] as const;
export type TreatmentType = (typeof TREATMENT_TYPES)[number];
export const EVIDENCE_LEVELS = ['high', 'moderate', 'low'] as const;
export type EvidenceLevel = (typeof EVIDENCE_LEVELS)[number];

@Entity({ tableName: 'treatments' })
export class Treatment {
  [OptionalProps]?: 'type' | 'evidenceLevel' | 'procedures' | 'benefits' | 'isActive' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 150, unique: true })
  name!: string;

  @Property({ type: 'string', length: 160, unique: true })
  slug!: string;

  @Enum({ items: () => [...TREATMENT_TYPES], type: 'string' })
  type: TreatmentType = 'conventional';

  @Enum({ items: () => [...TREATMENT_CATEGORIES], type: 'string' })
  category!: TreatmentCategory;

  @Enum({ items: () => [...EVIDENCE_LEVELS], type: 'string' })
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

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
