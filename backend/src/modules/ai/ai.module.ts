import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { RecommendationsModule } from '../recommendations/recommendations.module.js';
import { AiChatService } from './ai-chat.service.js';
import { AiIndexService } from './ai-index.service.js';
import { AiMatchingService } from './ai-matching.service.js';
import { AiSearchService } from './ai-search.service.js';
import { AiTablesService } from './ai-tables.service.js';
import {
  AiConversationsAdminController,
  AiSettingsAdminController,
  AiSynonymsAdminController,
  CrisisLinesAdminController,
  EmergencyNumbersAdminController,
} from './ai.admin.controller.js';
import { AiController } from './ai.controller.js';
import { AssistantCatalogue } from './understanding/catalogue.js';
import { BuiltInEngine } from './understanding/built-in-engine.js';

/** The AI health assistant and AI treatment matching, grounded in our catalogue (retrieval from PostgreSQL). */
@Module({
  // Premium matching reads conditions through the recommendations' relevance model and budgets through its rates.
  imports: [PaymentsModule, RecommendationsModule],
  controllers: [
    AiController,
    AiSynonymsAdminController,
    EmergencyNumbersAdminController,
    CrisisLinesAdminController,
    AiConversationsAdminController,
    AiSettingsAdminController,
  ],
  providers: [AiIndexService, AiSearchService, AssistantCatalogue, BuiltInEngine, AiChatService, AiMatchingService, AiTablesService],
})
export class AiModule {}
