import {
  formatMinorAmount,
  formatMinorUsd,
  mobileMoneyByCountry,
  type OfflinePaymentDetails,
  offlinePaymentShown,
  PAYMENT_METHOD_LABELS,
  paymentReferenceNote,
  type PaymentMethod,
  type QuoteLine,
} from '@medtour/contracts';
import type { RenderedEmail } from '../notifications/mailer.service.js';

const usd = (amount: number) => formatMinorUsd(amount * 100);

export interface QuoteEmailFacts {
  to: string;
  patientName: string;
  reference: string;
  hospital: string;
  version: number;
  lines: QuoteLine[];
  included: string[];
  excluded: string[];
  totalUsd: number;
  depositUsd: number;
  validUntil: string;
  link: string;
  /** Whether the deposit can be paid online (Stripe configured). */
  online: boolean;
  /** Settings' bank account and mobile-money numbers: the way to pay without Stripe, the alternative with it. */
  offline: OfflinePaymentDetails;
}

/**
 * Settings' bank account, mobile-money numbers (by country) and other instructions, and the booking
 * reference to quote with a payment; nothing when Settings have none.
 */
function offlineLines(offline: OfflinePaymentDetails, reference: string): string[] {
  if (!offlinePaymentShown(offline)) return [];
  const { bank, mobileMoney, instructions } = offline;
  return [
    ...(bank
      ? [
          '',
          'Bank transfer',
          `- Bank: ${bank.bankName}`,
          `- Account name: ${bank.accountName}`,
          `- Account number: ${bank.accountNumber}`,
          `- SWIFT/BIC: ${bank.swift}`,
          ...(bank.branchOrNotes ? [`- ${bank.branchOrNotes}`] : []),
        ]
      : []),
    ...mobileMoneyByCountry(mobileMoney).flatMap(({ country, numbers }) => [
      '',
      `Mobile money in ${country}`,
      ...numbers.map((entry) => `- ${entry.provider}: ${entry.number} (${entry.accountName})`),
    ]),
    ...(instructions.length ? ['', ...instructions] : []),
    '',
    paymentReferenceNote(reference),
  ];
}

/** The patient's itemised quote: every line, what is and is not included, the deposit and how to pay it. */
export function quoteSent(q: QuoteEmailFacts): RenderedEmail {
  const list = (title: string, items: string[]) => (items.length ? ['', `${title}:`, ...items.map((item) => `- ${item}`)] : []);
  const offline = offlineLines(q.offline, q.reference);
  return {
    to: q.to,
    subject: `Your quote for booking #${q.reference}${q.version > 1 ? ` (revised, version ${q.version})` : ''}`,
    text: [
      `Dear ${q.patientName},`,
      '',
      `Here is the itemised quote for your treatment at ${q.hospital}:`,
      '',
      ...q.lines.map((line) => `- ${line.label}${line.detail ? ` (${line.detail})` : ''}: ${usd(line.amountUsd)}`),
      '',
      `Total: ${usd(q.totalUsd)}`,
      ...list('Included', q.included),
      ...list('Not included', q.excluded),
      '',
      `To confirm your booking, pay the deposit of ${usd(q.depositUsd)} by ${q.validUntil}.`,
      ...(q.online ? [`Pay it securely online from your dashboard: ${q.link}`] : []),
      ...(offline.length
        ? [q.online ? 'Or pay it by bank transfer or mobile money:' : 'You can pay it by bank transfer or mobile money:', ...offline]
        : q.online
          ? []
          : ['Your coordinator will tell you how to pay it.']),
      ...(q.online ? [] : ['', `Your booking: ${q.link}`]),
    ].join('\n'),
  };
}

export interface ReceiptFacts {
  to: string;
  patientName: string;
  reference: string;
  hospital: string;
  amountMinor: number;
  method: PaymentMethod;
  paymentId: string;
  paidAt: string;
  confirmed: boolean;
  link: string;
}

