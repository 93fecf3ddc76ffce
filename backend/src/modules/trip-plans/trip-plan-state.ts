import type { EntityManager } from '@mikro-orm/postgresql';
import {
  bookingReference,
  type CheckInView,
  dayOf,
  finalBill,
  maskPassport,
  plannedReturnOn,
  type TravellerInput,
  type TravellerView,
  TRIP_DEFAULTS,
  type TripFacts,
  type TripPlanView,
  tripSteps,
  utcDay,
  visaNeeded,
} from '@medtour/contracts';
import { decryptText, encryptText } from '../../common/crypto/encryption.js';
import type { Booking } from '../booking-core/index.js';
import { BookingQuote } from '../payments/index.js';
import { AftercareCheckIn, TripDocument, TripPlan, TripTraveller } from './entities/trip-plan.entity.js';

/** Everything a plan's view and rules read: the booking (with its hospital, destination, treatment, patient) and the plan's rows. */
export interface TripState {
  booking: Booking;
  plan: TripPlan;
  travellers: TripTraveller[];
  documents: TripDocument[];
  checkIns: AftercareCheckIn[];
}

export const BOOKING_RELATIONS = ['hospital', 'hospital.country', 'treatment', 'user', 'user.profile'] as const;

/** Loads a plan's rows (the booking already loaded with `BOOKING_RELATIONS`); null when it has no plan yet. */
export async function loadTripState(em: EntityManager, booking: Booking): Promise<TripState | null> {
  const plan = await em.findOne(TripPlan, { booking: booking.id }, { refresh: true });
  if (!plan) return null;
  const [travellers, documents, checkIns] = await Promise.all([
    em.find(TripTraveller, { booking: booking.id }, { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true }),
    em.find(TripDocument, { booking: booking.id }, { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true }),
    em.find(AftercareCheckIn, { booking: booking.id }, { orderBy: { day: 'asc' }, refresh: true }),
  ]);
  return { booking, plan, travellers, documents, checkIns };
}

/** A traveller's passport details, as stored encrypted. */
export const sealPassport = (input: Omit<TravellerInput, 'role' | 'nationality'>, key: Buffer): string =>
  encryptText(
    JSON.stringify({ fullName: input.fullName, passportNumber: input.passportNumber, passportExpiry: input.passportExpiry }),
    key,
  );

export const openPassport = (traveller: TripTraveller, key: Buffer): Omit<TravellerInput, 'role' | 'nationality'> =>
  JSON.parse(decryptText(traveller.sealed, key)) as Omit<TravellerInput, 'role' | 'nationality'>;

/** The facts the steps are computed from. */
export function tripFacts({ booking, plan, travellers, documents, checkIns }: TripState): TripFacts {
  const country = booking.hospital.country;
  return {
    // A consultation (no treatment): the journey's steps, without aftercare.
    steps: booking.treatment?.tripSteps ?? TRIP_DEFAULTS.steps.filter((step) => step !== 'aftercare'),
    visaNationalities: country.visaNationalities,
    companionCount: booking.companionCount,
    accommodationArranged: booking.accommodationNeeded,
    travellers: travellers.map((t) => ({ nationality: t.nationality })),
    visaLetter: documents.some((d) => d.kind === 'visa_letter'),
    visaReference: plan.visaReference ?? null,
    visaStatus: plan.visaStatus ?? null,
    arrivalOn: plan.arrivalOn ?? null,
    arrivalFlight: plan.arrivalFlight ?? null,
    arrivalAt: plan.arrivalAt ?? null,
    departureFlight: plan.departureFlight ?? null,
    departureAt: plan.departureAt ?? null,
    pickupRequested: plan.pickupRequested ?? null,
    pickupDetails: plan.pickupDetails ?? null,
    accommodationName: plan.accommodationName ?? null,
    accommodationAddress: plan.accommodationAddress ?? null,
    accommodationNights: plan.accommodationNights ?? null,
    admissionOn: plan.admissionOn ?? null,
    dischargedOn: plan.dischargedOn ?? null,
    dischargeDocuments: documents.filter((d) => d.kind === 'discharge').length,
    finalBillUsd: plan.finalBillUsd ?? null,
    checkIns: checkIns.map((c) => ({ dueAt: c.dueAt.toISOString(), answeredAt: c.answeredAt?.toISOString() ?? null })),
  };
}

