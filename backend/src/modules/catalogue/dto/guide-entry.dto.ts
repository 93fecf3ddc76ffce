import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { OptionalNotNull, PartialUpdate } from '../../../common/dto-fields.js';
import { trimText } from '../../../common/trim-text.js';
import {
  GUIDE_LIMITS,
  GUIDE_SECTIONS,
  GUIDE_TOPICS,
  type GuideEntryText,
  type GuideSection,
  type GuideTopic,
  type Translations,
} from '@medtour/contracts';
import { GUIDE_TEXT, TranslationsOf } from '../translations.js';

const clean = ({ value }: { value: unknown }) => trimText(value);
/** An emptied input clears a step's badge or time. */
const emptyToNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : trimText(value));

/** `POST /api/admin/guide-entries`. */
export class CreateGuideEntryDto {
  @ApiProperty({ enum: GUIDE_SECTIONS })
  @IsIn(GUIDE_SECTIONS, { message: `Section must be one of ${GUIDE_SECTIONS.join(', ')}` })
  section!: GuideSection;
  @ApiPropertyOptional({ description: 'Its place in its section, smallest first' })
  @OptionalNotNull()
  @IsInt({ message: 'Position must be a whole number' })
  @Min(0, { message: 'Position must be 0 or more' })
  @Max(GUIDE_LIMITS.position, { message: `Position must be at most ${GUIDE_LIMITS.position}` })
  position?: number;
  @ApiPropertyOptional({ enum: GUIDE_TOPICS, nullable: true, description: 'What it answers for the assistant; one entry per topic' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @IsIn(GUIDE_TOPICS, { message: `Topic must be one of ${GUIDE_TOPICS.join(', ')}` })
  topic?: GuideTopic | null;
  @ApiProperty({ description: 'The title, or the question' })
  @Transform(clean)
  @IsString()
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(GUIDE_LIMITS.title, { message: `Title must be at most ${GUIDE_LIMITS.title} characters` })
  title!: string;
  @ApiProperty({ description: 'The text, or the answer' })
  @Transform(clean)
  @IsString()
  @IsNotEmpty({ message: 'Text is required' })
  @MaxLength(GUIDE_LIMITS.body, { message: `Text must be at most ${GUIDE_LIMITS.body} characters` })
  body!: string;
  @ApiPropertyOptional({ description: "A journey step's badge" })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(GUIDE_LIMITS.badge, { message: `Badge must be at most ${GUIDE_LIMITS.badge} characters` })
  badge?: string | null;
  @ApiPropertyOptional({ description: "A journey step's estimated time" })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(GUIDE_LIMITS.time, { message: `Estimated time must be at most ${GUIDE_LIMITS.time} characters` })
  time?: string | null;
  @TranslationsOf(GUIDE_TEXT) translations?: Translations<GuideEntryText>;
}

/** PUT body: the fields to change, validated as on create (null too); the rest keep their value. */
export class UpdateGuideEntryDto extends PartialUpdate(CreateGuideEntryDto) {}
