import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CountryNumberRow } from './country-number.entity.js';

/**
 * A crisis line people can call in a country (a suicide-prevention or emotional-support service), edited by admins
 * like the emergency numbers: the assistant's self-harm reply lists them beside each country's emergency number.
 * A country may have several; one number once per country.
 */
@Entity({ tableName: 'crisis_lines' })
@Unique({ properties: ['country', 'number'] })
export class CrisisLine extends CountryNumberRow {
  /** The service's name, e.g. "Befrienders KL". */
  @Property({ type: 'string', length: 100 })
  name!: string;
}
