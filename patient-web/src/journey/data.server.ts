import { API_MESSAGES, type HomeCountryCode, type Locale, splitConditions, utcDay } from '@medtour/contracts';
import type {
  AssessmentView,
  BookingView,
  CoordinatorContact,
  HospitalRecommendationPage,
  MessagePage,
  Page,
  PaymentOptions,
  RecommendationPage,
  RecordShareView,
  RecordView,
  SubscriptionView,
  TreatmentRecommendation,
} from '@medtour/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { done, field, invalid, readForm, redirectIn, refused, saying, unknownForm } from '../api/actions';
import { catalogueApi } from '../api/catalogue';
import { type ApiClient, ApiError, getApi } from '../api/client';
import { failPage } from '../api/load';
import { authHref } from '../site';
import { messagesFor } from '../i18n/catalogues.server';
import { formIntent } from '../api/intent';
import { tripApi } from '../trips/api';
import { estimateQuery } from '../trips/estimate.server';
import { chosenCurrency } from '../api/preferences.server';
import { localeOf, type WithMessages } from '../i18n/messages';
import {
  budget,
  chatIn,
  type BookingHospital,
  type HospitalOption,
  journeyApi,
  RECOMMENDATION_PAGES,
  SHARE_RECORDS_INTENT,
  sharesRecords,
  WITHDRAW_SHARE_INTENT,
} from './api';

/*
 * The patient journey's data (loader) and changes (action), run on the server for /dashboard. Only
 * the route module imports this file, from its `loader` and `action`: none of it reaches the browser.
 */

export interface JourneyData {
  assessment: AssessmentView | null;
  /** The idempotency key of the next assessment: a double click or a retry stores one. */
  assessmentKey: string;
  records: RecordView[];
  recordsFailed: boolean;
  bookings: BookingView[];
  /** The page of bookings shown (`?bookingsPage=`), for its pager; null when they failed. */
  bookingsPage: Page<BookingView> | null;
  bookingsFailed: boolean;
  /**
   * The consents to share records with the hospital of each booking shown that is not cancelled, by
   * booking id (issue 53); null where they failed to load.
   */
  recordShares: Record<string, RecordShareView[] | null>;
  /**
   * The booking form's hospital (`?book=<slug>`: "Get Quote", or a hospital chosen in the form) with
   * the treatments it offers, and the hospitals matching its search (`?hospitalQuery=`, without JavaScript).
   */
  bookingForm: BookingFormData;
  contact: CoordinatorContact | null;
  /** How a quoted booking's deposit can be paid (online, offline details); null when it failed to load. */
  paymentOptions: PaymentOptions | null;
  hospitals: HospitalRecommendationPage | null;
  treatments: RecommendationPage<TreatmentRecommendation> | null;
  /**
   * The open chat (`?chat=<id>`, or `?booking=<id>` from an email): its latest messages, or those
   * before `before` (`&before=<message id>`, earlier messages without JavaScript); null when they failed.
   */
  thread: { bookingId: string; page: MessagePage | null; before: string | null } | null;
  /** `?booking=<id>` (an email, or Stripe's return) named a booking that is not the patient's. */
  linkNotFound: boolean;
  /** The patient's Premium state; null when it failed to load (spec §8: the patient is then treated as free). */
  subscription: SubscriptionView | null;
}

export interface BookingFormData {
  /** The `?book` slug, even when it names no active hospital. */
  slug: string | null;
  hospital: BookingHospital | null;
  query: string;
  matches: HospitalOption[] | null;
  /** The hospital or the search could not be loaded (not: the hospital does not exist). */
  failed: boolean;
  /** What "Book with this estimate" carried (`?treatment=…&companions=…&home=…&month=…`): the form's first values. */
  trip: { treatment: string; companions: string; home: string; month: string };
  /** The assessment the page shows, which the request is made from (a newer one made in another tab does not change it). */
  assessmentId: string | null;
}

const value = <T>(result: PromiseSettledResult<T>): T | null => (result.status === 'fulfilled' ? result.value : null);

