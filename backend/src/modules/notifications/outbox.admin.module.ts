import { Module } from '@nestjs/common';
import { FailedJobsAdminController } from './failed-jobs.admin.controller.js';
import { OutboxAdminService } from './outbox.admin.service.js';

/** API side of the outbox: the dead letters in the back office. */
@Module({ controllers: [FailedJobsAdminController], providers: [OutboxAdminService] })
export class OutboxAdminModule {}
