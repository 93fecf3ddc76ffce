import { Injectable } from '@nestjs/common';
import { nameIn } from '../catalogue/index.js';
import { type FilterQuery, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  bookingReference,
  CLOSED_BOOKING_STATUSES,
  isClosed,
  type QuoteInLocalMoney,
  RESPONSE_PROMISE_HOURS,
  settingsTextsIn,
} from '@medtour/contracts';
import { type HandlesJobs, type JobContext, type JobHandlerMap, JobHandlers } from '../../common/jobs/job-registry.js';
import { AppConfig } from '../../config/app-config.js';
import type { BookingEmailPayload, MessageEmailPayload } from '../../queues/queues.js';
import { MailerService, type RenderedEmail, OutboxService, siteLink } from '../notifications/index.js';
import { activeAdminEmails, fullName, shownName } from '../users/index.js';
import { contactSignature, coordinatorContact, readSiteSettings } from '../settings/index.js';
import { latestQuotes, paidTowardsDeposit } from '../payments/index.js';
import { rateReader } from '../currencies/index.js';
import {
  type BookingEmailFacts,
  bookingCancelledPatient,
  bookingCancelledStaff,
  bookingDepositKept,
  bookingCreatedPatient,
  bookingCreatedStaff,
  bookingMessages,
  bookingOverdueAdmins,
  bookingStatusChanged,
  type HeldDeposit,
} from './booking-emails.js';
import { BookingMessage } from './entities/booking-message.entity.js';
import { Booking } from '../booking-core/index.js';
import { MESSAGE_EMAIL_WINDOW_MS } from './message-emails.js';

/** The booking emails: to the patient (a link to their dashboard) or to the coordinators (a link to the back office). */
@JobHandlers()
@Injectable()
export class BookingJobs implements HandlesJobs {
  constructor(
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
    private readonly outbox: OutboxService,
  ) {}

  readonly jobs: JobHandlerMap = {
    'booking.created.patient': (payload, context) => this.send(payload, context, 'patient', bookingCreatedPatient),
    'booking.status_changed': (payload, context) => this.send(payload, context, 'patient', bookingStatusChanged),
    'booking.message.patient': (payload, context) => this.sendMessages(payload, context, 'patient'),
    'booking.created.staff': (payload, context) =>
      this.send(payload, context, 'staff', (b) => bookingCreatedStaff(b, this.config.staffEmail)),
    'booking.cancelled.patient': async (payload, context) => {
      const held = await this.heldDeposit(context.em, payload.bookingId);
      const site = await readSiteSettings(context.em, this.config);
      // The policy as staff wrote it in the patient's language (English where they wrote none in it).
      await this.send(payload, context, 'patient', (b) =>
        bookingCancelledPatient(b, held && { ...held, policy: settingsTextsIn(site, b.language).depositRefundPolicy }),
      );
    },
    'booking.cancelled.staff': async (payload, context) => {
      const held = await this.heldDeposit(context.em, payload.bookingId);
      // Refunds are the admins' to decide: they are told too when money is held.
      const to = held ? [this.config.staffEmail, ...(await activeAdminEmails(context.em))] : [this.config.staffEmail];
      await this.send(payload, context, 'staff', (b) => bookingCancelledStaff(b, [...new Set(to)].join(', '), held));
    },
    'booking.deposit_kept': async (payload, context) => {
      const booking = await context.em.findOne(Booking, { id: payload.bookingId });
      if (booking?.refundDecision !== 'kept') return; // decided otherwise since
      const { paidMinor: keptMinor, local } = await this.depositInLocal(context.em, booking.id);
      await this.send(payload, context, 'patient', (b) => bookingDepositKept(b, keptMinor, booking.refundDecisionNote ?? '', local));
    },
    'booking.message.staff': (payload, context) => this.sendMessages(payload, context, 'staff'),
    'booking.overdue.admins': (payload, context) => this.sendOverdue(payload, context),
    'maintenance.flag_overdue_bookings': (_payload, { em }) => this.flagOverdue(em),
  };

  /**
   * Every 5 minutes: the open bookings waiting more than 24 hours for a staff reply whose admins
   * were not told yet are marked and their emails queued, in one transaction (a worker running it
   * at the same time skips the rows this one holds): each wait is emailed once.
   */
  private async flagOverdue(em: EntityManager): Promise<void> {
    await em.transactional(async (tx) => {
      const overdue = await tx.find(
        Booking,
        {
          awaitingReplySince: { $lt: new Date(Date.now() - RESPONSE_PROMISE_HOURS * 3_600_000) },
          overdueNotifiedAt: null,
          status: { $nin: CLOSED_BOOKING_STATUSES },
        },
        { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, limit: 200, orderBy: { awaitingReplySince: 'asc' } },
      );
      for (const booking of overdue) {
        booking.overdueNotifiedAt = new Date();
        this.outbox.enqueue(tx, 'booking.overdue.admins', { bookingId: booking.id });
      }
    });
  }

  /** To every active admin; nothing when the booking was answered or closed since. */
  private async sendOverdue(payload: BookingEmailPayload, context: JobContext): Promise<void> {
    const booking = await context.em.findOne(Booking, { id: payload.bookingId });
    if (!booking?.awaitingReplySince || isClosed(booking.status)) return;
    const admins = await activeAdminEmails(context.em);
    if (!admins.length) return;
    const hours = Math.floor((Date.now() - booking.awaitingReplySince.getTime()) / 3_600_000);
    await this.send(payload, context, 'staff', (b) => bookingOverdueAdmins(b, admins, hours));
  }