/**
 * The consents of these bookings (those not cancelled), in one call; when it fails, each card says
 * its list could not be loaded (null), the rest of the page is shown.
 */
async function recordSharesOf(api: ApiClient, bookings: readonly BookingView[], signal: AbortSignal): Promise<JourneyData['recordShares']> {
  const shown = bookings.filter(sharesRecords);
  if (!shown.length) return {};
  try {
    const shares = await journeyApi.recordShares(
      api,
      shown.map((booking) => booking.id),
      signal,
    );
    return Object.fromEntries(shown.map((booking) => [booking.id, shares.filter((share) => share.bookingId === booking.id)]));
  } catch (error) {
    if (!signal.aborted) console.error('Patient journey: could not load the record shares of the bookings shown:', error);
    return Object.fromEntries(shown.map((booking) => [booking.id, null]));
  }
}

/**
 * Everything the journey shows, in parallel: the latest assessment (it decides the step the patient
 * resumes at), records, bookings, the booking form's choices, the coordinators' contact, how deposits
 * can be paid, the recommendations for the filters in the address, the open chat and the Premium state.
 * What fails leaves the rest usable.
 */
export async function journeyLoader({ context, request, params: route }: LoaderFunctionArgs): Promise<JourneyData & WithMessages> {
  const api = getApi(context);
  const { signal } = request;
  const url = new URL(request.url);
  const params = url.searchParams;
  const filter = (key: string) => params.get(key)?.trim() || undefined;
  const maxBudget = budget(params.get('maxBudget'));
  const minRating = filter('minRating') === '0' ? undefined : filter('minRating');
  const chatId = chatIn(params);
  // The booking the address names is shown even when it is not on this page of bookings.
  const linkedId = chatId ?? (params.get('booking') || undefined);
  const before = params.get('before')?.trim() || undefined;
  const book = params.get('book')?.trim() || undefined;
  /** A list's page in the address (`?bookingsPage=2`), 1 when absent or not a page number. */
  const pageOf = (key: string) => Math.min(1000, Math.max(1, Number.parseInt(params.get(key) ?? '', 10) || 1));
  const bookingsPage = pageOf('bookingsPage');
  const hospitalQuery = params.get('hospitalQuery')?.trim().slice(0, 100) ?? '';
  const bookingsCall = journeyApi.bookings(api, bookingsPage, localeOf(route), signal);
  const linkedCall = linkedId ? journeyApi.booking(api, linkedId, localeOf(route)) : Promise.resolve(null);
  // The consents of the bookings shown, asked as soon as the bookings are known (beside the other calls).
  const sharesCall = Promise.all([
    bookingsCall.then(
      (page) => recordSharesOf(api, page.items, signal),
      () => ({}),
    ),
    linkedCall.then(
      (booking) => (booking ? recordSharesOf(api, [booking], signal) : {}),
      () => ({}),
    ),
  ]).then(([listed, linkedShares]) => ({ ...listed, ...linkedShares }));

  const [
    assessment,
    records,
    bookings,
    bookingHospital,
    hospitalMatches,
    contact,
    payment,
    hospitals,
    treatments,
    messages,
    linked,
    premium,
    shares,
  ] = await Promise.allSettled([
    journeyApi.latestAssessment(api, signal),
    journeyApi.records(api, signal),
    bookingsCall,
    book ? journeyApi.bookingHospital(api, book, localeOf(route), signal) : Promise.resolve(null),
    hospitalQuery ? journeyApi.searchHospitals(api, hospitalQuery, localeOf(route), signal) : Promise.resolve(null),
    catalogueApi.coordinatorContact(api, localeOf(route)),
    journeyApi.paymentOptions(api, localeOf(route), signal),
    journeyApi.hospitals(
      api,
      { specialization: filter('specialization'), country: filter('country'), minRating, maxBudget },
      pageOf(RECOMMENDATION_PAGES.hospitals),
      localeOf(route),
      signal,
    ),
    journeyApi.treatments(
      api,
      { type: filter('type'), evidenceLevel: filter('evidenceLevel'), maxBudget },
      pageOf(RECOMMENDATION_PAGES.treatments),
      localeOf(route),
      signal,
    ),
    chatId ? journeyApi.messages(api, chatId, before) : Promise.resolve(null),
    linkedCall,
    journeyApi.subscription(api, signal),
    sharesCall,
  ]);
  for (const result of [assessment, records, bookings]) {
    if (result.status === 'rejected' && result.reason instanceof ApiError && result.reason.status === 401) {
      throw redirectIn(route, authHref(url.pathname + url.search));
    }
  }
  if (assessment.status === 'rejected') failPage(assessment.reason, request, 'Patient journey');
  const parts = { records, bookings, hospitals, treatments, contact, payment, bookingHospital, hospitalMatches, subscription: premium };
  for (const [what, result] of Object.entries(parts)) {
    // A request the browser gave up on (another navigation) is no failure worth a log line.
    if (result.status === 'rejected' && !signal.aborted) console.error(`Patient journey: could not load ${what}:`, result.reason);
  }
  const linkedBooking = value(linked);
  const list = value(bookings)?.items ?? [];
  const unknownHospital =
    bookingHospital.status === 'rejected' && bookingHospital.reason instanceof ApiError && bookingHospital.reason.status === 404;
  return {
    // The journey's parts (its sections, bookings and their pagination, Premium, records) and the form errors.
    messages: messagesFor(localeOf(route), 'lists', 'journey', 'conditions', 'bookings', 'premium', 'records', 'errors', 'trips'),
    assessment: assessment.value.assessment,
    assessmentKey: crypto.randomUUID(),
    records: value(records) ?? [],
    recordsFailed: records.status === 'rejected',
    // A booking opened from an email link (or Stripe's return) is shown even when it is older than the list.
    bookings: linkedBooking && !list.some((b) => b.id === linkedBooking.id) ? [linkedBooking, ...list] : list,
    bookingsPage: value(bookings),
    bookingsFailed: bookings.status === 'rejected',
    recordShares: value(shares) ?? {},
    bookingForm: {
      slug: book ?? null,
      hospital: value(bookingHospital),
      query: hospitalQuery,
      matches: value(hospitalMatches),
      failed: (bookingHospital.status === 'rejected' && !unknownHospital) || hospitalMatches.status === 'rejected',
      trip: {
        treatment: params.get('treatment') ?? '',
        companions: params.get('companions') ?? '',
        home: params.get('home') ?? '',
        month: params.get('month') ?? '',
      },
      assessmentId: assessment.value.assessment?.id ?? null,
    },
    contact: value(contact),
    paymentOptions: value(payment),
    hospitals: value(hospitals),
    treatments: value(treatments),
    thread: chatId && linkedBooking ? { bookingId: chatId, page: value(messages), before: before ?? null } : null,
    linkNotFound: Boolean(linkedId) && !linkedBooking,
    subscription: value(premium),
  };
}

