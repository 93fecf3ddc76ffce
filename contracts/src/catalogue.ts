import type { RatingSummary, ReviewProvenance } from './reviews.js';
/** The public catalogue: treatments, hospitals and destinations (`/api/treatments`, `/api/hospitals`, `/api/destinations`). */

/** One page of a list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The categories of the treatments page's chips: the spec's (§2), those of the treatments the condition
 * mapping names (dental, eye, metabolic, bariatric), and 'other' for what fits none.
 */
export const TREATMENT_CATEGORIES = [
  'orthopedic',
  'fertility',
  'cosmetic',
  'cardiology',
  'spinal',
  'cancer',
  'dental',
  'eye',
  'metabolic',
  'bariatric',
  'other',
] as const;
export type TreatmentCategory = (typeof TREATMENT_CATEGORIES)[number];
export const TREATMENT_TYPES = ['conventional', 'ayurveda', 'acupuncture', 'functional', 'other'] as const;
export type TreatmentType = (typeof TREATMENT_TYPES)[number];
export const EVIDENCE_LEVELS = ['high', 'moderate', 'low'] as const;
export type EvidenceLevel = (typeof EVIDENCE_LEVELS)[number];
/** Spec §5: how both sites name the evidence levels. */
export const EVIDENCE_LEVEL_LABELS: Record<EvidenceLevel, string> = {
  high: 'High Evidence',
  moderate: 'Moderate Evidence',
  low: 'Emerging Evidence',
};
/** Moderation states of a hospital review; only published ones are shown to the public. */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export interface TreatmentView {
  id: string;
  slug: string;
  name: string;
  category: TreatmentCategory;
  type: TreatmentType;
  evidenceLevel: EvidenceLevel;
  description: string;
  procedures: string[];
  benefits: string[];
  minDurationDays: number | null;
  maxDurationDays: number | null;
  minCostUsd: number | null;
  maxCostUsd: number | null;
  successRatePercentage: number | null;
  /** Countries where an active hospital of the catalogue offers the treatment, by name. */
  availableIn: CountryLink[];
}

/** A page of treatments, and the categories the chips offer. */
export interface TreatmentPage extends Page<TreatmentView> {
  /** The categories of the active treatments (whatever the filters), in `TREATMENT_CATEGORIES`' order. */
  categories: TreatmentCategory[];
}

/** A hospital's price for one treatment, as the treatment page lists it. */
export interface TreatmentOffer {
  /** `id`: what a booking and a trip estimate name. */
  hospital: {
    id: string;
    slug: string;
    name: string;
    city: string;
    country: { name: string; code: string };
    rating: number | null;
    isDemo: boolean;
  };
  minCostUsd: number | null;
  maxCostUsd: number | null;
  casesCompleted: number;
  averageSuccessRate: number | null;
}

export interface TreatmentDetail extends TreatmentView {
  /** The best-rated active hospitals offering it (at most 12). */
  offers: TreatmentOffer[];
  /** How many active hospitals offer it in all. */
  hospitalCount: number;
}

export interface CountryRef {
  name: string;
  code: string;
  slug: string;
}

/** A country a page names; `isDestination`: it has a destination page (`/destinations/<slug>`). */
export interface CountryLink extends CountryRef {
  isDestination: boolean;
}

/** A hospital as the catalogue cards show it. */
export interface HospitalSummary {
  id: string;
  slug: string;
  name: string;
  city: string;
  country: CountryRef;
  description: string | null;
  rating: number | null;
  accreditations: string[];
  establishedYear: number | null;
  doctorCount: number | null;
  specialties: string[];
  features: string[];
  languages: string[];
  featured: boolean;
  isDemo: boolean;
}

/** A page of hospitals; `total` stops at 100, and `totalCapped` says there are more. */
export interface HospitalPage extends Page<HospitalSummary> {
  totalCapped: boolean;
}

/** Everything the profile and comparison pages show about a hospital, except its reviews. */
export interface HospitalDetail extends HospitalSummary {
  country: CountryLink;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  bedCapacity: number | null;
  staffCount: number | null;
  /** Where the rating comes from, when staff recorded it. */
  ratingSource: string | null;
  successRatePercentage: number | null;
  patientStoriesCount: number;
  specializations: { slug: string; name: string; experienceYears: number | null; successRatePercentage: number | null }[];
  treatments: {
    /** The treatment's id (what a booking names). */
    id: string;
    slug: string;
    name: string;
    category: TreatmentCategory;
    minCostUsd: number | null;
    maxCostUsd: number | null;
    casesCompleted: number;
    averageSuccessRate: number | null;
  }[];
  reviewCount: number;
  successStoryCount: number;
}

