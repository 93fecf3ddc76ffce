import { Module } from '@nestjs/common';
import { ReviewsAdminController } from './reviews.admin.controller.js';
import { ReviewsAdminService } from './reviews.admin.service.js';
import { ScrapeRunsAdminController } from './scrape-runs.admin.controller.js';
import { ScrapeRunsService } from './scrape-runs.service.js';

@Module({ controllers: [ReviewsAdminController, ScrapeRunsAdminController], providers: [ReviewsAdminService, ScrapeRunsService] })
export class ReviewsModule {}
