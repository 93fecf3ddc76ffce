import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { DatedFigure } from './dated-figure.entity.js';

/** A typical night's accommodation near a destination's hospitals, per person: one rate per destination. */
@Entity({ tableName: 'accommodation_rates' })
@Unique({ properties: ['destination'] })
export class AccommodationRate extends DatedFigure {
  @Property({ type: 'integer' })
  nightMinUsd!: number;

  @Property({ type: 'integer' })
  nightMaxUsd!: number;
}
