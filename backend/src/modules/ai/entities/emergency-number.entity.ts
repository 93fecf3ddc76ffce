import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A country's emergency number, edited by admins: the assistant's emergency reply lists them. */
@Entity({ tableName: 'emergency_numbers' })
export class EmergencyNumber {
  [OptionalProps]?: 'notes' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100, unique: true })
  country!: string;

  @Property({ type: 'string', length: 40 })
  number!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  notes?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
