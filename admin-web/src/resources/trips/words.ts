/*
 * The trip plan (issue 54) in the back office's English words: its steps, their states and what they
 * still lack, the trip's stage, the aftercare check-ins and their warning signs. Shared by the booking
 * page's "Trip plan" card and the Trips and Aftercare lists.
 */
import {
  type CheckInAnswers,
  type CheckInView,
  formatMoney,
  type OptionalTripStep,
  toMinor,
  type TripDocumentKind,
  type TripGap,
  type TripStage,
  type TripStep,
  type TripStepState,
  type TripStepView,
  type VisaStatus,
  type WarningSign,
} from '@medtour/contracts';

export const STEP_NAMES: Record<TripStep, string> = {
  travellers: 'Travellers',
  visa: 'Visa',
  flights: 'Flights',
  pickup: 'Airport pick-up',
  accommodation: 'Accommodation',
  admission: 'Admission',
  discharge: 'Discharge',
  aftercare: 'Aftercare',
};

/** The steps a treatment may leave out, as its form offers them. */
export const OPTIONAL_STEP_NAMES: Record<OptionalTripStep, string> = {
  visa: STEP_NAMES.visa,
  pickup: STEP_NAMES.pickup,
  accommodation: STEP_NAMES.accommodation,
  aftercare: STEP_NAMES.aftercare,
};

export const STATE_NAMES: Record<TripStepState, string> = {
  todo: 'To do',
  waiting_patient: 'Waiting for the patient',
  waiting_hospital: 'Waiting for the hospital',
  done: 'Done',
};

/** What a step lacks, as a coordinator says it ("no visa letter, no flight home"). */
export const GAP_WORDS: Record<TripGap, string> = {
  travellers: 'no passport details',
  visa_letter: 'no visa letter',
  visa_reference: 'no visa reference',
  visa_decision: 'visa not approved yet',
  visa_refused: 'visa refused',
  arrival_flight: 'no arrival flight',
  departure_flight: 'no flight home',
  pickup_answer: 'no answer about airport pick-up',
  pickup_details: 'no pick-up details',
  accommodation_patient: 'no accommodation from the patient',
  accommodation_hospital: 'no accommodation from the hospital',
  admission_date: 'no admission date',
  discharge_pack: 'no discharge pack',
  final_bill: 'no final bill',
  check_in: 'a check-in is due',
};

export const STAGE_NAMES: Record<TripStage, string> = {
  before_arrival: 'Before arrival',
  in_treatment: 'In treatment',
  aftercare: 'Aftercare',
  finished: 'Finished',
};

export const WARNING_SIGN_NAMES: Record<WarningSign, string> = {
  fever: 'Fever',
  wound: 'Wound problem',
  chest_pain: 'Chest pain',
  breathless: 'Breathless',
  calf_swelling: 'Calf swelling',
  severe_pain: 'Severe pain',
  urgent_words: 'Urgent words in the notes',
};

export const VISA_STATUS_NAMES: Record<VisaStatus, string> = { pending: 'Pending', approved: 'Approved', refused: 'Refused' };

export const DOCUMENT_KIND_NAMES: Record<TripDocumentKind, string> = { visa_letter: 'Visa letter', discharge: 'Discharge pack' };

const WOUND_NAMES: Record<CheckInAnswers['wound'], string> = {
  fine: 'wound fine',
  red: 'wound red',
  discharge: 'wound discharging',
  opening: 'wound opening',
};
const MOBILITY_NAMES: Record<CheckInAnswers['mobility'], string> = {
  better: 'moving better',
  same: 'moving the same',
  worse: 'moving worse',
};

/** The gaps in words, in order: `no visa letter, no flight home` (empty when nothing is missing). */
export const gapsText = (gaps: readonly TripGap[]): string => gaps.map((gap) => GAP_WORDS[gap]).join(', ');

/** A step's state and what it lacks: `Waiting for the hospital — no visa letter`, `Done`, `To do`. */
export const stepText = (step: Pick<TripStepView, 'state' | 'gaps'>): string =>
  step.gaps.length ? `${STATE_NAMES[step.state]} — ${gapsText(step.gaps)}` : STATE_NAMES[step.state];

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/** `arrives in 5 days`, `arrives today`, `arrived 3 days ago` (empty when the arrival is not known). */
export function arrivalCountdown(daysToArrival: number | null): string {
  if (daysToArrival === null) return '';
  if (daysToArrival === 0) return 'arrives today';
  return daysToArrival > 0 ? `arrives in ${days(daysToArrival)}` : `arrived ${days(-daysToArrival)} ago`;
}

/** `2 of 4 answered`. */
export const checkInProgress = (checkIns: readonly Pick<CheckInView, 'answeredAt'>[]): string =>
  `${checkIns.filter((checkIn) => checkIn.answeredAt).length} of ${checkIns.length} answered`;

/** An answered check-in with warning signs that no coordinator acknowledged yet. */
export const openAlert = (checkIn: Pick<CheckInView, 'signs' | 'alertAcknowledgedAt'>): boolean =>
  checkIn.signs.length > 0 && !checkIn.alertAcknowledgedAt;

/** A check-in's answers in one line: `Pain 3/10 · 37.2 °C · wound red · moving worse · calf swelling` (the notes apart). */
export function answersText(answers: CheckInAnswers): string {
  return [
    `Pain ${answers.pain}/10`,
    answers.temperatureC === null ? 'temperature not measured' : `${answers.temperatureC} °C`,
    WOUND_NAMES[answers.wound],
    MOBILITY_NAMES[answers.mobility],
    answers.calfSwelling ? 'calf swelling' : null,
    answers.chestPain ? 'chest pain' : null,
    answers.breathless ? 'breathless' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

const usd = (amount: number) => formatMoney(toMinor(Math.abs(amount), 'USD'), 'USD');

/**
 * The final bill against the accepted quote: `+$1,200 (+8.0%)`, `−$300 (−2.5%)`, `No difference`;
 * null without both amounts. The percentage is rounded to one decimal, as the API compares it.
 */
export function billDifferenceText(quotedUsd: number | null | undefined, finalUsd: number | null | undefined): string | null {
  if (quotedUsd == null || finalUsd == null || !Number.isFinite(finalUsd)) return null;
  const difference = finalUsd - quotedUsd;
  if (difference === 0) return 'No difference';
  const sign = difference > 0 ? '+' : '−';
  if (!quotedUsd) return `${sign}${usd(difference)}`;
  const percent = Math.round((Math.abs(difference) / quotedUsd) * 1000) / 10;
  return `${sign}${usd(difference)} (${sign}${percent.toFixed(1)}%)`;
}
