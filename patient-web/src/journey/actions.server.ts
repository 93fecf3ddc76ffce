import { API_MESSAGES } from '@medtour/contracts';
import { ApiError } from '../api/client';

/*
 * What the journey's form routes (routes/journey/*.tsx) share on the server.
 */

/**
 * A page of Stripe's (a deposit's or Premium's payment page, the billing page), which the page opens
 * itself with JavaScript and shows as a link without: an action never redirects to another site.
 */
export function stripePage(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new ApiError(502, 'The payment page has an unexpected address');
  return url;
}

/** Why a Premium form was refused, in the patient's words: the API's reason (409, 429), else the spec's failure. */
export function premiumRefusal(error: unknown, failure: string): string {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 429)) return failure;
  // The API's words for a deposit point at the offline details beside it, which Premium has not.
  if (error.message.startsWith('Online payment is not configured')) return API_MESSAGES.premiumOnlineUnavailable;
  return error.message;
}
