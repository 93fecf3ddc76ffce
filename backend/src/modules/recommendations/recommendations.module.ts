import { Module } from '@nestjs/common';
import { AssessmentsModule } from '../assessments/index.js';
import { UnderstandingModule } from '../understanding/index.js';
import { CurrenciesModule } from '../currencies/index.js';
import { ConditionMappingsAdminController } from './condition-mappings.admin.controller.js';
import { ConditionMappingsService } from './condition-mappings.service.js';
import { MatchingService } from './matching.service.js';
import { RecommendationsController } from './recommendations.controller.js';
import { RecommendationsService } from './recommendations.service.js';

@Module({
  imports: [AssessmentsModule, CurrenciesModule, UnderstandingModule],
  controllers: [RecommendationsController, ConditionMappingsAdminController],
  providers: [RecommendationsService, MatchingService, ConditionMappingsService],
  exports: [MatchingService],
})
export class RecommendationsModule {}
