/**
 * The journey after the deposit (issue 54): each booking whose deposit is settled gets a trip plan,
 * a checklist of steps (travellers, visa, flights, pick-up, accommodation, admission, discharge,
 * aftercare) with a state and a date. What each step still lacks ("gaps") is computed here, from the
 * plan's facts, for the patient's page, the coordinator's booking and trips list, and the reminders.
 */
import { addDays, utcDay } from './dates.js';

export const TRIP_STEPS = ['travellers', 'visa', 'flights', 'pickup', 'accommodation', 'admission', 'discharge', 'aftercare'] as const;
export type TripStep = (typeof TRIP_STEPS)[number];

/** Steps a treatment may leave out (back office, per treatment); every trip has the others. Visa also depends on the destination. */
export const OPTIONAL_TRIP_STEPS = ['visa', 'pickup', 'accommodation', 'aftercare'] as const satisfies readonly TripStep[];
export type OptionalTripStep = (typeof OPTIONAL_TRIP_STEPS)[number];

export const TRIP_STEP_STATES = ['todo', 'waiting_patient', 'waiting_hospital', 'done'] as const;
export type TripStepState = (typeof TRIP_STEP_STATES)[number];

/** What a step still lacks, and whose move it is: the patient's or the hospital's (staff fill what the hospital sends). */
export const TRIP_GAPS = {
  travellers: 'patient',
  visa_letter: 'hospital',
  visa_reference: 'patient',
  visa_decision: 'patient',
  visa_refused: 'hospital',
  arrival_flight: 'patient',
  departure_flight: 'patient',
  pickup_answer: 'patient',
  pickup_details: 'hospital',
  accommodation_patient: 'patient',
  accommodation_hospital: 'hospital',
  admission_date: 'hospital',
  discharge_pack: 'hospital',
  final_bill: 'hospital',
  check_in: 'patient',
} as const;
export type TripGap = keyof typeof TRIP_GAPS;

/** The steps before arrival: what the trips list shows as missing, and what reminders are about. */
export const PRE_ARRIVAL_STEPS: readonly TripStep[] = ['travellers', 'visa', 'flights', 'pickup', 'accommodation', 'admission'];

export const VISA_STATUSES = ['pending', 'approved', 'refused'] as const;
export type VisaStatus = (typeof VISA_STATUSES)[number];

export const TRAVELLER_ROLES = ['patient', 'companion'] as const;
export type TravellerRole = (typeof TRAVELLER_ROLES)[number];

/** A visa letter from the hospital, or a file of the discharge pack (summary, medicines, follow-up instructions). */
export const TRIP_DOCUMENT_KINDS = ['visa_letter', 'discharge'] as const;
export type TripDocumentKind = (typeof TRIP_DOCUMENT_KINDS)[number];

/** What a trip document may be, by its content: what every patient's phone opens (a PDF or a picture), never a Word file. */
export const TRIP_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'] as const;
export const TRIP_DOCUMENT_TYPE_NOT_SUPPORTED = 'File type not supported. Please upload a PDF or an image (JPEG, PNG, GIF).';

export const WOUND_STATES = ['fine', 'red', 'discharge', 'opening'] as const;
export type WoundState = (typeof WOUND_STATES)[number];

export const MOBILITY_STATES = ['better', 'same', 'worse'] as const;
export type MobilityState = (typeof MOBILITY_STATES)[number];

/** What an aftercare check-in asks. */
export interface CheckInAnswers {
  /** 0 (none) to 10 (the worst imaginable). */
  pain: number;
  /** Measured, in °C; null: not measured. */
  temperatureC: number | null;
  wound: WoundState;
  calfSwelling: boolean;
  chestPain: boolean;
  breathless: boolean;
  mobility: MobilityState;
  /** Questions or anything else, in the patient's words. */
  notes: string;
}

