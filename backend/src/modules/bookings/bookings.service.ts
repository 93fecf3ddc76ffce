import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { type FilterQuery, LockMode, raw, sql } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  API_MESSAGES,
  BOOKING_DEFAULTS,
  BOOKING_STATUSES,
  bookingReference,
  type BookingStatus,
  type BookingSummary,
  type BookingView,
  CLOSED_BOOKING_STATUSES,
  type Locale,
  type MessagePage,
  messageText,
  type MessageView,
  NEW_BOOKING_STATUS,
  type Page,
  type QuoteView,
  RESPONSE_PROMISE_HOURS,
  type StaffBookingView,
  TEXT_LIMITS,
  THREAD_PAGE_SIZE,
  travelMonthProblem,
  utcDay,
} from '@medtour/contracts';
import { pageOffset } from '../../common/paging.js';
import { idList, likePattern, type RaListQuery, type RaListSpec } from '../../common/simple-rest.js';
import type { JobName } from '../../queues/queues.js';
import { AssessmentsService } from '../assessments/index.js';
import {
  HealthAssessment,
  BookingLifecycle,
  markStaffAnswered,
  sqlStatuses,
  type StaffActor,
  countsAsMoney,
  Booking,
} from '../booking-core/index.js';
import { AuditService } from '../audit/index.js';
import { HealthDataAccess } from '../health-access/index.js';
import { findOffer } from '../hospitals/index.js';
import { OutboxService } from '../notifications/index.js';
import { User, fullName, coordinatorView, shownName } from '../users/index.js';
import type { BookingAssessmentAnswerDto, BookingListQueryDto, CreateBookingDto, UpdateBookingDto } from './dto/booking.dto.js';
import { countryName, nameIn } from '../catalogue/index.js';
import { TripEstimatesService, tripEstimateIn } from '../trips/index.js';
import { premiumPatients, premiumPatientSql, latestQuotes, toRefundDecisionView } from '../payments/index.js';
import { rateReader } from '../currencies/index.js';
import { AppConfig } from '../../config/app-config.js';
import { BookingMessage } from './entities/booking-message.entity.js';
import { reviewedBookings } from '../reviews/index.js';
import { queueMessageEmail } from './message-emails.js';
import { assessmentFitOf, assessmentMismatches } from './assessment-fit.js';

type BookingCreatedJob = Extract<JobName, `booking.created.${string}`>;

/** The summary cards' figures; the value is a bigint sum, which the driver gives as text. */
interface BookingSummaryRow {
  total: number;
  pending: number;
  confirmed: number;
  value: string;
  awaiting: number;
  overdue: number;
}

/** An open booking waiting for a staff reply, as SQL over `bookings b`. */
const AWAITING = `b.awaiting_reply_since is not null and b.status not in (${sqlStatuses(CLOSED_BOOKING_STATUSES)})`;

