import type { BookingView, RecordShareView } from '@medtour/contracts';
import type { ApiClient } from '../api/client';
import { journeyApi, sharesRecords } from './api';

/**
 * The consents of these bookings (those not cancelled) to share records with their hospitals, by
 * booking (issue 53), in one call; when it fails, each card says its list could not be loaded (null),
 * the rest of the page is shown.
 */
export async function recordSharesOf(
  api: ApiClient,
  bookings: readonly BookingView[],
  signal: AbortSignal,
): Promise<Record<string, RecordShareView[] | null>> {
  const shown = bookings.filter(sharesRecords);
  if (!shown.length) return {};
  try {
    const shares = await journeyApi.recordShares(
      api,
      shown.map((booking) => booking.id),
      signal,
    );
    return Object.fromEntries(shown.map((booking) => [booking.id, shares.filter((share) => share.bookingId === booking.id)]));
  } catch (error) {
    if (!signal.aborted) console.error('Patient journey: could not load the record shares of the bookings shown:', error);
    return Object.fromEntries(shown.map((booking) => [booking.id, null]));
  }
}