export interface ReviewView {
  id: string;
  reviewerName: string;
  reviewText: string;
  rating: number | null;
  /** A calendar date (YYYY-MM-DD). */
  reviewDate: string | null;
  treatmentMentioned: string | null;
  isSuccessStory: boolean;
  /** Where it comes from: a verified patient (with what its label shows), a site the scraper read, or the demo data. */
  provenance: ReviewProvenance;
}

export interface HospitalProfile extends HospitalDetail {
  /** The latest published reviews (at most 10): verified patients' first, then the others, newest first. */
  reviews: ReviewView[];
  /** Published verified and imported reviews apart: how many, and their average. */
  ratingSummary: RatingSummary;
}

/** What the hospital filters offer: destinations and countries with hospitals; every specialty. */
export interface HospitalFilterOptions {
  countries: CountryRef[];
  specialties: { slug: string; name: string }[];
}

/** A hospital named on a destination card. */
export interface PopularHospital {
  slug: string;
  name: string;
  city: string;
  rating: number | null;
  isDemo: boolean;
}

/** A country and the content of its destination guide, as the public site and the back office show it. */
export interface CountryGuide {
  slug: string;
  name: string;
  code: string;
  flag: string | null;
  capital: string | null;
  description: string | null;
  highlights: string[];
  specialties: string[];
  avgCostSavingMinPct: number | null;
  avgCostSavingMaxPct: number | null;
  visaInfo: string | null;
  flightTimeFromAfrica: string | null;
  languages: string[];
  safetyRating: number | null;
}

export interface DestinationView extends CountryGuide {
  /** The best-rated active hospitals of the country (2 shown). */
  popularHospitals: PopularHospital[];
  /** Active hospitals of the country in the catalogue. */
  hospitalCount: number;
}

/** A treatment offered in a destination, and what it costs there. */
export interface DestinationTreatment {
  slug: string;
  name: string;
  category: TreatmentCategory;
  /**
   * The range of the country's active hospitals' prices for it; the treatment's own catalogue range
   * when none of them gives a price.
   */
  minCostUsd: number | null;
  maxCostUsd: number | null;
  /** The country's active hospitals offering it. */
  hospitalCount: number;
}

/** A destination's page (`/destinations/<slug>`): its guide, its partner hospitals and the treatments offered there. */
export interface DestinationDetail extends CountryGuide {
  /** The best-rated active hospitals of the country (at most 12). */
  hospitals: PopularHospital[];
  /** Active hospitals of the country in the catalogue (all listed on `/hospitals?country=<slug>`). */
  hospitalCount: number;
  /** The active treatments its active hospitals offer, by name. */
  treatments: DestinationTreatment[];
}

/*
 * Catalogue content in the site's other languages. English is the record's own text; each of the
 * other languages may carry its own version of the texts below, edited by staff beside the English.
 * A text missing in a language is shown in English (and the back office marks the record untranslated
 * in that language).
 */

/** The languages catalogue content is translated into (every language but English). */
export const TRANSLATED_LOCALES = ['fr', 'ar', 'sw'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** A treatment's translatable texts. Lists keep the English's order and length. */
export interface TreatmentText {
  name: string;
  description: string;
  procedures: string[];
  benefits: string[];
}

/** A destination's translatable texts (country names come from `Intl.DisplayNames`, capitals stay as they are). */
export interface DestinationText {
  description: string;
  highlights: string[];
  specialties: string[];
  visaInfo: string;
  flightTimeFromAfrica: string;
  languages: string[];
}

/** A hospital's translatable texts (its name, address and accreditations stay as they are). */
export interface HospitalText {
  description: string;
  features: string[];
  languages: string[];
}

/** A specialty's translatable texts. */
export interface SpecializationText {
  name: string;
  description: string;
}

/** A record's translations by language; a language or a field left out is untranslated. */
export type Translations<T> = Partial<Record<TranslatedLocale, Partial<T>>>;
