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

export interface Country {
  name: string;
  code: string;
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

/** One page of a list endpoint. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface TreatmentListQuery {
  q?: string;
  category?: TreatmentCategory;
  page?: number;
  pageSize?: number;
}

export interface HospitalListQuery {
  q?: string;
  featured?: boolean;
  page?: number;
  pageSize?: number;
}
