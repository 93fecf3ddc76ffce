import { Module } from '@nestjs/common';
import { ReviewsAdminController } from './reviews.admin.controller.js';
import { ReviewsAdminService } from './reviews.admin.service.js';

@Module({ controllers: [ReviewsAdminController], providers: [ReviewsAdminService] })
export class ReviewsModule {}
