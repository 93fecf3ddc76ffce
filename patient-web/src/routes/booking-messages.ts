import type { LoaderFunctionArgs } from 'react-router';
import type { MessageView } from '@medtour/contracts';
import { getApi } from '../api/client';
import { journeyApi } from '../journey/api';

/**
 * A booking's thread, asked for by its open chat every few seconds (a fetcher): new coordinator
 * messages appear without a Refresh. A failed look (network, session ended) answers null and the
 * chat keeps what it shows; the patient's own booking only (the API answers 404 otherwise).
 */
export async function loader({ params, context, request }: LoaderFunctionArgs): Promise<{ messages: MessageView[] | null }> {
  try {
    return { messages: await journeyApi.messages(getApi(context), params.bookingId ?? '', request.signal) };
  } catch {
    return { messages: null };
  }
}
