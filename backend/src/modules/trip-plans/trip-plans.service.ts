import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  API_MESSAGES,
  type CheckInAnswers,
  type CheckInResult,
  dayOf,
  depositSettled,
  finalBill,
  isCalendarDate,
  messageText,
  RECORD_LIMITS,
  RECORD_MESSAGES,
  type StaffTripPlanView,
  type TravellerInput,
  TRIP_DOCUMENT_TYPE_NOT_SUPPORTED,
  TRIP_DOCUMENT_TYPES,
  TRIP_LIMITS,
  type TripDocumentKind,
  type TripPatientChanges,
  type TripPlanView,
  type TripStaffChanges,
  utcDay,
  warningSigns,
} from '@medtour/contracts';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/index.js';
import { type StaffActor, Booking } from '../booking-core/index.js';
import { HealthDataAccess } from '../health-access/index.js';
import { OutboxService } from '../notifications/index.js';
import { cleanFileName, type StagedUpload } from '../records/index.js';
import { FileStorage, type StoredDownload } from '../../storage/file-storage.js';
import { readSiteSettings } from '../settings/index.js';
import { screen, safetyReply } from '../ai/index.js';
import { User, fullName } from '../users/index.js';
import { AftercareCheckIn, TripDocument, TripPlan, TripReminder, TripTraveller } from './entities/trip-plan.entity.js';
import {
  acceptedQuoteUsd,
  BOOKING_RELATIONS,
  checkInView,
  loadTripState,
  openPassport,
  returnDayOf,
  sealPassport,
  tripPlanView,
  type TripState,
} from './trip-plan-state.js';
import { openTripPlan, scheduleCheckIns, scheduleReminders, settlePlan } from './trip-schedule.js';

type FieldErrors = Record<string, string>;
const invalid = (errors: FieldErrors) => new BadRequestException({ message: API_MESSAGES.validationFailed, errors });

/** Who changes a plan: the patient (their own fields) or staff. */
type Actor = { kind: 'patient'; userId: string } | { kind: 'staff'; staff: StaffActor };
const actorId = (actor: Actor) => (actor.kind === 'patient' ? actor.userId : actor.staff.userId);

/**
 * The trip after the deposit (issue 54): the patient fills travellers and flights and says what they
 * need; staff fill what the hospital sends (visa letter, pick-up, accommodation, admission, discharge
 * pack and final bill); every change is audited (which fields, never their values), recomputes what is
 * missing, and moves the reminders (arrival day) or the aftercare check-ins (discharge day).
 */
