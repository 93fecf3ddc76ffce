import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { AI_SYNONYM_LANGUAGES, type AiSynonymLanguage } from '@medtour/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Body of POST /api/admin/ai-synonyms: a term and the one treatment or specialty it names. */
export class CreateSynonymDto {
  @ApiProperty({ example: 'kubadilisha nyonga' })
  @Transform(trim)
  @IsString({ message: 'Term is required' })
  @IsNotEmpty({ message: 'Term is required' })
  @MaxLength(100, { message: 'Term must be at most 100 characters' })
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

export class UpdateSynonymDto extends PartialType(CreateSynonymDto) {}

/** Body of POST /api/admin/emergency-numbers. */
export class CreateEmergencyNumberDto {
  @ApiProperty({ example: 'Malaysia' })
  @Transform(trim)
  @IsString({ message: 'Country is required' })
  @IsNotEmpty({ message: 'Country is required' })
  @MaxLength(100, { message: 'Country must be at most 100 characters' })
  country!: string;

  @ApiProperty({ example: '999' })
  @Transform(trim)
  @IsString({ message: 'Number is required' })
  @Matches(/^[0-9][0-9 /,+-]{0,39}$/, { message: 'Number must be digits (spaces, "/", "," and "-" allowed)' })
  number!: string;

  @ApiPropertyOptional({ example: 'Police and ambulance; 112 from a mobile' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Notes must be text' })
  @MaxLength(200, { message: 'Notes must be at most 200 characters' })
  notes?: string | null;
}

export class UpdateEmergencyNumberDto extends PartialType(CreateEmergencyNumberDto) {}
