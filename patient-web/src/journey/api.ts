import { answer, ApiError, apiErrorOf, type Answer, type ApiClient, type JsonBody, type Posted, type Query } from '../api/client';
import type { BookingAssessmentAnswer, BookingView, Locale } from '@medtour/contracts';

/*
 * The patient journey's API calls and inputs (assessments, medical records,
 * recommendations, bookings and their message threads); the answers' shapes are in
 * `@medtour/contracts`. Only the /dashboard pages import this.
 */

/** A whole, non-negative number of dollars, else nothing (the API then uses the assessment's budget). */
export function budget(text: string | null | undefined): string | undefined {
  const amount = Math.floor(Number(text));
  return text && text.trim() !== '' && Number.isFinite(amount) && amount >= 0 ? String(amount) : undefined;
}

/** The assessment form as posted: the API validates each value (and answers field errors). */
export type AssessmentInput = Posted<JsonBody<'/api/assessments'>>;

export type BookingInput = Posted<JsonBody<'/api/bookings'>>;

export type AiMatchingInput = JsonBody<'/api/ai/treatment-matching'>;

export interface HospitalOption {
  id: string;
  slug: string;
  name: string;
  city: string;
  country: { name: string };
}

/** The hospital a booking is for, with the treatments it offers at its own prices. */
export interface BookingHospital extends HospitalOption {
  treatments: { id: string; name: string; minCostUsd: number | null; maxCostUsd: number | null }[];
}

/** How many bookings a page of "Booking Management" shows (newest first). */
export const BOOKINGS_PAGE_SIZE = 10;

/** How many hospitals the booking form's search lists at once. */
export const HOSPITAL_MATCHES = 8;

/** The recommendation filters as the page's URL holds them (the API validates them). */
export type HospitalFilters = Posted<Query<'/api/recommendations/hospitals'>>;

export type TreatmentFilters = Posted<Query<'/api/recommendations/treatments'>>;

/** Empty and blank filters are left out. */
const given = <T extends object>(values: T): T =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined && String(value).trim() !== '')
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;

const id = (value: string) => encodeURIComponent(value);

/**
 * The booking whose chat the address opens: `?chat=<id>`, or `?booking=<id>` from an email. Stripe's
 * return (`?booking=<id>&payment=…`) names a booking too, for its payment, not its chat.
 */
export const chatIn = (params: URLSearchParams): string | undefined =>
  params.get('chat') || (params.has('payment') ? null : params.get('booking')) || undefined;

/** Recommendations a page shows (hospitals and treatments each): the rest are a page link away, not in every phone's download. */
const RECOMMENDATIONS_PAGE_SIZE = 12;
/** The address's page parameter of each list of recommendations. */
export const RECOMMENDATION_PAGES = { hospitals: 'hospitalsPage', treatments: 'treatmentsPage' } as const;

/** A booking whose records can be shared with its hospital: any but a cancelled one (its card shows its consents). */
export const sharesRecords = (booking: Pick<BookingView, 'status'>): boolean => booking.status !== 'cancelled';

/** Where a record is uploaded: by the client, or by `XMLHttpRequest` where the page shows the upload's progress. */
const RECORDS_PATH = '/api/records';
type RecordView = Answer<typeof RECORDS_PATH, 'post'>;

