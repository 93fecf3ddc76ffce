import type { CheckInAnswers, CheckInResult, TravellerInput, TripPatientChanges, TripPlanView } from '@medtour/contracts';
import { answer, type ApiClient, type JsonBody } from '../api/client';

/*
 * The trip plan of a booking whose deposit is settled (issue 54): the checklist after the deposit, the
 * travellers, flights, pick-up, accommodation, visa, discharge and the aftercare check-ins. The forms
 * send what the patient typed as it is (text where the API takes a number): the API validates it
 * and answers its field errors, said in the page's language by their codes.
 */

const PLAN = '/api/bookings/{bookingId}/trip';
const TRAVELLERS = '/api/bookings/{bookingId}/trip/travellers';
const TRAVELLER = '/api/bookings/{bookingId}/trip/travellers/{travellerId}';
const CHECK_IN = '/api/bookings/{bookingId}/trip/check-ins/{checkInId}';

/** A form's values as posted: text where the API takes a number (the API refuses what is no number, with its message). */
export type Typed<T> = { [K in keyof T]: T[K] | (number extends T[K] ? string : never) };

export const tripPlanApi = {
  plan: (api: ApiClient, bookingId: string, signal?: AbortSignal): Promise<TripPlanView> =>
    answer(api.GET(PLAN, { params: { path: { bookingId } }, signal })),
  /** Fields left out stay as they are; null clears one. */
  change: (api: ApiClient, bookingId: string, changes: Typed<TripPatientChanges>): Promise<TripPlanView> =>
    answer(api.PATCH(PLAN, { params: { path: { bookingId } }, body: changes as TripPatientChanges })),
  addTraveller: (api: ApiClient, bookingId: string, traveller: TravellerInput): Promise<TripPlanView> =>
    answer(api.POST(TRAVELLERS, { params: { path: { bookingId } }, body: traveller })),
  /** An empty passport number keeps the stored one. */
  changeTraveller: (api: ApiClient, bookingId: string, travellerId: string, traveller: TravellerInput): Promise<TripPlanView> =>
    answer(api.PUT(TRAVELLER, { params: { path: { bookingId, travellerId } }, body: traveller })),
  removeTraveller: (api: ApiClient, bookingId: string, travellerId: string): Promise<TripPlanView> =>
    answer(api.DELETE(TRAVELLER, { params: { path: { bookingId, travellerId } } })),
  answerCheckIn: (api: ApiClient, bookingId: string, checkInId: string, answers: Typed<CheckInAnswers>): Promise<CheckInResult> =>
    answer(
      api.POST(CHECK_IN, {
        params: { path: { bookingId, checkInId } },
        // Numbers as the form posted them (text): the API reads them as numbers.
        body: answers as JsonBody<typeof CHECK_IN>,
      }),
    ),
};
