/** Records of the back-office API (`/api/admin/*`), as the server sends them (dates as ISO text). */
import type { DestinationTripConfig, TreatmentTripConfig } from './trip-plan.js';
import type { Role } from './account.js';
import type {
  CountryGuide,
  DestinationText,
  HospitalText,
  ReviewStatus,
  SpecializationText,
  TranslatedLocale,
  Translations,
  TreatmentText,
  TreatmentView,
} from './catalogue.js';
import type { ContactCountry, TreatmentInterest } from './contact.js';
import type { AssessmentView } from './journey.js';
import type { Locale } from './locales.js';
import type { OfflinePaymentDetails } from './payments.js';

/** A message of the contact form, in the staff inbox. */
export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  country: ContactCountry;
  treatmentInterest: TreatmentInterest | null;
  message: string;
  /** The language of the page it was sent from: the one to reply in (issue 27). */
  language: Locale;
  handled: boolean;
  handledAt: string | null;
  /** Email of the staff member who marked it handled. */
  handledBy: string | null;
  createdAt: string;
}

/** A job that failed its last attempt (dead-lettered), for admins: never its payload. */
export interface FailedJobRecord {
  id: string;
  queue: string;
  jobName: string;
  attempts: number;
  /** The error of the last attempt. */
  lastError: string | null;
  /** The request id of the request that caused the job. */
  correlationId: string | null;
  createdAt: string;
  /** When it was dead-lettered; null once an admin sent it round again. */
  deadAt: string | null;
}

/** A row of the append-only audit log, for admins (`/api/admin/audit-events`). */
export interface AuditEventRecord {
  id: string;
  createdAt: string;
  /** The action's code, e.g. `auth.sign_in` (stored; the backend's registry lists them). */
  action: string;
  /** The action's readable label, e.g. "Signed in" (the code itself for a code no longer registered). */
  actionLabel: string;
  outcome: 'success' | 'failure';
  entity: string | null;
  entityId: string | null;
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  /** The request that wrote the row (the id in the API's logs and its `X-Request-Id` answer); for rows written by the worker, the request that caused the job. */
  requestId: string | null;
  /** Never passwords, tokens or health data. */
  details: Record<string, unknown>;
}

/** A catalogue record's texts in the other languages, and the languages it still lacks some of (shown in English there). */
export interface TranslatedRecord<T> {
  translations: Translations<T>;
  untranslated: TranslatedLocale[];
}

