import type { JsonBody } from '@medtour/contracts/api';
import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { answer, createApi } from './api';
import type { AiSettingsView, BookingAssessment, FailedJobRecord, MessagePage, MessageView, RecordView } from '@medtour/contracts';
import type { BookingSummary, DashboardData, ReviewBulkResult, ReviewStats, StaffBookingView } from '@medtour/contracts';
import type { BookingQuotes, PaymentRecord, QuoteView, SubscriptionRecord } from '@medtour/contracts';
import type { OfflinePremiumRecord, PatientPremiumView, StaffRecordShareView } from '@medtour/contracts';
import type { ReconciliationRunRecord, ReconciliationStatus, ScrapeHospitalOption, ScrapeQueueHealth } from '@medtour/contracts';
import type { StaffTripPlanView, TripDocumentKind, TripStaffChanges } from '@medtour/contracts';

export type QuoteInput = JsonBody<'/api/admin/bookings/{id}/quotes'>;
export type OfflinePaymentInput = JsonBody<'/api/admin/bookings/{id}/payments'>;
/** A Premium payment received offline, for a period of whole months from its first day. */
export type OfflinePremiumInput = JsonBody<'/api/admin/users/{id}/premium-payments'>;
/** Publish or reject reviews in bulk: the selected ones (`ids`) or a whole scrape run (`scrapeRunId`). */
export type ReviewBulkInput = JsonBody<'/api/admin/reviews/bulk'>;

export const API_ROOT = '/api/admin';

// Same origin as the API: the session cookie authenticates every call.
const httpClient = (url: string, options: fetchUtils.Options = {}) => fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

const api = createApi();
const id = (value: string) => ({ params: { path: { id: value } } });
const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

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
  /** Publishes or rejects reviews in bulk (audited); answers how many changed (those already so are left alone). */
  moderateReviews(input: ReviewBulkInput): Promise<ReviewBulkResult>;
  /** The latest page of the booking's thread, or the page before message `before`. */
  getBookingMessages(bookingId: string, before?: string): Promise<MessagePage>;
  postBookingMessage(bookingId: string, body: string): Promise<MessageView>;
  getBookingRecords(bookingId: string): Promise<RecordView[]>;
  /** The patient's consents to share records with the booking's hospital, with each opening. */
  getRecordShares(bookingId: string): Promise<StaffRecordShareView[]>;
  /** A new link for the hospital to a consent in force (shown once; the earlier link stops). */
  createRecordShareLink(bookingId: string, shareId: string): Promise<{ url: string; expiresAt: string }>;
  /** The health assessment the booking was made from, and when a newer one was submitted (audited). */
  getBookingAssessment(bookingId: string): Promise<BookingAssessment>;
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
  /** The booking's trip plan (issue 54), passports masked; 409 while the deposit is not settled. */
  getTripPlan(bookingId: string): Promise<StaffTripPlanView>;
  /** Changes what staff fill in the plan (fields left out stay, null clears); 400 with field errors. */
  updateTripPlan(bookingId: string, changes: TripStaffChanges): Promise<StaffTripPlanView>;
  /** A visa letter or a file of the discharge pack (PDF, JPEG or PNG); answers the plan. */
  uploadTripDocument(bookingId: string, kind: TripDocumentKind, file: File): Promise<StaffTripPlanView>;
  deleteTripDocument(bookingId: string, documentId: string): Promise<StaffTripPlanView>;
  /** A traveller's whole passport number (the reveal is audited). */
  revealPassport(bookingId: string, travellerId: string): Promise<{ passportNumber: string }>;
  /** A coordinator read the warning signs of an aftercare check-in and acted on them. */
  acknowledgeCheckIn(bookingId: string, checkInId: string): Promise<StaffTripPlanView>;
}

export type AdminDataProvider = DataProvider & AdminApi;

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
 * The texts of a catalogue record's `translations` (by language, then field) that differ from the
 * previous ones, a cleared one as null: the API changes only those, so that two people translating one
 * record into different languages at once keep each other's work. Undefined when none changed.
 */
