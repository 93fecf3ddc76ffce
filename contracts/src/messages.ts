import { PASSWORD_RULES, SIGN_IN_LINK } from './limits.js';
import { RECORD_MESSAGES } from './journey.js';

/**
 * What a patient may read in the answer to a form, by code: the message of the API's error envelope or
 * of one of its field errors, a form's "done" message, and the patient site's own answers. English is
 * the text as written (`{name}` stands for a value, e.g. a limit); the API adds the code and values to
 * its error answers (`messageCode`, `errorCodes`) and the patient site says each message in the page's
 * language (its `errors` namespace holds one entry per code). A message without a code is shown as it
 * was written, in English: the back office's, those of staff-only resources and of filters typed by hand.
 */
export const API_MESSAGES = {
  // Any request
  validationFailed: 'Validation failed',
  internalError: 'An unexpected error occurred. Please try again later.',
  invalidInput: 'Invalid input provided. Please check your data and try again.',
  serviceBusy: 'The service is busy right now. Please try again in a moment.',
  rateLimited: 'Too many requests. Please wait before trying again.',
  notFound: 'Not found',
  conflictRetry: 'The record was changed at the same time by another request. Please try again.',
  bodyTooLarge: 'Request body is too large',
  malformedBody: 'Malformed request body',
  fieldTooLong: '{field} must be shorter than or equal to {max} characters',
  // Signing in and the account
  signInRequired: 'Please sign in to continue.',
  mfaPending: 'Two-factor verification required. Enter the code from your authenticator app.',
  accessDenied: 'Access denied. You do not have permission to perform this action.',
  invalidCredentials: 'Invalid email or password',
  invalidCode: 'Invalid verification code',
  emailNotVerified: 'Please verify your email address before signing in. We have sent you a new verification link.',
  emailNotVerifiedLinkSent:
    'Please verify your email address before signing in. We have already sent you a verification link, and it still works: check your inbox and spam folder. You can ask for another one in {minutes} minutes.',
  duplicateEmail: 'An account with this email already exists.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  linkInvalid: 'This link is invalid or has expired.',
  signInLinkInvalid: 'This sign-in link is invalid, has expired or was already used. Please ask for a new one.',
  invitationInvalid: 'This invitation link is invalid or has expired. Ask an administrator for a new one.',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Current password is required',
  passwordTooShort: PASSWORD_RULES.tooShort,
  passwordTooLong: PASSWORD_RULES.tooLong,
  passwordTooCommon: PASSWORD_RULES.tooCommon,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  codeFormat: 'Enter the 6-digit code from your authenticator app or a recovery code',
  // Patients' rights over their data (issue 53)
  passwordIncorrect: 'The password is incorrect',
  staffAccountDataRights: 'Staff accounts are closed by an administrator from the back office.',
  exportNotFound: 'This download is not available any more. Please ask for a new copy of your data.',
  accountClosed: 'This account is closed and will be erased on {day, date}. To keep it, sign in again with "Keep my account" ticked.',
  closingRequested: 'Check your email: open the link we sent you to confirm that your account should be deleted.',
  accountClosedDone: 'Your account is closed. It will be erased on {day, date}: until then you can keep it by signing in.',
  closingLinkInvalid: 'This confirmation link is invalid, has expired or was already used. Please ask again from your account page.',
  shareRecordsRequired: 'Tick at least one record to share',
  shareBookingCancelled: 'This booking is cancelled: its hospital no longer receives your records.',
  shareNotFound: 'This shared link is invalid, has expired or was withdrawn by the patient.',
  // The assessment and medical records
  conditionCategoryRequired: 'Please choose a condition category',
  symptomsRequired: 'Please describe your symptoms',
  urgencyRequired: 'Please choose how urgent your treatment is',
  budgetRangeRequired: 'Please choose a budget range from the list',
  tooManyDestinations: 'Choose at most 20 destinations',
  ownRecordsOnly: 'Attach only your own uploaded records',
  assessmentNotFound: 'Assessment not found',
  fileRequired: 'Choose a file to upload',
  fileTooLarge: RECORD_MESSAGES.fileTooLarge,
  fileTypeNotSupported: RECORD_MESSAGES.typeNotSupported,
  tooManyFiles: RECORD_MESSAGES.tooManyFiles,
  recordNotFound: 'Record not found',
  // Bookings and their chat
  hospitalRequired: 'Please choose a hospital',
  treatmentRequired: 'Please choose a treatment',
  hospitalFromList: 'Please choose a hospital from the list',
  treatmentNotOffered: 'This hospital does not offer this treatment. Please choose one from its list',
  preferredDateFormat: 'Preferred date must be a date (YYYY-MM-DD)',
  preferredDatePast: 'Preferred date cannot be in the past',
  companionsWhole: 'Companions must be a whole number',
  companionsNegative: 'Companions cannot be negative',
  companionsTooMany: 'At most {max} companions',
  travelMonthFormat: 'Travel month must be a month (YYYY-MM)',
  travelMonthPast: 'Travel month cannot be in the past',
  travelMonthTooFar: 'Travel month must be at most {max} months from now',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most {max} characters',
  bookingNotFound: 'Booking not found',
  // Which assessment a booking is for (issue 52)
  assessmentDescriptionRequired: 'Please describe what this booking is for, or choose one of your assessments',
  assessmentDescriptionTooLong: 'Your description must be at most {max} characters',
  bookingClosedForAssessment: 'This booking is closed: which assessment it is for can no longer be changed.',
  // Comparing hospitals (the ticked boxes of the hospitals page, sent without JavaScript)
  compareNoneChosen: 'Choose at least one hospital to compare',
  compareTooMany: 'You can compare up to {max} hospitals at a time',
  // Verified reviews
  reviewRatingRange: 'Please choose a rating from 1 to 5 stars',
  reviewTextRequired: 'Please write your review',
  reviewTextTooLong: 'Your review must be at most {max} characters',
  reviewBookingNotCompleted: 'You can review a booking once it is completed.',
  reviewExists: 'You have already reviewed this booking. You can edit your review instead.',
  reviewNotWritten: 'You have not reviewed this booking yet.',
  reviewEditClosed: 'Your review can no longer be edited: reviews can be edited for {days} days after they are written.',
  reviewStaffAccount: 'Staff accounts cannot review hospitals. Please use a patient account.',
  // Paying
  noQuoteYet: 'This booking has no quote to pay yet. Your coordinator will send one.',
  depositPaid: 'This deposit has already been paid',
  quoteExpired: 'This quote has expired. Please ask your coordinator for a new one.',
  quoteEndsSoon: 'This quote ends too soon to pay by card today. Please pay offline or ask your coordinator for a new quote.',
  noPaymentPage: 'Stripe did not return a payment page. Please try again.',
  onlinePaymentUnavailable: 'Online payment is not configured. Please pay by bank transfer or mobile money as shown below.',
  premiumRequired: 'This is a Premium tool. Upgrade to Premium to use it.',
  alreadyPremium: 'You already have Premium',
  updateBilling: 'Your Premium payment needs attention: please update your card from Manage billing instead of subscribing again.',
  premiumPaidOffline: 'Your Premium is paid offline until {day, date}. You can subscribe online once that period ends.',
  noSubscription: 'You have no subscription yet',
  noSubscriptionToCancel: 'You have no subscription to cancel',
  guaranteeEnded: 'The 30-day money-back guarantee ended on {when, date} UTC',
  // The assistant and AI matching
  conversationNotFound: 'Conversation not found',
  conditionsRequired: 'Please enter at least one medical condition',
  tooManyConditions: 'Please enter at most {max} conditions',
  conditionTooLong: 'Each condition must be at most {max} characters',
  budgetTooLong: 'Budget must be at most {max} characters',
  preferencesTooLong: 'Preferences must be at most {max} characters',
  // The contact form
  fullNameRequired: 'Full name is required',
  phoneInvalid: 'Please enter a valid phone number',
  countryRequired: 'Please choose your country',
  treatmentInterestFromList: 'Please choose a treatment interest from the list',
  // What the API answers when a form is done
  signUpDone: 'Account created! Please check your email to verify your account.',
  emailVerified: 'Your email has been verified. You can now sign in.',
  resetRequested: 'If an account exists for this email, we have sent a password reset link.',
  signInLinkRequested: `If an account exists for this email, we have sent a sign-in link. It works once, for ${SIGN_IN_LINK.lifetimeMinutes} minutes.`,
  passwordSet: 'Your password is set. You can now sign in.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  passwordChangedSignIn: 'Your password has been changed. Please sign in.',
  contactSent: 'Thank you! Your message has been sent. We will reply within 24 hours.',
  // The patient site's own answers to its forms
  authFailed: 'Authentication failed. Please check your credentials.',
  networkError: 'Network error. Please check your connection and try again.',
  unknownForm: 'This form is not known here. Please reload the page and try again.',
  passwordsDiffer: 'The two passwords do not match',
  fieldRequiredSite: 'This field is required.',
  fillRequiredFields: 'Please fill in all required fields.',
  correctFields: 'Please correct the highlighted fields.',
  chooseFileSite: 'Please choose a file to upload.',
  writeMessage: 'Please write a message.',
  enterCondition: 'Please enter at least one medical condition.',
  checkEmailToVerify: 'Please check your email to verify your account.',
  assessmentFailed: 'There was an error saving your assessment.',
  uploadFailed: 'File upload failed. Please check the file and try again.',
  removeFileFailed: 'Failed to remove the file. Please try again.',
  bookingFailed: 'Failed to create booking. Please try again.',
  cancelBookingFailed: 'Failed to cancel booking. Please try again.',
  sendMessageFailed: 'Failed to send message. Please try again.',
  paymentSessionFailed: 'Failed to create payment session. Please try again.',
  cancelPremiumFailed: 'Failed to cancel your subscription. Please try again.',
  billingPageFailed: 'Failed to open the billing page. Please try again.',
  matchingFailed: 'Failed to get AI recommendations. Please try again.',
  deleteConversationFailed: 'Failed to delete the conversation. Please try again.',
  premiumOnlineUnavailable: 'Online payment is not configured. Our coordinators can help you with Premium: please contact them.',
  filesUploaded: '{count} file(s) uploaded successfully.',
  recordRemoved: '{name} was removed.',
  bookingSubmitted: 'Your booking request has been submitted successfully.',
  bookingCancelled: 'Your booking has been cancelled.',
  reviewSaved: 'Thank you! Your review will be shown once our team has checked it.',
  reviewFailed: 'Failed to save your review. Please try again.',
  premiumCancelled: 'Your Premium subscription is cancelled.',
  premiumCancelledUntil: 'Your Premium subscription is cancelled. You keep Premium until {day, date}.',
  // The trip after the deposit (issue 54)
  tripNotOpen: 'Your trip plan opens once your deposit is paid.',
  tripSaved: 'Your trip plan is saved.',
  travellerSaved: 'The traveller is saved.',
  travellerRemoved: 'The traveller was removed.',
  travellersTooMany: 'At most {max} travellers.',
  passportNameRequired: 'Enter the name exactly as printed on the passport.',
  nationalityInvalid: 'Choose the nationality on the passport.',
  passportNumberInvalid: 'Enter the passport number as printed: 5 to 20 letters and digits.',
  passportExpiryInvalid: 'Enter the expiry date printed on the passport.',
  passportExpiresBeforeReturn: 'This passport expires before the planned return on {day, date}. Renew it before you travel.',
  flightNumberInvalid: 'Enter a flight number as printed on the ticket, like MH 2613.',
  flightTimeInvalid: 'Enter the date and local time of the flight.',
  arrivalInPast: 'The arrival cannot be in the past.',
  departureBeforeArrival: 'The flight home must leave after you arrive.',
  visaDecisionDayRequired: 'Enter the day the visa was approved or refused.',
  nightsInvalid: 'Enter the number of nights, from 1 to 120.',
  dateInvalid: 'Enter a date of the calendar.',
  checkInSaved: 'Thank you. Your coordinator reads every answer.',
  checkInClosed: 'This check-in was already answered.',
  checkInNotDue: 'This check-in is not open yet.',
  painInvalid: 'Choose your pain from 0 to 10.',
  temperatureInvalid: 'Enter your temperature in °C, from 34 to 43, or leave it empty.',
} as const;

