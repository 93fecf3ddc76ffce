import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { AppConfig } from '../../config/app-config.js';
import { type AccountEmailPayload, type BookingEmailPayload, type ContactEmailPayload, EMAIL_JOBS, EMAIL_QUEUE, type OutboxJobData } from '../../queues/queues.js';
import { ContactMessage } from '../contact/entities/contact-message.entity.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import {
  accountExists, type BookingEmailFacts, bookingCancelledStaff, bookingCreatedPatient, bookingCreatedStaff, bookingMessage,
  bookingStatusChanged, contactConfirmation, contactReceivedStaff, invitation, passwordReset, type RenderedEmail, verifyEmail,
} from './email-templates.js';
import { Booking } from '../bookings/entities/booking.entity.js';
import { decryptText } from '../../common/crypto/encryption.js';
import { User } from '../users/entities/user.entity.js';
import { MailerService } from './mailer.service.js';

/** Sends the emails of the `email` queue. Idempotent: an outbox row already processed is skipped. */
@Processor(EMAIL_QUEUE)
export class EmailProcessor extends WorkerHost {
  private readonly logger = new Logger('EmailProcessor');

  constructor(
    private readonly em: EntityManager,
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async process(job: Job<OutboxJobData>): Promise<'sent' | 'skipped'> {
    return this.handle(job.name, job.data, job.attemptsMade);
  }

  @CreateRequestContext()
  async handle(jobName: string, data: OutboxJobData, attemptsMade = 0): Promise<'sent' | 'skipped'> {
    const row = await this.em.findOne(OutboxMessage, { id: data.outboxId });
    if (!row || row.processedAt) return 'skipped';
    const email = await this.render(jobName, data.payload);
    if (!email) {
      row.processedAt = new Date(); // what it was about is gone (deleted): nothing to send
      await this.em.flush();
      return 'skipped';
    }
    try {
      await this.mailer.send({ ...email, id: row.id });
    } catch (error) {
      row.attempts = attemptsMade + 1;
      row.lastError = (error as Error).message.slice(0, 500);
      await this.em.flush();
      throw error; // BullMQ retries with exponential backoff
    }
    row.processedAt = new Date();
    row.attempts = attemptsMade + 1;
    row.lastError = null;
    await this.em.flush();
    this.logger.log(`Sent ${jobName} (${row.id})`);
    return 'sent';
  }

  private async renderBookingEmail(jobName: string, { bookingId, status }: BookingEmailPayload): Promise<RenderedEmail | null> {
    const booking = await this.em.findOne(Booking, { id: bookingId }, { populate: ['hospital', 'treatment', 'user', 'user.profile'] });
    if (!booking) return null;
    const staff = this.config.staffEmail;
    const forStaff = jobName === EMAIL_JOBS.bookingCreatedStaff || jobName === EMAIL_JOBS.bookingCancelledStaff || jobName === EMAIL_JOBS.bookingMessageToStaff;
    const facts: BookingEmailFacts = {
      reference: booking.id.slice(-8),
      patientName: [booking.user.profile?.firstName, booking.user.profile?.lastName].filter(Boolean).join(' ') || 'patient',
      patientEmail: booking.user.email,
      hospital: booking.hospital.name,
      treatment: booking.treatment?.name ?? 'a consultation',
      bookingType: booking.bookingType,
      status: status ?? booking.status,
      link: forStaff ? `${this.config.publicUrl}/admin/bookings/${booking.id}/show` : `${this.config.publicUrl}/dashboard?booking=${booking.id}`,
    };
    switch (jobName) {
      case EMAIL_JOBS.bookingCreatedPatient: return bookingCreatedPatient(facts);
      case EMAIL_JOBS.bookingCreatedStaff: return bookingCreatedStaff(facts, staff);
      case EMAIL_JOBS.bookingStatusChanged: return bookingStatusChanged(facts);
      case EMAIL_JOBS.bookingCancelledStaff: return bookingCancelledStaff(facts, staff);
      case EMAIL_JOBS.bookingMessageToStaff: return bookingMessage(facts, staff, 'patient');
      default: return bookingMessage(facts, facts.patientEmail, 'staff');
    }
  }

  private async render(jobName: string, payload: Record<string, unknown>): Promise<RenderedEmail | null> {
    switch (jobName) {
      case EMAIL_JOBS.contactReceivedStaff:
      case EMAIL_JOBS.contactConfirmation: {
        const { contactMessageId } = payload as unknown as ContactEmailPayload;
        const message = await this.em.findOne(ContactMessage, { id: contactMessageId });
        if (!message) return null;
        return jobName === EMAIL_JOBS.contactReceivedStaff ? contactReceivedStaff(message, this.config.staffEmail) : contactConfirmation(message);
      }
      case EMAIL_JOBS.verifyEmail:
      case EMAIL_JOBS.passwordReset:
      case EMAIL_JOBS.accountExists:
      case EMAIL_JOBS.invitation: {
        const { userId, encryptedToken } = payload as unknown as AccountEmailPayload;
        const user = await this.em.findOne(User, { id: userId }, { populate: ['profile'] });
        if (!user) return null;
        const token = encryptedToken ? decryptText(encryptedToken, this.config.encryptionKey) : '';
        const base = this.config.publicUrl;
        const recipient = { email: user.email, firstName: user.profile?.firstName ?? 'patient' };
        if (jobName === EMAIL_JOBS.verifyEmail) return verifyEmail({ ...recipient, link: `${base}/auth/verify-email?token=${token}` });
        if (jobName === EMAIL_JOBS.passwordReset) return passwordReset({ ...recipient, link: `${base}/auth/reset-password?token=${token}` });
        if (jobName === EMAIL_JOBS.invitation) return invitation({ ...recipient, link: `${base}/auth/accept-invitation?token=${token}` });
        return accountExists({ ...recipient, link: `${base}/auth` });
      }
      case EMAIL_JOBS.bookingCreatedPatient:
      case EMAIL_JOBS.bookingCreatedStaff:
      case EMAIL_JOBS.bookingStatusChanged:
      case EMAIL_JOBS.bookingCancelledStaff:
      case EMAIL_JOBS.bookingMessageToStaff:
      case EMAIL_JOBS.bookingMessageToPatient:
        return this.renderBookingEmail(jobName, payload as unknown as BookingEmailPayload);
      default:
        throw new Error(`No email template for job ${jobName}`);
    }
  }
}
