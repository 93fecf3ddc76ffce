import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { AiChatService } from './ai-chat.service.js';
import { AiIndexService } from './ai-index.service.js';
import { AiMatchingService } from './ai-matching.service.js';
import { AiSearchService } from './ai-search.service.js';
import { AiTablesService } from './ai-tables.service.js';
import {
  AiConversationsAdminController,
  AiSettingsAdminController,
  AiSynonymsAdminController,
  EmergencyNumbersAdminController,
} from './ai.admin.controller.js';
import { AiController } from './ai.controller.js';

/** The AI health assistant and AI treatment matching, grounded in our catalogue (retrieval from PostgreSQL). */
@Module({
  imports: [PaymentsModule],
  controllers: [
    AiController,
    AiSynonymsAdminController,
    EmergencyNumbersAdminController,
    AiConversationsAdminController,
    AiSettingsAdminController,
  ],
  providers: [AiIndexService, AiSearchService, AiChatService, AiMatchingService, AiTablesService],
})
export class AiModule {}