export type ApiMessageCode = keyof typeof API_MESSAGES;
export type MessageParams = Record<string, string>;

/** A message by its code and values: `{ code: 'companionsTooMany', params: { max: '20' } }`. */
export interface CodedMessage {
  code: ApiMessageCode;
  params?: MessageParams;
}

interface Template {
  code: ApiMessageCode;
  pattern: RegExp;
  names: string[];
}

/** A value in a message: `{max}`, or `{day, date}` (the patient site formats it as a date in the page's language). */
const PLACEHOLDER = /\{(\w+)(?:, \w+)?\}/g;

let exact: Map<string, ApiMessageCode> | undefined;
let templates: Template[] | undefined;

/** Reads the catalogue once: texts without values by text, the others as patterns. */
function index(): { exact: Map<string, ApiMessageCode>; templates: Template[] } {
  if (!exact || !templates) {
    exact = new Map();
    templates = [];
    for (const [code, text] of Object.entries(API_MESSAGES) as [ApiMessageCode, string][]) {
      const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
      if (!names.length) {
        exact.set(text, code);
        continue;
      }
      const source = text
        .split(PLACEHOLDER)
        .filter((_, i) => i % 2 === 0)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.+?)');
      templates.push({ code, pattern: new RegExp(`^${source}$`), names });
    }
  }
  return { exact, templates };
}

/** One of the catalogue's messages written out with its values (the inverse of `apiMessageCode`). */
export function messageText(code: ApiMessageCode, params: MessageParams = {}): string {
  return API_MESSAGES[code].replace(PLACEHOLDER, (placeholder, name: string) => params[name] ?? placeholder);
}

/** The code and values of one of the catalogue's messages, written out (`'At most 20 companions'`); undefined for any other text. */
export function apiMessageCode(text: string): CodedMessage | undefined {
  const { exact, templates } = index();
  const code = exact.get(text);
  if (code) return { code };
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (match) return { code: template.code, params: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}

/**
 * Messages only staff read (the back office's English, without codes: see above), kept here when the
 * back office or its tests need the API's exact words.
 */
export const STAFF_MESSAGES = {
  /** The home page shows four featured hospitals: a fifth is refused rather than silently left out. */
  fourFeatured: 'Four hospitals are featured already. Unfeature one first.',
} as const;
