import type {
  CheckInAnswers,
  MobilityState,
  TravellerInput,
  TravellerRole,
  TripPatientChanges,
  VisaStatus,
  WoundState,
} from '@medtour/contracts';

/*
 * The trip plan's forms as the API takes them (routes/booking-trip.tsx posts them). What the patient
 * typed goes as it is, trimmed: the API validates it and answers field errors in its words. An emptied
 * field clears its value (null); a number that is not one is sent as typed, for the API's message.
 * No import of the site here: `npm test` runs this file with Node as it is.
 */

/** The forms of the page, by their `intent`. */
export const TRIP_INTENTS = {
  addTraveller: 'traveller-add',
  editTraveller: 'traveller-edit',
  removeTraveller: 'traveller-remove',
  flights: 'flights',
  pickup: 'pickup',
  accommodation: 'accommodation',
  visa: 'visa',
  checkIn: 'check-in',
} as const;

/** A posted text field, trimmed (empty when missing). */
export const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** Empty: null (clears the value). */
const orNull = (value: string): string | null => (value === '' ? null : value);

/** A whole number (`12`), else the text as typed for the API to refuse; empty: null. */
export function wholeOrText(value: string): number | string | null {
  if (value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** A decimal number written with a point or a comma (`37.5`, `37,5`), else the text as typed; empty: null. */
export function decimalOrText(value: string): number | string | null {
  if (value === '') return null;
  const normalized = value.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : value;
}

/** A check box: ticked or not (a form leaves an unticked one out). */
const ticked = (form: FormData, name: string): boolean => form.get(name) !== null;

/** A form's values to show again with the API's refusal, as posted (a check box: `on`, or empty). */
export function postedValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, text(form, name)]));
}

export const FLIGHT_FIELDS = ['arrivalFlight', 'arrivalAt', 'departureFlight', 'departureAt'] as const;
export const PICKUP_FIELDS = ['pickupRequested', 'interpreterLanguage'] as const;
export const ACCOMMODATION_FIELDS = ['accommodationName', 'accommodationAddress', 'accommodationNights'] as const;
export const VISA_FIELDS = ['visaReference', 'visaStatus', 'visaDecidedOn'] as const;
export const TRAVELLER_FIELDS = ['role', 'fullName', 'nationality', 'passportNumber', 'passportExpiry'] as const;
export const CHECK_IN_FIELDS = ['pain', 'temperatureC', 'wound', 'calfSwelling', 'chestPain', 'breathless', 'mobility', 'notes'] as const;

/** The flights form: both flights, each number and its local date-time (`YYYY-MM-DDTHH:mm`). */
export function flightChanges(form: FormData): TripPatientChanges {
  const [arrivalFlight, arrivalAt, departureFlight, departureAt] = FLIGHT_FIELDS.map((name) => orNull(text(form, name)));
  return { arrivalFlight, arrivalAt, departureFlight, departureAt };
}

/** The pick-up form: yes or no (`pickupRequested` left out when neither is chosen), and an interpreter's language. */
export function pickupChanges(form: FormData): TripPatientChanges {
  const answer = text(form, 'pickupRequested');
  const changes: TripPatientChanges = { interpreterLanguage: orNull(text(form, 'interpreterLanguage')) };
  if (answer === 'yes' || answer === 'no') changes.pickupRequested = answer === 'yes';
  return changes;
}

/** The accommodation form (when the patient arranges it): the place, its address and the nights. */
export function accommodationChanges(form: FormData): Omit<TripPatientChanges, 'accommodationNights'> & {
  accommodationNights: number | string | null;
} {
  return {
    accommodationName: orNull(text(form, 'accommodationName')),
    accommodationAddress: orNull(text(form, 'accommodationAddress')),
    accommodationNights: wholeOrText(text(form, 'accommodationNights')),
  };
}

/** The visa form: the eVISA application's reference, its status and the day it was decided. */
export function visaChanges(form: FormData): TripPatientChanges {
  return {
    visaReference: orNull(text(form, 'visaReference')),
    visaStatus: orNull(text(form, 'visaStatus')) as VisaStatus | null,
    visaDecidedOn: orNull(text(form, 'visaDecidedOn')),
  };
}

/** A traveller as on their passport (on a change, an empty passport number keeps the stored one). */
export function travellerInput(form: FormData): TravellerInput {
  return {
    role: text(form, 'role') as TravellerRole,
    fullName: text(form, 'fullName'),
    nationality: text(form, 'nationality').toUpperCase(),
    passportNumber: text(form, 'passportNumber'),
    passportExpiry: text(form, 'passportExpiry'),
  };
}

/** An aftercare check-in's answers; `missing`: the choices the patient left out (the page asks for them before the API). */
export function checkInAnswers(form: FormData): {
  answers: Omit<CheckInAnswers, 'pain' | 'temperatureC'> & { pain: number | string; temperatureC: number | string | null };
  missing: ('pain' | 'wound' | 'mobility')[];
} {
  const pain = text(form, 'pain');
  const wound = text(form, 'wound');
  const mobility = text(form, 'mobility');
  const missing = (['pain', 'wound', 'mobility'] as const).filter((name) => text(form, name) === '');
  return {
    answers: {
      pain: wholeOrText(pain) ?? '',
      temperatureC: decimalOrText(text(form, 'temperatureC')),
      wound: wound as WoundState,
      calfSwelling: ticked(form, 'calfSwelling'),
      chestPain: ticked(form, 'chestPain'),
      breathless: ticked(form, 'breathless'),
      mobility: mobility as MobilityState,
      notes: text(form, 'notes'),
    },
    missing,
  };
}