export const journeyApi = {
  latestAssessment: (api: ApiClient, signal?: AbortSignal) => answer(api.GET('/api/assessments/latest', { signal })),
  submitAssessment: (api: ApiClient, body: AssessmentInput) =>
    answer(api.POST('/api/assessments', { body: body as JsonBody<'/api/assessments'> })),

  records: (api: ApiClient, signal?: AbortSignal) => answer(api.GET('/api/records', { signal })),
  uploadRecord: (api: ApiClient, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return answer(api.POST(RECORDS_PATH, { body: { file: '' }, bodySerializer: () => form }));
  },
  removeRecord: (api: ApiClient, recordId: string) => answer(api.DELETE('/api/records/{id}', { params: { path: { id: recordId } } })),

  hospitals: (api: ApiClient, filters: HospitalFilters, page: number, lang: Locale, signal?: AbortSignal) =>
    answer(
      api.GET('/api/recommendations/hospitals', {
        params: {
          query: { ...(given(filters) as Query<'/api/recommendations/hospitals'>), page, pageSize: RECOMMENDATIONS_PAGE_SIZE, lang },
        },
        signal,
      }),
    ),
  treatments: (api: ApiClient, filters: TreatmentFilters, page: number, lang: Locale, signal?: AbortSignal) =>
    answer(
      api.GET('/api/recommendations/treatments', {
        params: {
          query: { ...(given(filters) as Query<'/api/recommendations/treatments'>), page, pageSize: RECOMMENDATIONS_PAGE_SIZE, lang },
        },
        signal,
      }),
    ),

  bookings: (api: ApiClient, page: number, lang: Locale, signal?: AbortSignal) =>
    answer(api.GET('/api/bookings', { params: { query: { page, pageSize: BOOKINGS_PAGE_SIZE, lang } }, signal })),
  booking: (api: ApiClient, bookingId: string, lang: Locale) =>
    answer(api.GET('/api/bookings/{id}', { params: { path: { id: bookingId }, query: { lang } } })),
  createBooking: (api: ApiClient, body: BookingInput) => answer(api.POST('/api/bookings', { body: body as JsonBody<'/api/bookings'> })),
  cancelBooking: (api: ApiClient, bookingId: string) =>
    answer(api.POST('/api/bookings/{id}/cancel', { params: { path: { id: bookingId } } })),
  /** Which assessment a booking is for (asked when its treatment does not fit): one of the patient's, or none and their words. */
  answerAssessment: (api: ApiClient, bookingId: string, body: BookingAssessmentAnswer) =>
    answer(api.PUT('/api/bookings/{id}/assessment', { params: { path: { id: bookingId } }, body })),
  /** The latest page of a booking's thread, or the page before message `before`. */
  messages: (api: ApiClient, bookingId: string, before?: string, signal?: AbortSignal) =>
    answer(api.GET('/api/bookings/{id}/messages', { params: { path: { id: bookingId }, query: given({ before }) }, signal })),
  sendMessage: (api: ApiClient, bookingId: string, body: string) =>
    answer(api.POST('/api/bookings/{id}/messages', { params: { path: { id: bookingId } }, body: { body } })),

  /** The patient's consents to share records with these bookings' hospitals, newest first, each with the hospital's openings: one call for a page of cards. */
  recordShares: (api: ApiClient, bookingIds: string[], signal?: AbortSignal) =>
    answer(api.GET('/api/record-shares', { params: { query: { bookingId: bookingIds } }, signal })),
  /** A consent to share these records of the patient's (another's: 404) with the booking's hospital; staff then send it a link. */
  shareRecords: (api: ApiClient, bookingId: string, recordIds: string[]) =>
    answer(api.POST('/api/bookings/{bookingId}/record-shares', { params: { path: { bookingId } }, body: { recordIds } })),
  /** Withdraws a consent: the hospital's link stops at once. */
  withdrawShare: (api: ApiClient, bookingId: string, shareId: string) =>
    answer(api.DELETE('/api/bookings/{bookingId}/record-shares/{shareId}', { params: { path: { bookingId, shareId } } })),

  /** How the patient can pay a quoted booking: online (Stripe configured), and offline to the bank account or mobile money of Settings. */
  paymentOptions: (api: ApiClient, lang: Locale, signal?: AbortSignal) =>
    answer(api.GET('/api/payments/options', { params: { query: { lang } }, signal })),
  /** A Stripe Checkout page for the deposit of the booking's current quote: the API prices it (409 when it cannot be paid). */
  depositCheckout: (api: ApiClient, bookingId: string) =>
    answer(api.POST('/api/bookings/{id}/deposit-checkout', { params: { path: { id: bookingId } } })),

  /** The patient's Premium state (free, a subscription, or a staff role) and its price. */
  subscription: (api: ApiClient, signal?: AbortSignal) => answer(api.GET('/api/subscription', { signal })),
  /** A Stripe Checkout page for Premium (409 when already premium, or when online payment is not configured). */
  premiumCheckout: (api: ApiClient) => answer(api.POST('/api/subscription/checkout')),
  /** Cancels Premium at the end of the paid period: the state after it (still premium until then). */
  cancelPremium: (api: ApiClient) => answer(api.POST('/api/subscription/cancel')),
  /** Stripe's customer portal (card, invoices) for the patient's subscription (409 without one). */
  billingPortal: (api: ApiClient) => answer(api.POST('/api/subscription/portal')),

  /** AI Treatment Matching, a Premium tool (403 for a free patient): catalogue treatments scored and explained. */
  aiMatching: (api: ApiClient, body: AiMatchingInput) => answer(api.POST('/api/ai/treatment-matching', { body })),

  /** Active hospitals whose name, city or specialties match `q`: the booking form's search. */
  searchHospitals: async (api: ApiClient, q: string, lang: Locale, signal?: AbortSignal): Promise<HospitalOption[]> =>
    (await answer(api.GET('/api/hospitals', { params: { query: { q, pageSize: HOSPITAL_MATCHES, lang } }, signal }))).items.map(
      ({ id, slug, name, city, country }) => ({ id, slug, name, city, country: { name: country.name } }),
    ),
  bookingHospital: async (api: ApiClient, slug: string, lang: Locale, signal?: AbortSignal): Promise<BookingHospital> => {
    const hospital = await answer(api.GET('/api/hospitals/{slug}', { params: { path: { slug }, query: { lang } }, signal }));
    const { name, city, country, treatments } = hospital;
    return {
      id: hospital.id,
      slug,
      name,
      city,
      country: { name: country.name },
      treatments: treatments.map((t) => ({ id: t.id, name: t.name, minCostUsd: t.minCostUsd, maxCostUsd: t.maxCostUsd })),
    };
  },
};

/** Where the browser downloads a record (the API answers with an attachment). */
export const recordDownloadHref = (recordId: string) => `/api/records/${id(recordId)}/download`;

function parseJson(text: string): { message?: unknown; errors?: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as { message?: unknown; errors?: unknown }) : null;
  } catch {
    return null;
  }
}

/**
 * Uploads one medical record with `XMLHttpRequest` (fetch cannot report upload progress).
 * `onProgress` gets 0…1; the promise gives the stored record or rejects with an `ApiError`
 * carrying the server's message (status 0 when the request never got an answer).
 */
export function uploadWithProgress(
  file: File,
  onProgress: (fraction: number) => void,
): { promise: Promise<RecordView>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<RecordView>((resolve, reject) => {
    xhr.open('POST', RECORDS_PATH);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress(1);
        resolve(body as unknown as RecordView);
        return;
      }
      reject(apiErrorOf(xhr.status, body, RECORDS_PATH));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error. Please check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'Upload cancelled.'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