/** The booking form's names of the estimate's values. */
const BOOKING_FIELD: Record<string, string> = {
  hospitalId: 'hospitalId',
  treatmentId: 'treatmentId',
  homeCountry: 'tripHome',
  companions: 'companionCount',
  travelMonth: 'tripMonth',
};

/**
 * "Show the estimate" in the booking form: the trip estimate for what the form holds, before it is
 * sent (nothing is saved). Its refusals land on the form's fields; the form is shown again as it was.
 */
async function bookingEstimate(form: FormData, request: Request, context: ActionFunctionArgs['context'], locale: Locale) {
  const intent = 'booking-estimate';
  const values = texts(form);
  if (!field(form, 'tripHome')) return invalid(intent, { tripHome: API_MESSAGES.countryRequired }, API_MESSAGES.countryRequired);
  try {
    const trip = {
      hospital: field(form, 'hospitalId'),
      treatment: field(form, 'treatmentId'),
      home: field(form, 'tripHome'),
      companions: field(form, 'companionCount'),
      month: field(form, 'tripMonth'),
    };
    const estimate = await tripApi.estimate(getApi(context), estimateQuery(trip, locale, request), request.signal);
    return done(intent, undefined, { estimate, values });
  } catch (error) {
    const answer = refused(intent, error, request, API_MESSAGES.internalError, { values });
    answer.data.errors = Object.fromEntries(Object.entries(answer.data.errors).map(([name, text]) => [BOOKING_FIELD[name] ?? name, text]));
    answer.data.message = Object.values(answer.data.errors)[0] ?? answer.data.message;
    return answer;
  }
}

