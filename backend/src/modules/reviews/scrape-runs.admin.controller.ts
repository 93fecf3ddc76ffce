import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { CreateScrapeRunDto } from './dto/create-scrape-run.dto.js';
import { SCRAPE_RUN_LIST, ScrapeRunsService } from './scrape-runs.service.js';

/** `/api/admin/scrape-runs`: moderators and admins run the review scraper and see its history; admins see the queue's health. */
@ApiTags('admin')
@Controller('admin/scrape-runs')
export class ScrapeRunsAdminController {
  constructor(private readonly runs: ScrapeRunsService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, SCRAPE_RUN_LIST);
    const { rows, total } = await this.runs.list(parsed);
    setContentRange(res, 'scrape-runs', parsed.offset, rows.length, total);
    return rows;
  }

  /** The hospitals a scrape may be for (no demo ones): `?q=` searches their names. */
  @Answers('ScrapeHospitalList')
  @ApiQuery({ name: 'q', required: false, description: 'Part of the hospital name' })
  @Get('hospitals')
  hospitals(@Query('q') q: unknown) {
    return this.runs.hospitals(q);
  }

  @Answers('ScrapeQueueHealth')
  @Get('queue-health')
  queueHealth() {
    return this.runs.queueHealth();
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.runs.get(id);
  }

  /** Checks the URL and the hospital, then queues the scrape (201 with the run, status queued). */
  @Post()
  create(@Body() body: CreateScrapeRunDto, @CurrentAuth() auth: AuthContext) {
    return this.runs.create(body, auth.userId);
  }
}
