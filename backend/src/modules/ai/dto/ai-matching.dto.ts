import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AI_MATCHING_LIMITS, LOCALES, type Locale, splitConditions } from '@medtour/contracts';
import { trimText } from '../../../common/trim-text.js';

const { maxConditions, maxConditionLength, maxTextLength } = AI_MATCHING_LIMITS;

/** Spec §7 ai-treatment-matching: the conditions (a list, or the form's comma-separated text), preferences and budget. */
export class AiMatchingDto {
  @ApiProperty({ type: [String], maxItems: maxConditions })
  // Spec §5: split on commas, trimmed, empties dropped (a list's items too, so "a, b" in one item counts twice).
  @Transform(({ value }) =>
    typeof value === 'string'
      ? splitConditions(value)
      : Array.isArray(value) && value.every((v) => typeof v === 'string')
        ? value.flatMap(splitConditions)
        : value,
  )
  @IsArray({ message: 'Please enter at least one medical condition' })
  @ArrayMinSize(1, { message: 'Please enter at least one medical condition' })
  @ArrayMaxSize(maxConditions, { message: `Please enter at most ${maxConditions} conditions` })
  @IsString({ each: true, message: 'Please enter at least one medical condition' })
  @MaxLength(maxConditionLength, { each: true, message: `Each condition must be at most ${maxConditionLength} characters` })
  medicalConditions!: string[];

  @ApiPropertyOptional({ maxLength: maxTextLength })
  @IsOptional()
  @Transform(({ value }) => trimText(value))
  @IsString({ message: 'Preferences must be text' })
  @MaxLength(maxTextLength, { message: `Preferences must be at most ${maxTextLength} characters` })
  preferences?: string;

  @ApiPropertyOptional({ maxLength: maxTextLength })
  @IsOptional()
  @Transform(({ value }) => trimText(value))
  @IsString({ message: 'Budget must be text' })
  @MaxLength(maxTextLength, { message: `Budget must be at most ${maxTextLength} characters` })
  budget?: string;

  /** The language of the page asked from: safety guidance is written in it. English when absent. */
  @ApiPropertyOptional({ enum: LOCALES })
  @IsOptional()
  @IsIn(LOCALES, { message: `language must be one of ${LOCALES.join(', ')}` })
  language?: Locale;
}
