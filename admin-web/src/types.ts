/** Records of the back-office API (`/api/admin/*`), as the server sends them (dates as ISO text). */
import type { Role } from './permissions';

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

export const TREATMENT_CATEGORIES = ['orthopedic', 'fertility', 'cosmetic', 'cardiology', 'spinal', 'cancer', 'other'] as const;
export const TREATMENT_TYPES = ['conventional', 'ayurveda', 'acupuncture', 'functional', 'other'] as const;
export const EVIDENCE_LEVELS = ['high', 'moderate', 'low'] as const;

export interface TreatmentRecord {
  id: string;
  name: string;
  slug: string;
  type: (typeof TREATMENT_TYPES)[number];
  category: (typeof TREATMENT_CATEGORIES)[number];
  evidenceLevel: (typeof EVIDENCE_LEVELS)[number];
  description: string;
  procedures: string[];
  benefits: string[];
  minDurationDays: number | null;
  maxDurationDays: number | null;
  minCostUsd: number | null;
  maxCostUsd: number | null;
  successRatePercentage: number | null;
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

export const BOOKING_STATUSES = ['pending', 'confirmed', 'payment_pending', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface BookingRecord {
  id: string;
  reference: string;
  patient: { id: string; name: string; email: string };
  hospital: { id: string; slug: string; name: string; city: string; country: string };
  treatment: { id: string; name: string; type: string } | null;
  bookingType: string;
  urgencyLevel: string;
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
  createdAt: string;
}

export interface BookingSummary {
  total: number;
  pending: number;
  confirmed: number;
  totalValueUsd: number;
}

export interface BookingMessage {
  id: string;
  senderRole: 'patient' | 'staff';
  senderName: string;
  body: string;
  createdAt: string;
}

export interface MedicalRecordInfo {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: string;
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

export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  country: string;
  treatmentInterest: string | null;
  message: string;
  handled: boolean;
  handledAt: string | null;
  /** Email of the staff member who marked it handled. */
  handledBy: string | null;
  createdAt: string;
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

export interface AuditEventRecord {
  id: string;
  createdAt: string;
  action: string;
  outcome: 'success' | 'failure';
  entity: string | null;
  entityId: string | null;
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface DashboardData {
  stats: {
    totalUsers: number;
    totalHospitals: number;
    totalBookings: number;
    pendingBookings: number;
    totalReviews: number;
    monthlyRevenueUsd: number;
  };
  /** From the audit log: admins only (empty for moderators). */
  recentActivity: { id: string; createdAt: string; action: string; outcome: string; actorEmail: string | null; entity: string | null }[];
  bookingsPerWeek: { weekStart: string; count: number }[];
  revenuePerMonth: { month: string; revenueUsd: number }[];
}
