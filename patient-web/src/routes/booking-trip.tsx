import { type Locale, type TripPlanView } from '@medtour/contracts';
import { data, Outlet } from 'react-router';
import type { Route } from './+types/booking-trip';
import { ApiError, getApi, SIGNED_IN_ANSWER } from '../api/client';
import { failPage } from '../api/load';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, type WithMessages } from '../i18n/messages';
import { routeMeta } from '../seo';
import { signInFirst } from '../trip-plan/actions.server';
import { tripPlanApi } from '../trip-plan/api';
import '../styles/journey.css';
import '../styles/trip-plan.css';

type LoaderData = { plan: TripPlanView | null; now: string } & WithMessages;

/** The file sizes' words of the `records` namespace (the downloads say theirs), not the whole namespace. */
function fileSizeMessages(locale: Locale): WithMessages['messages'] {
  return Object.fromEntries(Object.entries(messagesFor(locale, 'records')).filter(([id]) => id.startsWith('records.size.')));
}

/**
 * `/dashboard/bookings/:bookingId/trip`: the trip plan of a booking whose deposit is settled (issue 54),
 * the checklist from the travellers' passports to the aftercare check-ins (the reminder and check-in
 * emails link here, `#aftercare` to the check-ins). Before the deposit the API answers 409: the page
 * says the plan opens with it. Another patient's booking, or one that does not exist, is the 404 page.
 * Each form of the page is a route below this one (routes/trip/*.tsx), which draws the page with its answer.
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

export default function TripLayout() {
  return <Outlet />;
}
