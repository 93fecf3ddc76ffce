import { answer, type ApiClient, type JsonBody, type Posted } from '../api/client';
import type { Locale } from '@medtour/contracts';

const PATH = '/api/bookings/{bookingId}/review';

/** A review as the form posts it: the API validates each value (and answers field errors). */
export type ReviewInput = Posted<JsonBody<typeof PATH, 'post'>>;

/** A verified review of one of the patient's bookings (the review page). */
export const reviewsApi = {
  form: (api: ApiClient, bookingId: string, lang: Locale, signal?: AbortSignal) =>
    answer(api.GET(PATH, { params: { path: { bookingId }, query: { lang } }, signal })),
  /** Writes the review (POST), or replaces the one written (PUT). */
  save: (api: ApiClient, bookingId: string, lang: Locale, input: ReviewInput, edit: boolean) => {
    const request = { params: { path: { bookingId }, query: { lang } }, body: input as JsonBody<typeof PATH, 'post'> };
    return answer(edit ? api.PUT(PATH, request) : api.POST(PATH, request));
  },
};