const blank = (value: unknown): boolean => value == null || value === '' || (Array.isArray(value) && value.length === 0);

const changedTranslations = (data: Record<string, unknown>, previous: unknown): Record<string, Record<string, unknown>> | undefined => {
  const before = isPlainObject(previous) ? previous : {};
  const changed: Record<string, Record<string, unknown>> = {};
  for (const [locale, texts] of Object.entries(data)) {
    const was = isPlainObject(before[locale]) ? before[locale] : {};
    for (const [field, text] of Object.entries(isPlainObject(texts) ? texts : {})) {
      // An input left empty is no change, however the form holds it ('', null, [] or nothing).
      if (!(blank(text) && blank(was[field])) && !sameValue(text, was[field])) (changed[locale] ??= {})[field] = blank(text) ? null : text;
    }
  }
  return Object.keys(changed).length ? changed : undefined;
};

/**
 * Fields that say which version of the record the user read (a review's `contentVersion`): not a
 * change but the condition of one, so a PUT carries them whenever given, equal to the record's or not.
 */
const VERSION_READ = new Set(['contentVersion']);

/**
 * The fields of `data` whose value differs from `previous` (all of `data` when there is no
 * previous record), and the version read: what a PUT sends; of `translations`, only the texts that changed.
 */
export const changedFields = (data: Record<string, unknown>, previous: Record<string, unknown> | undefined): Record<string, unknown> => {
  if (!previous) return data;
  const changed = Object.entries(data).filter(([key, value]) => VERSION_READ.has(key) || !sameValue(value, previous[key]));
  return Object.fromEntries(
    changed
      .map(([key, value]): [string, unknown] =>
        key === 'translations' && isPlainObject(value) ? [key, changedTranslations(value, previous[key])] : [key, value],
      )
      .filter(([, value]) => value !== undefined),
  );
};

const restProvider = simpleRestProvider(API_ROOT, httpClient);

