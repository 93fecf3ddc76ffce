import type { Params } from 'react-router';
import { redirectIn } from '../api/actions';
import { ApiError } from '../api/client';
import { authHref } from '../site';

/*
 * What the journey's loaders (routes/journey/*.tsx) share: each loads its part of the page and leaves
 * the rest usable when a call fails.
 */

/** A list's page in the address (`?bookingsPage=2`), 1 when absent or not a page number. */
export const pageIn = (params: URLSearchParams, key: string) =>
  Math.min(1000, Math.max(1, Number.parseInt(params.get(key) ?? '', 10) || 1));

export const value = <T>(result: PromiseSettledResult<T>): T | null => (result.status === 'fulfilled' ? result.value : null);

/** A session that ended while the page was open (the API's 401): to sign in, and back to this address after. */
export function signInAgain(results: PromiseSettledResult<unknown>[], request: Request, params: Params): void {
  for (const result of results) {
    if (result.status === 'rejected' && result.reason instanceof ApiError && result.reason.status === 401) {
      const url = new URL(request.url);
      throw redirectIn(params, authHref(url.pathname + url.search));
    }
  }
}

/** Each part that failed to load, logged (a request the browser gave up on, for another navigation, is no failure). */
export function logFailures(parts: Record<string, PromiseSettledResult<unknown>>, signal: AbortSignal): void {
  for (const [what, result] of Object.entries(parts)) {
    if (result.status === 'rejected' && !signal.aborted) console.error(`Patient journey: could not load ${what}:`, result.reason);
  }
}