const REQUIRED = ['conditionCategory', 'symptoms', 'urgencyLevel'] as const;
const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/** Spec §5: a non-negative whole number; anything else becomes 0. */
function companions(text: string): number {
  const count = Math.floor(Number(text));
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** The destinations chosen (chips, or checkboxes without JavaScript) and a typed one, without duplicates. */
function destinations(form: FormData): string[] {
  const chosen = [...form.getAll('preferredDestinations'), form.get('customDestination')]
    .filter((d): d is string => typeof d === 'string')
    .map((d) => d.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  return chosen.filter((d, i) => chosen.findIndex((other) => other.toLowerCase() === d.toLowerCase()) === i);
}

/** The text fields of a form, to show them again with its errors. */
const texts = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/**
 * Every change of the journey: assessment, record upload and removal, booking request and cancellation,
 * consents to share records with a booking's hospital (given, withdrawn), message, the payment page of a
 * booking's deposit, and Premium (its payment page, its cancellation and Stripe's billing page); and AI
 * Treatment Matching, which changes nothing but answers its result.
 */
export async function journeyAction({ request, context, params }: ActionFunctionArgs) {
  const form = await readForm(request);
  const intent = formIntent(form) ?? '';
  const api = getApi(context);
  try {
    switch (intent) {
      case 'assessment': {
        const missing = REQUIRED.filter((key) => !field(form, key).trim());
        if (missing.length) {
          const answer = invalid(
            intent,
            Object.fromEntries(missing.map((key) => [key, API_MESSAGES.fieldRequiredSite])),
            API_MESSAGES.fillRequiredFields,
          );
          return Object.assign(answer, { data: { ...answer.data, missing: true, values: texts(form) } });
        }
        await journeyApi.submitAssessment(api, {
          idempotencyKey: field(form, 'idempotencyKey'),
          conditionCategory: field(form, 'conditionCategory'),
          symptoms: field(form, 'symptoms').trim(),
          currentMedications: optional(field(form, 'currentMedications')),
          medicalHistory: optional(field(form, 'medicalHistory')),
          treatmentGoals: optional(field(form, 'treatmentGoals')),
          urgencyLevel: field(form, 'urgencyLevel'),
          budgetRange: optional(field(form, 'budgetRange')),
          preferredDestinations: destinations(form),
          uploadedFiles: form.getAll('uploadedFiles').filter((id): id is string => typeof id === 'string'),
        });
        // On to the results (an address of their own, so that later forms stay there).
        return redirectIn(params, '/dashboard?step=results');
      }
      case 'upload': {
        const files = form.getAll('file').filter((f): f is File => typeof f === 'object' && f.size > 0);
        if (!files.length) return invalid(intent, { file: API_MESSAGES.chooseFileSite });
        for (const file of files) await journeyApi.uploadRecord(api, file);
        return done(intent, `${files.length} file(s) uploaded successfully.`);
      }
      case 'record-delete': {
        const record = await journeyApi.removeRecord(api, field(form, 'recordId'));
        return done(intent, `${record.name} was removed.`);
      }
      case 'booking-create':
        await journeyApi.createBooking(api, {
          // Without it (no assessment when the page was shown), the API takes the patient's latest.
          assessmentId: optional(field(form, 'assessmentId')),
          hospitalId: field(form, 'hospitalId'),
          treatmentId: field(form, 'treatmentId'),
          bookingType: field(form, 'bookingType'),
          urgencyLevel: field(form, 'urgencyLevel'),
          preferredDate: optional(field(form, 'preferredDate')),
          medicalSummary: optional(field(form, 'medicalSummary')),
          specialRequirements: optional(field(form, 'specialRequirements')),
          travelRequired: form.has('travelRequired'),
          accommodationNeeded: form.has('accommodationNeeded'),
          visaAssistanceNeeded: form.has('visaAssistanceNeeded'),
          companionCount: companions(field(form, 'companionCount')),
          // Attached when the patient chose where they travel from: the API computes it, in their currency.
          ...(field(form, 'tripHome')
            ? {
                tripEstimate: {
                  // As posted: the API checks it against the list (a field error otherwise).
                  homeCountry: field(form, 'tripHome') as HomeCountryCode,
                  travelMonth: optional(field(form, 'tripMonth')),
                  currency: chosenCurrency(request),
                },
              }
            : {}),
        });
        return done(intent, API_MESSAGES.bookingSubmitted);
      case 'booking-estimate':
        return await bookingEstimate(form, request, context, localeOf(params));
      case 'booking-cancel':
        await journeyApi.cancelBooking(api, field(form, 'bookingId'));
        return done(intent, API_MESSAGES.bookingCancelled);
      case SHARE_RECORDS_INTENT:
      case WITHDRAW_SHARE_INTENT:
        return await recordShareAction(intent, form, request, api);
      case 'booking-assessment': {
        // A radio left empty ("none of these") sends no assessment: the description says what it is for.
        const bookingId = field(form, 'bookingId');
        const assessmentId = optional(field(form, 'assessmentId')) ?? null;
        await journeyApi.answerAssessment(api, bookingId, {
          assessmentId,
          ...(assessmentId ? {} : { description: field(form, 'description').trim() }),
        });
        return done(intent, undefined, { bookingId });
      }
      case 'message': {
        const body = field(form, 'body').trim();
        if (!body) return invalid(intent, { body: API_MESSAGES.writeMessage });
        await journeyApi.sendMessage(api, field(form, 'bookingId'), body);
        return done(intent);
      }
      case 'deposit-checkout': {
        // Only the booking is sent: the API prices the deposit from the booking's current quote.
        const bookingId = field(form, 'bookingId');
        const { url } = await journeyApi.depositCheckout(api, bookingId);
        if (!/^https?:\/\//i.test(url)) throw new ApiError(502, 'The payment page has an unexpected address');
        // Stripe's page is on another site, which an action never redirects to: the page goes there
        // itself with JavaScript, and shows it as a link without.
        return done(intent, undefined, { bookingId, url });
      }
      case 'premium-checkout':
      case 'premium-portal': {
        // Stripe's pages, answered like the deposit's: the page goes there itself, or links to it.
        const { url } = intent === 'premium-checkout' ? await journeyApi.premiumCheckout(api) : await journeyApi.billingPortal(api);
        if (!/^https?:\/\//i.test(url)) throw new ApiError(502, 'The payment page has an unexpected address');
        return done(intent, undefined, { url });
      }
      case 'ai-matching': {
        // Spec §5: the conditions are split on commas, trimmed, empties dropped.
        const medicalConditions = splitConditions(field(form, 'medicalConditions'));
        if (!medicalConditions.length) return invalid(intent, { medicalConditions: API_MESSAGES.enterCondition });
        const result = await journeyApi.aiMatching(api, {
          medicalConditions,
          preferences: optional(field(form, 'preferences')),
          budget: optional(field(form, 'budget')),
          // Safety guidance, when the conditions describe an emergency, comes in the page's language.
          language: localeOf(params),
        });
        return done(intent, undefined, { result, values: texts(form) });
      }
      case 'premium-cancel': {
        const subscription = await journeyApi.cancelPremium(api);
        // The last day as the API writes days (UTC); the page says it in its language.
        const until = subscription.currentPeriodEnd ? utcDay(subscription.currentPeriodEnd) : null;
        return done(intent, until ? API_MESSAGES.premiumCancelledUntil.replace('{day, date}', until) : API_MESSAGES.premiumCancelled);
      }
      default:
        return unknownForm(intent);
    }
  } catch (error) {
    const answer = refused(intent, error, request, FAILURES[intent], { values: texts(form) });
    // The assessment's toast says the first field error.
    if (intent === 'assessment') answer.data.message = Object.values(answer.data.errors)[0] ?? answer.data.message;
    // The booking form's toast says what to correct when a field is wrong, else the spec's failure.
    if (intent === 'booking-create') answer.data.message = Object.values(answer.data.errors)[0] ?? FAILURES[intent]!;
    // A deposit that cannot be paid says why (409: no quote yet, expired, paid, not configured…), else the spec's failure.
    if (intent === 'deposit-checkout')
      answer.data.message = error instanceof ApiError && error.status === 409 ? error.message : FAILURES[intent]!;
    // Matching's refusals say why (400: the field's problem, 403: not Premium; 429), else the spec's failure.
    if (intent === 'ai-matching')
      answer.data.message =
        error instanceof ApiError && [400, 403, 429].includes(error.status)
          ? (Object.values(answer.data.errors)[0] ?? error.message)
          : FAILURES[intent]!;
    // Premium's refusals say why (409: already premium, no subscription; 429), else the spec's failure.
    if (intent.startsWith('premium-')) answer.data.message = premiumRefusal(intent, error);
    // The message chosen above may be one of the site's own: its code too, for the page's language.
    saying(answer, answer.data.message);
    return answer;
  }
}

/**
 * The patient ticks records to share with a booking's hospital, or withdraws a consent (issue 53).
 * Every answer names its booking (its card shows it) and, refused, the records ticked (ticked again).
 */
async function recordShareAction(intent: string, form: FormData, request: Request, api: ApiClient) {
  const bookingId = field(form, 'bookingId');
  const shareId = field(form, 'shareId');
  const recordIds = form.getAll('recordIds').filter((id): id is string => typeof id === 'string' && id !== '');
  try {
    if (intent === SHARE_RECORDS_INTENT) {
      if (!recordIds.length) {
        const answer = invalid(intent, { recordIds: API_MESSAGES.shareRecordsRequired });
        return Object.assign(answer, { data: { ...answer.data, bookingId, recordIds, shareId } });
      }
      const share = await journeyApi.shareRecords(api, bookingId, recordIds);
      return done(intent, undefined, { bookingId, shareId: share.id });
    }
    await journeyApi.withdrawShare(api, bookingId, shareId);
    return done(intent, undefined, { bookingId, shareId });
  } catch (error) {
    return refused(intent, error, request, API_MESSAGES.internalError, { bookingId, recordIds, shareId });
  }
}

/** The spec's words when the API refuses without a message of its own. */
const FAILURES: Record<string, string> = {
  assessment: API_MESSAGES.assessmentFailed,
  upload: API_MESSAGES.uploadFailed,
  'record-delete': API_MESSAGES.removeFileFailed,
  'booking-create': API_MESSAGES.bookingFailed,
  'booking-cancel': API_MESSAGES.cancelBookingFailed,
  'booking-assessment': API_MESSAGES.bookingFailed,
  message: API_MESSAGES.sendMessageFailed,
  'deposit-checkout': API_MESSAGES.paymentSessionFailed,
  'premium-checkout': API_MESSAGES.paymentSessionFailed,
  'premium-cancel': API_MESSAGES.cancelPremiumFailed,
  'premium-portal': API_MESSAGES.billingPageFailed,
  'ai-matching': API_MESSAGES.matchingFailed,
};

/** Why a Premium form was refused, in the patient's words. */
function premiumRefusal(intent: string, error: unknown): string {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 429))
    return FAILURES[intent] ?? FAILURES['premium-checkout']!;
  // The API's words for a deposit point at the offline details beside it, which Premium has not.
  if (error.message.startsWith('Online payment is not configured')) return API_MESSAGES.premiumOnlineUnavailable;
  return error.message;
}
