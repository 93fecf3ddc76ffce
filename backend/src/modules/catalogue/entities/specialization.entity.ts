import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { SpecializationText, Translations } from '@medtour/contracts';

@Entity({ tableName: 'specializations' })
export class Specialization {
  [OptionalProps]?: 'translations' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100, unique: true })
  name!: string;

  @Property({ type: 'string', length: 120, unique: true })
  slug!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** Its texts in the other languages (modules/catalogue/translations.ts); English is in the columns above. */
  @Property({ type: 'json' })
  translations: Translations<SpecializationText> = {};

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
