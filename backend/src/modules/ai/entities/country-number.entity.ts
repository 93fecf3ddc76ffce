import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * What every number the assistant's safety replies give has (a base class, no table of its own): the country it is
 * called in, as staff name it (the replies show it as typed), the number and notes. Admins keep these tables.
 */
export abstract class CountryNumberRow {
  [OptionalProps]?: 'notes' | 'verifiedOn' | 'source' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100 })
  country!: string;

  @Property({ type: 'string', length: 40 })
  number!: string;

  /** Hours, which service answers, how to reach it. */
  @Property({ type: 'string', length: 200, nullable: true })
  notes?: string | null;

  /** The day staff last checked the number works (YYYY-MM-DD); null: not verified. */
  @Property({ type: 'date', columnType: 'date', nullable: true })
  verifiedOn?: string | null;

  /** Where the number comes from (a ministry's page, a helpline directory). */
  @Property({ type: 'string', length: 300, nullable: true })
  source?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