  /**
   * One side's email about the other side's new messages: each one sent from `since` until now,
   * listed. The messages are read and the email sent with no lock held (SMTP may be slow); then the
   * job's record transaction locks the booking, as a new message's transaction does
   * (message-emails.ts), and a message the read missed (committed meanwhile, it found this email
   * waiting and queued none) gets the thread's next email, at the end of the window. A message is
   * either listed here or queued after, never lost; none is told twice.
   */
  private async sendMessages({ bookingId, since }: MessageEmailPayload, context: JobContext, to: 'patient' | 'staff'): Promise<void> {
    const booking = await context.em.findOne(Booking, { id: bookingId });
    if (!booking) return; // deleted since: nothing to send
    const from: 'patient' | 'staff' = to === 'patient' ? 'staff' : 'patient';
    const ofThread: FilterQuery<BookingMessage> | null = since
      ? { booking: bookingId, senderRole: from, createdAt: { $gte: new Date(since) } }
      : null;
    const messages = ofThread
      ? await context.em.find(BookingMessage, ofThread, {
          populate: ['sender', 'sender.profile'],
          orderBy: { createdAt: 'asc', id: 'asc' },
        })
      : [];
    const sentAt = messages.map((m) => m.createdAt);
    // The patient is told who wrote, by the name staff show patients, when one person wrote them all.
    const writers = new Set(messages.map((m) => (m.sender ? shownName(m.sender) : '')));
    const writer = to === 'patient' && writers.size === 1 ? [...writers][0] || null : null;
    await this.send({ bookingId }, context, to, (b) =>
      bookingMessages(b, to === 'patient' ? b.patientEmail : this.config.staffEmail, from, sentAt, writer),
    );
    if (!ofThread) return;
    const listed = messages.map((m) => m.id);
    await context.record(async (tx) => {
      await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
      const missed = await tx.findOne(BookingMessage, listed.length ? { $and: [ofThread, { id: { $nin: listed } }] } : ofThread, {
        orderBy: { createdAt: 'asc', id: 'asc' },
        fields: ['createdAt'],
      });
      if (missed) {
        const job = to === 'patient' ? 'booking.message.patient' : 'booking.message.staff';
        const availableAt = new Date(Date.now() + MESSAGE_EMAIL_WINDOW_MS);
        this.outbox.enqueue(tx, job, { bookingId, since: missed.createdAt.toISOString() }, { availableAt });
      }
    });
  }

  /**
   * What the booking has paid towards its deposit now (net of refunds and disputes), and its quote in
   * the patient's currency, as the quote and receipts gave it (the rate kept, else today's, an
   * estimate): the patient reads money held or kept as they read what they paid (issue 52).
   */
  private async depositInLocal(em: EntityManager, bookingId: string): Promise<{ paidMinor: number; local: QuoteInLocalMoney | null }> {
    const quote = (await latestQuotes(em, [bookingId], rateReader(em, this.config))).get(bookingId);
    if (quote) return { paidMinor: quote.paidMinor, local: quote.local };
    // Money recorded before offline payments required a quote (issue 52) is still held: in dollars alone.
    return { paidMinor: await paidTowardsDeposit(em, bookingId), local: null };
  }

  /** What the booking holds of its deposit now, with the refund policy of the day; null when nothing. */
  private async heldDeposit(em: EntityManager, bookingId: string): Promise<HeldDeposit | null> {
    const { paidMinor: heldMinor, local } = await this.depositInLocal(em, bookingId);
    if (heldMinor <= 0) return null;
    return { heldMinor, policy: (await readSiteSettings(em, this.config)).depositRefundPolicy, local };
  }

  private async send(
    { bookingId, status }: BookingEmailPayload,
    { em, jobId }: JobContext,
    audience: 'patient' | 'staff',
    render: (facts: BookingEmailFacts) => RenderedEmail,
  ): Promise<void> {
    const booking = await em.findOne(Booking, { id: bookingId }, { populate: ['hospital', 'treatment', 'user', 'user.profile'] });
    if (!booking) return; // deleted since: nothing to send
    const language = booking.user.language;
    const facts: BookingEmailFacts = {
      reference: bookingReference(booking.id),
      patientName: fullName(booking.user),
      patientEmail: booking.user.email,
      language,
      hospital: booking.hospital.name,
      // The patient reads the treatment's name in their language; the coordinators in English.
      treatment: booking.treatment ? (audience === 'patient' ? nameIn(booking.treatment, language) : booking.treatment.name) : null,
      bookingType: booking.bookingType,
      status: status ?? booking.status,
      link:
        audience === 'staff'
          ? `${this.config.publicUrl}/admin/bookings/${booking.id}/show`
          : siteLink(this.config.publicUrl, language, `/dashboard?booking=${booking.id}`),
    };
    const email = render(facts);
    // Patients are told how to reach the coordinators, as Settings say today.
    if (audience === 'patient')
      email.text += `\n${contactSignature(coordinatorContact(await readSiteSettings(em, this.config), language), language)}`;
    await this.mailer.send({ ...email, id: jobId });
  }
}
