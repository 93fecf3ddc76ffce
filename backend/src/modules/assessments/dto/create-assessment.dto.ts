import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { trimText } from '../../../common/trim-text.js';
import { ASSESSMENT_URGENCIES, BUDGET_RANGES, CONDITION_CATEGORIES, TEXT_LIMITS } from '@medtour/contracts';

const clean = ({ value }: { value: unknown }) => trimText(value);
const optionalText = ({ value }: { value: unknown }) => {
  const cleaned = trimText(value);
  return cleaned === '' || cleaned === null ? undefined : cleaned;
};
/** Custom destinations: trimmed, empty ones dropped, duplicates (any case) ignored. */
const destinations = ({ value }: { value: unknown }) => {
  if (!Array.isArray(value)) return value;
  const seen = new Set<string>();
  const result: unknown[] = [];
  for (const item of trimText(value)) {
    if (typeof item !== 'string') {
      result.push(item);
      continue;
    }
    const key = item.toLowerCase();
    if (item && !seen.has(key)) {
      seen.add(key);
      result.push(item);
    }
  }
  return result;
};

/** The health assessment form of spec §5, in camelCase. */
export class CreateAssessmentDto {
  @ApiProperty({ description: 'Client-generated once per form: a retried or double-clicked submit stores one assessment' })
  @IsUUID('all', { message: 'idempotencyKey must be a UUID' })
  idempotencyKey!: string;

  @ApiProperty({ enum: CONDITION_CATEGORIES })
  @IsIn(CONDITION_CATEGORIES, { message: 'Please choose a condition category' })
  conditionCategory!: (typeof CONDITION_CATEGORIES)[number];

  @ApiProperty()
  @Transform(clean)
  @IsString({ message: 'Please describe your symptoms' })
  @IsNotEmpty({ message: 'Please describe your symptoms' })
  @MaxLength(TEXT_LIMITS.longText)
  symptoms!: string;

  @ApiPropertyOptional() @IsOptional() @Transform(optionalText) @IsString() @MaxLength(TEXT_LIMITS.longText) currentMedications?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(optionalText) @IsString() @MaxLength(TEXT_LIMITS.longText) medicalHistory?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(optionalText) @IsString() @MaxLength(TEXT_LIMITS.longText) treatmentGoals?: string;

  @ApiProperty({ enum: ASSESSMENT_URGENCIES })
  @IsIn(ASSESSMENT_URGENCIES, { message: 'Please choose how urgent your treatment is' })
  urgencyLevel!: (typeof ASSESSMENT_URGENCIES)[number];

  @ApiPropertyOptional({ enum: BUDGET_RANGES })
  @IsOptional()
  @Transform(optionalText)
  @IsIn(BUDGET_RANGES, { message: 'Please choose a budget range from the list' })
  budgetRange?: (typeof BUDGET_RANGES)[number];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @Transform(destinations)
  @IsArray()
  @ArrayMaxSize(20, { message: 'Choose at most 20 destinations' })
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  preferredDestinations?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Ids of your uploaded medical records' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @IsUUID('all', { each: true })
  uploadedFiles?: string[];
}
