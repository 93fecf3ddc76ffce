import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
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
} from 'class-validator';
import { OptionalNotNull, TextList } from '../../../common/dto-fields.js';
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
  @ApiPropertyOptional() @IsOptional() @IsNumber({ maxDecimalPlaces: 1 }) @Min(0) @Max(5) rating?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(100) successRatePercentage?: number | null;
  // Lists: null is a cleared list (stored empty); booleans: null is refused like any non-boolean.
  @TextList({ maxItems: 20, maxLength: 100 })
  accreditations?: string[];
  @TextList({ maxItems: 20, maxLength: 60 })
  languages?: string[];
  @TextList({ maxItems: 20, maxLength: 200 })
  features?: string[];
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean({ message: 'isActive must be true or false' }) isActive?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean({ message: 'featured must be true or false' }) featured?: boolean;
}

/**
 * PUT body: the fields to change, validated as on create (an explicit null is checked too); the
 * fields left out keep their value, any other field is refused.
 */
export class UpdateHospitalDto extends PartialType(CreateHospitalDto, { skipNullProperties: false }) {}
