import { Module } from '@nestjs/common';
import { AssessmentsModule } from '../assessments/assessments.module.js';
import { RecommendationsController } from './recommendations.controller.js';
import { RecommendationsService } from './recommendations.service.js';

@Module({ imports: [AssessmentsModule], controllers: [RecommendationsController], providers: [RecommendationsService] })
export class RecommendationsModule {}
