import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { REVIEW_STATUSES } from '@medtour/contracts';

/** Moderation of a review (PUT: the fields to change): the success-story flag and the publication status. */
export class UpdateReviewDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'isSuccessStory must be true or false' }) isSuccessStory?: boolean;
  @ApiPropertyOptional({ enum: REVIEW_STATUSES })
  @IsOptional()
  @IsIn(REVIEW_STATUSES, { message: `Status must be one of ${REVIEW_STATUSES.join(', ')}` })
  status?: (typeof REVIEW_STATUSES)[number];
}
