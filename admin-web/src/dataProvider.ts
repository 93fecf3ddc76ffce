import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { FailedJobRecord, MessageView, RecordView } from '@medtour/contracts';
import type { BookingSummary, DashboardData, ReviewStats } from './types';

export const API_ROOT = '/api/admin';

// Same origin as the API: the session cookie authenticates every call.
const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

const getJson = async <T>(path: string): Promise<T> => (await httpClient(`${API_ROOT}${path}`)).json as T;

const postJson = async <T>(path: string, body: unknown): Promise<T> =>
  (await httpClient(`${API_ROOT}${path}`, { method: 'POST', body: JSON.stringify(body) })).json as T;

/**
 * The calls outside the simple-REST contract (summaries, the booking thread and records). They go
 * through the data provider so that react-admin's `useDataProvider` applies its auth error
 * handling (a 401 signs out) to them as well.
 */
export interface AdminApi {
  getDashboard(): Promise<DashboardData>;
  getBookingSummary(): Promise<BookingSummary>;
  getReviewStats(): Promise<ReviewStats>;
  getBookingMessages(bookingId: string): Promise<MessageView[]>;
  postBookingMessage(bookingId: string, body: string): Promise<MessageView>;
  getBookingRecords(bookingId: string): Promise<RecordView[]>;
  /** A dead-lettered job gets a fresh set of attempts; answers the job, no longer dead (409 if it was not). */
  retryFailedJob(jobId: string): Promise<FailedJobRecord>;
}

export type AdminDataProvider = DataProvider & AdminApi;

const id = (value: string) => encodeURIComponent(value);

export const dataProvider: AdminDataProvider = {
  ...simpleRestProvider(API_ROOT, httpClient),
  getDashboard: () => getJson('/dashboard'),
  getBookingSummary: () => getJson('/bookings/summary'),
  getReviewStats: () => getJson('/reviews/stats'),
  getBookingMessages: (bookingId) => getJson(`/bookings/${id(bookingId)}/messages`),
  postBookingMessage: (bookingId, body) => postJson(`/bookings/${id(bookingId)}/messages`, { body }),
  getBookingRecords: (bookingId) => getJson(`/bookings/${id(bookingId)}/records`),
  retryFailedJob: (jobId) => postJson(`/failed-jobs/${id(jobId)}/retry`, {}),
};

/** Where the browser downloads one of the patient's medical records (audited by the API). */
export const recordDownloadUrl = (bookingId: string, recordId: string): string =>
  `${API_ROOT}/bookings/${id(bookingId)}/records/${id(recordId)}/download`;