export const WARNING_SIGNS = ['fever', 'wound', 'chest_pain', 'breathless', 'calf_swelling', 'severe_pain', 'urgent_words'] as const;
export type WarningSign = (typeof WARNING_SIGNS)[number];

export const TRIP_LIMITS = {
  maxTravellers: 6,
  maxDocuments: 12,
  fullNameMax: 100,
  passportNumber: { min: 5, max: 20 },
  placeNameMax: 150,
  addressMax: 300,
  detailsMax: 500,
  notesMax: 1000,
  reasonMax: 1000,
  nights: { min: 1, max: 120 },
  pain: { min: 0, max: 10 },
  temperatureC: { min: 34, max: 43 },
  /** A fever from this temperature (°C). */
  feverFromC: 38,
  /** Severe pain from this score. */
  severePainFrom: 8,
  /** A check-in unanswered this many days after it was due has lapsed: aftercare no longer waits for it (stage, review invitation). */
  checkInLapseDays: 7,
  reminderDays: { min: 1, max: 90, count: 6 },
  aftercareDays: { min: 1, max: 365, count: 8 },
  stayDays: { min: 1, max: 90 },
  finalBillThresholdPercent: { min: 0, max: 100 },
} as const;

export const TRIP_DEFAULTS = {
  /** Days before arrival the patient is reminded of what is still missing (per destination). */
  reminderDays: [21, 10, 3],
  /** Days after discharge of the aftercare check-ins (per treatment). */
  aftercareDays: [3, 14, 30, 90],
  /** Days from arrival to the flight home, until the patient gives their flight (per treatment). */
  stayDays: 14,
  /** Settings: a final bill further than this from the accepted quote needs a reason the patient reads. */
  finalBillThresholdPercent: 10,
  steps: [...OPTIONAL_TRIP_STEPS] as OptionalTripStep[],
} as const;

/** A flight number as printed on a ticket: the airline's two characters and 1 to 4 digits ("MH 2613", "KQ886"). */
export const FLIGHT_NUMBER = /^[A-Z0-9]{2} ?\d{1,4}[A-Z]?$/i;
/** A local time at the airport, as a ticket gives it (`datetime-local`): 2026-12-20T06:35. */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The facts of a plan that decide its steps. Dates are YYYY-MM-DD; flight times local `YYYY-MM-DDTHH:mm`. */
export interface TripFacts {
  /** The optional steps the treatment has. */
  steps: readonly OptionalTripStep[];
  /** Nationalities (ISO alpha-2) the destination asks a visa of. */
  visaNationalities: readonly string[];
  companionCount: number;
  /** The booking asked us to arrange accommodation (else the patient tells us where they stay). */
  accommodationArranged: boolean;
  travellers: readonly { nationality: string }[];
  visaLetter: boolean;
  visaReference: string | null;
  visaStatus: VisaStatus | null;
  arrivalOn: string | null;
  arrivalFlight: string | null;
  arrivalAt: string | null;
  departureFlight: string | null;
  departureAt: string | null;
  pickupRequested: boolean | null;
  pickupDetails: string | null;
  accommodationName: string | null;
  accommodationAddress: string | null;
  accommodationNights: number | null;
  admissionOn: string | null;
  dischargedOn: string | null;
  dischargeDocuments: number;
  finalBillUsd: number | null;
  checkIns: readonly { dueAt: string; answeredAt: string | null }[];
}

export interface TripStepView {
  step: TripStep;
  state: TripStepState;
  /** What it lacks, in order: the first one says whose move it is. */
  gaps: TripGap[];
  /** When it is due: before arrival for the steps of the journey there, the flight home for discharge, the next check-in. */
  dueOn: string | null;
  /** When it was done (null: not done, or done before this was kept). */
  doneAt: string | null;
}

