import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { HomeCountryCode } from '@medtour/contracts';
import { DatedFigure } from './dated-figure.entity.js';

/** Staff's typical return economy fare, per person, from a home country to a destination. */
@Entity({ tableName: 'travel_fares' })
@Unique({ properties: ['homeCountry', 'destination'] })
export class TravelFare extends DatedFigure {
  /** One of contracts' HOME_COUNTRIES (checked by the API: the list grows without a migration). */
  @Property({ type: 'string', columnType: 'char(2)' })
  homeCountry!: HomeCountryCode;

  @Property({ type: 'integer' })
  minUsd!: number;

  @Property({ type: 'integer' })
  maxUsd!: number;
}
