import type { Route } from './+types/booking-messages';
import type { MessagePage } from '@medtour/contracts';
import { getApi } from '../api/client';
import { journeyApi } from '../journey/api';

/**
 * A page of a booking's thread, asked for by its open chat (a fetcher): the latest messages every
 * few seconds, so new coordinator messages appear without a Refresh, or those before `?before=<id>`
 * ("Show earlier messages"). A failed look (network, session ended) answers null and the chat keeps
 * what it shows; the patient's own booking only (the API answers 404 otherwise).
 */
export async function loader({ params, context, request }: Route.LoaderArgs): Promise<{ page: MessagePage | null }> {
  const before = new URL(request.url).searchParams.get('before') || undefined;
  try {
    return { page: await journeyApi.messages(getApi(context), params.bookingId, before, request.signal) };
  } catch {
    return { page: null };
  }
}
