import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  GUIDE_SECTIONS,
  GUIDE_TOPICS,
  type GuideEntryText,
  type GuideSection,
  type GuideTopic,
  type Translations,
} from '@medtour/contracts';

/** A text of the patient guide or the contact page's questions (see contracts/src/guide.ts). */
@Entity({ tableName: 'guide_entries' })
@Index({ properties: ['section', 'position'] })
export class GuideEntry {
  [OptionalProps]?: 'position' | 'topic' | 'badge' | 'time' | 'translations' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => [...GUIDE_SECTIONS], type: 'string', columnType: 'varchar(20)' })
  section!: GuideSection;

  /** Its place in its section (smallest first; equal positions by title). */
  @Property({ type: 'integer' })
  position: number = 0;

  /** What it answers for the assistant (one entry per topic); null: none of them. */
  @Enum({ items: () => [...GUIDE_TOPICS], type: 'string', columnType: 'varchar(40)', nullable: true })
  topic?: GuideTopic | null;

  /** The step's or service's title, or the question. */
  @Property({ type: 'string', length: 200 })
  title!: string;

  /** The text, or the question's answer. */
  @Property({ type: 'text' })
  body!: string;

  /** A step's badge ("Free") and estimated time ("1-2 days"). */
  @Property({ type: 'string', length: 60, nullable: true })
  badge?: string | null;

  @Property({ type: 'string', length: 60, nullable: true })
  time?: string | null;

  /** Its texts in the other languages (modules/catalogue/translations.ts); English is in the columns above. */
  @Property({ type: 'json' })
  translations: Translations<GuideEntryText> = {};

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
