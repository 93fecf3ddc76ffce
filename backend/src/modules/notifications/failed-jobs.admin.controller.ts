import { HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { Answers } from '../../openapi/answers.js';
import { AdminResourceController } from '../../common/admin-resource.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { FAILED_JOB_LIST, OutboxAdminService } from './outbox.admin.service.js';

/** `/api/admin/failed-jobs`: jobs that failed their last attempt (admins only), and their retry. */
export class FailedJobsAdminController extends AdminResourceController({
  name: 'failed-jobs',
  service: OutboxAdminService,
  list: FAILED_JOB_LIST,
  show: true,
}) {
  @Limit('staffNotify')
  @Answers('FailedJobRecord')
  @Post(':id/retry')
  @HttpCode(200)
  retry(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.service.retry(id, auth.userId);
  }
}
