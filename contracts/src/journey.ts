import type { QuoteView } from './payments.js';
import type { TripEstimate } from './trips.js';
/** The patient's journey on the dashboard: assessment, records, recommendations, bookings and their messages. */
import { parseBudget } from './budget.js';
import { TREATMENT_TYPES, type TreatmentType } from './catalogue.js';
import type { Locale } from './locales.js';

/** Spec §5: the assessment's condition categories. */
export const CONDITION_CATEGORIES = [
  'Heart Disease',
  'Cancer Treatment',
  'Orthopedic Surgery',
  'Diabetes Management',
  'Neurological Disorders',
  'Cosmetic Surgery',
  'Dental Care',
  'Eye Surgery',
  'Weight Loss Surgery',
  'Fertility Treatment',
  'Other',
] as const;
export type ConditionCategory = (typeof CONDITION_CATEGORIES)[number];

/**
 * The catalogue message of each condition category: its names in every language are in the message
 * catalogues (`contracts/locales/<language>/conditions.json`), the one lexicon of them (issue 50) that
 * the site's assessment form and recommendations show and the assistant and premium matching read in
 * what patients type (« Chirurgie esthétique », "Matibabu ya meno", "جراحة العيون" name the category itself).
 */
const CONDITION_MESSAGES = {
  'Heart Disease': 'conditions.heartDisease',
  'Cancer Treatment': 'conditions.cancerTreatment',
  'Orthopedic Surgery': 'conditions.orthopedicSurgery',
  'Diabetes Management': 'conditions.diabetesManagement',
  'Neurological Disorders': 'conditions.neurologicalDisorders',
  'Cosmetic Surgery': 'conditions.cosmeticSurgery',
  'Dental Care': 'conditions.dentalCare',
  'Eye Surgery': 'conditions.eyeSurgery',
  'Weight Loss Surgery': 'conditions.weightLossSurgery',
  'Fertility Treatment': 'conditions.fertilityTreatment',
  Other: 'conditions.other',
} as const satisfies Record<ConditionCategory, `conditions.${string}`>;

/** The catalogue message naming a condition category; undefined for a value the site does not know (shown as it is). */
export const conditionMessageId = (category: string): (typeof CONDITION_MESSAGES)[ConditionCategory] | undefined =>
  (CONDITION_CATEGORIES as readonly string[]).includes(category) ? CONDITION_MESSAGES[category as ConditionCategory] : undefined;

export const ASSESSMENT_URGENCIES = ['low', 'medium', 'high', 'urgent'] as const;
export type AssessmentUrgency = (typeof ASSESSMENT_URGENCIES)[number];
/** The urgency choices as the patient reads them (spec §5); staff see the same words. */
export const ASSESSMENT_URGENCY_LABELS: Record<AssessmentUrgency, string> = {
  low: 'Low - can wait 6+ months',
  medium: 'Medium - 3-6 months',
  high: 'High - 1-3 months',
  urgent: 'Urgent - as soon as possible',
};

export const BUDGET_RANGES = [
  'Under $5,000',
  '$5,000 - $15,000',
  '$15,000 - $30,000',
  '$30,000 - $50,000',
  'Over $50,000',
  'Cost is not a concern',
] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

/** Destinations offered as one-tap choices on the assessment (others can be typed). */
export const PRESET_DESTINATIONS = [
  'Thailand',
  'India',
  'Mexico',
  'Turkey',
  'South Korea',
  'Singapore',
  'Malaysia',
  'Costa Rica',
  'Philippines',
  'Hungary',
] as const;

/**
 * The most the patient will spend, read from the assessment's budget range: its upper bound
 * ("$5,000 - $15,000" → 15,000; "Under $5,000" → 5,000), or null for no maximum ("Over $50,000",
 * "Cost is not a concern", none given). The one reading of the budget: matching and screens use it.
 */
export function budgetMaximum(range: string | null | undefined): number | null {
  const budget = parseBudget(range);
  return budget?.currency === 'USD' ? budget.amount : null;
}

/** The minimum ratings the recommendations can be filtered by (0: any). */
export const MIN_RATINGS = [0, 4, 4.5, 4.8] as const;
/** The treatment types the recommendations can be filtered by (not 'other'). */
export const RECOMMENDED_TREATMENT_TYPES = TREATMENT_TYPES.filter((type): type is Exclude<TreatmentType, 'other'> => type !== 'other');

