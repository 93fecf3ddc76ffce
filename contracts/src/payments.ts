/**
 * Payments: the quote staff send for a booking, the deposit a patient pays (Stripe Checkout or
 * offline), and the ledger of every payment, refund and failure.
 */
import type { ContactCountry } from './contact.js';
import type { RatedCurrency } from './currencies.js';
import { convertUsd, fromMinor, toMinor } from './money.js';

/** What a ledger row is for. */
export const PAYMENT_KINDS = ['deposit', 'subscription', 'refund', 'dispute'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Offline methods staff record against a booking (real-product: bank transfer, mobile money, cash). */
export const OFFLINE_PAYMENT_METHODS = ['bank_transfer', 'mobile_money', 'cash'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];
export const PAYMENT_METHODS = ['stripe', ...OFFLINE_PAYMENT_METHODS] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  stripe: 'Card (Stripe)',
  bank_transfer: 'Bank transfer',
  mobile_money: 'Mobile money',
  cash: 'Cash',
};

/** Currencies the product takes payments in (Stripe Checkout and offline). */
export const PAYMENT_CURRENCIES = ['usd'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** Limits of an offline payment staff record. */
export const OFFLINE_PAYMENT_LIMITS = { maxReferenceLength: 100, maxNoteLength: 2000, idempotencyKeyMaxLength: 100 } as const;

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Limits of a quote: its lines, their text, the amounts. */
export const QUOTE_LIMITS = { maxLines: 30, maxListItems: 30, maxTextLength: 200, maxAmountUsd: 10_000_000, maxValidityDays: 365 } as const;

/** One line of a quote (treatment, surgeon and anaesthesia, hospital stay, tests, accommodation…), in whole US dollars. */
export interface QuoteLine {
  label: string;
  /** e.g. "5 nights", "return, Kuala Lumpur airport". */
  detail: string | null;
  amountUsd: number;
}

/** Whether a quote can still be paid: the booking's current one, before its validity date, not yet paid. */
export type QuoteState = 'open' | 'expired' | 'superseded' | 'paid';

/** An itemised quote of a booking, as the patient and staff see it. */
export interface QuoteView {
  id: string;
  version: number;
  lines: QuoteLine[];
  included: string[];
  excluded: string[];
  totalUsd: number;
  /** The deposit asked now (Settings: a percentage of the total, at least the minimum, at most the total). */
  depositUsd: number;
  /** The last day the quote can be accepted (a calendar date, YYYY-MM-DD, inclusive, UTC). */
  validUntil: string;
  state: QuoteState;
  /** What the booking has paid towards its deposit, net of refunds (minor units): "Paid $X of $Y deposit" until it covers it. */
  paidMinor: number;
  /** Refunds of what the booking paid, newest first: "Deposit $2,157 refunded on 2026-11-23". */
  refunds: DepositRefund[];
  /** Money received that the booking did not owe, newest first (absent from views built before issue 52). */
  notOwed?: NotOwedPayment[];
  /**
   * The quote in the patient's currency at the rate of the day it was sent (kept with it: the figure
   * does not move while they decide); when none was kept (the currency was chosen after the quote was
   * sent), at today's staff rate, marked `estimate`; null when they chose none or it has no usable
   * rate. Charging stays in US dollars.
   */
  local: QuoteInLocalMoney | null;
  createdAt: string;
}

export interface QuoteInLocalMoney {
  currency: RatedCurrency;
  /** Units of the currency for one US dollar, on `asOf`. */
  rate: number;
  asOf: string;
  /** No rate was kept with the quote: today's rate, so the figure moves with it (the page and emails say "estimate"). */
  estimate: boolean;
  total: number;
  deposit: number;
}

/** A quote's deposit (whole US dollars) in cents, as the ledger counts what is paid towards it. */
export const depositMinor = (quote: Pick<QuoteView, 'depositUsd'>): number => toMinor(quote.depositUsd, 'USD');

/**
 * Where a quote's deposit stands for the patient: what is still owed (minor units of USD; 0 once
 * covered) and that figure in their currency at the quote's rate (null without one). Pages and emails
 * say "received X, Y still owed by <valid until>" from it.
 */
export function depositOwed(quote: Pick<QuoteView, 'depositUsd' | 'paidMinor' | 'local'>): { owedMinor: number; owedLocal: number | null } {
  const owedMinor = Math.max(0, depositMinor(quote) - quote.paidMinor);
  return { owedMinor, owedLocal: quote.local ? convertUsd(fromMinor(owedMinor, 'USD'), quote.local.rate, quote.local.currency) : null };
}

/**
 * Money received for a booking that it did not owe (beyond the deposit still owed, after it was
 * covered, for a cancelled booking, an old quote's page…): never counted as paid; refunded, or a
 * coordinator decides. Patients and staff see it beside what was paid (issue 52).
 */
export interface NotOwedPayment {
  amountMinor: number;
  currency: string;
  method: PaymentMethod;
  /** The day it was received (YYYY-MM-DD, UTC). */
  receivedOn: string;
  /** Why it did not count, in the ledger's words (English). */
  reason: string;
  /** What has been given back of it so far (minor units). */
  refundedMinor: number;
}

export interface DepositRefund {
  amountMinor: number;
  /** The day it was refunded (YYYY-MM-DD, UTC). */
  refundedOn: string;
}

/** The deposit asked of a quote total: `percentage` of it, at least `minimum`, never more than the total; whole dollars. */
export function depositFor(totalUsd: number, rule: { depositPercentage: number; depositMinimumUsd: number }): number {
  const share = Math.round((totalUsd * rule.depositPercentage) / 100);
  return Math.min(totalUsd, Math.max(share, rule.depositMinimumUsd));
}

/**
 * Countries whose mobile-money numbers Settings can list: the patients' countries of the contact form,
 * by ISO 3166-1 alpha-2 code (the code lets the server check that a number belongs to its country).
 */
export const MOBILE_MONEY_COUNTRIES = {
  NG: 'Nigeria',
  ZA: 'South Africa',
  KE: 'Kenya',
  GH: 'Ghana',
  UG: 'Uganda',
  TZ: 'Tanzania',
  ET: 'Ethiopia',
  MA: 'Morocco',
  EG: 'Egypt',
  DZ: 'Algeria',
} as const satisfies Record<string, ContactCountry>;
export type MobileMoneyCountry = keyof typeof MOBILE_MONEY_COUNTRIES;

/** Limits of Settings' offline payment details. */
export const OFFLINE_DETAILS_LIMITS = {
  maxMobileMoney: 20,
  maxNameLength: 100,
  /** An IBAN has at most 34 characters; with the spaces that group it, 42. */
  maxAccountNumberLength: 42,
  maxBankNotesLength: 200,
  maxInstructions: 15,
  maxInstructionLength: 200,
} as const;

/** A SWIFT/BIC code (ISO 9362): bank (4 letters), country (2 letters), location (2), and the branch (3) or not. */
export const SWIFT_CODE_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/** An account number as banks print it: digits and letters (an IBAN has both), grouped by single spaces or dashes. */
export const ACCOUNT_NUMBER_PATTERN = /^(?=.*[0-9])[A-Za-z0-9]+([ -][A-Za-z0-9]+)*$/;

/** The account patients pay a deposit into by bank transfer (Settings). */
export interface BankAccountDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
  swift: string;
  /** The branch, or anything else the patient's bank needs (e.g. the bank's address). */
  branchOrNotes: string | null;
}

