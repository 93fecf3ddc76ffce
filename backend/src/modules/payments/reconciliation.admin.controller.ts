import { Get, HttpCode, Post } from '@nestjs/common';
import { Answers } from '../../openapi/answers.js';
import { AdminResourceController } from '../../common/admin-resource.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { DIFFERENCE_LIST, ReconciliationService } from './reconciliation.service.js';

/** `/api/admin/reconciliation`: what reconciliation found (react-admin simple REST), its last run, and a run now (admins). */
export class ReconciliationAdminController extends AdminResourceController({
  name: 'reconciliation',
  service: ReconciliationService,
  list: DIFFERENCE_LIST,
}) {
  @Answers('ReconciliationStatus')
  @Get('status')
  status() {
    return this.service.status();
  }

  /** Runs it now (it asks Stripe for every charge of the window: limited like the other back-office calls that reach out). */
  @Limit('staffNotify')
  @Answers('ReconciliationRunRecord')
  @Post('run')
  @HttpCode(200)
  run() {
    return this.service.runNow();
  }
}
