import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { EMAIL_QUEUE, SCRAPE_QUEUE } from '../../queues/queues.js';
import { EmailProcessor } from './email.processor.js';
import { MailerService } from './mailer.service.js';
import { OutboxRelay } from './outbox.relay.js';

/** Worker side of notifications: the outbox relay, the mailer and the email processor. */
@Module({
  imports: [BullModule.registerQueue({ name: EMAIL_QUEUE }, { name: SCRAPE_QUEUE })],
  providers: [OutboxRelay, MailerService, EmailProcessor],
  exports: [OutboxRelay],
})
export class NotificationsWorkerModule {}
