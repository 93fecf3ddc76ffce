import { useMemo } from 'react';
import { useParams, useRouteLoaderData } from 'react-router';
import type { loader as bookingLoader } from '../routes/journey/booking';
import type { loader as bookingsLoader } from '../routes/journey/bookings';
import type { loader as caseLoader } from '../routes/journey/layout';
import type { loader as premiumLoader } from '../routes/journey/premium';
import type { loader as recommendationsLoader } from '../routes/journey/recommendations';

/*
 * The journey page's data: each part's, from its route's loader (routes/journey/*.tsx), read together.
 */

type Loaded<T extends (...args: never[]) => unknown> = Omit<Awaited<ReturnType<T>>, 'messages'>;
type BookingsData = Loaded<typeof bookingsLoader>;

export type BookingFormData = BookingsData['bookingForm'] & {
  /** The assessment the page shows, which the request is made from (a newer one made in another tab does not change it). */
  assessmentId: string | null;
};

export type JourneyData = Loaded<typeof caseLoader> &
  Loaded<typeof recommendationsLoader> &
  Omit<BookingsData, 'bookingForm'> & { bookingForm: BookingFormData } & Loaded<typeof premiumLoader> & {
    /** The booking of the address (`/dashboard/bookings/<id>`), brought into view; null on the journey's own address. */
    bookingId: string | null;
  };

export function useJourneyData(): JourneyData {
  const patientCase = useRouteLoaderData<typeof caseLoader>('routes/journey/layout')!;
  const recommendations = useRouteLoaderData<typeof recommendationsLoader>('routes/journey/recommendations')!;
  const bookings = useRouteLoaderData<typeof bookingsLoader>('routes/journey/bookings')!;
  const premium = useRouteLoaderData<typeof premiumLoader>('routes/journey/premium')!;
  const booking = useRouteLoaderData<typeof bookingLoader>('routes/journey/booking');
  return useMemo(() => {
    const shown = booking && !bookings.bookings.some((b) => b.id === booking.booking.id) ? [booking.booking] : [];
    return {
      ...patientCase,
      ...recommendations,
      ...bookings,
      ...premium,
      bookings: [...shown, ...bookings.bookings],
      recordShares: { ...bookings.recordShares, ...booking?.recordShares },
      bookingForm: { ...bookings.bookingForm, assessmentId: patientCase.assessment?.id ?? null },
      bookingId: booking?.booking.id ?? null,
    };
  }, [patientCase, recommendations, bookings, premium, booking]);
}

/** The journey page's own address: a booking's (`/dashboard/bookings/<id>`, and its forms'), else the journey's. */
export function useJourneyAddress(): string {
  const { bookingId } = useParams();
  return bookingId ? `/dashboard/bookings/${encodeURIComponent(bookingId)}` : '/dashboard';
}
