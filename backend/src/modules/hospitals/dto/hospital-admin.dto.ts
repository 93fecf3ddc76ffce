import { applyDecorators } from '@nestjs/common';
import type { HospitalText, Translations } from '@medtour/contracts';
import { HOSPITAL_TEXT, TranslationsOf } from '../../catalogue/index.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateNested,
} from 'class-validator';
import { listOrEmpty, OptionalNotNull, PartialUpdate, TextList } from '../../../common/dto-fields.js';
import { trimText } from '../../../common/trim-text.js';

const clean = ({ value }: { value: unknown }) => trimText(value);
/** Spec §5: an empty number field is stored as null; otherwise it must be a whole number. */
const optionalInteger = ({ value }: { value: unknown }) => {
  if (value === '' || value === null || value === undefined) return null;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return value;
};
const emptyToNull = ({ value }: { value: unknown }) => {
  const cleaned = trimText(value);
  return cleaned === '' ? null : cleaned;
};

const emptyNumberToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

/** A success rate: a percentage from 0 to 100 with two decimals at most, or empty (null). */
function SuccessRate(): PropertyDecorator {
  const outOfRange = 'Success rate must be between 0 and 100';
  return applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true }),
    IsOptional(),
    Transform(emptyNumberToNull),
    IsNumber({ maxDecimalPlaces: 2 }, { message: 'Success rate must be a number between 0 and 100' }),
    Min(0, { message: outOfRange }),
    Max(100, { message: outOfRange }),
  );
}

/** The field is not below the number in `otherField` of the same object (either may be empty). */
function NotBelow(otherField: string, message: string): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'notBelow',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: {
        validate: (value: unknown, args) => {
          const other = (args?.object as Record<string, unknown>)[otherField];
          return typeof value !== 'number' || typeof other !== 'number' || value >= other;
        },
      },
    });
}

/** A specialty the hospital treats (back office → hospital → Offerings). */
export class SpecialtyOfferDto {
  @ApiProperty() @IsUUID('all', { message: 'Please choose a specialty from the list' }) specializationId!: string;
  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Transform(optionalInteger)
  @IsInt({ message: 'Experience must be a whole number of years' })
  @Min(0, { message: 'Experience must be between 0 and 200 years' })
  @Max(200, { message: 'Experience must be between 0 and 200 years' })
  experienceYears?: number | null;
  @SuccessRate()
  successRatePercentage?: number | null;
}

/** A treatment the hospital offers, at its own price. */
export class TreatmentOfferDto {
  @ApiProperty() @IsUUID('all', { message: 'Please choose a treatment from the list' }) treatmentId!: string;
  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Transform(optionalInteger)
  @IsInt({ message: 'Minimum cost must be a whole number of US dollars' })
  @Min(0, { message: 'Minimum cost cannot be negative' })
  @Max(10_000_000, { message: 'Minimum cost must be at most $10,000,000' })
  minCostUsd?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Transform(optionalInteger)
  @IsInt({ message: 'Maximum cost must be a whole number of US dollars' })
  @Min(0, { message: 'Maximum cost cannot be negative' })
  @Max(10_000_000, { message: 'Maximum cost must be at most $10,000,000' })
  @NotBelow('minCostUsd', 'Maximum cost must be at least the minimum cost')
  maxCostUsd?: number | null;
  /** Left out or empty means none yet (stored as 0). */
  @ApiPropertyOptional({ type: Number })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' || value === null || value === undefined ? 0 : optionalInteger({ value })))
  @IsInt({ message: 'Cases completed must be a whole number' })
  @Min(0, { message: 'Cases completed cannot be negative' })
  @Max(10_000_000, { message: 'Cases completed must be at most 10,000,000' })
  casesCompleted?: number;
  @SuccessRate()
  averageSuccessRate?: number | null;
}

/** The Add Hospital form of the back office. */
export class CreateHospitalDto {
  @ApiProperty() @Transform(clean) @IsString() @IsNotEmpty({ message: 'Name is required' }) @MaxLength(200) name!: string;
  @ApiProperty() @Transform(clean) @IsString() @IsNotEmpty({ message: 'City is required' }) @MaxLength(100) city!: string;
  @ApiProperty() @IsUUID('all', { message: 'Please choose a country' }) countryId!: string;
  @ApiPropertyOptional() @IsOptional() @Transform(emptyToNull) @IsString() @MaxLength(500) address?: string | null;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(/^[+()0-9 .-]{5,40}$/, { message: 'Please enter a valid phone number' })
  phone?: string | null;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email?: string | null;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'Website must be an http(s) URL' })
  @MaxLength(500)
  website?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(emptyToNull) @IsString() @MaxLength(5000) description?: string | null;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(optionalInteger)
  @IsInt({ message: 'Bed capacity must be a whole number' })
  @Min(0)
  @Max(100_000)
  bedCapacity?: number | null;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(optionalInteger)
  @IsInt({ message: 'Staff count must be a whole number' })
  @Min(0)
  @Max(1_000_000)
  staffCount?: number | null;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(optionalInteger)
  @IsInt({ message: 'Doctor count must be a whole number' })
  @Min(0)
  @Max(100_000)
  doctorCount?: number | null;
  @ApiPropertyOptional() @IsOptional() @Transform(optionalInteger) @IsInt() @Min(1800) @Max(2100) establishedYear?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Transform(emptyNumberToNull)
  @IsNumber({ maxDecimalPlaces: 1 }, { message: 'Rating must be a number from 0 to 5 with one decimal' })
  @Min(0, { message: 'Rating must be between 0 and 5' })
  @Max(5, { message: 'Rating must be between 0 and 5' })
  rating?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(200, { message: 'Rating source must be at most 200 characters' })
  ratingSource?: string | null;
  @SuccessRate()
  successRatePercentage?: number | null;
  // Lists: null is a cleared list (stored empty); booleans: null is refused like any non-boolean.
  @TextList({ maxItems: 20, maxLength: 100 })
  accreditations?: string[];
  @TextList({ maxItems: 20, maxLength: 60 })
  languages?: string[];
  @TextList({ maxItems: 20, maxLength: 200 })
  features?: string[];
  // Offerings: the whole list is given (null clears it); each item is checked, then the service
  // refuses unknown or repeated specialties and treatments.
  @ApiPropertyOptional({ type: [SpecialtyOfferDto] })
  @IsOptional()
  @Transform(listOrEmpty(false))
  @ArrayMaxSize(60, { message: 'A hospital can list at most 60 specialties' })
  @IsArray({ message: 'Specialties must be a list' })
  @ValidateNested({ each: true })
  @Type(() => SpecialtyOfferDto)
  specializations?: SpecialtyOfferDto[];
  @ApiPropertyOptional({ type: [TreatmentOfferDto] })
  @IsOptional()
  @Transform(listOrEmpty(false))
  @ArrayMaxSize(300, { message: 'A hospital can list at most 300 treatments' })
  @IsArray({ message: 'Treatments must be a list' })
  @ValidateNested({ each: true })
  @Type(() => TreatmentOfferDto)
  treatments?: TreatmentOfferDto[];
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean({ message: 'isActive must be true or false' }) isActive?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean({ message: 'featured must be true or false' }) featured?: boolean;
  @TranslationsOf(HOSPITAL_TEXT) translations?: Translations<HospitalText>;
}

/**
 * PUT body: the fields to change, validated as on create (an explicit null is checked too); the
 * fields left out keep their value, any other field is refused.
 */
export class UpdateHospitalDto extends PartialUpdate(CreateHospitalDto) {}
