import type { Route } from './+types/booking-messages';
import { data } from 'react-router';
import type { MessagePage } from '@medtour/contracts';
import { SIGNED_IN_ANSWER } from '../api/client';
import { getApi } from '../api/client';
import { journeyApi } from '../journey/api';

/**
 * A page of a booking's thread, asked for by its open chat (a fetcher): the latest messages every
 * few seconds, so new coordinator messages appear without a Refresh, or those before `?before=<id>`
 * ("Show earlier messages"). A failed look (network, session ended) answers null and the chat keeps
 * what it shows; the patient's own booking only (the API answers 404 otherwise). A resource route has no
 * `headers` export: its answer says `no-store` itself, as every signed-in answer does.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const before = new URL(request.url).searchParams.get('before') || undefined;
  let page: MessagePage | null = null;
  try {
    page = await journeyApi.messages(getApi(context), params.bookingId, before, request.signal);
  } catch {
    // the chat keeps what it shows
  }
  return data({ page }, { headers: SIGNED_IN_ANSWER });
}
