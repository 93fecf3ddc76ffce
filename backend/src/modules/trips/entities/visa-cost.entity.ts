import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { HomeCountryCode } from '@medtour/contracts';
import { DatedFigure } from './dated-figure.entity.js';

/** What a visa for a destination costs a national of a home country, per person (0: none needed). */
@Entity({ tableName: 'visa_costs' })
@Unique({ properties: ['nationality', 'destination'] })
export class VisaCost extends DatedFigure {
  /** One of contracts' HOME_COUNTRIES. */
  @Property({ type: 'string', columnType: 'char(2)' })
  nationality!: HomeCountryCode;

  @Property({ type: 'integer' })
  costUsd!: number;

  /** What the patient should know of it ("e-Visa, up to 30 days"). */
  @Property({ type: 'text', nullable: true })
  note?: string | null;
}
