import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsUUID, Matches, Max, Min } from 'class-validator';
import {
  API_MESSAGES,
  CURRENCIES,
  type Currency,
  HOME_COUNTRY_CODES,
  type HomeCountryCode,
  type Locale,
  TRIP_COST_LIMITS,
} from '@medtour/contracts';
import { LanguageField } from '../../catalogue/index.js';

/** A form's empty choice ("not known", a select left alone) is no choice. */
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/**
 * What a patient asks an estimate for beside the hospital and treatment: `tripEstimate` of the
 * booking form, and part of the estimate's query. Whether the travel month has come or is too far
 * ahead is the service's to say (it depends on the day it is asked).
 */
export class TripEstimateRequestDto {
  @ApiProperty({ enum: HOME_COUNTRY_CODES, description: 'The country the patient travels from (and the visa’s nationality)' })
  @IsIn(HOME_COUNTRY_CODES, { message: API_MESSAGES.countryRequired })
  homeCountry!: HomeCountryCode;

  @ApiPropertyOptional({
    type: String,
    example: '2027-03',
    description: 'The month the patient means to travel in, if known (recorded, not priced)',
  })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: API_MESSAGES.travelMonthFormat })
  travelMonth?: string | null;

  @ApiPropertyOptional({ enum: CURRENCIES, description: 'The currency to show the total in beside US dollars' })
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(CURRENCIES, { message: `currency must be one of ${CURRENCIES.join(', ')}` })
  currency?: Currency | null;
}

/** `GET /api/trip-estimates?hospitalId=…&treatmentId=…&homeCountry=NG&companions=1&travelMonth=2027-03&currency=NGN&lang=fr`. */
export class TripEstimateQueryDto extends TripEstimateRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: API_MESSAGES.hospitalRequired })
  hospitalId!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: API_MESSAGES.treatmentRequired })
  treatmentId!: string;

  @ApiPropertyOptional({ minimum: 0, maximum: TRIP_COST_LIMITS.maxCompanions, default: 0 })
  @IsOptional()
  // The query's text ("2") is read as a number, an empty input as none (0); anything else is left for IsInt to refuse.
  @Transform(({ value }: { value: unknown }) =>
    value === '' ? undefined : typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
  )
  @Min(0, { message: API_MESSAGES.companionsNegative })
  @Max(TRIP_COST_LIMITS.maxCompanions, { message: API_MESSAGES.companionsTooMany.replace('{max}', String(TRIP_COST_LIMITS.maxCompanions)) })
  // Last, so checked first: what is not a whole number is said to be so, not out of range.
  @IsInt({ message: API_MESSAGES.companionsWhole })
  companions?: number;

  @LanguageField()
  lang: Locale = 'en';
}
