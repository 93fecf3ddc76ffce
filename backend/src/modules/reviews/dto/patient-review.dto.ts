import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { API_MESSAGES, REVIEW_LIMITS } from '@medtour/contracts';
import { OptionalNotNull } from '../../../common/dto-fields.js';
import { trimText } from '../../../common/trim-text.js';

const RATING = API_MESSAGES.reviewRatingRange;
const TEXT_REQUIRED = API_MESSAGES.reviewTextRequired;
const TEXT_TOO_LONG = API_MESSAGES.reviewTextTooLong.replace('{max}', String(REVIEW_LIMITS.textMax));

/** A patient's review of their completed booking (POST writes it, PUT replaces it while it can be edited). */
export class PatientReviewDto {
  @ApiProperty({ minimum: REVIEW_LIMITS.ratingMin, maximum: REVIEW_LIMITS.ratingMax, description: 'Whole stars' })
  @IsInt({ message: RATING })
  @Min(REVIEW_LIMITS.ratingMin, { message: RATING })
  @Max(REVIEW_LIMITS.ratingMax, { message: RATING })
  rating!: number;

  @ApiProperty({ maxLength: REVIEW_LIMITS.textMax })
  @Transform(({ value }) => trimText(value))
  // The first constraint applied (the bottom one) names a missing text "required", not "too long".
  @MaxLength(REVIEW_LIMITS.textMax, { message: TEXT_TOO_LONG })
  @IsString({ message: TEXT_REQUIRED })
  @IsNotEmpty({ message: TEXT_REQUIRED })
  text!: string;

  @ApiPropertyOptional({ default: false, description: 'The patient agrees to its being featured as a success story' })
  @OptionalNotNull()
  @IsBoolean({ message: 'successStoryConsent must be true or false' })
  successStoryConsent?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Shown as "Anonymous patient", without first name and country' })
  @OptionalNotNull()
  @IsBoolean({ message: 'isAnonymous must be true or false' })
  isAnonymous?: boolean;
}
