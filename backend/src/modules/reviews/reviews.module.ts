import { Module } from '@nestjs/common';
import { BookingReviewEffects } from './booking-effects.js';
import { ReviewsAdminController } from './reviews.admin.controller.js';
import { ReviewsAdminService } from './reviews.admin.service.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsService } from './reviews.service.js';
import { ScrapeRunsAdminController } from './scrape-runs.admin.controller.js';
import { ScrapeRunsService } from './scrape-runs.service.js';

@Module({
  controllers: [ReviewsController, ReviewsAdminController, ScrapeRunsAdminController],
  providers: [ReviewsService, ReviewsAdminService, ScrapeRunsService, BookingReviewEffects],
})
export class ReviewsModule {}
