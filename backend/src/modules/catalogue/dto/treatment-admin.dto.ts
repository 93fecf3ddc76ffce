import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { OptionalNotNull, PartialUpdate, TextList } from '../../../common/dto-fields.js';
import { trimText } from '../../../common/trim-text.js';
import {
  EVIDENCE_LEVELS,
  type SpecializationText,
  TREATMENT_CATEGORIES,
  TREATMENT_TYPES,
  type Translations,
  type TreatmentText,
  type OptionalTripStep,
  TRIP_LIMITS,
} from '@medtour/contracts';
import { DayList, TripStepList } from './trip-config.dto.js';
import { SPECIALIZATION_TEXT, TranslationsOf, TREATMENT_TEXT } from '../translations.js';

const STAY_DAYS_MESSAGE = `The usual stay must be a whole number of days from ${TRIP_LIMITS.stayDays.min} to ${TRIP_LIMITS.stayDays.max}`;
const clean = ({ value }: { value: unknown }) => trimText(value);
/** Empty form inputs mean "not set". */
const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

export class CreateTreatmentDto {
  @ApiProperty() @Transform(clean) @IsString() @IsNotEmpty({ message: 'Name is required' }) @MaxLength(150) name!: string;
  @ApiProperty({ enum: TREATMENT_CATEGORIES })
  @IsIn(TREATMENT_CATEGORIES, { message: `Category must be one of ${TREATMENT_CATEGORIES.join(', ')}` })
  category!: string;
  @ApiPropertyOptional({ enum: TREATMENT_TYPES })
  @OptionalNotNull()
  @IsIn(TREATMENT_TYPES, { message: `Type must be one of ${TREATMENT_TYPES.join(', ')}` })
  type?: string;
  @ApiPropertyOptional({ enum: EVIDENCE_LEVELS })
  @OptionalNotNull()
  @IsIn(EVIDENCE_LEVELS, { message: `Evidence level must be one of ${EVIDENCE_LEVELS.join(', ')}` })
  evidenceLevel?: string;
  @ApiProperty() @Transform(clean) @IsString() @IsNotEmpty({ message: 'Description is required' }) @MaxLength(5000) description!: string;
  // Lists: null is a cleared list (stored empty); type, evidence level and isActive: null is refused.
  @TextList({ maxItems: 30, maxLength: 200 })
  procedures?: string[];
  @TextList({ maxItems: 30, maxLength: 200 })
  benefits?: string[];
  @ApiPropertyOptional() @IsOptional() @Transform(emptyToNull) @IsInt() @Min(0) @Max(3650) minDurationDays?: number | null;
  @ApiPropertyOptional() @IsOptional() @Transform(emptyToNull) @IsInt() @Min(0) @Max(3650) maxDurationDays?: number | null;
  @ApiPropertyOptional() @IsOptional() @Transform(emptyToNull) @IsInt() @Min(0) @Max(10_000_000) minCostUsd?: number | null;
  @ApiPropertyOptional() @IsOptional() @Transform(emptyToNull) @IsInt() @Min(0) @Max(10_000_000) maxCostUsd?: number | null;
  @ApiPropertyOptional() @IsOptional() @Transform(emptyToNull) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(100) successRatePercentage?:
    number | null;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean({ message: 'isActive must be true or false' }) isActive?: boolean;
  @TranslationsOf(TREATMENT_TEXT) translations?: Translations<TreatmentText>;
  // Its trip plans (issue 54): the optional steps, the usual stay, the aftercare check-ins.
  @TripStepList() tripSteps?: OptionalTripStep[];
  @ApiPropertyOptional()
  @OptionalNotNull({ message: STAY_DAYS_MESSAGE })
  @IsInt({ message: STAY_DAYS_MESSAGE })
  @Min(TRIP_LIMITS.stayDays.min, { message: STAY_DAYS_MESSAGE })
  @Max(TRIP_LIMITS.stayDays.max, { message: STAY_DAYS_MESSAGE })
  stayDays?: number;
  @DayList(TRIP_LIMITS.aftercareDays, 'Aftercare check-ins') aftercareDays?: number[];
}

/** PUT body: the fields to change, validated as on create (null too); the rest keep their value. */
export class UpdateTreatmentDto extends PartialUpdate(CreateTreatmentDto) {}

export class CreateSpecializationDto {
  @ApiProperty() @Transform(clean) @IsString() @IsNotEmpty({ message: 'Name is required' }) @MaxLength(100) name!: string;
  @ApiPropertyOptional() @IsOptional() @Transform(clean) @IsString() @MaxLength(2000) description?: string | null;
  @TranslationsOf(SPECIALIZATION_TEXT) translations?: Translations<SpecializationText>;
}

/** PUT body: the fields to change, validated as on create (null too); the rest keep their value. */
export class UpdateSpecializationDto extends PartialUpdate(CreateSpecializationDto) {}