/** The receipt of a deposit, with the booking reference. */
export function depositReceived(r: ReceiptFacts): RenderedEmail {
  return {
    to: r.to,
    subject: `Deposit received for booking #${r.reference}`,
    text: [
      `Dear ${r.patientName},`,
      '',
      `We received your deposit of ${formatMinorUsd(r.amountMinor)} for booking #${r.reference} at ${r.hospital}.`,
      r.confirmed ? 'Your booking is now confirmed.' : '',
      '',
      'Receipt',
      `- Booking reference: #${r.reference}`,
      `- Amount: ${formatMinorUsd(r.amountMinor)}`,
      `- Paid by: ${PAYMENT_METHOD_LABELS[r.method]}`,
      `- Date: ${r.paidAt}`,
      `- Receipt number: ${r.paymentId}`,
      '',
      `Your booking: ${r.link}`,
    ]
      .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
      .join('\n'),
  };
}

export interface SubscriptionEmailFacts {
  to: string;
  patientName: string;
  kind: 'started' | 'renewal_failed' | 'cancelled' | 'refunded';
  priceUsd: number;
  /** The end of the paid period (YYYY-MM-DD), when known. */
  periodEnd: string | null;
  refundedMinor: number | null;
  link: string;
}

const SUBJECTS: Record<SubscriptionEmailFacts['kind'], string> = {
  started: 'Welcome to MedTour Asia Premium',
  renewal_failed: 'Your Premium renewal payment failed',
  cancelled: 'Your Premium subscription is cancelled',
  refunded: 'Your Premium payment was refunded',
};

/** The premium subscription's emails: started, renewal failed, cancelled, refunded. */
export function subscriptionEmail(f: SubscriptionEmailFacts): RenderedEmail {
  const body: Record<SubscriptionEmailFacts['kind'], string[]> = {
    started: [
      `Your Premium subscription ($${f.priceUsd} per month) has started: AI treatment matching and priority handling of your bookings are yours.`,
      'You can cancel anytime from your dashboard, and within 30 days of this first payment you can ask for your money back.',
    ],
    renewal_failed: [
      'We could not take this month’s Premium payment from your card.',
      'Please update your payment method from your dashboard (Manage billing) so that Premium continues.',
    ],
    cancelled: [
      f.periodEnd
        ? `Your Premium subscription will not renew. You keep Premium until ${f.periodEnd}.`
        : 'Your Premium subscription has ended.',
    ],
    refunded: [
      `We refunded ${f.refundedMinor !== null ? formatMinorUsd(f.refundedMinor) : 'your payment'} under our 30-day money-back guarantee, and your Premium subscription has ended.`,
      'The refund reaches your card within 5 to 10 business days.',
    ],
  };
  return {
    to: f.to,
    subject: SUBJECTS[f.kind],
    text: [`Dear ${f.patientName},`, '', ...body[f.kind], '', `Your dashboard: ${f.link}`].join('\n'),
  };
}

export interface RefundFacts {
  to: string;
  patientName: string;
  reference: string;
  amountMinor: number;
  method: PaymentMethod;
  link: string;
}

/** How a refund reaches the patient: back to the card, or paid back by the offline method it came by. */
const howPaidBack = (method: PaymentMethod): string =>
  method === 'stripe'
    ? 'The refund reaches your card within 5 to 10 business days.'
    : `It is paid back by ${PAYMENT_METHOD_LABELS[method].toLowerCase()}; your coordinator will confirm the details.`;

/** A refunded deposit. */
export function depositRefunded(r: RefundFacts): RenderedEmail {
  return {
    to: r.to,
    subject: `Refund of your deposit for booking #${r.reference}`,
    text: [
      `Dear ${r.patientName},`,
      '',
      `We refunded your deposit of ${formatMinorUsd(r.amountMinor)} for booking #${r.reference}.`,
      howPaidBack(r.method),
      '',
      `Your booking: ${r.link}`,
    ].join('\n'),
  };
}

