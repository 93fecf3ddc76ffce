import { Injectable } from '@nestjs/common';
import { bookingReference, depositSettled, patientGaps, tripSteps, utcDay } from '@medtour/contracts';
import { type HandlesJobs, type JobContext, type JobHandlerMap, JobHandlers } from '../../common/jobs/job-registry.js';
import { AppConfig } from '../../config/app-config.js';
import type { CheckInPayload, TripPayload, TripReminderPayload } from '../../queues/queues.js';
import { Booking } from '../booking-core/index.js';
import { nameIn } from '../catalogue/index.js';
import { siteLink, MailerService, OutboxService } from '../notifications/index.js';
import type { User } from '../users/index.js';
import { AftercareCheckIn, TripReminder } from './entities/trip-plan.entity.js';
import { aftercareAlert, checkInDue, dischargeReady, type TripRecipient, tripReminder } from './trip-emails.js';
import { BOOKING_RELATIONS, loadTripState, tripFacts } from './trip-plan-state.js';
import { openTripPlan } from './trip-schedule.js';

const recipient = (user: User): TripRecipient => ({ email: user.email, firstName: user.profile?.firstName ?? '', language: user.language });

/**
 * The worker's side of the trip: opening a plan when the deposit is settled, and the delayed emails.
 * Each delayed job checks again when it runs that what it was queued for is still true: a booking
 * cancelled since, an arrival day moved, a step done meanwhile, a check-in answered or moved — then
 * it sends nothing.
 */
@JobHandlers()
@Injectable()
export class TripPlanJobs implements HandlesJobs {
  constructor(
    private readonly mailer: MailerService,
    private readonly outbox: OutboxService,
    private readonly config: AppConfig,
  ) {}

  readonly jobs: JobHandlerMap = {
    'trips.open_plan': async ({ bookingId }, { em }) => {
      const booking = await em.findOne(Booking, { id: bookingId }, { populate: BOOKING_RELATIONS });
      if (booking && depositSettled(booking.status)) await openTripPlan(em, this.outbox, booking);
    },
    'trips.reminder': (payload, context) => this.remind(payload, context),
    'trips.check_in': (payload, context) => this.checkIn(payload, context),
    'trips.aftercare_alert': (payload, context) => this.alert(payload, context),
    'trips.discharge_ready': (payload, context) => this.dischargeReady(payload, context),
  };

  /** A reminder of what the patient still has to do before arrival, if anything, once per arrival day and days before. */
  private async remind({ bookingId, arrivalOn, daysBefore }: TripReminderPayload, { em, jobId, record }: JobContext): Promise<void> {
    const booking = await em.findOne(Booking, { id: bookingId }, { populate: BOOKING_RELATIONS });
    if (!booking || !depositSettled(booking.status)) return; // cancelled since
    const state = await loadTripState(em, booking);
    if (!state || state.plan.arrivalOn !== arrivalOn) return; // moved: the new day has its own reminders
    const gaps = patientGaps(tripSteps(tripFacts(state), utcDay()));
    if (!gaps.length) return; // done meanwhile
    if (await em.count(TripReminder, { booking: bookingId, arrivalOn, daysBefore })) return; // sent already
    const to = recipient(booking.user);
    await this.mailer.send({
      ...tripReminder(to, {
        reference: bookingReference(booking.id),
        hospitalName: booking.hospital.name,
        arrivalOn,
        daysBefore,
        gaps,
        link: this.planLink(to, bookingId),
      }),
      id: jobId,
    });
    await record(async (tx) => {
      await tx.execute(
        `insert into trip_reminders (id, booking_id, arrival_on, days_before, gaps) values (gen_random_uuid(), ?, ?, ?, ?::text[]) on conflict do nothing`,
        [bookingId, arrivalOn, daysBefore, `{${gaps.join(',')}}`],
      );
    });
  }

  /** A check-in that is due, still unanswered and still of that day. */
  private async checkIn({ checkInId, dueAt }: CheckInPayload, { em, jobId, record }: JobContext): Promise<void> {
    const checkIn = await em.findOne(AftercareCheckIn, { id: checkInId }, { populate: ['booking'] });
    if (!checkIn || checkIn.answeredAt || checkIn.dueAt.toISOString() !== dueAt) return;
    const booking = await em.findOneOrFail(Booking, { id: checkIn.booking.id }, { populate: BOOKING_RELATIONS });
    if (!depositSettled(booking.status)) return;
    const to = recipient(booking.user);
    await this.mailer.send({
      ...checkInDue(to, {
        reference: bookingReference(booking.id),
        treatmentName: booking.treatment ? nameIn(booking.treatment, to.language) : null,
        day: checkIn.day,
        link: this.planLink(to, booking.id, '#aftercare'),
      }),
      id: jobId,
    });
    await record(async (tx) => {
      await tx.nativeUpdate(AftercareCheckIn, { id: checkInId }, { sentAt: new Date() });
    });
  }

  /** The coordinator in charge (else the coordinators' address) is told at once; the email names no symptom. */
  private async alert({ checkInId }: CheckInPayload, { em, jobId }: JobContext): Promise<void> {
    const checkIn = await em.findOne(AftercareCheckIn, { id: checkInId }, { populate: ['booking', 'booking.assignedTo'] });
    if (!checkIn?.signs.length || checkIn.alertAcknowledgedAt) return;
    const coordinator = checkIn.booking.assignedTo;
    const to = [this.config.staffEmail, ...(coordinator?.isActive ? [coordinator.email] : [])];
    await this.mailer.send({
      ...aftercareAlert([...new Set(to)].join(', '), {
        reference: bookingReference(checkIn.booking.id),
        link: `${this.config.publicUrl}/admin/bookings/${checkIn.booking.id}/show`,
      }),
      id: jobId,
    });
  }

  private async dischargeReady({ bookingId }: TripPayload, { em, jobId }: JobContext): Promise<void> {
    const booking = await em.findOne(Booking, { id: bookingId }, { populate: ['user', 'user.profile'] });
    if (!booking) return;
    const to = recipient(booking.user);
    await this.mailer.send({
      ...dischargeReady(to, { reference: bookingReference(bookingId), link: this.planLink(to, bookingId) }),
      id: jobId,
    });
  }

  private planLink(to: TripRecipient, bookingId: string, anchor = ''): string {
    return siteLink(this.config.publicUrl, to.language, `/dashboard/bookings/${bookingId}/trip${anchor}`);
  }
}
