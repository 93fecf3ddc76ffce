import { AiConversation } from '../modules/ai/entities/ai-conversation.entity.js';
import { AiMessage } from '../modules/ai/entities/ai-message.entity.js';
import { AiSynonym } from '../modules/ai/entities/ai-synonym.entity.js';
import { CrisisLine } from '../modules/ai/entities/crisis-line.entity.js';
import { EmergencyNumber } from '../modules/ai/entities/emergency-number.entity.js';
import { AuditEvent } from '../modules/audit/entities/audit-event.entity.js';
import { HealthAssessment } from '../modules/booking-core/entities/health-assessment.entity.js';
import { AuthToken } from '../modules/auth/entities/auth-token.entity.js';
import { MfaRecoveryCode } from '../modules/auth/entities/mfa-recovery-code.entity.js';
import { Session } from '../modules/auth/entities/session.entity.js';
import { BookingMessage } from '../modules/bookings/entities/booking-message.entity.js';
import { Booking } from '../modules/booking-core/entities/booking.entity.js';
import { Country } from '../modules/catalogue/entities/country.entity.js';
import { GuideEntry } from '../modules/catalogue/entities/guide-entry.entity.js';
import { ExchangeRate } from '../modules/currencies/entities/exchange-rate.entity.js';
import { AccommodationRate } from '../modules/trips/entities/accommodation-rate.entity.js';
import { TravelFare } from '../modules/trips/entities/travel-fare.entity.js';
import { VisaCost } from '../modules/trips/entities/visa-cost.entity.js';
import { Specialization } from '../modules/catalogue/entities/specialization.entity.js';
import { ConditionMapping } from '../modules/recommendations/entities/condition-mapping.entity.js';
import { Treatment } from '../modules/catalogue/entities/treatment.entity.js';
import { ContactMessage } from '../modules/contact/entities/contact-message.entity.js';
import { HospitalSpecialization } from '../modules/catalogue/entities/hospital-specialization.entity.js';
import { HospitalTreatment } from '../modules/catalogue/entities/hospital-treatment.entity.js';
import { Hospital } from '../modules/catalogue/entities/hospital.entity.js';
import { OutboxMessage } from '../modules/notifications/entities/outbox-message.entity.js';
import { DataRequest } from '../modules/users/entities/data-request.entity.js';
import { RecordShare, RecordShareOpening } from '../modules/records/entities/record-share.entity.js';
import { MedicalRecord } from '../modules/records/entities/medical-record.entity.js';
import { AftercareCheckIn, TripDocument, TripPlan, TripReminder, TripTraveller } from '../modules/trip-plans/entities/trip-plan.entity.js';
import { HospitalReview } from '../modules/reviews/entities/hospital-review.entity.js';
import { ScrapeRun } from '../modules/reviews/entities/scrape-run.entity.js';
import { Setting } from '../modules/settings/entities/setting.entity.js';
import { Payment } from '../modules/payments/entities/payment.entity.js';
import { BookingQuote } from '../modules/payments/entities/quote.entity.js';
import { ReconciliationDifference, ReconciliationRun } from '../modules/payments/entities/reconciliation.entity.js';
import { StripeEvent } from '../modules/payments/entities/stripe-event.entity.js';
import { Subscription } from '../modules/payments/entities/subscription.entity.js';
import { Profile } from '../modules/users/entities/profile.entity.js';
import { UserRole } from '../modules/users/entities/user-role.entity.js';
import { User } from '../modules/users/entities/user.entity.js';

/** Every entity, listed explicitly (no folder scanning: the same list works for tsc output and jest). */
export const ENTITIES = [
  User,
  Profile,
  UserRole,
  Session,
  AuthToken,
  MfaRecoveryCode,
  Country,
  Specialization,
  GuideEntry,
  ExchangeRate,
  TravelFare,
  VisaCost,
  AccommodationRate,
  ConditionMapping,
  Treatment,
  Hospital,
  HospitalSpecialization,
  HospitalTreatment,
  HospitalReview,
  ScrapeRun,
  Booking,
  BookingMessage,
  HealthAssessment,
  MedicalRecord,
  DataRequest,
  RecordShare,
  RecordShareOpening,
  TripPlan,
  TripTraveller,
  TripDocument,
  TripReminder,
  AftercareCheckIn,
  ContactMessage,
  AuditEvent,
  OutboxMessage,
  Setting,
  BookingQuote,
  Payment,
  StripeEvent,
  Subscription,
  ReconciliationDifference,
  ReconciliationRun,
  AiSynonym,
  EmergencyNumber,
  CrisisLine,
  AiConversation,
  AiMessage,
];
