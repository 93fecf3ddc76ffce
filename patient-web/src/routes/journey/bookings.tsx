import { Outlet } from 'react-router';
import type { BookingView } from '@medtour/contracts';
import type { Route } from './+types/bookings';
import { catalogueApi } from '../../api/catalogue';
import { ApiError, getApi } from '../../api/client';
import { messagesFor } from '../../i18n/catalogues.server';
import { localeOf } from '../../i18n/messages';
import { chatIn, journeyApi } from '../../journey/api';
import { recordSharesOf } from '../../journey/booking-data.server';
import { logFailures, pageIn, signInAgain, value } from '../../journey/load.server';

export { shouldRevalidate } from '../../journey/reloading';

/**
 * The journey's "Booking Management" (spec §2): a page of the patient's bookings (`?bookingsPage=`)
 * with the consents to share records with their hospitals (issue 53), the booking an email's link or
 * Stripe's return names (`?booking=<id>`, shown even when older than the page) and its open chat
 * (`?chat=<id>`: its latest messages, or those before `&before=<message id>`), the booking form's
 * hospital ("Get Quote": `?book=<slug>`, with the treatments it offers) and the hospitals matching its
 * search without JavaScript (`?hospitalQuery=`), what "Book with this estimate" carried, the
 * coordinators' contact and how deposits can be paid. What fails leaves the rest usable.
 */
export async function loader({ context, request, params: route }: Route.LoaderArgs) {
  const api = getApi(context);
  const { signal } = request;
  const lang = localeOf(route);
  const params = new URL(request.url).searchParams;
  const chatId = chatIn(params);
  // The booking the address names is shown even when it is not on this page of bookings.
  const linkedId = chatId ?? (params.get('booking') || undefined);
  const before = params.get('before')?.trim() || undefined;
  const book = params.get('book')?.trim() || undefined;
  const hospitalQuery = params.get('hospitalQuery')?.trim().slice(0, 100) ?? '';
  const bookingsCall = journeyApi.bookings(api, pageIn(params, 'bookingsPage'), lang, signal);
  const linkedCall = linkedId ? journeyApi.booking(api, linkedId, lang) : Promise.resolve(null);
  // The consents of the bookings shown, asked as soon as the bookings are known (beside the other calls).
  const sharesOf = (shown: Promise<readonly BookingView[]>) =>
    shown.then(
      (bookings) => recordSharesOf(api, bookings, signal),
      () => ({}),
    );
  const [bookings, linked, shares, bookingHospital, hospitalMatches, contact, paymentOptions, messages] = await Promise.allSettled([
    bookingsCall,
    linkedCall,
    Promise.all([sharesOf(bookingsCall.then((page) => page.items)), sharesOf(linkedCall.then((booking) => (booking ? [booking] : [])))]),
    book ? journeyApi.bookingHospital(api, book, lang, signal) : Promise.resolve(null),
    hospitalQuery ? journeyApi.searchHospitals(api, hospitalQuery, lang, signal) : Promise.resolve(null),
    catalogueApi.coordinatorContact(api, lang),
    journeyApi.paymentOptions(api, lang, signal),
    chatId ? journeyApi.messages(api, chatId, before) : Promise.resolve(null),
  ]);
  signInAgain([bookings], request, route);
  logFailures({ bookings, contact, payment: paymentOptions, bookingHospital, hospitalMatches }, signal);
  const linkedBooking = value(linked);
  const list = value(bookings)?.items ?? [];
  const unknownHospital =
    bookingHospital.status === 'rejected' && bookingHospital.reason instanceof ApiError && bookingHospital.reason.status === 404;
  return {
    // The bookings' words, their pagination's, the trip estimate's (the form attaches one, the cards show it).
    messages: messagesFor(lang, 'bookings', 'lists', 'trips'),
    // A booking opened from an email link (or Stripe's return) is shown even when it is older than the list.
    bookings: linkedBooking && !list.some((b) => b.id === linkedBooking.id) ? [linkedBooking, ...list] : list,
    /** The page of bookings shown (`?bookingsPage=`), for its pager; null when they failed. */
    bookingsPage: value(bookings),
    bookingsFailed: bookings.status === 'rejected',
    /** The consents to share records with the hospital of each booking shown but a cancelled one, by booking; null where they failed. */
    recordShares: Object.assign({}, ...(value(shares) ?? [])) as Awaited<ReturnType<typeof recordSharesOf>>,
    bookingForm: {
      /** The `?book` slug, even when it names no active hospital. */
      slug: book ?? null,
      hospital: value(bookingHospital),
      query: hospitalQuery,
      matches: value(hospitalMatches),
      /** The hospital or the search could not be loaded (not: the hospital does not exist). */
      failed: (bookingHospital.status === 'rejected' && !unknownHospital) || hospitalMatches.status === 'rejected',
      /** What "Book with this estimate" carried (`?treatment=…&companions=…&home=…&month=…`): the form's first values. */
      trip: {
        treatment: params.get('treatment') ?? '',
        companions: params.get('companions') ?? '',
        home: params.get('home') ?? '',
        month: params.get('month') ?? '',
      },
    },
    contact: value(contact),
    /** How a quoted booking's deposit can be paid (online, offline details); null when it failed to load. */
    paymentOptions: value(paymentOptions),
    /** The open chat: its latest messages, or those before `before`; its page null when they failed. */
    thread: chatId && linkedBooking ? { bookingId: chatId, page: value(messages), before: before ?? null } : null,
    /** `?booking=<id>` (an email, or Stripe's return) named a booking that is not the patient's. */
    linkNotFound: Boolean(linkedId) && !linkedBooking,
  };
}

export default function BookingsLayout() {
  return <Outlet />;
}
