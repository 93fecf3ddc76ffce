/**
 * Records of the back-office API (`/api/admin/*`), as the server sends them (dates as ISO text).
 * Shapes the patient site or the backend's services share are in `@medtour/contracts`.
 */
import type { BookingStatus, EvidenceLevel, Role, TreatmentCategory, TreatmentType, TreatmentView } from '@medtour/contracts';

export interface UserRecord {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  country: string | null;
  role: Role;
  isActive: boolean;
  emailVerified: boolean;
  mfaEnabled: boolean;
  createdAt: string;
}

export interface HospitalRecord {
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
  successRatePercentage: number | null;
  patientStoriesCount: number;
  accreditations: string[];
  languages: string[];
  features: string[];
  createdAt: string;
  updatedAt: string;
}

export const TREATMENT_CATEGORIES = ['orthopedic', 'fertility', 'cosmetic', 'cardiology', 'spinal', 'cancer', 'other'] as const satisfies readonly TreatmentCategory[];
export const TREATMENT_TYPES = ['conventional', 'ayurveda', 'acupuncture', 'functional', 'other'] as const satisfies readonly TreatmentType[];
export const EVIDENCE_LEVELS = ['high', 'moderate', 'low'] as const satisfies readonly EvidenceLevel[];

/** A treatment as the public catalogue shows it, without where it is offered, plus its status. */
export interface TreatmentRecord extends Omit<TreatmentView, 'availableIn'> {
  isActive: boolean;
  createdAt: string;
}

export interface SpecializationRecord {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  createdAt: string;
}

export const BOOKING_STATUSES = ['pending', 'confirmed', 'payment_pending', 'completed', 'cancelled'] as const satisfies readonly BookingStatus[];

export interface BookingSummary {
  total: number;
  pending: number;
  confirmed: number;
  totalValueUsd: number;
}

export interface ReviewRecord {
  id: string;
  hospitalId: string;
  hospital: { id: string; name: string };
  reviewerName: string;
  reviewText: string;
  rating: number | null;
  reviewDate: string | null;
  treatmentMentioned: string | null;
  sourceUrl: string | null;
  isSuccessStory: boolean;
  status: 'pending' | 'published' | 'rejected';
  scrapedAt: string | null;
  createdAt: string;
}

export interface ReviewStats {
  total: number;
  successStories: number;
  withRatings: number;
  averageRating: number | null;
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
  updatedAt: string;
}

export interface DashboardData {
  stats: {
    /** Admins only (absent for moderators). */
    totalUsers?: number;
    totalHospitals: number;
    totalBookings: number;
    pendingBookings: number;
    totalReviews: number;
    /** Admins only (absent for moderators). */
    monthlyRevenueUsd?: number;
  };
  /** From the audit log: admins only (empty for moderators). */
  recentActivity: { id: string; createdAt: string; action: string; outcome: string; actorEmail: string | null; entity: string | null }[];
  bookingsPerWeek: { weekStart: string; count: number }[];
  /** Admins only (absent for moderators). */
  revenuePerMonth?: { month: string; revenueUsd: number }[];
}
