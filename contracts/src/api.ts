import type { Me } from './account.js';
import type { AiChatAnswer, AiConversation, AiConversationSummary, AiMatchingResult, AiSettingsView } from './ai.js';
import type { DestinationView, HospitalDetail, HospitalFilterOptions, HospitalPage, HospitalProfile, Page } from './catalogue.js';
import type { DestinationDetail, TreatmentDetail, TreatmentPage } from './catalogue.js';
import type { PatientGuide } from './guide.js';
import type { CurrencyRateView } from './currencies.js';
import type { AssessmentView, BookingView, HospitalRecommendationPage, MessagePage, MessageView } from './journey.js';
import type { CoordinatorContact, RecommendationPage, RecordView, StaffBookingView, TreatmentRecommendation } from './journey.js';
import type { PaymentOptions, PaymentRecord, QuoteLine, QuoteView, SubscriptionRecord, SubscriptionView } from './payments.js';
import type { OfflinePremiumRecord, PatientPremiumView, ReconciliationRunRecord, ReconciliationStatus } from './payments.js';
import type { ScrapeHospitalOption, ScrapeQueueHealth } from './scraper.js';
import type { PatientReviewForm } from './reviews.js';
import type { BookingAssessment, BookingSummary, DashboardData, FailedJobRecord, ReviewBulkResult, ReviewStats } from './staff.js';
import type { TripEstimate } from './trips.js';
import type { AccountClosingPreview, DataRequestRecord, DataRequestView, DataRightsPeriods, DataRightsView } from './privacy.js';
import type { RecordShareView, SharedRecordsView, StaffRecordShareView } from './journey.js';
import type { AftercareRecord, CheckInResult, StaffTripPlanView, TripPlanView, TripRecord } from './trip-plan.js';

/*
 * What the API answers, by name: a route says which with `@Answers('Name')` (the type check holds
 * its handler to the type), the OpenAPI document carries the name, and the front ends' generated
 * client (`@medtour/contracts/api`) types each call's answer with it.
 */

/** A page of Stripe's (Checkout or the billing portal) to send the patient to. */
export interface StripeLink {
  url: string;
}

/** What the account routes answer when all there is to say is a sentence ("Account created! …"). */
export interface Notice {
  message: string;
}

export type SignInAnswer = { user: Me; mfaRequired?: undefined } | { mfaRequired: true; user?: undefined };

export interface MfaEnrollment {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code (a data: URL of an image). */
  qrCode: string;
}

/** A message sent through the contact form (spec §3 "Contact form"). */
export interface ContactMessageResult {
  id: string;
  message: string;
}

/** A booking's quotes, newest first, and a first draft (the treatment at the hospital's price). */
export interface BookingQuotes {
  quotes: QuoteView[];
  draft: { lines: QuoteLine[] };
  /** Why no quote can be sent now (no way to pay is configured), else null. */
  cannotQuote: string | null;
}

export interface ApiAnswers {
  // Accounts
  Me: Me;
  SignIn: SignInAnswer;
  SignedIn: { user: Me };
  SignedOut: { ok: true };
  Notice: Notice;
  MfaEnrollment: MfaEnrollment;
  RecoveryCodes: { recoveryCodes: string[] };
  // Catalogue and contact
  TreatmentPage: TreatmentPage;
  TreatmentDetail: TreatmentDetail;
  DestinationPage: Page<DestinationView>;
  DestinationDetail: DestinationDetail;
  PatientGuide: PatientGuide;
  CurrencyRateView: CurrencyRateView;
  TripEstimate: TripEstimate;
  HospitalPage: HospitalPage;
  HospitalFilterOptions: HospitalFilterOptions;
  HospitalProfile: HospitalProfile;
  HospitalComparison: { items: HospitalDetail[] };
  ContactMessageResult: ContactMessageResult;
  CoordinatorContact: CoordinatorContact;
  // The patient's journey
  LatestAssessment: { assessment: AssessmentView | null };
  AssessmentView: AssessmentView;
  RecordView: RecordView;
  RecordList: RecordView[];
  // Patients' rights (issue 53)
  DataRights: DataRightsView;
  DataRightsPeriods: DataRightsPeriods;
  DataRequestView: DataRequestView;
  AccountClosingPreview: AccountClosingPreview;
  DataRequestList: DataRequestRecord[];
  RecordShareView: RecordShareView;
  RecordShareList: RecordShareView[];
  StaffRecordShareList: StaffRecordShareView[];
  RecordShareLink: { url: string; expiresAt: string };
  // The trip after the deposit
  TripPlan: TripPlanView;
  StaffTripPlan: StaffTripPlanView;
  CheckInResult: CheckInResult;
  PassportNumber: { passportNumber: string };
  TripList: TripRecord[];
  AftercareList: AftercareRecord[];
  SharedRecords: SharedRecordsView;
  HospitalRecommendationPage: HospitalRecommendationPage;
  TreatmentRecommendationPage: RecommendationPage<TreatmentRecommendation>;
  BookingPage: Page<BookingView>;
  BookingView: BookingView;
  MessagePage: MessagePage;
  MessageView: MessageView;
  PaymentOptions: PaymentOptions;
  StripeLink: StripeLink;
  SubscriptionView: SubscriptionView;
  PatientReviewForm: PatientReviewForm;
  // The assistant
  AiConversationPage: Page<AiConversationSummary>;
  AiConversation: AiConversation;
  AiChatAnswer: AiChatAnswer;
  AiMatchingResult: AiMatchingResult;
  // The back office
  DashboardData: DashboardData;
  BookingSummary: BookingSummary;
  BookingAssessment: BookingAssessment;
  ReviewStats: ReviewStats;
  ReviewBulkResult: ReviewBulkResult;
  BookingQuotes: BookingQuotes;
  QuoteView: QuoteView;
  PaymentRecord: PaymentRecord;
  PaymentList: PaymentRecord[];
  RefundDecision: StaffBookingView['refundDecision'];
  FailedJobRecord: FailedJobRecord;
  SubscriptionRecord: SubscriptionRecord;
  PatientPremiumView: PatientPremiumView;
  OfflinePremiumRecord: OfflinePremiumRecord;
  ScrapeHospitalList: ScrapeHospitalOption[];
  ScrapeQueueHealth: ScrapeQueueHealth;
  AiSettingsView: AiSettingsView;
  ReconciliationStatus: ReconciliationStatus;
  ReconciliationRunRecord: ReconciliationRunRecord;
}
