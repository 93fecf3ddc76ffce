import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobRegistry } from '../../common/jobs/job-registry.js';
import { QUEUE_NAMES } from '../../queues/queues.js';
import { JobRunner } from './job-runner.js';
import { MailerService } from './mailer.service.js';
import { OutboxJobs } from './outbox.jobs.js';
import { OutboxRelay } from './outbox.relay.js';

/** Worker side of the outbox: the relay, the job registry and its runner, the mailer the email jobs use. */
@Global()
@Module({
  imports: [DiscoveryModule, BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name })))],
  providers: [OutboxRelay, JobRegistry, JobRunner, MailerService, OutboxJobs],
  exports: [MailerService],
})
export class NotificationsWorkerModule {}
