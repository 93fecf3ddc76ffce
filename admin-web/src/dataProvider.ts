import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { AiSettingsView, AssessmentView, FailedJobRecord, MessagePage, MessageView, RecordView } from '@medtour/contracts';
import type { BookingSummary, DashboardData, ReviewStats, StaffBookingView } from '@medtour/contracts';
import type { OfflinePaymentMethod, PaymentRecord, QuoteLine, QuoteView, SubscriptionRecord } from '@medtour/contracts';
import type { OfflinePremiumRecord, PatientPremiumView } from '@medtour/contracts';
import type { ReconciliationRunRecord, ReconciliationStatus, ScrapeHospitalOption, ScrapeQueueHealth } from '@medtour/contracts';

export interface BookingQuotes {
  quotes: QuoteView[];
  draft: { lines: QuoteLine[] };
  /** Why no quote can be sent now (no way to pay is configured), else null. */
  cannotQuote: string | null;
}
export interface QuoteInput {
  lines: QuoteLine[];
  included: string[];
  excluded: string[];
  validUntil: string;
}
export interface OfflinePaymentInput {
  method: OfflinePaymentMethod;
  amountUsd: number;
  /** The day it was paid (YYYY-MM-DD). */
  paidOn: string;
  reference: string | null;
  note: string | null;
}

/** A Premium payment received offline, for a period of whole months from its first day. */
export interface OfflinePremiumInput extends OfflinePaymentInput {
  /** The first day of Premium (YYYY-MM-DD). */
  startsOn: string;
  months: number;
}

export const API_ROOT = '/api/admin';

// Same origin as the API: the session cookie authenticates every call.
const httpClient = (url: string, options: fetchUtils.Options = {}) => fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

const getJson = async <T>(path: string): Promise<T> => (await httpClient(`${API_ROOT}${path}`)).json as T;

