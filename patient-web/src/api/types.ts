/** Response shapes of the public API (`/api/...`), as the backend serves them. */

export type TreatmentCategory = 'orthopedic' | 'fertility' | 'cosmetic' | 'cardiology' | 'spinal' | 'cancer' | 'other';

export type EvidenceLevel = 'high' | 'moderate' | 'low';

export interface Treatment {
  id: string;
  slug: string;
  name: string;
  category: TreatmentCategory;
  type: string;
  evidenceLevel: EvidenceLevel;
  description: string;
  procedures: string[];
  benefits: string[];
  minDurationDays: number | null;
  maxDurationDays: number | null;
  minCostUsd: number | null;
  maxCostUsd: number | null;
  successRatePercentage: number | null;
  availableIn: string[];
}

/** A hospital's price for a treatment, on the treatment page. */
export interface TreatmentOffer {
  hospital: { slug: string; name: string; city: string; country: { name: string; code: string }; rating: number | null; isDemo: boolean };
  minCostUsd: number | null;
  maxCostUsd: number | null;
  casesCompleted: number;
  averageSuccessRate: number | null;
}

export interface TreatmentDetail extends Treatment {
  offers: TreatmentOffer[];
  hospitalCount: number;
}

export interface Country {
  name: string;
  code: string;
  slug: string;
}

export interface Hospital {
  id: string;
  slug: string;
  name: string;
  city: string;
  country: Country;
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

export interface HospitalDetail extends Hospital {
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  bedCapacity: number | null;
  staffCount: number | null;
  successRatePercentage: number | null;
  patientStoriesCount: number;
  specializations: { slug: string; name: string; experienceYears: number | null; successRatePercentage: number | null }[];
  treatments: {
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

export interface Review {
  id: string;
  reviewerName: string;
  reviewText: string;
  rating: number | null;
  reviewDate: string | null;
  treatmentMentioned: string | null;
  isSuccessStory: boolean;
}

export interface HospitalProfile extends HospitalDetail {
  reviews: Review[];
}

export interface HospitalFilterOptions {
  countries: Country[];
  specialties: { slug: string; name: string }[];
}

export interface Destination {
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
  popularHospitals: { slug: string; name: string; city: string; rating: number | null; isDemo: boolean }[];
  hospitalCount: number;
}

/** One page of a list endpoint. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** There are more matches than `total`: the API stops counting (hospital search). */
  totalCapped?: boolean;
}

/** List filters as they come from the page URL: passed to the API as they are, which validates them. */
export interface ListQuery {
  page?: string | number;
  pageSize?: number;
}

export interface TreatmentListQuery extends ListQuery {
  q?: string;
  category?: string;
}

export interface HospitalListQuery extends ListQuery {
  q?: string;
  country?: string;
  specialty?: string;
  featured?: boolean;
}

/** Body of `POST /api/contact` (spec §3 "Contact form"). */
export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string;
  country: string;
  treatmentInterest?: string;
  message: string;
}

export interface ContactMessageResult {
  id: string;
  message: string;
}