/** A number patients can send a deposit to by mobile money (Settings). */
export interface MobileMoneyDetails {
  country: MobileMoneyCountry;
  /** e.g. M-Pesa, MTN MoMo, Airtel Money. */
  provider: string;
  /** In international format, a mobile number of `country`. */
  number: string;
  accountName: string;
}

/** How a deposit can be paid offline (Settings): a bank account, mobile-money numbers, and other instructions, one line each. */
export interface OfflinePaymentDetails {
  bank: BankAccountDetails | null;
  mobileMoney: MobileMoneyDetails[];
  instructions: string[];
}

/** Whether patients can be told where to send money offline: a bank account or a mobile-money number (instructions alone are not). */
export function offlinePaymentConfigured(details: OfflinePaymentDetails): boolean {
  return details.bank !== null || details.mobileMoney.length > 0;
}

/** Whether Settings say anything about paying offline (an account, a number, or instructions): the quote card and email show it then. */
export function offlinePaymentShown(details: OfflinePaymentDetails): boolean {
  return offlinePaymentConfigured(details) || details.instructions.length > 0;
}

/** The mobile-money numbers by country (in the order Settings list them), as the quote card and email show them. */
export function mobileMoneyByCountry(numbers: MobileMoneyDetails[]): { country: string; numbers: MobileMoneyDetails[] }[] {
  const groups = new Map<MobileMoneyCountry, MobileMoneyDetails[]>();
  for (const entry of numbers) groups.set(entry.country, [...(groups.get(entry.country) ?? []), entry]);
  return [...groups].map(([code, entries]) => ({ country: MOBILE_MONEY_COUNTRIES[code], numbers: entries }));
}

