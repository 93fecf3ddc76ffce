import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDateString, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { HOME_COUNTRY_CODES, type HomeCountryCode, TRIP_COST_LIMITS } from '@medtour/contracts';
import { emptyToNull, NotInFuture, PartialUpdate } from '../../../common/dto-fields.js';

const { maxFareUsd, maxVisaUsd, maxNightUsd, maxSourceLength, maxNoteLength } = TRIP_COST_LIMITS;

/** A home country (or nationality) of contracts' list. */
function HomeCountryField(label: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ enum: HOME_COUNTRY_CODES }),
    IsIn(HOME_COUNTRY_CODES, { message: `${label} must be one of ${HOME_COUNTRY_CODES.join(', ')}` }),
  );
}

/** A whole number of US dollars from `min` to `max`, its messages naming the field as staff read it. */
function WholeUsd(label: string, { min, max }: { min: 0 | 1; max: number }): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ minimum: min, maximum: max, description: 'Whole US dollars, per person' }),
    IsInt({ message: `${label} must be a whole number of US dollars` }),
    Min(min, { message: min === 0 ? `${label} cannot be negative` : `${label} must be more than 0` }),
    Max(max, { message: `${label} must be at most ${max.toLocaleString('en-US')}` }),
  );
}

const OptionalText = (label: string, maxLength: number): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ maxLength }),
    IsOptional(),
    Transform(emptyToNull),
    IsString({ message: `${label} must be text` }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
  );

/** What every figure has: the destination it is of, its date and where it comes from. */
class DatedFigureDto {
  @ApiProperty({ example: 'MY', description: 'The ISO code of a destination country' })
  @IsString({ message: 'Destination must be a country code' })
  @Matches(/^[A-Z]{2}$/, { message: 'Destination must be a country’s two-letter code (e.g. MY)' })
  destination!: string;

  @ApiProperty({ example: '2026-11-16', description: 'The date the figure is of (not in the future)' })
  @IsDateString({ strict: true }, { message: 'Date must be a date (YYYY-MM-DD)' })
  @NotInFuture()
  asOf!: string;

  @OptionalText('Source', maxSourceLength)
  source?: string | null;
}

/** `POST /api/admin/travel-fares`: a typical return economy fare per person. */
export class CreateTravelFareDto extends DatedFigureDto {
  @HomeCountryField('Home country')
  homeCountry!: HomeCountryCode;

  @WholeUsd('Lowest fare', { min: 1, max: maxFareUsd })
  minUsd!: number;

  @WholeUsd('Highest fare', { min: 1, max: maxFareUsd })
  maxUsd!: number;
}

/** `POST /api/admin/visa-costs`: what a visa costs a national (0: none needed). */
export class CreateVisaCostDto extends DatedFigureDto {
  @HomeCountryField('Nationality')
  nationality!: HomeCountryCode;

  @WholeUsd('Visa cost', { min: 0, max: maxVisaUsd })
  costUsd!: number;

  @OptionalText('Note', maxNoteLength)
  note?: string | null;
}

/** `POST /api/admin/accommodation-rates`: a typical night per person near the destination's hospitals. */
export class CreateAccommodationRateDto extends DatedFigureDto {
  @WholeUsd('Lowest night rate', { min: 1, max: maxNightUsd })
  nightMinUsd!: number;

  @WholeUsd('Highest night rate', { min: 1, max: maxNightUsd })
  nightMaxUsd!: number;
}

/** PUT bodies: the fields to change, validated as on create; the rest keep their value. */
export class UpdateTravelFareDto extends PartialUpdate(CreateTravelFareDto) {}
export class UpdateVisaCostDto extends PartialUpdate(CreateVisaCostDto) {}
export class UpdateAccommodationRateDto extends PartialUpdate(CreateAccommodationRateDto) {}
