import { Injectable } from '@nestjs/common';
import { type HandlesJobs, type JobContext, type JobHandlerMap, JobHandlers } from '../../common/jobs/job-registry.js';
import { AppConfig } from '../../config/app-config.js';
import type { ContactEmailPayload } from '../../queues/queues.js';
import { MailerService, type RenderedEmail } from '../notifications/index.js';
import { coordinatorContact, readSiteSettings } from '../settings/index.js';
import { contactConfirmation, contactReceivedStaff } from './contact-emails.js';
import { ContactMessage } from './entities/contact-message.entity.js';

/** The two emails of a contact message: the whole message to the coordinators, a confirmation to the visitor. */
@JobHandlers()
@Injectable()
export class ContactJobs implements HandlesJobs {
  constructor(
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
  ) {}

  readonly jobs: JobHandlerMap = {
    'contact.received.staff': (payload, context) =>
      this.send(payload, context, (message) => contactReceivedStaff(message, this.config.staffEmail)),
    'contact.confirmation': async (payload, context) => {
      const site = await readSiteSettings(context.em, this.config);
      await this.send(payload, context, (message) => contactConfirmation(message, coordinatorContact(site, message.language)));
    },
  };

  private async send(
    { contactMessageId }: ContactEmailPayload,
    { em, jobId }: JobContext,
    render: (message: ContactMessage) => RenderedEmail,
  ) {
    const message = await em.findOne(ContactMessage, { id: contactMessageId });
    if (!message) return; // deleted since: nothing to send
    await this.mailer.send({ ...render(message), id: jobId });
  }
}
