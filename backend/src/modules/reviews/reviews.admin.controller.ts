import { Body, HttpCode, Post, Get } from '@nestjs/common';
import { Answers } from '../../openapi/answers.js';
import { AdminResourceController } from '../../common/admin-resource.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { BulkModerateReviewsDto } from './dto/bulk-moderate-reviews.dto.js';
import { UpdateReviewDto } from './dto/update-review.dto.js';
import { REVIEW_LIST, ReviewsAdminService } from './reviews.admin.service.js';

/** `/api/admin/reviews`: moderators and admins moderate; only admins delete. */
export class ReviewsAdminController extends AdminResourceController({
  name: 'reviews',
  service: ReviewsAdminService,
  list: REVIEW_LIST,
  show: true,
  update: UpdateReviewDto,
  delete: true,
}) {
  @Answers('ReviewStats')
  @Get('stats')
  stats() {
    return this.service.stats();
  }

  /**
   * Publishes or rejects the selected reviews (`ids`) or a whole scrape run (`scrapeRunId`); answers
   * how many changed (those already in that state are left alone).
   */
  @Answers('ReviewBulkResult')
  @HttpCode(200)
  @Post('bulk')
  bulk(@Body() body: BulkModerateReviewsDto, @CurrentAuth() auth: AuthContext) {
    return this.service.bulk(body, auth.userId);
  }
}
