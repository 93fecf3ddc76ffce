import { API_MESSAGES, type Locale, type TripPlanView } from '@medtour/contracts';
import { data } from 'react-router';
import type { Route } from './+types/booking-trip';
import { ApiError, getApi, SIGNED_IN_ANSWER } from '../api/client';
import { done, invalid, readForm, redirectIn, refused, saying, unknownForm } from '../api/actions';
import { failPage } from '../api/load';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, type WithMessages } from '../i18n/messages';
import { TripNotOpen, TripPlanPage } from '../journey/TripPlan';
import { routeMeta } from '../seo';
import { authHref } from '../site';
import { tripPlanApi } from '../trip-plan/api';
import {
  ACCOMMODATION_FIELDS,
  accommodationChanges,
  CHECK_IN_FIELDS,
  checkInAnswers,
  FLIGHT_FIELDS,
  flightChanges,
  PICKUP_FIELDS,
  pickupChanges,
  postedValues,
  text,
  TRAVELLER_FIELDS,
  travellerInput,
  TRIP_INTENTS,
  VISA_FIELDS,
  visaChanges,
} from '../trip-plan/form';
import '../styles/journey.css';
import '../styles/trip-plan.css';

type LoaderData = { plan: TripPlanView | null; now: string } & WithMessages;

/** Signed out (an emailed link opened in another browser): to sign in, and back here after. */
function signInFirst(error: unknown, request: Request, params: Route.LoaderArgs['params']): void {
  if (error instanceof ApiError && error.status === 401) {
    const url = new URL(request.url);
    throw redirectIn(params, authHref(url.pathname + url.search));
  }
}

/** The file sizes' words of the `records` namespace (the downloads say theirs), not the whole namespace. */
function fileSizeMessages(locale: Locale): WithMessages['messages'] {
  return Object.fromEntries(Object.entries(messagesFor(locale, 'records')).filter(([id]) => id.startsWith('records.size.')));
}

/**
 * `/dashboard/bookings/:bookingId/trip`: the trip plan of a booking whose deposit is settled (issue 54),
 * the checklist from the travellers' passports to the aftercare check-ins (the reminder and check-in
 * emails link here, `#aftercare` to the check-ins). Before the deposit the API answers 409: the page
 * says the plan opens with it. Another patient's booking, or one that does not exist, is the 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const messages = { ...messagesFor(locale, 'tripPlan', 'errors'), ...fileSizeMessages(locale) };
  // The server's clock says which check-ins are due (the browser's may be wrong), and the page shows the same after hydration.
  const now = new Date().toISOString();
  try {
    const plan = await tripPlanApi.plan(getApi(context), params.bookingId, request.signal);
    return { plan, now, messages } satisfies LoaderData;
  } catch (error) {
    signInFirst(error, request, params);
    if (error instanceof ApiError && error.status === 409) return data({ plan: null, now, messages } satisfies LoaderData, { status: 409 });
    // A staff account: the error page, with the API's reason.
    if (error instanceof ApiError && error.status === 403) throw data(null, { status: 403, statusText: 'Forbidden' });
    // The address's booking id is all the API reads: refused, it names no booking.
    if (error instanceof ApiError && error.status === 400) throw data(null, { status: 404, statusText: 'Not Found' });
    failPage(error, request, 'Trip plan');
  }
}

export const meta = routeMeta((_, t) => ({ title: t('tripPlan.meta.title'), description: t('tripPlan.meta.description') }));

/** Signed-in pages are never stored by the browser or a proxy. */
export const headers: Route.HeadersFunction = () => SIGNED_IN_ANSWER;