export interface UnowedFacts {
  to: string;
  patientName: string;
  reference: string;
  hospital: string;
  amountMinor: number;
  currency: string;
  /** Why it did not count (`DepositsService.unowedReason`): "the booking had been cancelled", … */
  reason: string;
  /** What was refunded at once, or null when staff will decide. */
  refundedMinor: number | null;
  confirmed: boolean;
  link: string;
}

/** Money received that the booking did not owe: what was received, that it did not pay the deposit and why, and what happens to it. */
export function unowedReceived(f: UnowedFacts): RenderedEmail {
  const amount = (minor: number) => formatMinorAmount(minor, f.currency);
  return {
    to: f.to,
    subject: `We received a payment for booking #${f.reference} that was not due`,
    text: [
      `Dear ${f.patientName},`,
      '',
      `We received ${amount(f.amountMinor)} by card for booking #${f.reference} at ${f.hospital}, but it did not pay your deposit: ${f.reason}.`,
      f.refundedMinor !== null
        ? `We have refunded ${amount(f.refundedMinor)} in full. The refund reaches your card within 5 to 10 business days.`
        : 'Your coordinator will contact you within one business day about returning it.',
      f.confirmed
        ? 'Your booking stays confirmed.'
        : 'Your booking is not confirmed by this payment. Your dashboard shows what is due now and how to pay it.',
      '',
      `Your booking: ${f.link}`,
    ].join('\n'),
  };
}

export interface OfflinePremiumFacts {
  to: string;
  patientName: string;
  /** Recorded (Premium for the period), or refunded (Premium ended at once). */
  kind: 'granted' | 'refunded';
  /** What was paid, or what was refunded. */
  amountMinor: number;
  method: PaymentMethod;
  reference: string | null;
  /** The day it was paid (YYYY-MM-DD). */
  paidOn: string;
  /** The period paid for (YYYY-MM-DD, UTC): Premium from the first day until the last. */
  from: string;
  until: string;
  /** Whether the period has begun (else it is to come). */
  started: boolean;
  /** The last day of the 30-day money-back guarantee, while it runs; null once over. */
  refundableUntil: string | null;
  receiptNumber: string;
  link: string;
}

/**
 * Premium paid offline: recorded ("active until", with the receipt: amount, method, reference, the
 * period) or refunded under the money-back guarantee. As with a cancelled subscription, the end is
 * said up front: no email when the period ends.
 */
export function offlinePremiumEmail(f: OfflinePremiumFacts): RenderedEmail {
  const amount = formatMinorUsd(f.amountMinor);
  const granted = [
    `We received your Premium payment of ${amount} by ${PAYMENT_METHOD_LABELS[f.method].toLowerCase()}.`,
    f.started
      ? `Premium is active until ${f.until}: AI treatment matching and priority handling of your bookings are yours.`
      : `Premium is active from ${f.from} until ${f.until}: AI treatment matching and priority handling of your bookings.`,
    'It does not renew by itself: to keep Premium after that day, pay again offline or subscribe from your dashboard.',
    f.refundableUntil ? `Until ${f.refundableUntil} you can ask for your money back (our 30-day money-back guarantee).` : '',
    '',
    'Receipt',
    `- Amount: ${amount}`,
    `- Paid by: ${PAYMENT_METHOD_LABELS[f.method]}`,
    `- Reference: ${f.reference ?? 'none'}`,
    `- Paid on: ${f.paidOn}`,
    `- Premium: ${f.from} to ${f.until}`,
    `- Receipt number: ${f.receiptNumber}`,
  ];
  const refunded = [
    `We refunded your Premium payment of ${amount} (paid on ${f.paidOn}${f.reference ? `, reference ${f.reference}` : ''}) under our 30-day money-back guarantee, and your Premium has ended.`,
    howPaidBack(f.method),
  ];
  return {
    to: f.to,
    subject: f.kind === 'granted' ? `Premium is active until ${f.until}` : SUBJECTS.refunded,
    text: [`Dear ${f.patientName},`, '', ...(f.kind === 'granted' ? granted : refunded), '', `Your dashboard: ${f.link}`]
      .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
      .join('\n'),
  };
}
