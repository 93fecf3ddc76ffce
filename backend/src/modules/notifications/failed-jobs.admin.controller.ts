import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { FAILED_JOB_LIST, OutboxAdminService } from './outbox.admin.service.js';

/** `/api/admin/failed-jobs`: jobs that failed their last attempt (admins only), and their retry. */
@ApiTags('admin')
@Controller('admin/failed-jobs')
export class FailedJobsAdminController {
  constructor(private readonly outbox: OutboxAdminService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, FAILED_JOB_LIST);
    const { rows, total } = await this.outbox.list(parsed);
    setContentRange(res, 'failed-jobs', parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.outbox.get(id);
  }

  @Limit('staffNotify')
  @Answers('FailedJobRecord')
  @Post(':id/retry')
  @HttpCode(200)
  retry(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.outbox.retry(id, auth.userId);
  }
}