export const dataProvider: AdminDataProvider = {
  ...restProvider,
  // react-admin gives `update` the whole record (read-only fields included); the API accepts only
  // the fields it lets staff change, refuses any other, and keeps the fields a PUT leaves out. So
  // a PUT carries the fields the user changed, and nothing else.
  update: (resource, params) => restProvider.update(resource, { ...params, data: changedFields(params.data, params.previousData) }),
  getDashboard: () => answer(api.GET('/api/admin/dashboard')),
  getBookingSummary: () => answer(api.GET('/api/admin/bookings/summary')),
  getReviewStats: () => answer(api.GET('/api/admin/reviews/stats')),
  moderateReviews: (input) => answer(api.POST('/api/admin/reviews/bulk', { body: input })),
  getBookingMessages: (bookingId, before) =>
    answer(api.GET('/api/admin/bookings/{id}/messages', { params: { path: { id: bookingId }, query: before ? { before } : {} } })),
  postBookingMessage: (bookingId, body) => answer(api.POST('/api/admin/bookings/{id}/messages', { ...id(bookingId), body: { body } })),
  getBookingRecords: (bookingId) => answer(api.GET('/api/admin/bookings/{id}/records', id(bookingId))),
  getRecordShares: (bookingId) => answer(api.GET('/api/admin/bookings/{bookingId}/record-shares', { params: { path: { bookingId } } })),
  createRecordShareLink: (bookingId, shareId) =>
    answer(api.POST('/api/admin/bookings/{bookingId}/record-shares/{shareId}/link', { params: { path: { bookingId, shareId } } })),
  getBookingAssessment: (bookingId) => answer(api.GET('/api/admin/bookings/{id}/assessment', id(bookingId))),
  retryFailedJob: (jobId) => answer(api.POST('/api/admin/failed-jobs/{id}/retry', id(jobId))),
  refundSubscription: (subscriptionId, reason) =>
    answer(api.POST('/api/admin/subscriptions/{id}/refund', { ...id(subscriptionId), body: { reason } })),
  refundPayment: (paymentId, reason) => answer(api.POST('/api/admin/payments/{id}/refund', { ...id(paymentId), body: { reason } })),
  decideRefund: (bookingId, decision, reason) =>
    answer(api.POST('/api/admin/bookings/{id}/refund-decision', { ...id(bookingId), body: { decision, reason } })),
  getBookingQuotes: (bookingId) => answer(api.GET('/api/admin/bookings/{id}/quotes', id(bookingId))),
  createQuote: (bookingId, quote) => answer(api.POST('/api/admin/bookings/{id}/quotes', { ...id(bookingId), body: quote })),
  getBookingPayments: (bookingId) => answer(api.GET('/api/admin/bookings/{id}/payments', id(bookingId))),
  recordOfflinePayment: (bookingId, payment, idempotencyKey) =>
    answer(api.POST('/api/admin/bookings/{id}/payments', { ...id(bookingId), ...idempotent(idempotencyKey), body: payment })),
  getUserPremium: (userId) => answer(api.GET('/api/admin/users/{id}/premium', id(userId))),
  recordOfflinePremium: (userId, payment, idempotencyKey) =>
    answer(api.POST('/api/admin/users/{id}/premium-payments', { ...id(userId), ...idempotent(idempotencyKey), body: payment })),
  refundOfflinePremium: (paymentId, reason) =>
    answer(api.POST('/api/admin/premium-payments/{id}/refund', { ...id(paymentId), body: { reason } })),
  getAiSettings: () => answer(api.GET('/api/admin/ai-settings')),
  getReconciliationStatus: () => answer(api.GET('/api/admin/reconciliation/status')),
  runReconciliation: () => answer(api.POST('/api/admin/reconciliation/run')),
  getScrapeHospitals: (q) => answer(api.GET('/api/admin/scrape-runs/hospitals', { params: { query: q ? { q } : {} } })),
  getScrapeQueueHealth: () => answer(api.GET('/api/admin/scrape-runs/queue-health')),
  getTripPlan: (bookingId) => answer(api.GET('/api/admin/bookings/{bookingId}/trip', { params: { path: { bookingId } } })),
  updateTripPlan: (bookingId, changes) =>
    answer(api.PATCH('/api/admin/bookings/{bookingId}/trip', { params: { path: { bookingId } }, body: changes })),
  uploadTripDocument: (bookingId, kind, file) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, file.name);
    return answer(
      api.POST('/api/admin/bookings/{bookingId}/trip/documents', {
        params: { path: { bookingId } },
        body: { kind, file: '' },
        bodySerializer: () => form,
      }),
    );
  },
  deleteTripDocument: (bookingId, documentId) =>
    answer(api.DELETE('/api/admin/bookings/{bookingId}/trip/documents/{documentId}', { params: { path: { bookingId, documentId } } })),
  revealPassport: (bookingId, travellerId) =>
    answer(
      api.GET('/api/admin/bookings/{bookingId}/trip/travellers/{travellerId}/passport', { params: { path: { bookingId, travellerId } } }),
    ),
  acknowledgeCheckIn: (bookingId, checkInId) =>
    answer(
      api.POST('/api/admin/bookings/{bookingId}/trip/check-ins/{checkInId}/acknowledge', { params: { path: { bookingId, checkInId } } }),
    ),
};

/** Where the browser downloads a visa letter or a discharge pack file of a booking's trip plan. */
export const tripDocumentUrl = (bookingId: string, documentId: string): string =>
  `${API_ROOT}/bookings/${encodeURIComponent(bookingId)}/trip/documents/${encodeURIComponent(documentId)}`;

/** Where the browser downloads one of the patient's medical records (audited by the API). */
export const recordDownloadUrl = (bookingId: string, recordId: string): string =>
  `${API_ROOT}/bookings/${encodeURIComponent(bookingId)}/records/${encodeURIComponent(recordId)}/download`;