/** Spec §5 and §9: medical records accepted (checked by content on the server), at most 5 files of 10 MB. */
export const RECORD_LIMITS = { maxFiles: 5, maxBytes: 10 * 1024 * 1024 } as const;
export const RECORD_FILE_TYPES = [
  { mimeType: 'application/pdf', extensions: ['pdf'] },
  { mimeType: 'application/msword', extensions: ['doc'] },
  { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mimeType: 'image/png', extensions: ['png'] },
  { mimeType: 'image/gif', extensions: ['gif'] },
] as const;
export type RecordMimeType = (typeof RECORD_FILE_TYPES)[number]['mimeType'];
export const RECORD_MESSAGES = {
  typeNotSupported: 'File type not supported. Please upload PDF, DOC, DOCX, or image files.',
  fileTooLarge: 'File size must be less than 10MB.',
  tooManyFiles: 'You can upload a maximum of 5 files.',
} as const;

export const BOOKING_STATUSES = ['pending', 'confirmed', 'payment_pending', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * What happens to the money a cancelled booking holds: the admins decide (pending), then it is given
 * back (refunded) or kept under the deposit refund policy (kept). Null: the booking holds nothing.
 */
export const REFUND_DECISIONS = ['pending', 'refunded', 'kept'] as const;
export type RefundDecision = (typeof REFUND_DECISIONS)[number];
export const BOOKING_TYPES = ['consultation', 'surgery', 'treatment', 'checkup', 'therapy'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
export const BOOKING_URGENCIES = ['low', 'normal', 'high', 'urgent'] as const;
export type BookingUrgency = (typeof BOOKING_URGENCIES)[number];
/** What a booking request is when the patient leaves a choice alone (spec §5). */
export const BOOKING_DEFAULTS = {
  bookingType: 'consultation',
  urgencyLevel: 'normal',
  travelRequired: false,
  accommodationNeeded: false,
  visaAssistanceNeeded: false,
  companionCount: 0,
} as const satisfies {
  bookingType: BookingType;
  urgencyLevel: BookingUrgency;
  travelRequired: boolean;
  accommodationNeeded: boolean;
  visaAssistanceNeeded: boolean;
  companionCount: number;
};
export const MAX_COMPANIONS = 20;

/** Who wrote a booking message. */
export const MESSAGE_SENDER_ROLES = ['patient', 'staff'] as const;
export type MessageSenderRole = (typeof MESSAGE_SENDER_ROLES)[number];

export interface AssessmentView {
  id: string;
  conditionCategory: ConditionCategory;
  symptoms: string;
  currentMedications: string | null;
  medicalHistory: string | null;
  treatmentGoals: string | null;
  urgencyLevel: AssessmentUrgency;
  budgetRange: BudgetRange | null;
  preferredDestinations: string[];
  uploadedFiles: string[];
  createdAt: string;
}

/** An uploaded medical record (never its content). */
export interface RecordView {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: string;
}

/**
 * A patient's consent to share records with a booking's hospital (issue 53): which records, whether
 * staff sent the hospital its link and until when it works, each time the hospital opened it.
 */
export interface RecordShareView {
  id: string;
  bookingId: string;
  hospitalName: string;
  /** The records shared; one deleted since is left out. */
  records: { id: string; name: string }[];
  createdAt: string;
  linkSentAt: string | null;
  expiresAt: string | null;
  withdrawnAt: string | null;
  /** active: the hospital's link works (or will once sent); withdrawn by the patient; expired. */
  state: 'active' | 'withdrawn' | 'expired';
  /** Each opening of the link: when, and the record downloaded (null: the list). */
  openings: { openedAt: string; recordId: string | null }[];
}

/** A consent as the coordinator sees it: the same, so they know what they may send. */
export type StaffRecordShareView = RecordShareView;

/** What a hospital reads through a shared link. */
export interface SharedRecordsView {
  reference: string;
  hospitalName: string;
  expiresAt: string;
  records: { id: string; name: string; mimeType: string; sizeBytes: number }[];
}

/** How many days a hospital's link to shared records works (Settings, `shareLinkDays`). */
export const RECORD_SHARE_DAYS = { default: 7, min: 1, max: 30 } as const;

export interface HospitalRecommendation {
  id: string;
  slug: string;
  name: string;
  city: string;
  country: string;
  rating: number | null;
  patientStoriesCount: number;
  reviewsCount: number;
  successStoriesCount: number;
  successRatePercentage: number | null;
  /** Its first accreditation; null: none listed (the page says "Certified", spec §9). */
  accreditation: string | null;
  /** The specialty matched, else its most experienced, in the asked language; null: none (the page says "General Medicine"). */
  specialization: string | null;
  /** The estimated cost: the fitting treatment's price there, else the range of all its treatments; 0: not priced. */
  minCostUsd: number;
  maxCostUsd: number;
  isDemo: boolean;
  /**
   * Why it fits, with its specialty and country: the condition's treatment there (in the asked language)
   * and its price; null: it offers none of them. The page puts it into words in its language.
   */
  fitTreatment: { name: string; minCostUsd: number | null; maxCostUsd: number | null } | null;
}

export interface TreatmentRecommendation {
  id: string;
  slug: string;
  name: string;
  type: string;
  evidenceLevel: string;
  description: string;
  minDurationDays: number | null;
  maxDurationDays: number | null;
  minCostUsd: number | null;
  maxCostUsd: number | null;
  successRatePercentage: number | null;
  benefits: string[];
}

export interface RecommendationPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** The budget actually applied (from the query, else from the latest assessment); null: no maximum. */
  maxBudget: number | null;
}

/** How the hospitals were matched: the criteria read from the latest assessment, or the filters that replaced them. */
export interface MatchCriteria {
  /** The assessment's condition category, when the specialty was not filtered by hand. */
  condition: string | null;
  /** The specialties the hospitals must have (from the condition's mapping, or the filter), in the asked language. */
  specialties: string[];
  /** The treatments of the condition, whose prices the cards show, in the asked language. */
  treatments: string[];
  /** The preferred destinations in the asked language (or the country filter as typed); empty: anywhere. */
  destinations: string[];
  maxBudget: number | null;
  /** No partner hospital has the condition's specialties: the screen offers a free consultation instead. */
  noMatch: boolean;
  /** None of the matching hospitals is in the preferred destinations: these are elsewhere. */
  destinationsWidened: boolean;
}

export interface HospitalRecommendationPage extends RecommendationPage<HospitalRecommendation> {
  match: MatchCriteria;
}

/** A staff member as patients see them: their display name (else first name) and its initials, shown as their avatar. */
export interface CoordinatorView {
  name: string;
  initials: string;
}

/** A booking's short reference, as patients and staff quote it: the last 8 characters of its id. */
export const bookingReference = (bookingId: string): string => bookingId.slice(-8);

/** A booking as its patient sees it. */
export interface BookingView {
  id: string;
  /** The last 8 characters of the id, as shown on the cards. */
  reference: string;
  hospital: { id: string; slug: string; name: string; city: string; country: string };
  treatment: { id: string; name: string; type: string } | null;
  bookingType: BookingType;
  urgencyLevel: BookingUrgency;
  /** A calendar date (YYYY-MM-DD). */
  preferredDate: string | null;
  confirmedDate: string | null;
  medicalSummary: string | null;
  specialRequirements: string | null;
  travelRequired: boolean;
  accommodationNeeded: boolean;
  visaAssistanceNeeded: boolean;
  companionCount: number;
  status: BookingStatus;
  estimatedCostUsd: number | null;
  /** The current quote (or the one whose deposit was paid): what the patient can accept by paying its deposit. */
  quote: QuoteView | null;
  /** Money a cancelled booking holds: what the admins decided, and what they told the patient when they kept it. */
  refundDecision: { state: RefundDecision; note: string | null; decidedAt: string | null } | null;
  /** The coordinator in charge once one is assigned (issue 31): the name they show patients, never their email. */
  coordinator: CoordinatorView | null;
  /** While the patient waits for the coordinators' reply: when it is promised (RESPONSE_PROMISE_HOURS after the wait began); else null. */
  replyBy: string | null;
  /** `replyBy` has passed (as of the answer): the page says the reply is late rather than promising a time gone by. */
  replyLate: boolean;
  /** The trip estimate the patient attached to the request (as computed then; names in the page's language). */
  tripEstimate: TripEstimate | null;
  /** The patient reviewed it (a completed booking's card offers to write the review, or to edit it). */
  reviewed: boolean;
  /** The health assessment it was made from (assessments are never edited: it stays that version); null: made before any. */
  assessment: { id: string; conditionCategory: ConditionCategory; createdAt: string } | null;
  /**
   * Whether the booking's treatment fits its assessment (issue 52): `fits` (or cannot tell: no
   * treatment, no assessment, a condition that names no treatments), `unanswered` (the condition's
   * treatments do not include it: the patient's card asks which assessment it is for, or to describe
   * it; the coordinator sees it), `confirmed` (it does not fit, and the patient said it is for that one).
   */
  assessmentFit: AssessmentFit;
  createdAt: string;
  updatedAt: string;
}

export const ASSESSMENT_FITS = ['fits', 'unanswered', 'confirmed'] as const;
export type AssessmentFit = (typeof ASSESSMENT_FITS)[number];

/** The patient's answer to "which assessment is this booking for?": one of theirs, or none and their own words. */
export interface BookingAssessmentAnswer {
  /** One of the patient's assessments; null: none of them (then `description` says what the booking is for). */
  assessmentId: string | null;
  description?: string;
}

/** A booking as staff see it: with its patient (its assessment is health data: staff read it through its audited endpoint). */
export interface StaffBookingView extends Omit<BookingView, 'assessment'> {
  /** `language`: the one the patient uses the site in (and gets emails in): coordinators reply in it. */
  patient: { id: string; name: string; email: string; language: Locale };
  /** Since when it has waited for a staff reply (a new request, or the patient's latest message); null: answered or closed. */
  awaitingReplySince: string | null;
  /** When staff first replied (the 24-hour promise is measured to it). */
  firstStaffReplyAt: string | null;
  /** The coordinator in charge. */
  assignedTo: { id: string; name: string } | null;
  /** The patient has Premium: priority handling, first in the coordinators' queue. */
  priority: boolean;
  /**
   * Whether the reader reads this booking's health data (its medical summary, messages, assessment and
   * the patient's records): admins always, a moderator when it is assigned to them or to nobody. When
   * false, `medicalSummary` is null and those routes answer 404. Lists never carry the medical summary:
   * it is read on the booking's own page, each read audited.
   */
  healthData: boolean;
}

/** The coordinators' promise (spec §8 "Response within 24 hours"), and when a waiting booking is flagged as close to it. */
export const RESPONSE_PROMISE_HOURS = 24;
export const RESPONSE_WARNING_HOURS = 20;

/** A message of a booking's conversation between the patient and the coordinators. */
export interface MessageView {
  id: string;
  senderRole: MessageSenderRole;
  /** Null when the sender's account is gone: the apps then name the role. */
  senderName: string | null;
  body: string;
  createdAt: string;
}

/** How many messages a thread answers at once: the latest, then earlier ones on demand. */
export const THREAD_PAGE_SIZE = 50;

/** A page of a booking's thread, oldest first: the latest messages, or those before a given one. */
export interface MessagePage {
  messages: MessageView[];
  /** Whether older messages exist before the first of this page. */
  hasEarlier: boolean;
}

/** The messages of several pages of a thread (earlier pages, the latest, a newer look), each once, oldest first. */
export function mergeThread(...pages: (readonly MessageView[] | undefined)[]): MessageView[] {
  const byId = new Map<string, MessageView>();
  for (const page of pages) for (const message of page ?? []) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** The coordinators' contact details, from Settings (their one source): every page, the booking "Call" panel, emails. */
export interface CoordinatorContact {
  /** As typed in Settings, e.g. "+60 3-2000 0000". */
  phone: string;
  /** `tel:` link with the digits only. */
  phoneHref: string;
  /** The WhatsApp mobile number as typed in Settings. */
  whatsapp: string;
  /** `https://wa.me/<digits>`. */
  whatsappUrl: string;
  email: string;
  officeHours: string[];
}
