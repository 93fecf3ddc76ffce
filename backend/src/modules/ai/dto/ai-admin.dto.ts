import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDateString, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import {
  AI_SYNONYM_LANGUAGES,
  type AiSynonymLanguage,
  CRISIS_LINE_NUMBER_MAX_LENGTH,
  CRISIS_LINE_NUMBER_MESSAGE,
  CRISIS_LINE_NUMBER_PATTERN,
} from '@medtour/contracts';
import { emptyToNull, NotInFuture, PartialUpdate } from '../../../common/dto-fields.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Body of POST /api/admin/ai-synonyms: a term and the one treatment or specialty it names. */
export class CreateSynonymDto {
  @ApiProperty({ example: 'kubadilisha nyonga' })
  @Transform(trim)
  // Listed bottom-up so that a missing or cleared term is named first (class-validator reports in that order).
  @MaxLength(100, { message: 'Term must be at most 100 characters' })
  @IsNotEmpty({ message: 'Term is required' })
  @IsString({ message: 'Term is required' })
  term!: string;

  @ApiProperty({ enum: AI_SYNONYM_LANGUAGES })
  @IsIn(AI_SYNONYM_LANGUAGES, { message: 'Please choose a language from the list' })
  language!: AiSynonymLanguage;

  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'Please choose a treatment from the list' })
  treatmentId?: string | null;

  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'Please choose a specialty from the list' })
  specializationId?: string | null;
}

/** PUT body: the fields to change, validated as on create (null too); the rest keep their value. */
export class UpdateSynonymDto extends PartialUpdate(CreateSynonymDto) {}

/**
 * What an emergency number and a crisis line both have: the country, as staff name it (the replies show it as typed),
 * and notes (hours, which service answers).
 */
abstract class CountryNumberDto {
  @ApiProperty({ example: 'Malaysia' })
  @Transform(trim)
  // Listed bottom-up, as the term above.
  @MaxLength(100, { message: 'Country must be at most 100 characters' })
  @IsNotEmpty({ message: 'Country is required' })
  @IsString({ message: 'Country is required' })
  country!: string;

  @ApiPropertyOptional({ example: '24 hours' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Notes must be text' })
  @MaxLength(200, { message: 'Notes must be at most 200 characters' })
  notes?: string | null;

  @ApiPropertyOptional({
    example: '2026-11-25',
    nullable: true,
    description: 'The day staff last checked the number works; null: not verified',
  })
  @IsOptional()
  @Transform(emptyToNull)
  @IsDateString({ strict: true }, { message: 'Verified on must be a date (YYYY-MM-DD)' })
  @NotInFuture()
  verifiedOn?: string | null;

  @ApiPropertyOptional({ example: 'Ministry of Health, helplines page', nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString({ message: 'Source must be text' })
  @MaxLength(300, { message: 'Source must be at most 300 characters' })
  source?: string | null;
}

/** Body of POST /api/admin/emergency-numbers. */
export class CreateEmergencyNumberDto extends CountryNumberDto {
  @ApiProperty({ example: '999' })
  @Transform(trim)
  @Matches(/^[0-9][0-9 /,+-]{0,39}$/, { message: 'Number must be digits (spaces, "/", "," and "-" allowed)' })
  @IsString({ message: 'Number is required' })
  number!: string;
}

/** PUT body: the fields to change, validated as on create (null too); the rest keep their value. */
export class UpdateEmergencyNumberDto extends PartialUpdate(CreateEmergencyNumberDto) {}

/** Body of POST /api/admin/crisis-lines (issue 29): a service people can call in a country, its number once there. */
export class CreateCrisisLineDto extends CountryNumberDto {
  @ApiProperty({ example: 'Befrienders KL' })
  @Transform(trim)
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  name!: string;

  @ApiProperty({ example: '03-7627 2929' })
  @Transform(trim)
  @MaxLength(CRISIS_LINE_NUMBER_MAX_LENGTH, { message: `Number must be at most ${CRISIS_LINE_NUMBER_MAX_LENGTH} characters` })
  @Matches(CRISIS_LINE_NUMBER_PATTERN, { message: CRISIS_LINE_NUMBER_MESSAGE })
  @IsString({ message: 'Number is required' })
  number!: string;
}

/** PUT body: the fields to change, validated as on create (null too); the rest keep their value. */
export class UpdateCrisisLineDto extends PartialUpdate(CreateCrisisLineDto) {}
