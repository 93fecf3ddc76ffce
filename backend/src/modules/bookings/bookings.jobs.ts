import { Injectable } from '@nestjs/common';
import { type HandlesJobs, type JobContext, type JobHandlerMap, JobHandlers } from '../../common/jobs/job-registry.js';
import { AppConfig } from '../../config/app-config.js';
import type { BookingEmailPayload } from '../../queues/queues.js';
import { MailerService, type RenderedEmail } from '../notifications/mailer.service.js';
import { contactSignature } from '../settings/contact-signature.js';
import { coordinatorContact, readSiteSettings } from '../settings/settings.service.js';
import {
  type BookingEmailFacts,
  bookingCancelledStaff,
  bookingCreatedPatient,
  bookingCreatedStaff,
  bookingMessage,
  bookingStatusChanged,
} from './booking-emails.js';
import { Booking } from './entities/booking.entity.js';

/** The booking emails: to the patient (a link to their dashboard) or to the coordinators (a link to the back office). */
@JobHandlers()
@Injectable()
export class BookingJobs implements HandlesJobs {
  constructor(
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
  ) {}

  readonly jobs: JobHandlerMap = {
    'booking.created.patient': (payload, context) => this.send(payload, context, 'patient', bookingCreatedPatient),
    'booking.status_changed': (payload, context) => this.send(payload, context, 'patient', bookingStatusChanged),
    'booking.message.patient': (payload, context) =>
      this.send(payload, context, 'patient', (b) => bookingMessage(b, b.patientEmail, 'staff')),
    'booking.created.staff': (payload, context) =>
      this.send(payload, context, 'staff', (b) => bookingCreatedStaff(b, this.config.staffEmail)),
    'booking.cancelled.staff': (payload, context) =>
      this.send(payload, context, 'staff', (b) => bookingCancelledStaff(b, this.config.staffEmail)),
    'booking.message.staff': (payload, context) =>
      this.send(payload, context, 'staff', (b) => bookingMessage(b, this.config.staffEmail, 'patient')),
  };

  private async send(
    { bookingId, status }: BookingEmailPayload,
    { em, jobId }: JobContext,
    audience: 'patient' | 'staff',
    render: (facts: BookingEmailFacts) => RenderedEmail,
  ): Promise<void> {
    const booking = await em.findOne(Booking, { id: bookingId }, { populate: ['hospital', 'treatment', 'user', 'user.profile'] });
    if (!booking) return; // deleted since: nothing to send
    const base = this.config.publicUrl;
    const facts: BookingEmailFacts = {
      reference: booking.id.slice(-8),
      patientName: [booking.user.profile?.firstName, booking.user.profile?.lastName].filter(Boolean).join(' ') || 'patient',
      patientEmail: booking.user.email,
      hospital: booking.hospital.name,
      treatment: booking.treatment?.name ?? 'a consultation',
      bookingType: booking.bookingType,
      status: status ?? booking.status,
      link: audience === 'staff' ? `${base}/admin/bookings/${booking.id}/show` : `${base}/dashboard?booking=${booking.id}`,
    };
    const email = render(facts);
    // Patients are told how to reach the coordinators, as Settings say today.
    if (audience === 'patient') email.text += `\n${contactSignature(coordinatorContact(await readSiteSettings(em, this.config)))}`;
    await this.mailer.send({ ...email, id: jobId });
  }
}
