import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'specializations' })
export class Specialization {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100, unique: true })
  name!: string;

  @Property({ type: 'string', length: 120, unique: true })
  slug!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
