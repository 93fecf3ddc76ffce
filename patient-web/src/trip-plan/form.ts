import * as v from 'valibot';
import type { MobilityState, TravellerRole, VisaStatus, WoundState } from '@medtour/contracts';
import { decimalOrText, nullableText, required, text, ticked, wholeOrText } from '../forms/schema.ts';

/*
 * The trip plan's forms as the API takes them (each posted to its own route under
 * /dashboard/bookings/:bookingId/trip, see routes.ts). What the patient typed goes as it is, trimmed:
 * the API validates it and answers field errors in its words. An emptied field clears its value
 * (null); a number that is not one is sent as typed, for the API's message. The page asks for the
 * choices it needs before the API (`required`).
 * No import of the site here: `npm test` runs this file with Node as it is.
 */

/** A traveller removed: which one (the travellers' list says it is gone, so the form's route is the list's). */
export const travellerRemovalSchema = v.object({ travellerId: required() });

/** The flights form: both flights, each number and its local date-time (`YYYY-MM-DDTHH:mm`). */
export const flightsSchema = v.object({
  arrivalFlight: nullableText(),
  arrivalAt: nullableText(),
  departureFlight: nullableText(),
  departureAt: nullableText(),
});

/** The pick-up form: yes or no (a choice the page asks for), and an interpreter's language. */
export const pickupSchema = v.object({
  pickupRequested: v.pipe(
    required(),
    v.transform((answer) => answer === 'yes'),
  ),
  interpreterLanguage: nullableText(),
});

/** The accommodation form (when the patient arranges it): the place, its address and the nights. */
export const accommodationSchema = v.object({
  accommodationName: nullableText(),
  accommodationAddress: nullableText(),
  accommodationNights: v.pipe(text(), v.transform(wholeOrText)),
});

/** The visa form: the eVISA application's reference, its status and the day it was decided. */
export const visaSchema = v.object({
  visaReference: nullableText(),
  visaStatus: v.pipe(
    nullableText(),
    v.transform((status) => status as VisaStatus | null),
  ),
  visaDecidedOn: nullableText(),
});

/** A traveller as on their passport (on a change, an empty passport number keeps the stored one). */
export const travellerSchema = v.object({
  role: v.pipe(
    text(),
    v.transform((role) => role as TravellerRole),
  ),
  fullName: text(),
  nationality: v.pipe(text(), v.toUpperCase()),
  passportNumber: text(),
  passportExpiry: text(),
});

/** An aftercare check-in's answers: the pain, the wound and the mobility are choices the page asks for. */
export const checkInSchema = v.object({
  pain: v.pipe(
    required(),
    v.transform((pain) => wholeOrText(pain) ?? ''),
  ),
  temperatureC: v.pipe(text(), v.transform(decimalOrText)),
  wound: v.pipe(
    required(),
    v.transform((wound) => wound as WoundState),
  ),
  calfSwelling: ticked(),
  chestPain: ticked(),
  breathless: ticked(),
  mobility: v.pipe(
    required(),
    v.transform((mobility) => mobility as MobilityState),
  ),
  notes: text(),
});

/** The fields each form shows (a refusal's errors of other fields are listed above its button). */
export const FLIGHT_FIELDS = ['arrivalFlight', 'arrivalAt', 'departureFlight', 'departureAt'] as const;
export const PICKUP_FIELDS = ['pickupRequested', 'interpreterLanguage'] as const;
export const ACCOMMODATION_FIELDS = ['accommodationName', 'accommodationAddress', 'accommodationNights'] as const;
export const VISA_FIELDS = ['visaReference', 'visaStatus', 'visaDecidedOn'] as const;
export const TRAVELLER_FIELDS = ['role', 'fullName', 'nationality', 'passportNumber', 'passportExpiry'] as const;
export const CHECK_IN_FIELDS = ['pain', 'temperatureC', 'wound', 'calfSwelling', 'chestPain', 'breathless', 'mobility', 'notes'] as const;