/** How the patient can pay a quoted booking: online (Stripe configured), and offline as Settings say (shown beside it, when set). */
export interface PaymentOptions {
  online: boolean;
  offline: OfflinePaymentDetails;
  /** What happens to a deposit when the patient cancels (Settings), said before they confirm a cancel. */
  depositRefundPolicy: string;
}

/** A row of the payments ledger (back office). Amounts in minor units (cents). */
export interface PaymentRecord {
  id: string;
  kind: PaymentKind;
  method: PaymentMethod;
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  userId: string | null;
  userEmail: string | null;
  bookingId: string | null;
  bookingReference: string | null;
  quoteVersion: number | null;
  refundOfId: string | null;
  stripeCheckoutSessionId: string | null;
  stripePaymentIntentId: string | null;
  stripeInvoiceId: string | null;
  stripeRefundId: string | null;
  /** A dispute's id at Stripe (rows of kind `dispute`). */
  stripeDisputeId: string | null;
  reference: string | null;
  note: string | null;
  failureMessage: string | null;
  /** Money received that was not owed (why), refunded or for staff to refund; null for a payment that counts. */
  unowedReason: string | null;
  /** The day an offline payment was made. */
  paidOn: string | null;
  recordedBy: { id: string; email: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** Subscription statuses of Stripe that make a patient premium. */
export const PREMIUM_STATUSES = ['active', 'trialing'] as const;

/** The 30-day money-back guarantee (spec §9): an admin may refund within this many days of the first payment. */
export const MONEY_BACK_DAYS = 30;

/** The premium state of the signed-in user (spec §4 "Subscription state", made real). */
export interface SubscriptionView {
  isSubscribed: boolean;
  tier: 'free' | 'premium';
  /** Why premium: a subscription, a period paid offline (`currentPeriodEnd` is its end; it does not renew), or a staff role (staff have the premium tools). */
  source: 'subscription' | 'offline' | 'staff' | null;
  /** Stripe's status of the patient's subscription, if any. */
  status: string | null;
  /** When the paid period ends (premium lasts until then after a cancellation). */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  priceUsd: number;
  /** Whether the upgrade can be paid online now (Stripe configured). */
  online: boolean;
}

/** A patient's subscription as admins see it (refund within the guarantee). */
export interface SubscriptionRecord {
  id: string;
  userId: string;
  userEmail: string;
  status: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  firstPaidAt: string | null;
  /** The last moment of the money-back guarantee (first payment + 30 days), if paid. */
  refundableUntil: string | null;
  refundedAt: string | null;
  createdAt: string;
}

/**
 * What reconciliation finds when Stripe, the ledger and what patients and staff are shown disagree
 * (issue 25 item 7). Each is listed for admins until a later run no longer finds it, and emailed once.
 */
export const RECONCILIATION_KINDS = [
  'charge_not_in_ledger',
  'not_at_stripe',
  'amount_differs',
  'refunds_differ',
  'dispute_differs',
  'unowed_held',
  'confirmed_not_paid',
  'paid_not_confirmed',
  'subscription_status_differs',
  'second_live_subscription',
  'cancelled_money_held',
  'paid_twice',
] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

export const RECONCILIATION_KIND_LABELS: Readonly<Record<ReconciliationKind, string>> = {
  charge_not_in_ledger: 'Charged at Stripe, missing from the ledger',
  not_at_stripe: 'In the ledger, unknown to Stripe',
  amount_differs: 'Amount differs',
  refunds_differ: 'Refunds differ',
  dispute_differs: 'Dispute not in the ledger',
  unowed_held: 'Money not owed still held',
  confirmed_not_paid: 'Confirmed without the deposit',
  paid_not_confirmed: 'Deposit paid, booking not confirmed',
  subscription_status_differs: 'Subscription status differs',
  second_live_subscription: 'Second live subscription',
  cancelled_money_held: 'Cancelled booking holds money, no refund decision',
  paid_twice: 'Paid twice, not refunded',
};

/** A difference reconciliation found (back office). Amounts in minor units of `currency`. */
export interface ReconciliationDifferenceRecord {
  id: string;
  kind: ReconciliationKind;
  /** What differs, in words staff can act on. */
  detail: string;
  bookingId: string | null;
  bookingReference: string | null;
  subscriptionId: string | null;
  /** The Stripe object it is about (payment intent, charge, subscription). */
  stripeId: string | null;
  stripeMinor: number | null;
  ledgerMinor: number | null;
  currency: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
  /** When a run no longer found it; null while it stands. */
  resolvedAt: string | null;
  /** When admins were emailed about it (once). */
  emailedAt: string | null;
}

export const RECONCILIATION_TRIGGERS = ['schedule', 'staff'] as const;
export type ReconciliationTrigger = (typeof RECONCILIATION_TRIGGERS)[number];

/** One run of reconciliation: what it looked at and what stands after it. */
export interface ReconciliationRunRecord {
  id: string;
  trigger: ReconciliationTrigger;
  startedAt: string;
  finishedAt: string | null;
  /** Stripe charges compared with the ledger (0 when Stripe is not configured). */
  chargesChecked: number;
  subscriptionsChecked: number;
  bookingsChecked: number;
  /** Differences standing after the run. */
  differences: number;
  /** Why the run could not finish (Stripe unreachable…), else null. */
  error: string | null;
}

/** The Reconciliation page's header: the last run and whether Stripe is compared at all. */
export interface ReconciliationStatus {
  lastRun: ReconciliationRunRecord | null;
  open: number;
  stripeConfigured: boolean;
  /** How many days back Stripe's charges are compared. */
  windowDays: number;
}

/**
 * Premium paid offline (issue 25 item 8): staff record the payment (bank transfer, mobile money, cash)
 * for a period of whole months, which gives Premium for that period and no longer; it does not renew.
 */
export const OFFLINE_PREMIUM_LIMITS = {
  /** At most this many months per payment. */
  maxMonths: 12,
  /** A period may start at most this many days from today (a renewal recorded ahead). */
  maxDaysAhead: 365,
} as const;

/** Where an offline Premium payment stands: its period is to come, running, over, or it was refunded (Premium ended then). */
export type OfflinePremiumState = 'upcoming' | 'current' | 'ended' | 'refunded';

/** A Premium payment staff recorded offline (a ledger row of kind `subscription`) and the period it pays for. */
export interface OfflinePremiumRecord {
  /** The ledger row's id (the receipt number). */
  id: string;
  userId: string;
  amountMinor: number;
  currency: string;
  method: OfflinePaymentMethod;
  reference: string | null;
  /** The day it was paid (YYYY-MM-DD). */
  paidOn: string;
  /** Premium from this instant (00:00 UTC of the first day)… */
  premiumFrom: string;
  /** …until this one (the same day of the month, months later, as Stripe's periods end). */
  premiumUntil: string;
  note: string | null;
  recordedBy: { id: string; email: string } | null;
  state: OfflinePremiumState;
  /** The last moment of the 30-day money-back guarantee (30 days after the day it was paid), while not refunded. */
  refundableUntil: string | null;
  refundedAt: string | null;
  createdAt: string;
}

/** A patient's paid Premium as admins see it on the user's page: Stripe's subscription, the offline payments, until when it runs. */
export interface PatientPremiumView {
  userId: string;
  /** Paid Premium now (a staff role's own premium tools are not counted). */
  isPremium: boolean;
  source: 'subscription' | 'offline' | null;
  /** When paid Premium ends as things stand: the subscription's period end, or the end of the offline periods that run on from now. */
  premiumUntil: string | null;
  subscription: SubscriptionRecord | null;
  /** Newest period first. */
  offline: OfflinePremiumRecord[];
  /** Settings' monthly price: what an offline month usually costs. */
  priceUsd: number;
  /** Why an offline payment cannot be recorded now (a live Stripe subscription), else null. */
  cannotRecord: string | null;
}