export const BOOKING_LIST: RaListSpec = {
  sortable: ['createdAt', 'status', 'estimatedCostUsd', 'preferredDate', 'awaitingReplySince', 'id'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['q', 'status', 'id', 'userId', 'awaitingReply', 'assignedToId'],
};

/** What staff read of a booking; patients also read the assessment it was made from (staff: through its audited endpoint). */
const STAFF_POPULATE = ['hospital', 'hospital.country', 'treatment', 'user', 'user.profile', 'assignedTo', 'assignedTo.profile'] as const;
const POPULATE = [...STAFF_POPULATE, 'assessment'] as const;

/** Who a person is to staff and in the thread: their name, else their email. */
const nameOrEmail = (user: User) => fullName(user) || user.email;

/**
 * Who wrote a message, as both sides see it: staff by the name they show patients (issue 31, never
 * their email); null once the account is gone (each app then names the role in its own language).
 */
function senderName(m: BookingMessage): string | null {
  if (!m.sender) return null;
  return m.senderRole === 'staff' ? shownName(m.sender) : nameOrEmail(m.sender);
}

const toMessageView = (m: BookingMessage): MessageView => ({
  id: m.id,
  senderRole: m.senderRole,
  senderName: senderName(m),
  body: m.body,
  createdAt: m.createdAt.toISOString(),
});

/** While an open booking waits for the coordinators' reply: when it is promised (spec §8, 24 hours), and whether that has passed. */
function replyPromise(b: Booking): Pick<BookingView, 'replyBy' | 'replyLate'> {
  if (!b.awaitingReplySince || CLOSED_BOOKING_STATUSES.includes(b.status)) return { replyBy: null, replyLate: false };
  const by = b.awaitingReplySince.getTime() + RESPONSE_PROMISE_HOURS * 3_600_000;
  return { replyBy: new Date(by).toISOString(), replyLate: Date.now() > by };
}

/** What a page of bookings knows of each beyond its row: reviewed by its patient, its treatment not fitting its assessment. */
interface BookingMarks {
  reviewed: Set<string>;
  mismatched: Set<string>;
}

/** A booking as its patient reads it, the catalogue's names in `locale`, with the assessment it was made from. */
function toView(b: Booking, quote: QuoteView | null, marks: BookingMarks, locale: Locale): BookingView {
  return {
    ...sharedView(b, quote, marks, locale),
    assessment: b.assessment
      ? { id: b.assessment.id, conditionCategory: b.assessment.conditionCategory, createdAt: b.assessment.createdAt.toISOString() }
      : null,
  };
}

/** What patients and staff both read of a booking (staff read English). */
function sharedView(b: Booking, quote: QuoteView | null, marks: BookingMarks, locale: Locale = 'en'): Omit<BookingView, 'assessment'> {
  const { hospital } = b;
  return {
    id: b.id,
    reference: bookingReference(b.id),
    hospital: {
      id: hospital.id,
      slug: hospital.slug,
      name: hospital.name,
      city: hospital.city,
      country: countryName(hospital.country.code, hospital.country.name, locale),
    },
    treatment: b.treatment ? { id: b.treatment.id, name: nameIn(b.treatment, locale), type: b.treatment.type } : null,
    bookingType: b.bookingType,
    urgencyLevel: b.urgencyLevel,
    preferredDate: b.preferredDate ?? null,
    confirmedDate: b.confirmedDate?.toISOString() ?? null,
    medicalSummary: b.medicalSummary ?? null,
    specialRequirements: b.specialRequirements ?? null,
    travelRequired: b.travelRequired,
    accommodationNeeded: b.accommodationNeeded,
    visaAssistanceNeeded: b.visaAssistanceNeeded,
    companionCount: b.companionCount,
    status: b.status,
    estimatedCostUsd: b.estimatedCostUsd ?? null,
    quote,
    refundDecision: toRefundDecisionView(b),
    coordinator: b.assignedTo ? coordinatorView(b.assignedTo) : null,
    ...replyPromise(b),
    tripEstimate: b.tripEstimate ? tripEstimateIn(b.tripEstimate, b.treatment, locale) : null,
    reviewed: marks.reviewed.has(b.id),
    assessmentFit: assessmentFitOf(b, marks.mismatched),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

/**
 * A booking as staff read it. Its assessment is health data: staff read it through its own audited
 * endpoint. So is its medical summary: shown only when `summary` is told (the booking's own page, an
 * audited read by someone `HealthDataAccess` lets read it), never in lists.
 */
function toStaffView(b: Booking, { priority, marks, quote = null, healthData, summary }: StaffViewFacts): StaffBookingView {
  return {
    ...sharedView(b, quote, marks),
    medicalSummary: summary ? (b.medicalSummary ?? null) : null,
    healthData,
    priority,
    patient: { id: b.user.id, name: nameOrEmail(b.user), email: b.user.email, language: b.user.language },
    awaitingReplySince: b.awaitingReplySince?.toISOString() ?? null,
    firstStaffReplyAt: b.firstStaffReplyAt?.toISOString() ?? null,
    assignedTo: b.assignedTo ? { id: b.assignedTo.id, name: nameOrEmail(b.assignedTo) } : null,
  };
}

interface StaffViewFacts {
  priority: boolean;
  marks: BookingMarks;
  quote?: QuoteView | null;
  /** The reader reads its health data (`HealthDataAccess.mayRead`). */
  healthData: boolean;
  /** The medical summary is shown (and its read audited by the caller). */
  summary: boolean;
}

/**
 * Bookings: free requests by signed-in patients, each with a message thread. Patients only ever
 * reach their own (enforced in the query: another patient's booking is a 404); staff see all, and
 * the health data of those `HealthDataAccess` allows.
 */
@Injectable()
export class BookingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly lifecycle: BookingLifecycle,
    private readonly tripEstimates: TripEstimatesService,
    private readonly assessments: AssessmentsService,
    private readonly access: HealthDataAccess,
    private readonly config: AppConfig,
  ) {}

  /**
   * The current quotes of these bookings as their patient reads them: a quote that kept no rate of
   * the patient's currency (chosen after it was sent) shows today's staff rate, as an estimate.
   */
  private quotesOf(bookingIds: string[]): Promise<Map<string, QuoteView>> {
    return latestQuotes(this.em, bookingIds, rateReader(this.em, this.config));
  }

  /** Which of these bookings their patient reviewed, and which name a treatment their assessment does not fit. */
  private async marksOf(bookingIds: string[]): Promise<BookingMarks> {
    return { reviewed: await reviewedBookings(this.em, bookingIds), mismatched: await assessmentMismatches(this.em, bookingIds) };
  }

  /**
   * A booking names a treatment that hospital offers, at that hospital's price (its own minimum:
   * a "from" estimate that staff refine in the quote). An unknown or inactive hospital, or a
   * treatment the hospital does not offer, is refused with a field error and nothing is saved.
   * A trip estimate asked for is computed for the booking's hospital, treatment and companions and
   * kept as it is then (in English, the coordinators' language; the patient reads it in theirs).
   * It keeps the health assessment it is made from: the one named (the patient's own, else a 404 and
   * nothing saved), else the patient's latest.
   */
  async create(userId: string, data: CreateBookingDto): Promise<BookingView> {
    const { offer, errors: offerErrors } = await findOffer(this.em, data.hospitalId, data.treatmentId);
    const errors: Record<string, string> = { ...offerErrors };
    if (data.preferredDate && data.preferredDate < utcDay()) errors.preferredDate = 'Preferred date cannot be in the past';
    const travelMonth = data.tripEstimate?.travelMonth;
    const travelMonthError = travelMonth ? travelMonthProblem(travelMonth) : undefined;
    if (travelMonthError) errors['tripEstimate.travelMonth'] = travelMonthError;
    if (Object.keys(errors).length) throw new BadRequestException({ message: 'Validation failed', errors });
    const assessment = await this.assessments.forNewBooking(userId, data.assessmentId);
    const { hospital, treatment } = offer!;
    const companionCount = data.companionCount ?? BOOKING_DEFAULTS.companionCount;
    const tripEstimate = data.tripEstimate
      ? await this.tripEstimates.forOffer(offer!, { ...data.tripEstimate, companions: companionCount })
      : null;
    const booking = await this.em.transactional(async (tx) => {
      const row = tx.create(Booking, {
        user: tx.getReference(User, userId),
        hospital,
        treatment,
        assessment,
        bookingType: data.bookingType ?? BOOKING_DEFAULTS.bookingType,
        urgencyLevel: data.urgencyLevel ?? BOOKING_DEFAULTS.urgencyLevel,
        preferredDate: data.preferredDate ?? null,
        medicalSummary: data.medicalSummary ?? null,
        specialRequirements: data.specialRequirements ?? null,
        travelRequired: data.travelRequired ?? BOOKING_DEFAULTS.travelRequired,
        accommodationNeeded: data.accommodationNeeded ?? BOOKING_DEFAULTS.accommodationNeeded,
        visaAssistanceNeeded: data.visaAssistanceNeeded ?? BOOKING_DEFAULTS.visaAssistanceNeeded,
        companionCount,
        tripEstimate,
        status: NEW_BOOKING_STATUS,
        // A new request waits for the coordinators' first reply (the 24-hour promise).
        awaitingReplySince: new Date(),
        estimatedCostUsd: offer!.minCostUsd ?? null,
      });
      await tx.flush();
      this.notify(tx, 'booking.created.patient', row);
      this.notify(tx, 'booking.created.staff', row);
      await this.audit.record(tx, { actorId: userId, action: 'booking.create', entity: 'booking', entityId: row.id });
      return row;
    });
    return this.get(userId, booking.id);
  }

  /** The patient's own bookings, newest first. */
  async list(userId: string, query: BookingListQueryDto): Promise<Page<BookingView>> {
    const [rows, total] = await this.em.findAndCount(
      Booking,
      { user: userId },
      {
        populate: POPULATE,
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: query.pageSize,
        offset: pageOffset(query),
      },
    );
    const ids = rows.map((b) => b.id);
    const quotes = await this.quotesOf(ids);
    const marks = await this.marksOf(ids);
    return {
      items: rows.map((b) => toView(b, quotes.get(b.id) ?? null, marks, query.lang)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async get(userId: string, id: string, locale: Locale = 'en'): Promise<BookingView> {
    const booking = await this.own(userId, id);
    const marks = await this.marksOf([booking.id]);
    return toView(booking, (await this.quotesOf([booking.id])).get(booking.id) ?? null, marks, locale);
  }

  /** The patient cancels their booking (as the lifecycle allows); cancelling twice changes nothing. */
  /**
   * Every open booking of a patient cancelled as their own cancellation, in the caller's transaction
   * (closing the account: the account and its bookings close together or not at all). Each row is
   * locked as a payment being applied locks it.
   */
  async cancelAllOpen(tx: EntityManager, userId: string): Promise<number> {
    const open = await tx.find(
      Booking,
      { user: userId, status: { $nin: [...CLOSED_BOOKING_STATUSES] } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    for (const row of open) await this.lifecycle.transition(tx, row, 'cancel', { role: 'patient', userId });
    return open.length;
  }

  async cancel(userId: string, id: string): Promise<BookingView> {
    const booking = await this.own(userId, id);
    await this.em.transactional(async (tx) => {
      // Locked as a payment being applied locks it: a payment arriving after this is judged against a cancelled booking.
      const row = await tx.findOneOrFail(Booking, booking.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      await this.lifecycle.transition(tx, row, 'cancel', { role: 'patient', userId });
    });
    this.em.clear();
    return this.get(userId, id);
  }

  /**
   * The patient says which assessment the booking is for, as its card asks when the treatment does
   * not fit the one it was made from: one of their own (another's, or an unknown one, is a 404), or
   * none and their own words, which are added to the booking's medical summary (what the coordinator
   * reads). Answered, it is not asked again; the coordinator still sees a mismatch the patient
   * confirmed. A closed booking is not changed (409).
   */
  async answerAssessment(userId: string, id: string, data: BookingAssessmentAnswerDto, locale: Locale = 'en'): Promise<BookingView> {
    const booking = await this.own(userId, id);
    if (CLOSED_BOOKING_STATUSES.includes(booking.status)) throw new ConflictException(API_MESSAGES.bookingClosedForAssessment);
    const description = data.description?.trim();
    if (data.assessmentId === null && !description) {
      throw new BadRequestException({ message: 'Validation failed', errors: { description: API_MESSAGES.assessmentDescriptionRequired } });
    }
    const assessment = data.assessmentId ? await this.assessments.forNewBooking(userId, data.assessmentId) : null;
    await this.em.transactional(async (tx) => {
      // Locked as staff edits lock it: the summary the description is added to is the one saved.
      const row = await tx.findOneOrFail(Booking, booking.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const before = row.assessment?.id ?? null;
      row.assessment = assessment ? tx.getReference(HealthAssessment, assessment.id) : null;
      if (!assessment) {
        const summary = [row.medicalSummary, description].filter(Boolean).join('\n\n');
        if (summary.length > TEXT_LIMITS.longText) {
          const max = String(Math.max(0, TEXT_LIMITS.longText - (row.medicalSummary?.length ?? 0) - 2));
          throw new BadRequestException({
            message: 'Validation failed',
            errors: { description: messageText('assessmentDescriptionTooLong', { max }) },
          });
        }
        row.medicalSummary = summary;
      }
      row.assessmentAnsweredAt = new Date();
      await tx.flush();
      await this.audit.record(tx, {
        actorId: userId,
        action: 'booking.assessment_answer',
        entity: 'booking',
        entityId: row.id,
        details: { from: before, to: assessment?.id ?? null, described: !assessment },
      });
    });
    this.em.clear();
    return this.get(userId, id, locale);
  }

  async messages(userId: string, bookingId: string, before?: string): Promise<MessagePage> {
    await this.own(userId, bookingId);
    return this.thread(bookingId, before);
  }

  async postMessage(userId: string, bookingId: string, body: string): Promise<MessageView> {
    const booking = await this.own(userId, bookingId);
    return this.addMessage(booking, userId, 'patient', body);
  }

  // ---- staff ------------------------------------------------------------------------------

  async staffList(query: RaListQuery, staff: StaffActor): Promise<{ rows: StaffBookingView[]; total: number }> {
    const where: Record<string, unknown> = {};
    const { q, status, id, userId, awaitingReply, assignedToId } = query.filter;
    if (typeof q === 'string' && q.trim()) {
      if (q.length > 100) throw new BadRequestException('Search text must be at most 100 characters');
      const pattern = likePattern(q.trim());
      // Spec §5: hospital name, hospital city, patient name or treatment name.
      where.$or = [
        { hospital: { name: { $ilike: pattern } } },
        { hospital: { city: { $ilike: pattern } } },
        { treatment: { name: { $ilike: pattern } } },
        { user: { profile: { firstName: { $ilike: pattern } } } },
        { user: { profile: { lastName: { $ilike: pattern } } } },
      ];
    }
    if (status !== undefined) {
      const statuses = Array.isArray(status) ? status : [status];
      if (!statuses.every((s) => BOOKING_STATUSES.includes(s as BookingStatus))) {
        throw new BadRequestException(`status filter must be one of ${BOOKING_STATUSES.join(', ')}`);
      }
      where.status = { $in: statuses };
    }
    if (id !== undefined) where.id = { $in: idList(id) };
    if (userId !== undefined) where.user = { $in: idList(userId) };
    if (awaitingReply === true || awaitingReply === 'true') {
      where.awaitingReplySince = { $ne: null };
      where.status = { ...(where.status as object), $nin: CLOSED_BOOKING_STATUSES };
    } else if (awaitingReply !== undefined && awaitingReply !== false && awaitingReply !== 'false') {
      throw new BadRequestException('awaitingReply filter must be true or false');
    }
    if (assignedToId !== undefined) where.assignedTo = { $in: idList(assignedToId, 'assignedToId') };
    // Premium patients' bookings come first in the coordinators' queue, whatever the sort.
    const [rows, total] = await this.em.findAndCount(Booking, where, {
      populate: STAFF_POPULATE,
      orderBy: [
        { [raw(premiumPatientSql)]: 'desc' },
        { [query.orderBy.field]: `${query.orderBy.order.toLowerCase()} nulls last`, id: 'desc' },
      ] as never,
      limit: query.limit,
      offset: query.offset,
    });
    const premium = await premiumPatients(
      this.em,
      rows.map((b) => b.user.id),
    );
    const marks = await this.marksOf(rows.map((b) => b.id));
    return {
      rows: rows.map((b) =>
        toStaffView(b, { priority: premium.has(b.user.id), marks, healthData: this.access.mayRead(staff, b), summary: false }),
      ),
      total,
    };
  }

  /**
   * One booking as `staff` read it: with its medical summary when `HealthDataAccess` lets them read
   * it (the read audited when there is one to read), else without (moderators see every booking, spec
   * matrix; the health data only of theirs and of those waiting for assignment).
   */
  async staffGet(id: string, staff: StaffActor): Promise<StaffBookingView> {
    const booking = await this.em.findOne(Booking, { id }, { populate: STAFF_POPULATE });
    if (!booking) throw new NotFoundException('Booking not found');
    const premium = await premiumPatients(this.em, [booking.user.id]);
    const marks = await this.marksOf([booking.id]);
    const healthData = this.access.mayRead(staff, booking);
    if (healthData && booking.medicalSummary) await this.access.read(staff, booking, { action: 'booking.medical_summary_view' });
    return toStaffView(booking, {
      priority: premium.has(booking.user.id),
      marks,
      quote: (await this.quotesOf([booking.id])).get(booking.id) ?? null,
      healthData,
      summary: healthData,
    });
  }

  /** Staff edit the estimate, the coordinator and the status (any status from any status, spec §4: the lifecycle's `set_status`). */
  async staffUpdate(id: string, data: UpdateBookingDto, staff: StaffActor): Promise<StaffBookingView> {
    await this.em.transactional(async (tx) => {
      // Locked as a patient's message locks it: a new status ends the wait for a reply, and must not end one begun meanwhile.
      const booking = await tx.findOne(Booking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!booking) throw new NotFoundException('Booking not found');
      const from = booking.status;
      if (data.estimatedCostUsd !== undefined) booking.estimatedCostUsd = data.estimatedCostUsd;
      if (data.assignedToId !== undefined) booking.assignedTo = data.assignedToId ? await this.coordinator(tx, data.assignedToId) : null;
      if (data.status && (await this.lifecycle.transition(tx, booking, 'set_status', staff, { to: data.status })))
        markStaffAnswered(booking);
      await tx.flush();
      await this.audit.record(tx, {
        actorId: staff.userId,
        action: 'booking.update',
        entity: 'booking',
        entityId: id,
        details: {
          from,
          to: booking.status,
          estimatedCostUsd: booking.estimatedCostUsd ?? null,
          ...(data.assignedToId !== undefined ? { assignedToId: data.assignedToId } : {}),
        },
      });
    });
    this.em.clear();
    return this.staffGet(id, staff);
  }

  /** The four summary cards: total, pending, confirmed and the total estimated value (of what can be money). */
  async summary(): Promise<BookingSummary> {
    const [row] = await this.em
      .createQueryBuilder(Booking, 'b')
      .select([
        sql`count(*)::int`.as('total'),
        sql`(count(*) filter (where b.status = ${'pending' satisfies BookingStatus}))::int`.as('pending'),
        sql`(count(*) filter (where b.status = ${'confirmed' satisfies BookingStatus}))::int`.as('confirmed'),
        raw(`coalesce(sum(b.estimated_cost_usd) filter (where ${countsAsMoney('b')}), 0)::bigint`).as('value'),
        raw(`(count(*) filter (where ${AWAITING}))::int`).as('awaiting'),
        raw(
          `(count(*) filter (where ${AWAITING} and b.awaiting_reply_since < now() - interval '${RESPONSE_PROMISE_HOURS} hours'))::int`,
        ).as('overdue'),
      ])
      .execute<BookingSummaryRow[]>('all');
    return {
      total: row!.total,
      pending: row!.pending,
      confirmed: row!.confirmed,
      totalValueUsd: Number(row!.value),
      awaitingReply: row!.awaiting,
      overdue: row!.overdue,
    };
  }

  /** The thread, if `HealthDataAccess` lets `staff` read it (else 404, the refusal audited); each page read is audited. */
  async staffMessages(bookingId: string, staff: StaffActor, before?: string): Promise<MessagePage> {
    const booking = await this.access.open(staff, bookingId, { action: 'booking.messages_view' });
    const page = await this.thread(bookingId, before);
    await this.access.read(staff, booking, { action: 'booking.messages_view', details: { count: page.messages.length } });
    return page;
  }

  async staffPostMessage(bookingId: string, staffId: string, body: string): Promise<MessageView> {
    const booking = await this.em.findOne(Booking, { id: bookingId });
    if (!booking) throw new NotFoundException('Booking not found');
    return this.addMessage(booking, staffId, 'staff', body);
  }

  // ---- internals --------------------------------------------------------------------------

  /** The patient's booking or 404 — the ownership check is part of the query. */
  private async own(userId: string, id: string): Promise<Booking> {
    const booking = await this.em.findOne(Booking, { id, user: userId }, { populate: POPULATE });
    if (!booking) throw new NotFoundException('Booking not found');
    return booking;
  }

  /**
   * A page of the thread, oldest first: the latest `THREAD_PAGE_SIZE` messages, or those before the
   * message `before` (a message of this booking, else 400), so a long thread loads in steps.
   */
  private async thread(bookingId: string, before?: string): Promise<MessagePage> {
    const where: FilterQuery<BookingMessage> = { booking: bookingId };
    if (before) {
      const cursor = await this.em.findOne(BookingMessage, { id: before, booking: bookingId }, { fields: ['createdAt'] });
      if (!cursor) throw new BadRequestException('before must be a message of this booking');
      where.$or = [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }];
    }
    const rows = await this.em.find(BookingMessage, where, {
      populate: ['sender', 'sender.profile'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: THREAD_PAGE_SIZE + 1,
    });
    const hasEarlier = rows.length > THREAD_PAGE_SIZE;
    return { messages: rows.slice(0, THREAD_PAGE_SIZE).reverse().map(toMessageView), hasEarlier };
  }

  /**
   * A message of the thread; it starts a wait for staff (patient) or ends it (staff: its first reply
   * is kept). The other side is emailed, several messages in one email (`message-emails.ts`).
   */
  private async addMessage(booking: Booking, senderId: string, role: 'patient' | 'staff', body: string): Promise<MessageView> {
    const message = await this.em.transactional(async (tx) => {
      // Locked before the thread's emails are looked at, as their job locks it (see queueMessageEmail).
      const current = await tx.findOneOrFail(Booking, booking.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const now = new Date();
      if (role === 'patient') {
        if (!current.awaitingReplySince) current.awaitingReplySince = now;
      } else {
        markStaffAnswered(current, now);
      }
      const row = tx.create(BookingMessage, {
        booking: tx.getReference(Booking, booking.id),
        sender: tx.getReference(User, senderId),
        senderRole: role,
        body,
      });
      await tx.flush();
      await queueMessageEmail(
        tx,
        this.outbox,
        role === 'patient' ? 'booking.message.staff' : 'booking.message.patient',
        booking.id,
        row.createdAt,
      );
      return row;
    });
    return toMessageView(await this.em.findOneOrFail(BookingMessage, message.id, { populate: ['sender', 'sender.profile'] }));
  }

  /** A staff member (moderator or admin) a booking can be assigned to; anyone else is a field error. */
  private async coordinator(tx: EntityManager, userId: string): Promise<User> {
    const user = await tx.findOne(User, { id: userId, roles: { role: { $in: ['moderator', 'admin'] } } });
    if (!user)
      throw new BadRequestException({
        message: 'Validation failed',
        errors: { assignedToId: 'Please choose a coordinator (a moderator or admin)' },
      });
    return user;
  }

  private notify(tx: EntityManager, job: BookingCreatedJob, booking: Booking): void {
    this.outbox.enqueue(tx, job, { bookingId: booking.id });
  }
}
