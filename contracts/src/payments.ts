/**
 * Payments: the quote staff send for a booking, the deposit a patient pays (Stripe Checkout or
 * offline), and the ledger of every payment, refund and failure.
 */

/** What a ledger row is for. */
export const PAYMENT_KINDS = ['deposit', 'subscription', 'refund'] as const;
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
  createdAt: string;
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

/** How the patient can pay a quoted booking: online (Stripe configured) or, always, offline as Settings say. */
export interface PaymentOptions {
  online: boolean;
  /** Settings' instructions for paying by bank transfer or mobile money (lines). */
  offlineInstructions: string[];
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

/** `2500_00` → `$2,500.00`; whole-dollar amounts without cents. */
export function formatMinorUsd(amountMinor: number): string {
  const whole = amountMinor % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
}

/** Subscription statuses of Stripe that make a patient premium. */
export const PREMIUM_STATUSES = ['active', 'trialing'] as const;

/** The 30-day money-back guarantee (spec §9): an admin may refund within this many days of the first payment. */
export const MONEY_BACK_DAYS = 30;

/** The premium state of the signed-in user (spec §4 "Subscription state", made real). */
export interface SubscriptionView {
  isSubscribed: boolean;
  tier: 'free' | 'premium';
  /** Why premium: a subscription, or a staff role (staff have the premium tools). */
  source: 'subscription' | 'staff' | null;
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