/** A country and, for destinations, the content of its guide (`/api/admin/countries`). */
export interface CountryRecord extends CountryGuide, TranslatedRecord<DestinationText>, DestinationTripConfig {
  id: string;
  isDestination: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface UserRecord {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  country: string | null;
  /** The language the patient uses the site in (their emails are written in it): coordinators reply in it. */
  language: Locale;
  role: Role;
  isActive: boolean;
  emailVerified: boolean;
  mfaEnabled: boolean;
  /** Staff: the name patients see them by, as set (null: their first name is shown). */
  displayName: string | null;
  createdAt: string;
}

/** The signed-in staff member's own profile (`/api/admin/profile/me`): the name patients see them by. */
export interface StaffProfileRecord {
  id: 'me';
  email: string;
  firstName: string;
  lastName: string;
  /** As they set it; null: not set, patients see their first name. */
  displayName: string | null;
  /** What patients see on their booking and in its chat: the display name, else the first name, and its initials (the avatar). */
  shownName: string;
  initials: string;
}

export interface HospitalRecord extends TranslatedRecord<HospitalText> {
  id: string;
  name: string;
  slug: string;
  city: string;
  countryId: string;
  country: { id: string; name: string; code: string };
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  bedCapacity: number | null;
  staffCount: number | null;
  doctorCount: number | null;
  establishedYear: number | null;
  isActive: boolean;
  featured: boolean;
  isDemo: boolean;
  rating: number | null;
  ratingSource: string | null;
  successRatePercentage: number | null;
  patientStoriesCount: number;
  accreditations: string[];
  languages: string[];
  features: string[];
  /** The specialties the hospital treats, with its own figures (ordered by specialty name). */
  specializations: HospitalSpecialtyOffer[];
  /** The treatments the hospital offers, at its own prices (ordered by treatment name). */
  treatments: HospitalTreatmentOffer[];
  createdAt: string;
  updatedAt: string;
}

/** One specialty a hospital treats, as the back office edits it. */
export interface HospitalSpecialtyOffer {
  specializationId: string;
  experienceYears: number | null;
  successRatePercentage: number | null;
}

/** One treatment a hospital offers, at its own price (what bookings, treatment pages and matching read). */
export interface HospitalTreatmentOffer {
  treatmentId: string;
  minCostUsd: number | null;
  maxCostUsd: number | null;
  casesCompleted: number;
  averageSuccessRate: number | null;
}

/** A treatment as the public catalogue shows it, without where it is offered, plus its status. */
export interface TreatmentRecord extends Omit<TreatmentView, 'availableIn'>, TranslatedRecord<TreatmentText>, TreatmentTripConfig {
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SpecializationRecord extends TranslatedRecord<SpecializationText> {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  createdAt: string;
}

export interface BookingSummary {
  total: number;
  pending: number;
  confirmed: number;
  totalValueUsd: number;
  /** Open bookings waiting for a staff reply (the menu's count), and those of them past the 24-hour promise. */
  awaitingReply: number;
  overdue: number;
}

/** A booking's health assessment for staff (`/api/admin/bookings/:id/assessment`, each view audited). */
export interface BookingAssessment {
  /** The version the booking was made from; null: the booking was made before the patient had one. */
  assessment: AssessmentView | null;
  /** When the patient submitted a newer assessment than this one (their latest); null: none. */
  newerAssessmentAt: string | null;
}

/**
 * Where a review comes from, for moderation: a patient whose booking was completed (`verified`), a
 * site the scraper read (`imported`), or the demo seed (`demo`: neither).
 */
export const REVIEW_KINDS = ['verified', 'imported', 'demo'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** Labels of the kinds, as the back office shows them. */
export const REVIEW_KIND_LABELS: Record<ReviewKind, string> = { verified: 'Verified patient', imported: 'Imported', demo: 'Demo' };

export interface ReviewRecord {
  id: string;
  hospitalId: string;
  hospital: { id: string; name: string };
  kind: ReviewKind;
  reviewerName: string;
  reviewText: string;
  rating: number | null;
  reviewDate: string | null;
  treatmentMentioned: string | null;
  sourceUrl: string | null;
  /** The site a scraped review comes from (its host name). */
  source: string | null;
  /** The scrape run that saved it (null once the run is deleted, and for other kinds). */
  scrapeRunId: string | null;
  /** A verified review's booking, by the reference staff and patient see (bookingReference()); null otherwise. */
  bookingReference: string | null;
  /** A verified review's treatment (its English name; null if removed from the catalogue). */
  treatment: string | null;
  /** When a verified patient's treatment took place (YYYY-MM-DD). */
  treatedOn: string | null;
  reviewerCountry: string | null;
  /** The patient asked to be shown as "Anonymous patient" on the public site. */
  isAnonymous: boolean;
  /** The patient agrees to their review being featured: staff may mark a verified review a success story only then. */
  successStoryConsent: boolean;
  isSuccessStory: boolean;
  status: ReviewStatus;
  /**
   * The version of its words (and the patient's choices) as read: a publish sends it back, and is
   * refused (409) when the review changed since.
   */
  contentVersion: number;
  scrapedAt: string | null;
  createdAt: string;
}

/**
 * The review cards: published reviews only (what patients see), with how many wait for moderation
 * apart, and the published ones by kind.
 */
export interface ReviewStats {
  /** Published reviews. */
  total: number;
  /** Published success stories. */
  successStories: number;
  /** Published reviews with a rating. */
  withRatings: number;
  /** Of the published ratings, one decimal; null when none. */
  averageRating: number | null;
  /** Reviews awaiting moderation (not counted above). */
  pending: number;
  /** Published verified patient reviews and published imported (scraped) ones. */
  verified: number;
  imported: number;
}

/** Limits of a bulk moderation. */
export const REVIEW_BULK_MAX_IDS = 1000;

/** Why a publish is refused (409): the words changed since they were read, or the verified review's booking is no longer completed. */
export const REVIEW_PUBLISH_REFUSALS = {
  stale: 'The review changed since it was loaded; reload it and read it again before publishing',
  notCompleted: "The review's booking is no longer completed, so it cannot be published as a verified patient's review",
  bulk: (refused: number, of: number) =>
    `Nothing was published: ${refused} of the ${of} reviews changed since the list was loaded, or their booking is no longer completed. Reload the list and try again.`,
} as const;

/** How many reviews a bulk publish or reject changed (those already in the target state are left alone). */
export interface ReviewBulkResult {
  status: ReviewStatus;
  changed: number;
}

/** Limits of the site settings' texts. */
export const SITE_SETTINGS_LIMITS = {
  maxRefundPolicyLength: 1000,
  /** The seed of `moderatorOfflinePaymentMaxUsd`: above a typical deposit's minimum, below a large one. */
  defaultModeratorOfflinePaymentMaxUsd: 5000,
} as const;

/** Settings' texts a patient reads (pages and emails), which staff write in each language of the site. */
export interface SettingsTexts {
  officeHours: string[];
  /** The offline payment instructions. */
  instructions: string[];
  depositRefundPolicy: string;
}

/** Settings' texts in the site's other languages: a text left empty there is shown in English. */
export type SettingsTranslations = Partial<Record<TranslatedLocale, Partial<SettingsTexts>>>;

/**
 * Settings' texts in a patient's language: each as staff wrote it in that language, or in English
 * (the settings' own fields) when they left it empty there.
 */
export function settingsTextsIn(
  site: Pick<SiteSettingsRecord, 'officeHours' | 'offlinePayment' | 'depositRefundPolicy' | 'translations'>,
  locale: Locale,
): SettingsTexts {
  const own = locale === 'en' ? undefined : site.translations[locale];
  const lines = (translated: string[] | undefined, english: string[]) => (translated?.some((line) => line.trim()) ? translated : english);
  return {
    officeHours: lines(own?.officeHours, site.officeHours),
    instructions: lines(own?.instructions, site.offlinePayment.instructions),
    depositRefundPolicy: own?.depositRefundPolicy?.trim() ? own.depositRefundPolicy : site.depositRefundPolicy,
  };
}

export interface SiteSettingsRecord {
  id: 'site';
  contactEmail: string;
  contactPhone: string;
  whatsappNumber: string;
  officeHours: string[];
  premiumPriceUsd: number;
  depositPercentage: number;
  depositMinimumUsd: number;
  /**
   * The largest offline payment (whole USD) a moderator records; a larger one needs an admin (issue
   * 51: money a coordinator alone can mark as received is bounded). 0: every one needs an admin.
   */
  moderatorOfflinePaymentMaxUsd: number;
  /** How to pay a deposit offline: shown beside the deposit and in the quote email. */
  offlinePayment: OfflinePaymentDetails;
  /** What happens to a deposit when the patient cancels: shown before they confirm a cancellation, and in its email. */
  depositRefundPolicy: string;
  /** The office hours, offline payment instructions and refund policy in the site's other languages (English: the fields above). */
  translations: SettingsTranslations;
  /** How old (days) an exchange rate may be and still be used: an older one is not (prices in USD only). */
  maxRateAgeDays: number;
  /** Where the worker refreshes the exchange rates from (JSON, rates per US dollar); null: staff's rates only. */
  ratesUrl: string | null;
  /** How many new reviews one scrape run may save (SCRAPER_REVIEWS_PER_RUN): it stops there and says so. */
  scraperMaxReviewsPerRun: number;
  /** Days between a patient closing their account and its erasure (DATA_RIGHTS.erasureGraceDays): they may cancel meanwhile. */
  erasureGraceDays: number;
  /** Years that an erased patient's payments, refunds and quotes are kept, pseudonymised, before the worker erases them. */
  retentionYears: number;
  /** Days a hospital's link to the records a patient shared works (RECORD_SHARE_DAYS). */
  shareLinkDays: number;
  /** A final bill further than this (%) from the accepted quote needs a reason the patient reads (TRIP_DEFAULTS). */
  finalBillThresholdPercent: number;
  /** Read-only: when the worker last fetched the rates URL (ISO instant), null before it first did. */
  ratesFetchedAt: string | null;
  /** Read-only: how that went ("11 rates of 2026-11-24 stored", or why nothing was). */
  ratesFetchStatus: string | null;
  /** Null until an admin first saves them (the defaults are shown). */
  updatedAt: string | null;
}

export interface DashboardData {
  stats: {
    /** Admins only (absent for moderators). */
    totalUsers?: number;
    totalHospitals: number;
    totalBookings: number;
    pendingBookings: number;
    /** Published reviews (what patients see). */
    totalReviews: number;
    /** Reviews awaiting moderation, not counted in `totalReviews`. */
    pendingReviews: number;
    /** Admins only (absent for moderators). */
    monthlyRevenueUsd?: number;
    /** Admins only: money actually received this month (payments less refunds, the ledger), USD. */
    collectedRevenueUsd?: number;
  };
  /** From the audit log: admins only (empty for moderators). */
  recentActivity: {
    id: string;
    createdAt: string;
    action: string;
    /** The action as the audit log labels it ("Updated a booking"), as `AuditEventRecord.actionLabel`. */
    actionLabel: string;
    outcome: AuditEventRecord['outcome'];
    actorEmail: string | null;
    entity: string | null;
  }[];
  bookingsPerWeek: { weekStart: string; count: number }[];
  /** Admins only (absent for moderators). */
  revenuePerMonth?: { month: string; revenueUsd: number; collectedUsd: number }[];
}

/** A condition category's mapping as the back office edits it (ids of specialties and treatments). */
export interface ConditionMappingRecord {
  id: string;
  conditionCategory: string;
  specializationIds: string[];
  treatmentIds: string[];
  updatedAt: string;
}
