import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AI_CHAT_LIMITS, AI_MESSAGE_MAX_LENGTH, type AiSettingsView } from '@medtour/contracts';
import { AdminResourceController } from '../../common/admin-resource.js';
import { Answers } from '../../openapi/answers.js';
import { AppConfig } from '../../config/app-config.js';
import { AiChatService } from './ai-chat.service.js';
import { AiIndexService } from '../understanding/index.js';
import {
  AI_CONVERSATION_LIST,
  AiConversationsService,
  AiSynonymsService,
  CRISIS_LINE_LIST,
  CrisisLinesService,
  EMERGENCY_NUMBER_LIST,
  EmergencyNumbersService,
  SYNONYM_LIST,
} from './ai-tables.service.js';
import {
  CreateCrisisLineDto,
  CreateEmergencyNumberDto,
  CreateSynonymDto,
  UpdateCrisisLineDto,
  UpdateEmergencyNumberDto,
  UpdateSynonymDto,
} from './dto/ai-admin.dto.js';

/** `/api/admin/ai-synonyms` (admins). */
export class AiSynonymsAdminController extends AdminResourceController({
  name: 'ai-synonyms',
  service: AiSynonymsService,
  list: SYNONYM_LIST,
  show: true,
  create: CreateSynonymDto,
  update: UpdateSynonymDto,
  delete: true,
}) {}

/** `/api/admin/emergency-numbers` (admins). */
export class EmergencyNumbersAdminController extends AdminResourceController({
  name: 'emergency-numbers',
  service: EmergencyNumbersService,
  list: EMERGENCY_NUMBER_LIST,
  show: true,
  create: CreateEmergencyNumberDto,
  update: UpdateEmergencyNumberDto,
  delete: true,
}) {}

/** `/api/admin/crisis-lines` (issue 29): the self-harm reply's crisis lines (admins). */
export class CrisisLinesAdminController extends AdminResourceController({
  name: 'crisis-lines',
  service: CrisisLinesService,
  list: CRISIS_LINE_LIST,
  show: true,
  create: CreateCrisisLineDto,
  update: UpdateCrisisLineDto,
  delete: true,
}) {}

/** `/api/admin/ai-conversations`: counts per conversation (admins), never the messages' text; each read audited (emergency hits are health data). */
export class AiConversationsAdminController extends AdminResourceController({
  name: 'ai-conversations',
  service: AiConversationsService,
  list: AI_CONVERSATION_LIST,
  show: true,
}) {}

/** `/api/admin/ai-settings`: the engine in use, its model and the limits (from the configuration; read-only). */
@ApiTags('admin')
@Controller('admin/ai-settings')
export class AiSettingsAdminController {
  constructor(
    private readonly chat: AiChatService,
    private readonly index: AiIndexService,
    private readonly config: AppConfig,
  ) {}

  @Answers('AiSettingsView')
  @Get()
  async get(): Promise<AiSettingsView> {
    await this.index.ensureCurrent();
    return {
      ...this.chat.engine,
      modelHost: this.config.ai ? new URL(this.config.ai.baseUrl).host : null,
      timeoutMs: this.config.aiTimeoutMs,
      limits: { perMinute: AI_CHAT_LIMITS.perMinute.limit, perDay: AI_CHAT_LIMITS.perDay.limit, maxMessageLength: AI_MESSAGE_MAX_LENGTH },
      ...(await this.index.state()),
    };
  }
}
