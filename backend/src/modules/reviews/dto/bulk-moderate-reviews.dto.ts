import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsObject, IsUUID } from 'class-validator';
import { REVIEW_BULK_MAX_IDS } from '@medtour/contracts';
import { OptionalNotNull } from '../../../common/dto-fields.js';

/** The states a bulk action moves reviews to (back to pending is one review at a time). */
export const REVIEW_BULK_STATUSES = ['published', 'rejected'] as const;

/**
 * Publish or reject reviews in bulk: the selected rows (`ids`) or every review of a scrape run
 * (`scrapeRunId`), exactly one of them (the service checks that, as it concerns two fields).
 */
export class BulkModerateReviewsDto {
  @ApiProperty({ enum: REVIEW_BULK_STATUSES })
  @IsIn(REVIEW_BULK_STATUSES, { message: `Status must be one of ${REVIEW_BULK_STATUSES.join(', ')}` })
  status!: (typeof REVIEW_BULK_STATUSES)[number];

  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: REVIEW_BULK_MAX_IDS })
  @OptionalNotNull()
  @IsUUID('all', { each: true, message: 'Each selected review must be a review id' })
  @ArrayMaxSize(REVIEW_BULK_MAX_IDS, { message: `Select at most ${REVIEW_BULK_MAX_IDS} reviews at a time` })
  @ArrayMinSize(1, { message: 'Select at least one review' })
  @IsArray({ message: 'The selected reviews must be a list of review ids' })
  ids?: string[];

  @ApiPropertyOptional({ format: 'uuid' })
  @OptionalNotNull()
  @IsUUID('all', { message: 'The scrape run must be a run id' })
  scrapeRunId?: string;

  /**
   * The version each selected review was read at (ReviewRecord.contentVersion), by id: a publish is
   * refused (409, nothing published) when one moved on. Required for verified patients' reviews.
   */
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'integer', minimum: 1 } })
  @OptionalNotNull()
  @IsObject({ message: 'versions must map each selected review id to the version read' })
  versions?: Record<string, number>;
}
