import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REVIEW_LIMITS, treatmentDay, TRIP_LIMITS } from '@medtour/contracts';
import { type HandlesJobs, type JobContext, type JobHandlerMap, JobHandlers } from '../../common/jobs/job-registry.js';
import { AppConfig } from '../../config/app-config.js';
import type { BookingEmailPayload } from '../../queues/queues.js';
import { Booking } from '../booking-core/index.js';
import { nameIn } from '../catalogue/index.js';
import { siteLink, MailerService, OutboxService } from '../notifications/index.js';
import { contactSignature, coordinatorContact, readSiteSettings } from '../settings/index.js';
import { fullName } from '../users/index.js';
import { HospitalReview } from './entities/hospital-review.entity.js';
import { reviewInvitation } from './review-emails.js';

/** Bookings invited per run at most (the rest wait for the next run, an hour later). */
const INVITATIONS_PER_RUN = 200;

/** The review page of a booking on the patient site (the invitation's link). */
export const reviewPagePath = (bookingId: string): string => `/dashboard/bookings/${bookingId}/review`;

/** Verified reviews' jobs: the periodic invitation sweep and the invitation email itself. */
@JobHandlers()
@Injectable()
export class ReviewJobs implements HandlesJobs {
  constructor(
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
    private readonly outbox: OutboxService,
  ) {}

  readonly jobs: JobHandlerMap = {
    'maintenance.invite_reviews': (_payload, { em }) => this.inviteDue(em),
    'reviews.invitation': (payload, context) => this.sendInvitation(payload, context),
  };

  /**
   * Every hour: the completed bookings whose treatment day (`treatmentDay`: the earlier of the day
   * asked for and the completion day) is at least `inviteAfterDays` behind, and that were never
   * invited, are marked and their emails queued, in one transaction. `skip locked` makes a second
   * worker running it at the same time pass over the rows this one holds, and `review_invited_at`
   * is never cleared (a booking completed again is not invited again): each booking is invited once.
   */
  private async inviteDue(em: EntityManager): Promise<void> {
    await em.transactional(async (tx) => {
      // Through `tx.execute`: on the transaction's connection, so the outbox rows commit with the marks.
      const invited = await tx.execute<{ id: string }[]>(
        `update bookings set review_invited_at = now()
          where id in (
            select id from bookings
             where status = 'completed' and review_invited_at is null and completed_at is not null
               -- Aftercare first (issue 54): invited once its check-ins are answered or lapsed.
               and not exists (select 1 from aftercare_checkins c
                                where c.booking_id = bookings.id and c.answered_at is null and c.due_at > now() - make_interval(days => ?::int))
               and least(coalesce(preferred_date, (completed_at at time zone 'utc')::date), (completed_at at time zone 'utc')::date)
                   <= (now() at time zone 'utc')::date - ?::int
             order by completed_at
             limit ?
             for update skip locked)
          returning id`,
        [TRIP_LIMITS.checkInLapseDays, REVIEW_LIMITS.inviteAfterDays, INVITATIONS_PER_RUN],
      );
      for (const { id } of invited) this.outbox.enqueue(tx, 'reviews.invitation', { bookingId: id });
    });
  }

  /**
   * The invitation, in the patient's language. Nothing is sent when the booking left "completed"
   * since, or when the patient already reviewed it (they found the page before the email).
   */
  private async sendInvitation({ bookingId }: BookingEmailPayload, { em, jobId }: JobContext): Promise<void> {
    const booking = await em.findOne(Booking, { id: bookingId }, { populate: ['hospital', 'treatment', 'user', 'user.profile'] });
    if (booking?.status !== 'completed') return;
    if (await em.count(HospitalReview, { booking: bookingId })) return;
    const treatedOn = treatmentDay(booking.preferredDate, booking.completedAt);
    if (!treatedOn) return;
    const language = booking.user.language;
    const email = reviewInvitation({
      patientEmail: booking.user.email,
      patientName: fullName(booking.user),
      language,
      hospital: booking.hospital.name,
      treatment: booking.treatment ? nameIn(booking.treatment, language) : null,
      treatedOn,
      link: siteLink(this.config.publicUrl, language, reviewPagePath(booking.id)),
    });
    // Patients are told how to reach the coordinators, as in the booking emails.
    email.text += `\n\n${contactSignature(coordinatorContact(await readSiteSettings(em, this.config), language), language)}`;
    await this.mailer.send({ ...email, id: jobId });
  }
}
