/** The patient's journey on the dashboard: assessment, records, recommendations, bookings and their messages. */

export interface AssessmentView {
  id: string;
  conditionCategory: string;
  symptoms: string;
  currentMedications: string | null;
  medicalHistory: string | null;
  treatmentGoals: string | null;
  urgencyLevel: string;
  budgetRange: string | null;
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
  accreditation: string;
  specialization: string;
  minCostUsd: number;
  maxCostUsd: number;
  isDemo: boolean;
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
  /** The budget actually applied (from the query, else from the latest assessment). */
  maxBudget: number;
}

export type BookingStatus = 'pending' | 'confirmed' | 'payment_pending' | 'completed' | 'cancelled';

/** A booking as its patient sees it. */
export interface BookingView {
  id: string;
  /** The last 8 characters of the id, as shown on the cards. */
  reference: string;
  hospital: { id: string; slug: string; name: string; city: string; country: string };
  treatment: { id: string; name: string; type: string } | null;
  bookingType: string;
  urgencyLevel: string;
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
  createdAt: string;
  updatedAt: string;
}

/** A booking as staff see it: with its patient. */
export interface StaffBookingView extends BookingView {
  patient: { id: string; name: string; email: string };
}

/** A message of a booking's conversation between the patient and the coordinators. */
export interface MessageView {
  id: string;
  senderRole: 'patient' | 'staff';
  senderName: string;
  body: string;
  createdAt: string;
}

/** What patients see of the coordinators: the "Call" button, WhatsApp, email and office hours. */
export interface CoordinatorContact {
  phone: string;
  whatsappUrl: string;
  email: string;
  officeHours: string[];
}
