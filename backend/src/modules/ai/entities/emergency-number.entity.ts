import { Entity, Unique } from '@mikro-orm/decorators/legacy';
import { CountryNumberRow } from './country-number.entity.js';

/** A country's emergency number, edited by admins: the assistant's emergency reply lists them. One per country. */
@Entity({ tableName: 'emergency_numbers' })
@Unique({ properties: ['country'] })
export class EmergencyNumber extends CountryNumberRow {}
