import { Module } from '@nestjs/common';
import { AssessmentsModule } from '../assessments/assessments.module.js';
import { UnderstandingModule } from '../ai/understanding/understanding.module.js';
import { CurrenciesModule } from '../currencies/currencies.module.js';
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
