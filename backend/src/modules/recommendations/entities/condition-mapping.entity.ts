import { randomUUID } from 'node:crypto';
import { ArrayType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * What a condition category of the health assessment (spec §5) is treated by: the specialties a
 * hospital must have and the treatments whose prices the recommendations show. Edited by admins.
 * Ids rather than join tables: the mapping is read whole, and unknown ids are refused on save.
 */
@Entity({ tableName: 'condition_mappings' })
export class ConditionMapping {
  [OptionalProps]?: 'specializationIds' | 'treatmentIds' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100, unique: true })
  conditionCategory!: string;

  @Property({ type: ArrayType, columnType: 'uuid[]' })
  specializationIds: string[] = [];

  @Property({ type: ArrayType, columnType: 'uuid[]' })
  treatmentIds: string[] = [];

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
