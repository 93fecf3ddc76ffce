import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Answers } from '../../openapi/answers.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { DIFFERENCE_LIST, ReconciliationService } from './reconciliation.service.js';

/** `/api/admin/reconciliation`: what reconciliation found (react-admin simple REST), its last run, and a run now (admins). */
@ApiTags('admin')
@Controller('admin/reconciliation')
export class ReconciliationAdminController {
  constructor(private readonly reconciliation: ReconciliationService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, DIFFERENCE_LIST);
    const { rows, total } = await this.reconciliation.list(parsed);
    setContentRange(res, 'reconciliation', parsed.offset, rows.length, total);
    return rows;
  }

  @Answers('ReconciliationStatus')
  @Get('status')
  status() {
    return this.reconciliation.status();
  }

  /** Runs it now (it asks Stripe for every charge of the window: limited like the other back-office calls that reach out). */
  @Limit('staffNotify')
  @Answers('ReconciliationRunRecord')
  @Post('run')
  @HttpCode(200)
  run() {
    return this.reconciliation.runNow();
  }
}
