import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { AssessmentView, FailedJobRecord, MessageView, RecordView } from '@medtour/contracts';
import type { BookingSummary, DashboardData, ReviewStats } from '@medtour/contracts';

export const API_ROOT = '/api/admin';

// Same origin as the API: the session cookie authenticates every call.
const httpClient = (url: string, options: fetchUtils.Options = {}) => fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

const getJson = async <T>(path: string): Promise<T> => (await httpClient(`${API_ROOT}${path}`)).json as T;

const postJson = async <T>(path: string, body: unknown): Promise<T> =>
  (await httpClient(`${API_ROOT}${path}`, { method: 'POST', body: JSON.stringify(body) })).json as T;

/**
 * The calls outside the simple-REST contract (summaries, the booking thread and records). They go
 * through the data provider so that react-admin's `useDataProvider` applies its auth error
 * handling (a 401 signs out) to them as well; pages read them with TanStack Query, in react-admin's
 * query cache (keys in common/queries.ts).
 */
export interface AdminApi {
  getDashboard(): Promise<DashboardData>;
  getBookingSummary(): Promise<BookingSummary>;
  getReviewStats(): Promise<ReviewStats>;
  getBookingMessages(bookingId: string): Promise<MessageView[]>;
  postBookingMessage(bookingId: string, body: string): Promise<MessageView>;
  getBookingRecords(bookingId: string): Promise<RecordView[]>;
  /** The booking's patient's latest health assessment (audited). */
  getBookingAssessment(bookingId: string): Promise<{ assessment: AssessmentView | null }>;
  /** A dead-lettered job gets a fresh set of attempts; answers the job, no longer dead (409 if it was not). */
  retryFailedJob(jobId: string): Promise<FailedJobRecord>;
}

export type AdminDataProvider = DataProvider & AdminApi;

const id = (value: string) => encodeURIComponent(value);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Whether two field values are the same: JSON-like values compared in depth (lists, nested records). */
const sameValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
  }
  return false;
};

/**
 * The fields of `data` whose value differs from `previous` (all of `data` when there is no
 * previous record): what a PUT sends.
 */
export const changedFields = (data: Record<string, unknown>, previous: Record<string, unknown> | undefined): Record<string, unknown> =>
  previous ? Object.fromEntries(Object.entries(data).filter(([key, value]) => !sameValue(value, previous[key]))) : data;

const restProvider = simpleRestProvider(API_ROOT, httpClient);

export const dataProvider: AdminDataProvider = {
  ...restProvider,
  // react-admin gives `update` the whole record (read-only fields included); the API accepts only
  // the fields it lets staff change, refuses any other, and keeps the fields a PUT leaves out. So
  // a PUT carries the fields the user changed, and nothing else.
  update: (resource, params) => restProvider.update(resource, { ...params, data: changedFields(params.data, params.previousData) }),
  getDashboard: () => getJson('/dashboard'),
  getBookingSummary: () => getJson('/bookings/summary'),
  getReviewStats: () => getJson('/reviews/stats'),
  getBookingMessages: (bookingId) => getJson(`/bookings/${id(bookingId)}/messages`),
  postBookingMessage: (bookingId, body) => postJson(`/bookings/${id(bookingId)}/messages`, { body }),
  getBookingRecords: (bookingId) => getJson(`/bookings/${id(bookingId)}/records`),
  getBookingAssessment: (bookingId) => getJson(`/bookings/${id(bookingId)}/assessment`),
  retryFailedJob: (jobId) => postJson(`/failed-jobs/${id(jobId)}/retry`, {}),
};

/** Where the browser downloads one of the patient's medical records (audited by the API). */
export const recordDownloadUrl = (bookingId: string, recordId: string): string =>
  `${API_ROOT}/bookings/${id(bookingId)}/records/${id(recordId)}/download`;
