import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { Answers } from '../../openapi/answers.js';
import { CreateGuideEntryDto, UpdateGuideEntryDto } from './dto/guide-entry.dto.js';
import { LanguageQueryDto } from './dto/language-query.dto.js';
import { GUIDE_ENTRY_LIST, GuideService } from './guide.service.js';

/** `GET /api/guide?lang=`: the patient guide's and the contact page's texts in a language (public). */
@ApiTags('catalogue')
@Controller('guide')
export class GuideController {
  constructor(private readonly guide: GuideService) {}

  @Answers('PatientGuide')
  @Get()
  read(@Query() query: LanguageQueryDto) {
    return this.guide.read(query.lang);
  }
}

/** `/api/admin/guide-entries` (react-admin simple REST, admin only). */
@ApiTags('admin')
@Controller('admin/guide-entries')
export class GuideEntriesAdminController {
  constructor(private readonly guide: GuideService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, GUIDE_ENTRY_LIST);
    const { rows, total } = await this.guide.list(parsed);
    setContentRange(res, 'guide-entries', parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.guide.get(id);
  }

  @Post()
  create(@Body() body: CreateGuideEntryDto, @CurrentAuth() auth: AuthContext) {
    return this.guide.save(null, body, auth.userId);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateGuideEntryDto, @CurrentAuth() auth: AuthContext) {
    return this.guide.save(id, body, auth.userId);
  }

  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.guide.remove(id, auth.userId);
  }
}
