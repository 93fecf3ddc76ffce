import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { type DestinationText, type Translations, TRIP_LIMITS } from '@medtour/contracts';
import { DayList, NationalityList } from './trip-config.dto.js';
import { OptionalNotNull, PartialUpdate, TextList } from '../../../common/dto-fields.js';
import { DESTINATION_TEXT, TranslationsOf } from '../translations.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** Body of POST /api/admin/countries. */
export class CreateCountryDto {
  @ApiProperty({ example: 'Malaysia' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(100)
  name!: string;

  @ApiProperty({ example: 'MY', description: 'ISO 3166-1 alpha-2' })
  @Transform(upper)
  @IsString()
  @Matches(/^[A-Z]{2}$/, { message: 'Code must be two letters (ISO 3166-1 alpha-2)' })
  code!: string;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsBoolean({ message: 'isDestination must be true or false' })
  isDestination?: boolean;

  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(16) flag?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(100) capital?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(5000) description?: string | null;
  // Lists: null is a cleared list (stored empty).
  @TextList({ maxItems: 30, maxLength: 200, trim: false })
  highlights?: string[];
  @TextList({ maxItems: 50, maxLength: 100, trim: false })
  specialties?: string[];
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(100) avgCostSavingMinPct?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(100) avgCostSavingMaxPct?: number | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(2000) visaInfo?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(100) flightTimeFromAfrica?: string | null;
  @TextList({ maxItems: 30, maxLength: 60, trim: false })
  languages?: string[];
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(1) @Max(5) safetyRating?: number | null;
  @TranslationsOf(DESTINATION_TEXT) translations?: Translations<DestinationText>;
  // Its trip plans (issue 54): who needs a visa, and when patients are reminded before arrival.
  @NationalityList() visaNationalities?: string[];
  @DayList(TRIP_LIMITS.reminderDays, 'Reminders') reminderDays?: number[];
}

/**
 * Body of PUT /api/admin/countries/:id: the fields to change, validated as on create (an explicit
 * null is checked too); the fields left out keep their value, any other field is refused.
 */
export class UpdateCountryDto extends PartialUpdate(CreateCountryDto) {}
