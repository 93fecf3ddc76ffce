import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AI_CHAT_LIMITS, AI_MESSAGE_MAX_LENGTH, type AiSettingsView } from '@medtour/contracts';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { AppConfig } from '../../config/app-config.js';
import { AiChatService } from './ai-chat.service.js';
import { AiIndexService } from './ai-index.service.js';
import { AI_CONVERSATION_LIST, AiTablesService, EMERGENCY_NUMBER_LIST, SYNONYM_LIST } from './ai-tables.service.js';
import { CreateEmergencyNumberDto, CreateSynonymDto, UpdateEmergencyNumberDto, UpdateSynonymDto } from './dto/ai-admin.dto.js';

/** `/api/admin/ai-synonyms` (react-admin simple REST, admins). */
@ApiTags('admin')
@Controller('admin/ai-synonyms')
export class AiSynonymsAdminController {
  constructor(private readonly tables: AiTablesService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, SYNONYM_LIST);
    const { rows, total } = await this.tables.listSynonyms(parsed);
    setContentRange(res, 'ai-synonyms', parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.tables.getSynonym(id);
  }

  @Post()
  create(@Body() body: CreateSynonymDto, @CurrentAuth() auth: AuthContext) {
    return this.tables.createSynonym(body, auth.userId);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateSynonymDto, @CurrentAuth() auth: AuthContext) {
    return this.tables.updateSynonym(id, body, auth.userId);
  }

  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.tables.removeSynonym(id, auth.userId);
  }
}

/** `/api/admin/emergency-numbers` (react-admin simple REST, admins). */
@ApiTags('admin')
@Controller('admin/emergency-numbers')
export class EmergencyNumbersAdminController {
  constructor(private readonly tables: AiTablesService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, EMERGENCY_NUMBER_LIST);
    const { rows, total } = await this.tables.listNumbers(parsed);
    setContentRange(res, 'emergency-numbers', parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.tables.getNumber(id);
  }

  @Post()
  create(@Body() body: CreateEmergencyNumberDto, @CurrentAuth() auth: AuthContext) {
    return this.tables.createNumber(body, auth.userId);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateEmergencyNumberDto, @CurrentAuth() auth: AuthContext) {
    return this.tables.updateNumber(id, body, auth.userId);
  }

  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.tables.removeNumber(id, auth.userId);
  }
}

/** `/api/admin/ai-conversations`: counts per conversation (admins), never the messages' text. */
@ApiTags('admin')
@Controller('admin/ai-conversations')
export class AiConversationsAdminController {
  constructor(private readonly tables: AiTablesService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, AI_CONVERSATION_LIST);
    const { rows, total } = await this.tables.listConversations(parsed);
    setContentRange(res, 'ai-conversations', parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.tables.getConversation(id);
  }
}

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
