import { data } from 'react-router';
import type { Locale } from '@medtour/contracts';
import { ApiError } from './client';
import { messagesFor } from '../i18n/catalogues.server';
import { codedText } from '../i18n/messages';

/**
 * What a loader does with a failed API call: a cancelled navigation is passed on, "not found"
 * becomes the 404 page, a limit the 429 page, and anything else the 503 page (the API is down or
 * answered nonsense).
 */
export function failPage(error: unknown, request: Request, page: string): never {
  if (request.signal.aborted) throw error;
  if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404, statusText: 'Not Found' });
  // Refused for a limit: the visitor is asked to wait (the page's Retry-After is the API's, see web-handler.ts).
  if (error instanceof ApiError && error.status === 429) throw data(null, { status: 429, statusText: 'Too Many Requests' });
  console.error(`${page}: could not load from the API:`, error);
  throw data({ message: 'The service is temporarily unavailable.' }, { status: 503, statusText: 'Service Unavailable' });
}

/**
 * The reason the API refused a list's filters (400), e.g. a hand-edited URL with `page=-1`: the
 * page shows it instead of results. Said here in the page's language when the API gave its code
 * (the `errors` namespace), so every list page does, without sending the whole namespace; a reason
 * without a code (or not translated) as the API wrote it. Undefined for any other failure.
 */
export function filterProblem(error: unknown, locale: Locale): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  return codedText(Object.values(error.errors)[0] ?? error.message, error.codes, messagesFor(locale, 'errors'), locale);
}

/** A list page's loader answer: its data, or the same shape with a `problem` answered with 400 (`data(…, { status: 400 })`). */
export type ListPageAnswer<T> = T | ReturnType<typeof data<T>>;
