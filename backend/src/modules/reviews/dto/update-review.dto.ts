import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { trimText } from '../../../common/trim-text.js';
import { OptionalNotNull } from '../../../common/dto-fields.js';
import { REVIEW_STATUSES } from '@medtour/contracts';

const clean = ({ value }: { value: unknown }) => trimText(value);

/**
 * Moderation of a review (PUT: the fields to change): the success-story flag, the publication
 * status, and the reviewer's name and text (a scraped review may need its name or a typo fixed).
 */
export class UpdateReviewDto {
  @ApiPropertyOptional()
  @OptionalNotNull()
  @Transform(clean)
  @MaxLength(150, { message: "The reviewer's name must be at most 150 characters" })
  @IsString({ message: "The reviewer's name is required" })
  @IsNotEmpty({ message: "The reviewer's name is required" })
  reviewerName?: string;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @Transform(clean)
  @MaxLength(5000, { message: 'The review must be at most 5000 characters' })
  @IsString({ message: 'The review text is required' })
  @IsNotEmpty({ message: 'The review text is required' })
  reviewText?: string;

  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean({ message: 'isSuccessStory must be true or false' }) isSuccessStory?: boolean;
  @ApiPropertyOptional({ enum: REVIEW_STATUSES })
  @OptionalNotNull()
  @IsIn(REVIEW_STATUSES, { message: `Status must be one of ${REVIEW_STATUSES.join(', ')}` })
  status?: (typeof REVIEW_STATUSES)[number];

  /** The version of the review the moderator read (ReviewRecord.contentVersion): a publish is refused (409) once it moved on. */
  @ApiPropertyOptional({ minimum: 1 })
  @OptionalNotNull()
  @Min(1, { message: 'contentVersion must be a whole number from 1' })
  @IsInt({ message: 'contentVersion must be a whole number from 1' })
  contentVersion?: number;
}
