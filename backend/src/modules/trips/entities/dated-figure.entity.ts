import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * What every figure of the trip estimate has (a base class, no table of its own): the destination it
 * is of, the date it is of and where it comes from. Amounts are whole US dollars, per person.
 */
export abstract class DatedFigure {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** A destination country's ISO code (checked by the API against the countries marked destinations). */
  @Property({ type: 'string', columnType: 'char(2)' })
  destination!: string;

  /** The date the figure is of (YYYY-MM-DD). */
  @Property({ type: 'date', columnType: 'date' })
  asOf!: string;

  @Property({ type: 'text', nullable: true })
  source?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