@Injectable()
export class TripPlansService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    private readonly access: HealthDataAccess,
    private readonly outbox: OutboxService,
    private readonly config: AppConfig,
  ) {}

  // The patient's side

  async get(userId: string, bookingId: string): Promise<TripPlanView> {
    return this.view(await this.stateFor({ kind: 'patient', userId }, bookingId));
  }

  /** The patient's own fields (the API's validation refuses staff fields in the body). */
  async change(userId: string, bookingId: string, changes: TripPatientChanges): Promise<TripPlanView> {
    return this.view(await this.update({ kind: 'patient', userId }, bookingId, changes));
  }

  async addTraveller(userId: string, bookingId: string, input: TravellerInput): Promise<TripPlanView> {
    return this.view(await this.saveTraveller({ kind: 'patient', userId }, bookingId, null, input));
  }

  async changeTraveller(userId: string, bookingId: string, travellerId: string, input: TravellerInput): Promise<TripPlanView> {
    return this.view(await this.saveTraveller({ kind: 'patient', userId }, bookingId, travellerId, input));
  }

  async removeTraveller(userId: string, bookingId: string, travellerId: string): Promise<TripPlanView> {
    const actor: Actor = { kind: 'patient', userId };
    return this.view(
      await this.mutate(actor, bookingId, async (tx, state) => {
        const removed = await tx.nativeDelete(TripTraveller, { id: travellerId, booking: state.booking.id });
        if (!removed) throw new NotFoundException(API_MESSAGES.notFound);
        return { action: 'trip.traveller_remove', details: { travellerId } };
      }),
    );
  }

  /** A file of the plan (the visa letter, the discharge pack): the patient's own. */
  async download(userId: string, bookingId: string, documentId: string): Promise<StoredDownload> {
    const state = await this.stateFor({ kind: 'patient', userId }, bookingId);
    return this.read(state, documentId, () =>
      this.audit.record(this.em, { actorId: userId, action: 'trip.document_download', entity: 'trip_document', entityId: documentId }),
    );
  }

  /**
   * A check-in's answers: warning signs (the answers', and the safety screen's reading of the notes)
   * alert the coordinators at once and give the patient the emergency guidance of their country and the hospital's. The
   * last check-in answered of a completed booking invites its review.
   */
  async answerCheckIn(userId: string, bookingId: string, checkInId: string, answers: CheckInAnswers): Promise<CheckInResult> {
    const state = await this.stateFor({ kind: 'patient', userId }, bookingId);
    const user = state.booking.user;
    const signs = warningSigns(answers);
    if (answers.notes && (await screen(answers.notes, user.language))?.kind === 'emergency') signs.push('urgent_words');
    const checkIn = await this.em.transactional(async (tx) => {
      const row = await tx.findOne(AftercareCheckIn, { id: checkInId, booking: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw new NotFoundException(API_MESSAGES.notFound);
      if (row.answeredAt) throw new ConflictException(API_MESSAGES.checkInClosed);
      // Open from its day (UTC), as the checklist shows it due; the email goes out that morning.
      if (utcDay(row.dueAt) > utcDay()) throw new ConflictException(API_MESSAGES.checkInNotDue);
      row.answers = { ...answers, temperatureC: answers.temperatureC ?? null, notes: answers.notes ?? '' };
      row.answeredAt = new Date();
      row.signs = signs;
      if (signs.length) this.outbox.enqueue(tx, 'trips.aftercare_alert', { checkInId: row.id, dueAt: row.dueAt.toISOString() });
      await tx.flush();
      await this.audit.record(tx, {
        actorId: userId,
        action: 'trip.check_in',
        entity: 'aftercare_checkin',
        entityId: row.id,
        details: { bookingId, patientId: userId, day: row.day, alert: signs.length > 0 },
      });
      // Aftercare is over when no check-in is still open (answered, or lapsed as TRIP_LIMITS.checkInLapseDays says).
      const lapsedBefore = new Date(Date.now() - TRIP_LIMITS.checkInLapseDays * 86_400_000);
      const open = await tx.count(AftercareCheckIn, { booking: bookingId, answeredAt: null, dueAt: { $gt: lapsedBefore } });
      const booking = await tx.findOneOrFail(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!open && booking.status === 'completed' && !booking.reviewInvitedAt) {
        booking.reviewInvitedAt = new Date();
        this.outbox.enqueue(tx, 'reviews.invitation', { bookingId });
      }
      await settlePlan(tx, this.outbox, (await loadTripState(tx, state.booking))!);
      return row;
    });
    // Days after discharge the patient may be home or still near the hospital: the numbers of both.
    const places = [user.profile?.country, state.booking.hospital.country.name].filter((place): place is string => !!place);
    const guidance = signs.length ? (await safetyReply(this.em, 'emergency', user.language, places)).text : null;
    return { checkIn: checkInView(checkIn), guidance };
  }

  // Staff

  async staffGet(bookingId: string, staff: StaffActor): Promise<StaffTripPlanView> {
    const state = await this.stateFor({ kind: 'staff', staff }, bookingId);
    await this.access.read(staff, state.booking, { action: 'trip.view' });
    return this.staffView(state);
  }

  async staffChange(bookingId: string, staff: StaffActor, changes: TripStaffChanges): Promise<StaffTripPlanView> {
    return this.staffView(await this.update({ kind: 'staff', staff }, bookingId, changes));
  }

  /** A file the hospital sent: PDF or image by content, encrypted in the patient's storage folder (erased with their data). */
  async upload(bookingId: string, staff: StaffActor, kind: TripDocumentKind, file: StagedUpload | undefined): Promise<StaffTripPlanView> {
    if (!file) throw invalid({ file: 'Choose a file to upload' });
    let key: string | undefined;
    try {
      if (file.size > RECORD_LIMITS.maxBytes) throw new BadRequestException(RECORD_MESSAGES.fileTooLarge);
      const { type } = file;
      if (!type || !(TRIP_DOCUMENT_TYPES as readonly string[]).includes(type.mime))
        throw new BadRequestException(TRIP_DOCUMENT_TYPE_NOT_SUPPORTED);
      const actor: Actor = { kind: 'staff', staff };
      const storageKey = (key = this.storage.newKey((await this.bookingFor(actor, bookingId)).user.id, type.extension));
      // Moved before the transaction: no transaction waits on the store (a network call with S3).
      await this.storage.keep(file.stagingKey, storageKey);
      return this.staffView(
        await this.mutate(actor, bookingId, async (tx, state) => {
          if (state.documents.length >= TRIP_LIMITS.maxDocuments)
            throw invalid({ file: `At most ${TRIP_LIMITS.maxDocuments} files per trip` });
          const document = tx.create(TripDocument, {
            booking: state.booking.id,
            kind,
            originalName: cleanFileName(file.originalname),
            storageKey,
            mimeType: type.mime,
            sizeBytes: file.size,
            uploadedBy: tx.getReference(User, staff.userId),
          });
          return { action: 'trip.document_upload', details: { documentId: document.id, kind, mimeType: type.mime } };
        }),
      );
    } catch (error) {
      await this.storage.delete(key ?? file.stagingKey); // nothing stored when the row is not
      throw error;
    }
  }

  async removeDocument(bookingId: string, staff: StaffActor, documentId: string): Promise<StaffTripPlanView> {
    let key: string | null = null;
    const state = await this.mutate({ kind: 'staff', staff }, bookingId, async (tx, current) => {
      const document = current.documents.find((d) => d.id === documentId);
      if (!document) throw new NotFoundException(API_MESSAGES.notFound);
      key = document.storageKey;
      await tx.nativeDelete(TripDocument, { id: document.id });
      return { action: 'trip.document_delete', details: { documentId, kind: document.kind } };
    });
    if (key) await this.storage.delete(key);
    return this.staffView(state);
  }

  async staffDownload(bookingId: string, staff: StaffActor, documentId: string): Promise<StoredDownload> {
    const state = await this.stateFor({ kind: 'staff', staff }, bookingId);
    return this.read(state, documentId, () =>
      this.access.read(staff, state.booking, { action: 'trip.document_download', entity: 'trip_document', entityId: documentId }),
    );
  }

  /** The full passport number, for the hospital's visa letter: each reveal audited. */
  async revealPassport(bookingId: string, staff: StaffActor, travellerId: string): Promise<{ passportNumber: string }> {
    const state = await this.stateFor({ kind: 'staff', staff }, bookingId);
    const traveller = state.travellers.find((t) => t.id === travellerId);
    if (!traveller) throw new NotFoundException(API_MESSAGES.notFound);
    await this.access.read(staff, state.booking, { action: 'trip.passport_reveal', entity: 'trip_traveller', entityId: travellerId });
    return { passportNumber: openPassport(traveller, this.config.encryptionKey).passportNumber };
  }

  async acknowledgeAlert(bookingId: string, staff: StaffActor, checkInId: string): Promise<StaffTripPlanView> {
    return this.staffView(
      await this.mutate({ kind: 'staff', staff }, bookingId, async (tx) => {
        const updated = await tx.nativeUpdate(
          AftercareCheckIn,
          { id: checkInId, booking: bookingId, signs: { $ne: [] }, alertAcknowledgedAt: null },
          { alertAcknowledgedAt: new Date(), alertAcknowledgedBy: staff.userId },
        );
        if (!updated) throw new NotFoundException(API_MESSAGES.notFound);
        return { action: 'trip.alert_acknowledge', details: { checkInId } };
      }),
    );
  }

  // The rules

  /** The booking the actor may see the plan of (another's: 404; a moderator outside their scope: 404, audited), its deposit settled (else 409). */
  private async bookingFor(actor: Actor, bookingId: string): Promise<Booking> {
    const booking =
      actor.kind === 'patient'
        ? await this.em.findOne(Booking, { id: bookingId, user: actor.userId }, { populate: BOOKING_RELATIONS })
        : await this.access.open(actor.staff, bookingId, { action: 'trip.view' });
    if (!booking) throw new NotFoundException(API_MESSAGES.bookingNotFound);
    if (actor.kind === 'staff') await this.em.populate(booking, BOOKING_RELATIONS);
    if (!depositSettled(booking.status)) throw new ConflictException(API_MESSAGES.tripNotOpen);
    return booking;
  }

  /** The booking's plan, opened on first sight (a booking confirmed before plans existed, or before the worker opened it). */
  private async stateFor(actor: Actor, bookingId: string): Promise<TripState> {
    const booking = await this.bookingFor(actor, bookingId);
    return (await loadTripState(this.em, booking)) ?? (await openTripPlan(this.em, this.outbox, booking));
  }

  /** Applies a change of fields: checks them against each other and the travellers' passports, then settles. */
  private update(actor: Actor, bookingId: string, changes: TripStaffChanges): Promise<TripState> {
    return this.mutate(actor, bookingId, async (tx, state) => {
      const { plan } = state;
      const before = { arrivalOn: plan.arrivalOn ?? null, dischargedOn: plan.dischargedOn ?? null, returnOn: returnDayOf(state) };
      const changed = (Object.keys(changes) as (keyof TripStaffChanges)[]).filter(
        (field) => changes[field] !== undefined && changes[field] !== (plan[field] ?? null),
      );
      const errors: FieldErrors = {};
      const today = utcDay();
      if (changed.includes('arrivalAt') && changes.arrivalAt && changes.arrivalAt.slice(0, 10) < today)
        errors.arrivalAt = API_MESSAGES.arrivalInPast;
      if (changed.includes('arrivalOn') && changes.arrivalOn && changes.arrivalOn < today) errors.arrivalOn = API_MESSAGES.arrivalInPast;
      Object.assign(plan, Object.fromEntries(changed.map((field) => [field, changes[field]])));
      if (plan.arrivalAt) plan.arrivalOn = dayOf(plan.arrivalAt);
      if (plan.arrivalAt && plan.departureAt && plan.departureAt <= plan.arrivalAt)
        errors.departureAt = API_MESSAGES.departureBeforeArrival;
      if ((plan.visaStatus === 'approved' || plan.visaStatus === 'refused') && !plan.visaDecidedOn)
        errors.visaDecidedOn = API_MESSAGES.visaDecisionDayRequired;
      if (plan.admissionOn && plan.dischargedOn && plan.dischargedOn < plan.admissionOn)
        errors.dischargedOn = 'The discharge cannot be before the admission';
      const returnOn = returnDayOf(state);
      if (returnOn && returnOn !== before.returnOn) {
        const expired = state.travellers.some((t) => openPassport(t, this.config.encryptionKey).passportExpiry < returnOn);
        // On the field that moved the return: the flight home, else the arrival (a flight's, or the day staff planned).
        const field = plan.departureAt ? 'departureAt' : changed.includes('arrivalOn') ? 'arrivalOn' : 'arrivalAt';
        if (expired) errors[field] = messageText('passportExpiresBeforeReturn', { day: returnOn });
      }
      if (plan.finalBillUsd != null) {
        const { finalBillThresholdPercent } = await readSiteSettings(tx, this.config);
        const bill = finalBill(
          await acceptedQuoteUsd(tx, bookingId),
          plan.finalBillUsd,
          finalBillThresholdPercent,
          plan.finalBillReason ?? null,
        );
        if (bill.reasonNeeded && !bill.reason)
          errors.finalBillReason = `The final bill differs from the accepted quote by more than ${finalBillThresholdPercent} %: write the reason the patient will read`;
      }
      if (Object.keys(errors).length) throw invalid(errors);
      if ((plan.arrivalOn ?? null) !== before.arrivalOn)
        scheduleReminders(tx, this.outbox, plan, state.booking.hospital.country.reminderDays);
      if ((plan.dischargedOn ?? null) !== before.dischargedOn) {
        await scheduleCheckIns(tx, this.outbox, state.booking, plan.dischargedOn ?? null);
        state.checkIns = await tx.find(AftercareCheckIn, { booking: bookingId }, { orderBy: { day: 'asc' } });
      }
      return { action: 'trip.update', details: { fields: changed } };
    });
  }

  private saveTraveller(actor: Actor, bookingId: string, travellerId: string | null, input: TravellerInput): Promise<TripState> {
    return this.mutate(actor, bookingId, async (tx, state) => {
      const key = this.config.encryptionKey;
      // A passport is one traveller: adding it again (a double click, a second tab) changes that traveller.
      const existing = travellerId
        ? state.travellers.find((t) => t.id === travellerId)
        : state.travellers.find((t) => input.passportNumber && openPassport(t, key).passportNumber === input.passportNumber);
      if (travellerId && !existing) throw new NotFoundException(API_MESSAGES.notFound);
      if (!existing && state.travellers.length >= TRIP_LIMITS.maxTravellers)
        throw new BadRequestException(messageText('travellersTooMany', { max: String(TRIP_LIMITS.maxTravellers) }));
      const passportNumber = input.passportNumber || (existing ? openPassport(existing, key).passportNumber : '');
      const errors: FieldErrors = {};
      if (!passportNumber) errors.passportNumber = API_MESSAGES.passportNumberInvalid;
      if (!isCalendarDate(input.passportExpiry)) errors.passportExpiry = API_MESSAGES.passportExpiryInvalid;
      else {
        const returnOn = returnDayOf(state) ?? utcDay();
        if (input.passportExpiry < returnOn) errors.passportExpiry = messageText('passportExpiresBeforeReturn', { day: returnOn });
      }
      if (Object.keys(errors).length) throw invalid(errors);
      const sealed = sealPassport({ ...input, passportNumber }, key);
      const traveller =
        existing ?? tx.create(TripTraveller, { booking: bookingId, role: input.role, nationality: input.nationality, sealed });
      Object.assign(traveller, { role: input.role, nationality: input.nationality, sealed });
      if (!existing) state.travellers.push(traveller);
      return { action: existing ? 'trip.traveller_change' : 'trip.traveller_add', details: { travellerId: traveller.id } };
    });
  }

  /**
   * One change of a plan, in one transaction holding the plan's row: the change, what it settles
   * (missing items, steps done, the discharge email), and the audit; a cancelled booking's plan no
   * longer changes (`bookingFor`: 409).
   */
  private async mutate(
    actor: Actor,
    bookingId: string,
    change: (tx: EntityManager, state: TripState) => Promise<{ action: Parameters<AuditService['record']>[1]['action']; details: object }>,
  ): Promise<TripState> {
    const booking = await this.bookingFor(actor, bookingId);
    // A plan nobody opened yet (the worker's job still queued) is opened first, its reminders with it.
    if (!(await this.em.count(TripPlan, { booking: bookingId }))) await openTripPlan(this.em, this.outbox, booking);
    await this.em.transactional(async (tx) => {
      // The plan's row, locked: two tabs' or two staff members' changes are applied one after the other.
      await tx.findOne(TripPlan, { booking: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['booking'] });
      const state = (await loadTripState(tx, booking))!;
      const { action, details } = await change(tx, state);
      await tx.flush();
      await settlePlan(tx, this.outbox, state);
      await this.audit.record(tx, {
        actorId: actorId(actor),
        action,
        entity: 'booking',
        entityId: bookingId,
        details: { bookingId, patientId: state.booking.user.id, ...details },
      });
    });
    this.em.clear();
    const fresh = await this.em.findOneOrFail(Booking, { id: bookingId }, { populate: BOOKING_RELATIONS });
    return (await loadTripState(this.em, fresh))!;
  }

  /** A document's decrypting stream; `audit` runs once it is open (a missing file is a 404, not audited as read). */
  private async read(state: TripState, documentId: string, audit: () => Promise<unknown>): Promise<StoredDownload> {
    const document = state.documents.find((d) => d.id === documentId);
    if (!document) throw new NotFoundException(API_MESSAGES.notFound);
    const ids = { bookingId: state.booking.id, documentId };
    const stream = await this.storage.download(document.storageKey, { message: API_MESSAGES.notFound, ids }, audit);
    return { stream, name: document.originalName, mimeType: document.mimeType, sizeBytes: document.sizeBytes };
  }

  private async view(state: TripState): Promise<TripPlanView> {
    const { finalBillThresholdPercent } = await readSiteSettings(this.em, this.config);
    return tripPlanView(state, this.config.encryptionKey, await acceptedQuoteUsd(this.em, state.booking.id), finalBillThresholdPercent);
  }

  private async staffView(state: TripState): Promise<StaffTripPlanView> {
    const reminders = await this.em.find(TripReminder, { booking: state.booking.id }, { orderBy: { sentAt: 'desc' } });
    return {
      ...(await this.view(state)),
      patientName: fullName(state.booking.user),
      reminders: reminders.map((r) => ({ daysBefore: r.daysBefore, arrivalOn: r.arrivalOn, sentAt: r.sentAt.toISOString(), gaps: r.gaps })),
    };
  }
}