const postJson = async <T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> =>
  (
    await httpClient(`${API_ROOT}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: new Headers({ Accept: 'application/json', ...headers }),
    })
  ).json as T;

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
  /** The latest page of the booking's thread, or the page before message `before`. */
  getBookingMessages(bookingId: string, before?: string): Promise<MessagePage>;
  postBookingMessage(bookingId: string, body: string): Promise<MessageView>;
  getBookingRecords(bookingId: string): Promise<RecordView[]>;
  /** The booking's patient's latest health assessment (audited). */
  getBookingAssessment(bookingId: string): Promise<{ assessment: AssessmentView | null }>;
  /** Every version of the booking's quote, newest first, and a first draft (the treatment at the hospital's price). */
  getBookingQuotes(bookingId: string): Promise<BookingQuotes>;
  /** A new quote: it supersedes the current one, the booking awaits its deposit, the patient is emailed. */
  createQuote(bookingId: string, quote: QuoteInput): Promise<QuoteView>;
  getBookingPayments(bookingId: string): Promise<PaymentRecord[]>;
  /**
   * Money paid by bank transfer, mobile money or cash, part or all of the deposit (the booking is
   * confirmed once it is covered). `idempotencyKey` names the save: sent again, it records nothing new.
   */
  recordOfflinePayment(bookingId: string, payment: OfflinePaymentInput, idempotencyKey: string): Promise<PaymentRecord>;
  /** A dead-lettered job gets a fresh set of attempts; answers the job, no longer dead (409 if it was not). */
  retryFailedJob(jobId: string): Promise<FailedJobRecord>;
  /**
   * The 30-day money-back guarantee: refunds the subscription's first payment and ends it now;
   * answers the subscription (canceled, refunded). 400 without a reason, 409 when too late,
   * already refunded or nothing was paid.
   */
  refundSubscription(subscriptionId: string, reason: string): Promise<SubscriptionRecord>;
  /** A patient's paid Premium: Stripe's subscription, the Premium payments recorded offline, until when it runs (admins). */
  getUserPremium(userId: string): Promise<PatientPremiumView>;
  /**
   * Premium paid offline: records the payment and gives Premium for its period; the patient is
   * emailed. `idempotencyKey` names the save: sent again, it records nothing new. 409 while the patient
   * has a live Stripe subscription, for an overlapping period or a reference already recorded.
   */
  recordOfflinePremium(userId: string, payment: OfflinePremiumInput, idempotencyKey: string): Promise<OfflinePremiumRecord>;
  /** The 30-day money-back guarantee of a Premium payment recorded offline: Premium ends now; 409 when too late or already refunded. */
  refundOfflinePremium(paymentId: string, reason: string): Promise<OfflinePremiumRecord>;
  /** Hospitals a scrape may be for (no demo ones), searched by name. */
  getScrapeHospitals(q: string): Promise<ScrapeHospitalOption[]>;
  /** The scrape queue: waiting, running, failed (admins only). */
  getScrapeQueueHealth(): Promise<ScrapeQueueHealth>;
  /** Refunds a received deposit in full (Stripe, or recorded as paid back offline); answers the refund's ledger row. */
  refundPayment(paymentId: string, reason: string): Promise<PaymentRecord>;
  /** A cancelled booking's deposit: refunded in full, or kept under the policy (the reason is emailed to the patient). Admins. */
  decideRefund(bookingId: string, decision: 'refund' | 'keep', reason: string): Promise<StaffBookingView['refundDecision']>;
  /** What the AI assistant runs on (engine, model, limits, search index), from the server's configuration. */
  getAiSettings(): Promise<AiSettingsView>;
  /** Reconciliation's last run and how many differences stand (admins). */
  getReconciliationStatus(): Promise<ReconciliationStatus>;
  /** Runs reconciliation now (Stripe, the ledger, bookings); answers the run. */
  runReconciliation(): Promise<ReconciliationRunRecord>;
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
  getBookingMessages: (bookingId, before) =>
    getJson(`/bookings/${id(bookingId)}/messages${before ? `?before=${encodeURIComponent(before)}` : ''}`),
  postBookingMessage: (bookingId, body) => postJson(`/bookings/${id(bookingId)}/messages`, { body }),
  getBookingRecords: (bookingId) => getJson(`/bookings/${id(bookingId)}/records`),
  getBookingAssessment: (bookingId) => getJson(`/bookings/${id(bookingId)}/assessment`),
  retryFailedJob: (jobId) => postJson(`/failed-jobs/${id(jobId)}/retry`, {}),
  refundSubscription: (subscriptionId, reason) => postJson(`/subscriptions/${id(subscriptionId)}/refund`, { reason }),
  refundPayment: (paymentId, reason) => postJson(`/payments/${id(paymentId)}/refund`, { reason }),
  decideRefund: (bookingId, decision, reason) => postJson(`/bookings/${id(bookingId)}/refund-decision`, { decision, reason }),
  getBookingQuotes: (bookingId) => getJson(`/bookings/${id(bookingId)}/quotes`),
  createQuote: (bookingId, quote) => postJson(`/bookings/${id(bookingId)}/quotes`, quote),
  getBookingPayments: (bookingId) => getJson(`/bookings/${id(bookingId)}/payments`),
  recordOfflinePayment: (bookingId, payment, idempotencyKey) =>
    postJson(`/bookings/${id(bookingId)}/payments`, payment, { 'Idempotency-Key': idempotencyKey }),
  getUserPremium: (userId) => getJson(`/users/${id(userId)}/premium`),
  recordOfflinePremium: (userId, payment, idempotencyKey) =>
    postJson(`/users/${id(userId)}/premium-payments`, payment, { 'Idempotency-Key': idempotencyKey }),
  refundOfflinePremium: (paymentId, reason) => postJson(`/premium-payments/${id(paymentId)}/refund`, { reason }),
  getAiSettings: () => getJson('/ai-settings'),
  getReconciliationStatus: () => getJson('/reconciliation/status'),
  runReconciliation: () => postJson('/reconciliation/run', {}),
  getScrapeHospitals: (q) => getJson(`/scrape-runs/hospitals${q ? `?q=${encodeURIComponent(q)}` : ''}`),
  getScrapeQueueHealth: () => getJson('/scrape-runs/queue-health'),
};

/** Where the browser downloads one of the patient's medical records (audited by the API). */
export const recordDownloadUrl = (bookingId: string, recordId: string): string =>
  `${API_ROOT}/bookings/${id(bookingId)}/records/${id(recordId)}/download`;
