import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AI_SYNONYM_LANGUAGES, type AiSynonymLanguage } from '@medtour/contracts';
import { Specialization, Treatment } from '../../catalogue/index.js';

/**
 * A lay or foreign term for one of our treatments or specialties ("heart bypass", « FIV »,
 * "kubadilisha nyonga"), edited by admins: a question that uses it is searched as if it named the
 * treatment or specialty. `termKey` is the term normalised (nlu/text.ts), as questions are.
 */
@Entity({ tableName: 'ai_synonyms' })
export class AiSynonym {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100 })
  term!: string;

  @Property({ type: 'string', length: 100 })
  termKey!: string;

  @Enum({ items: () => [...AI_SYNONYM_LANGUAGES], type: 'string', columnType: 'varchar(2)' })
  language!: AiSynonymLanguage;

  @ManyToOne(() => Treatment, { nullable: true, deleteRule: 'cascade' })
  treatment?: Rel<Treatment> | null;

  @ManyToOne(() => Specialization, { nullable: true, deleteRule: 'cascade' })
  specialization?: Rel<Specialization> | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