/** Whether anyone travelling needs a visa for the destination (null: no traveller entered yet, so not known). */
export function visaNeeded(facts: Pick<TripFacts, 'steps' | 'visaNationalities' | 'travellers'>): boolean | null {
  if (!facts.steps.includes('visa')) return false;
  if (!facts.travellers.length) return facts.visaNationalities.length ? null : false;
  return facts.travellers.some((t) => facts.visaNationalities.includes(t.nationality.toUpperCase()));
}

/** The day of a local date-time (`2026-12-20T06:35` → `2026-12-20`). */
export const dayOf = (localDateTime: string | null): string | null => (localDateTime ? localDateTime.slice(0, 10) : null);

/** The day the patient flies home: their departure flight, else arrival plus the treatment's usual stay. */
export function plannedReturnOn(facts: Pick<TripFacts, 'departureAt' | 'arrivalOn'>, stayDays: number): string | null {
  return dayOf(facts.departureAt) ?? (facts.arrivalOn ? addDays(facts.arrivalOn, stayDays) : null);
}

const stateOf = (gaps: TripGap[]): TripStepState =>
  !gaps.length ? 'done' : TRIP_GAPS[gaps[0]!] === 'patient' ? 'waiting_patient' : 'waiting_hospital';

/**
 * The plan's steps, in order, with their state and gaps (`doneAt` left null: the caller knows when
 * each was done). Discharge is "to do" until admission; aftercare until its first check-in is due.
 */
export function tripSteps(facts: TripFacts, today: string): TripStepView[] {
  const has = (step: OptionalTripStep) => facts.steps.includes(step);
  const steps: TripStepView[] = [];
  const add = (step: TripStep, gaps: TripGap[], dueOn: string | null, state: TripStepState = stateOf(gaps)) =>
    steps.push({ step, state, gaps, dueOn, doneAt: null });
  const arrival = facts.arrivalOn;

  add('travellers', facts.travellers.length >= 1 + facts.companionCount ? [] : ['travellers'], arrival);

  const visa = visaNeeded(facts);
  if (visa === null) add('visa', [], arrival, 'todo');
  else if (visa) {
    const gaps: TripGap[] = [];
    if (facts.visaStatus === 'refused') gaps.push('visa_refused');
    else if (facts.visaStatus !== 'approved') {
      if (!facts.visaLetter) gaps.push('visa_letter');
      if (!facts.visaReference) gaps.push('visa_reference');
      gaps.push('visa_decision');
    }
    add('visa', gaps, arrival);
  }

  const flights: TripGap[] = [];
  if (!facts.arrivalFlight || !facts.arrivalAt) flights.push('arrival_flight');
  if (!facts.departureFlight || !facts.departureAt) flights.push('departure_flight');
  add('flights', flights, arrival);

  if (has('pickup')) {
    const gaps: TripGap[] =
      facts.pickupRequested === null ? ['pickup_answer'] : facts.pickupRequested && !facts.pickupDetails ? ['pickup_details'] : [];
    add('pickup', gaps, arrival);
  }

  if (has('accommodation')) {
    const known = facts.accommodationName && facts.accommodationAddress && facts.accommodationNights;
    add('accommodation', known ? [] : [facts.accommodationArranged ? 'accommodation_hospital' : 'accommodation_patient'], arrival);
  }

  add('admission', facts.admissionOn ? [] : ['admission_date'], facts.admissionOn ?? arrival);

  const discharge: TripGap[] = [];
  if (!facts.dischargedOn || !facts.dischargeDocuments) discharge.push('discharge_pack');
  if (facts.finalBillUsd === null) discharge.push('final_bill');
  const admitted = facts.admissionOn !== null && facts.admissionOn <= today;
  add('discharge', discharge, dayOf(facts.departureAt), discharge.length && !admitted ? 'todo' : stateOf(discharge));

  if (has('aftercare')) {
    const open = facts.checkIns.filter((c) => !c.answeredAt);
    const due = open.filter((c) => utcDay(c.dueAt) <= today);
    const next = open[0] ? utcDay(open[0].dueAt) : null;
    if (!facts.checkIns.length) add('aftercare', [], null, 'todo');
    else if (due.length) add('aftercare', ['check_in'], utcDay(due[0]!.dueAt));
    else add('aftercare', [], next, open.length ? 'todo' : 'done');
  }
  return steps;
}