/**
 * Each form of the page (its `intent`, see `TRIP_INTENTS`): the API's answer goes back to it, with the
 * values posted when refused (shown again in the form) and the traveller or check-in it was about.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = text(form, 'intent');
  const api = getApi(context);
  const { bookingId } = params;

  /** Calls the API; a refusal with field errors says so above the button (each error is by its field). */
  async function send(call: () => Promise<unknown>, message: string, extra: Record<string, unknown>, fields: readonly string[] = []) {
    try {
      await call();
      return done(intent, message, extra);
    } catch (error) {
      signInFirst(error, request, params);
      const answer = refused(intent, error, request, API_MESSAGES.internalError, { ...extra, posted: postedValues(form, fields) });
      if (Object.keys(answer.data.errors).length) saying(answer, API_MESSAGES.correctFields);
      return answer;
    }
  }

  /** Choices left out (the page asks for them before the API): refused with the values posted. */
  function missing(names: readonly string[], fields: readonly string[], extra: Record<string, unknown> = {}) {
    const answer = invalid(
      intent,
      Object.fromEntries(names.map((name) => [name, API_MESSAGES.fieldRequiredSite])),
      API_MESSAGES.correctFields,
    );
    Object.assign(answer.data, { ...extra, posted: postedValues(form, fields) });
    return answer;
  }

  const travellerId = text(form, 'travellerId');
  switch (intent) {
    case TRIP_INTENTS.flights:
      return send(() => tripPlanApi.change(api, bookingId, flightChanges(form)), API_MESSAGES.tripSaved, {}, FLIGHT_FIELDS);
    case TRIP_INTENTS.pickup:
      if (!['yes', 'no'].includes(text(form, 'pickupRequested'))) return missing(['pickupRequested'], PICKUP_FIELDS);
      return send(() => tripPlanApi.change(api, bookingId, pickupChanges(form)), API_MESSAGES.tripSaved, {}, PICKUP_FIELDS);
    case TRIP_INTENTS.accommodation:
      return send(() => tripPlanApi.change(api, bookingId, accommodationChanges(form)), API_MESSAGES.tripSaved, {}, ACCOMMODATION_FIELDS);
    case TRIP_INTENTS.visa:
      return send(() => tripPlanApi.change(api, bookingId, visaChanges(form)), API_MESSAGES.tripSaved, {}, VISA_FIELDS);
    case TRIP_INTENTS.addTraveller:
      return send(() => tripPlanApi.addTraveller(api, bookingId, travellerInput(form)), API_MESSAGES.travellerSaved, {}, TRAVELLER_FIELDS);
    case TRIP_INTENTS.editTraveller:
      return send(
        () => tripPlanApi.changeTraveller(api, bookingId, travellerId, travellerInput(form)),
        API_MESSAGES.travellerSaved,
        { travellerId },
        TRAVELLER_FIELDS,
      );
    case TRIP_INTENTS.removeTraveller:
      return send(() => tripPlanApi.removeTraveller(api, bookingId, travellerId), API_MESSAGES.travellerRemoved, { travellerId });
    case TRIP_INTENTS.checkIn:
      return answerCheckIn();
    default:
      return unknownForm(intent);
  }

  /** A check-in's answers: the emergency guidance goes back with the warning signs found, when there were some. */
  async function answerCheckIn() {
    const checkInId = text(form, 'checkInId');
    const { answers, missing: left } = checkInAnswers(form);
    if (left.length) return missing(left, CHECK_IN_FIELDS, { checkInId });
    try {
      const result = await tripPlanApi.answerCheckIn(api, bookingId, checkInId, answers);
      return done(intent, API_MESSAGES.checkInSaved, { checkInId, guidance: result.guidance, signs: result.checkIn.signs });
    } catch (error) {
      signInFirst(error, request, params);
      const answer = refused(intent, error, request, API_MESSAGES.internalError, {
        checkInId,
        posted: postedValues(form, CHECK_IN_FIELDS),
      });
      if (Object.keys(answer.data.errors).length) saying(answer, API_MESSAGES.correctFields);
      return answer;
    }
  }
}

export default function Component({ loaderData }: Route.ComponentProps) {
  const { plan, now } = loaderData;
  return plan ? <TripPlanPage plan={plan} now={now} /> : <TripNotOpen />;
}
