import { Body, Controller, Delete, Get, Inject, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  AI_CHAT_LIMITS,
  AI_MESSAGE_MAX_LENGTH,
  type AiSettingsView,
  type CrisisLineRecord,
  type EmergencyNumberRecord,
} from '@medtour/contracts';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { AppConfig } from '../../config/app-config.js';
import { AiChatService } from './ai-chat.service.js';
import { AiIndexService } from './ai-index.service.js';
import {
  AI_CONVERSATION_LIST,
  AiTablesService,
  CRISIS_LINE_TABLE,
  type CountryNumberTable,
  EMERGENCY_NUMBER_TABLE,
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
import type { CountryNumberRow } from './entities/country-number.entity.js';
import type { CrisisLine } from './entities/crisis-line.entity.js';
import type { EmergencyNumber } from './entities/emergency-number.entity.js';

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

/**
 * The reading and deleting routes of a table of numbers per country (react-admin simple REST, admins), shared by the
 * emergency numbers and the crisis lines; each subclass adds create and update with its own bodies (their types are
 * what the validation and the OpenAPI document read, so they stay on the subclass's methods).
 */
abstract class CountryNumbersAdminController<E extends CountryNumberRow, R> {
  protected abstract readonly table: CountryNumberTable<E, R>;
  // Injected as a property: the subclasses then need no constructor of their own.
  @Inject(AiTablesService) protected readonly tables!: AiTablesService;

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, this.table.list);
    const { rows, total } = await this.tables.listCountryNumbers(this.table, parsed);
    setContentRange(res, this.table.resource, parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.tables.getCountryNumber(this.table, id);
  }

  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.tables.removeCountryNumber(this.table, id, auth.userId);
  }
}

/** `/api/admin/emergency-numbers`. */
@ApiTags('admin')
@Controller('admin/emergency-numbers')
export class EmergencyNumbersAdminController extends CountryNumbersAdminController<EmergencyNumber, EmergencyNumberRecord> {
  protected readonly table = EMERGENCY_NUMBER_TABLE;

  @Post()
  create(@Body() body: CreateEmergencyNumberDto, @CurrentAuth() auth: AuthContext) {
    return this.tables.saveCountryNumber(this.table, null, body, auth.userId);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateEmergencyNumberDto, @CurrentAuth() auth: AuthContext) {
    return this.tables.saveCountryNumber(this.table, id, body, auth.userId);
  }
}

/** `/api/admin/crisis-lines` (issue 29): the self-harm reply's crisis lines. */
@ApiTags('admin')
@Controller('admin/crisis-lines')
export class CrisisLinesAdminController extends CountryNumbersAdminController<CrisisLine, CrisisLineRecord> {
  protected readonly table = CRISIS_LINE_TABLE;

  @Post()
  create(@Body() body: CreateCrisisLineDto, @CurrentAuth() auth: AuthContext) {
    return this.tables.saveCountryNumber(this.table, null, body, auth.userId);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateCrisisLineDto, @CurrentAuth() auth: AuthContext) {
    return this.tables.saveCountryNumber(this.table, id, body, auth.userId);
  }
}

/** `/api/admin/ai-conversations`: counts per conversation (admins), never the messages' text; each read audited (emergency hits are health data). */
@ApiTags('admin')
@Controller('admin/ai-conversations')
export class AiConversationsAdminController {
  constructor(private readonly tables: AiTablesService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @CurrentAuth() auth: AuthContext, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, AI_CONVERSATION_LIST);
    const { rows, total } = await this.tables.listConversations(parsed, auth.userId);
    setContentRange(res, 'ai-conversations', parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.tables.getConversation(id, auth.userId);
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