/** The gaps of the steps before arrival: the trips list's "what is missing". */
export const preArrivalGaps = (steps: readonly TripStepView[]): TripGap[] =>
  steps.filter((s) => PRE_ARRIVAL_STEPS.includes(s.step)).flatMap((s) => s.gaps);

/** The patient's own gaps before arrival: what a reminder lists. */
export const patientGaps = (steps: readonly TripStepView[]): TripGap[] =>
  preArrivalGaps(steps).filter((gap) => TRIP_GAPS[gap] === 'patient');

/** The warning signs in a check-in's answers (the server adds `urgent_words` when the notes read as an emergency). */
export function warningSigns(answers: CheckInAnswers): WarningSign[] {
  const signs: WarningSign[] = [];
  if (answers.temperatureC !== null && answers.temperatureC >= TRIP_LIMITS.feverFromC) signs.push('fever');
  if (answers.wound !== 'fine') signs.push('wound');
  if (answers.chestPain) signs.push('chest_pain');
  if (answers.breathless) signs.push('breathless');
  if (answers.calfSwelling) signs.push('calf_swelling');
  if (answers.pain >= TRIP_LIMITS.severePainFrom) signs.push('severe_pain');
  return signs;
}

/** The final bill against the accepted quote; a difference above the threshold (Settings) needs a reason. */
export interface FinalBillView {
  quotedUsd: number | null;
  finalUsd: number;
  differenceUsd: number | null;
  /** Rounded to one decimal; null without a quote. */
  differencePercent: number | null;
  reasonNeeded: boolean;
  reason: string | null;
}

export function finalBill(quotedUsd: number | null, finalUsd: number, thresholdPercent: number, reason: string | null): FinalBillView {
  const differenceUsd = quotedUsd === null ? null : finalUsd - quotedUsd;
  const exactPercent = quotedUsd ? ((differenceUsd ?? 0) / quotedUsd) * 100 : null;
  const differencePercent = exactPercent === null ? null : Math.round(exactPercent * 10) / 10;
  // On the exact difference: a bill 10.01 % over a 10 % threshold needs its reason, though shown as 10 %.
  const reasonNeeded = exactPercent !== null && Math.abs(exactPercent) > thresholdPercent;
  return { quotedUsd, finalUsd, differenceUsd, differencePercent, reasonNeeded, reason };
}

/** The last characters of a passport number, the rest hidden ("•••••4821"). */
export const maskPassport = (number: string): string => '•'.repeat(Math.max(number.length - 3, 0)) + number.slice(-3);

export interface TravellerView {
  id: string;
  role: TravellerRole;
  fullName: string;
  nationality: string;
  passportMasked: string;
  passportExpiry: string;
}

export interface TravellerInput {
  role: TravellerRole;
  fullName: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
}

export interface TripDocumentView {
  id: string;
  kind: TripDocumentKind;
  name: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: string;
}

export interface CheckInView {
  id: string;
  /** Days after discharge. */
  day: number;
  dueAt: string;
  sentAt: string | null;
  answeredAt: string | null;
  answers: CheckInAnswers | null;
  signs: WarningSign[];
  /** When a coordinator acknowledged the alert (null: none, or not yet). */
  alertAcknowledgedAt: string | null;
}

/** What the patient may change in their plan (null clears; a field left out stays). */
export interface TripPatientChanges {
  arrivalFlight?: string | null;
  arrivalAt?: string | null;
  departureFlight?: string | null;
  departureAt?: string | null;
  pickupRequested?: boolean | null;
  interpreterLanguage?: string | null;
  accommodationName?: string | null;
  accommodationAddress?: string | null;
  accommodationNights?: number | null;
  visaReference?: string | null;
  visaStatus?: VisaStatus | null;
  visaDecidedOn?: string | null;
}

