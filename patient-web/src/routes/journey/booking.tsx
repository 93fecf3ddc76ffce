import { data, Outlet } from 'react-router';
import type { Route } from './+types/booking';
import { ApiError, getApi } from '../../api/client';
import { failPage } from '../../api/load';
import { localeOf } from '../../i18n/messages';
import { journeyApi } from '../../journey/api';
import { recordSharesOf } from '../../journey/booking-data.server';
import { signInAgain } from '../../journey/load.server';

export { shouldRevalidate } from '../../journey/reloading';

/**
 * A booking of the patient's (`/dashboard/bookings/<id>`): the journey's page with this booking in
 * view, shown even when it is older than the page of bookings, and the address of its forms (cancel,
 * chat, deposit, records shared, which assessment it is for), each a route below this one. Another
 * patient's booking, or none, is the 404 page.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = getApi(context);
  const [booking] = await Promise.allSettled([journeyApi.booking(api, params.bookingId, localeOf(params))]);
  signInAgain([booking], request, params);
  if (booking.status === 'rejected') {
    // The address's booking id is all the API reads: refused, it names no booking.
    if (booking.reason instanceof ApiError && booking.reason.status === 400) throw data(null, { status: 404, statusText: 'Not Found' });
    failPage(booking.reason, request, 'Patient journey');
  }
  return { booking: booking.value, recordShares: await recordSharesOf(api, [booking.value], request.signal) };
}

export default function BookingLayout() {
  return <Outlet />;
}