/** The usual stay of the booking's treatment (days from arrival to the flight home). */
export const stayDaysOf = (booking: Booking): number => booking.treatment?.stayDays ?? TRIP_DEFAULTS.stayDays;

/** The day the patient flies home, as the plan stands. */
export const returnDayOf = (state: TripState): string | null => plannedReturnOn(tripFacts(state), stayDaysOf(state.booking));

/** The total of the quote the patient accepted: the latest one not superseded (null: never quoted). */
export async function acceptedQuoteUsd(em: EntityManager, bookingId: string): Promise<number | null> {
  const quote = await em.findOne(BookingQuote, { booking: bookingId, supersededAt: null }, { orderBy: { version: 'desc' } });
  return quote?.totalUsd ?? null;
}

export function checkInView(checkIn: AftercareCheckIn): CheckInView {
  return {
    id: checkIn.id,
    day: checkIn.day,
    dueAt: checkIn.dueAt.toISOString(),
    sentAt: checkIn.sentAt?.toISOString() ?? null,
    answeredAt: checkIn.answeredAt?.toISOString() ?? null,
    answers: checkIn.answers ?? null,
    signs: checkIn.signs,
    alertAcknowledgedAt: checkIn.alertAcknowledgedAt?.toISOString() ?? null,
  };
}

/** The plan as the patient (and, with more, staff) read it; passport numbers masked. */
export function tripPlanView(
  state: TripState,
  key: Buffer,
  quotedUsd: number | null,
  thresholdPercent: number,
  today = utcDay(),
): TripPlanView {
  const { booking, plan } = state;
  const facts = tripFacts(state);
  const travellers: TravellerView[] = state.travellers.map((t) => {
    const passport = openPassport(t, key);
    return {
      id: t.id,
      role: t.role,
      fullName: passport.fullName,
      nationality: t.nationality,
      passportMasked: maskPassport(passport.passportNumber),
      passportExpiry: passport.passportExpiry,
    };
  });
  return {
    bookingId: booking.id,
    reference: bookingReference(booking.id),
    hospitalName: booking.hospital.name,
    treatmentName: booking.treatment?.name ?? null,
    destination: { code: booking.hospital.country.code, name: booking.hospital.country.name },
    arrivalOn: facts.arrivalOn,
    plannedReturnOn: plannedReturnOn(facts, stayDaysOf(booking)),
    arrivalFlight: facts.arrivalFlight,
    arrivalAt: facts.arrivalAt,
    departureFlight: facts.departureFlight,
    departureAt: facts.departureAt,
    pickupRequested: facts.pickupRequested,
    interpreterLanguage: plan.interpreterLanguage ?? null,
    pickupDetails: facts.pickupDetails,
    accommodationArranged: facts.accommodationArranged,
    accommodationName: facts.accommodationName,
    accommodationAddress: facts.accommodationAddress,
    accommodationNights: facts.accommodationNights,
    visaNeeded: visaNeeded(facts),
    visaReference: facts.visaReference,
    visaStatus: facts.visaStatus,
    visaDecidedOn: plan.visaDecidedOn ?? null,
    admissionOn: facts.admissionOn,
    dischargedOn: facts.dischargedOn,
    finalBill: plan.finalBillUsd == null ? null : finalBill(quotedUsd, plan.finalBillUsd, thresholdPercent, plan.finalBillReason ?? null),
    travellers,
    travellersExpected: 1 + booking.companionCount,
    documents: state.documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      name: d.originalName,
      mimeType: d.mimeType,
      sizeBytes: d.sizeBytes,
      createdAt: d.createdAt.toISOString(),
    })),
    steps: tripSteps(facts, today).map((step) => ({
      ...step,
      doneAt: step.state === 'done' ? (plan.stepsDoneAt[step.step] ?? null) : null,
    })),
    checkIns: state.checkIns.map(checkInView),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

/** The day of a plan's arrival once a flight time is known. */
export const arrivalDayOf = (plan: TripPlan): string | null => dayOf(plan.arrivalAt ?? null) ?? plan.arrivalOn ?? null;
