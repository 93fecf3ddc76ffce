import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/index.js';
import { CurrenciesModule } from '../currencies/index.js';
import { PaymentsModule } from '../payments/index.js';
import { RecommendationsModule } from '../recommendations/index.js';
import { AiChatService } from './ai-chat.service.js';
import { AiMatchingService } from './ai-matching.service.js';
import { AiSearchService } from './ai-search.service.js';
import { AiConversationsService, AiSynonymsService, CrisisLinesService, EmergencyNumbersService } from './ai-tables.service.js';
import {
  AiConversationsAdminController,
  AiSettingsAdminController,
  AiSynonymsAdminController,
  CrisisLinesAdminController,
  EmergencyNumbersAdminController,
} from './ai.admin.controller.js';
import { AiController } from './ai.controller.js';
import { BuiltInEngine } from './understanding/built-in-engine.js';
import { UnderstandingModule } from '../understanding/index.js';

/** The AI health assistant and AI treatment matching, grounded in our catalogue (retrieval from PostgreSQL). */
@Module({
  // Premium matching ranks hospitals as the recommendations do; the chat converts budgets at staff's rates and keeps
  // the offers it reads until the catalogue changes.
  imports: [PaymentsModule, RecommendationsModule, UnderstandingModule, CurrenciesModule, CatalogueModule],
  controllers: [
    AiController,
    AiSynonymsAdminController,
    EmergencyNumbersAdminController,
    CrisisLinesAdminController,
    AiConversationsAdminController,
    AiSettingsAdminController,
  ],
  providers: [
    AiSearchService,
    BuiltInEngine,
    AiChatService,
    AiMatchingService,
    AiSynonymsService,
    EmergencyNumbersService,
    CrisisLinesService,
    AiConversationsService,
  ],
})
export class AiModule {}