/** What staff may change: the patient's fields, and what the hospital sends. */
export interface TripStaffChanges extends TripPatientChanges {
  arrivalOn?: string | null;
  pickupDetails?: string | null;
  admissionOn?: string | null;
  dischargedOn?: string | null;
  finalBillUsd?: number | null;
  finalBillReason?: string | null;
}

export interface TripPlanView {
  bookingId: string;
  reference: string;
  hospitalName: string;
  treatmentName: string | null;
  /** The destination country (ISO alpha-2 and English name). */
  destination: { code: string; name: string } | null;
  /** The planned day of arrival: the arrival flight's, else the day staff planned (from the booking's date). */
  arrivalOn: string | null;
  plannedReturnOn: string | null;
  arrivalFlight: string | null;
  arrivalAt: string | null;
  departureFlight: string | null;
  departureAt: string | null;
  pickupRequested: boolean | null;
  interpreterLanguage: string | null;
  pickupDetails: string | null;
  accommodationArranged: boolean;
  accommodationName: string | null;
  accommodationAddress: string | null;
  accommodationNights: number | null;
  visaNeeded: boolean | null;
  visaReference: string | null;
  visaStatus: VisaStatus | null;
  visaDecidedOn: string | null;
  admissionOn: string | null;
  dischargedOn: string | null;
  finalBill: FinalBillView | null;
  travellers: TravellerView[];
  /** The patient and their companions. */
  travellersExpected: number;
  documents: TripDocumentView[];
  steps: TripStepView[];
  checkIns: CheckInView[];
  updatedAt: string;
}

export interface TripReminderView {
  daysBefore: number;
  arrivalOn: string;
  sentAt: string;
  gaps: TripGap[];
}

export interface StaffTripPlanView extends TripPlanView {
  patientName: string;
  reminders: TripReminderView[];
}

/** What the patient is told after answering a check-in. */
export interface CheckInResult {
  checkIn: CheckInView;
  /** The emergency guidance (numbers of the patient's country), when a warning sign was found; the coordinator was alerted. */
  guidance: string | null;
}

/** The back office's trips list: one row per plan, by arrival. */
export interface TripRecord {
  id: string;
  reference: string;
  patientName: string;
  hospitalName: string;
  treatmentName: string | null;
  arrivalOn: string | null;
  /** Days from today to arrival (negative: arrived). */
  daysToArrival: number | null;
  missing: TripGap[];
  stage: TripStage;
  openAlerts: number;
}

export const TRIP_STAGES = ['before_arrival', 'in_treatment', 'aftercare', 'finished'] as const;
export type TripStage = (typeof TRIP_STAGES)[number];

/** The back office's aftercare list: one row per patient's booking with check-ins. */
export interface AftercareRecord {
  id: string;
  reference: string;
  patientName: string;
  treatmentName: string | null;
  dischargedOn: string;
  checkIns: CheckInView[];
  nextDueAt: string | null;
  openAlerts: number;
}

/** The back office's trip configuration of a treatment and of a destination. */
export interface TreatmentTripConfig {
  tripSteps: OptionalTripStep[];
  stayDays: number;
  aftercareDays: number[];
}
export interface DestinationTripConfig {
  visaNationalities: string[];
  reminderDays: number[];
}

/** Where the trip stands: before arrival, in treatment (arrived, not yet discharged), in aftercare (a check-in still open), or finished. */
export function tripStage(facts: Pick<TripFacts, 'arrivalOn' | 'dischargedOn'> & { aftercareOpen: boolean }, today: string): TripStage {
  if (facts.dischargedOn) return facts.aftercareOpen ? 'aftercare' : 'finished';
  return facts.arrivalOn && facts.arrivalOn <= today ? 'in_treatment' : 'before_arrival';
}
