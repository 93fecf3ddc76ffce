import {
  convertUsd,
  depositMinor,
  depositOwed,
  formatApproximate,
  fromMinor,
  type Locale,
  mobileMoneyByCountry,
  type OfflinePaymentDetails,
  offlinePaymentShown,
  type PaymentMethod,
  type QuoteInLocalMoney,
  type QuoteLine,
  type QuoteView,
  toMinor,
} from '@medtour/contracts';
import { type RenderedEmail, dayIn, greeting, moneyIn } from '../notifications/index.js';
import { messagesOf, yesNo } from '../../common/messages.js';
import type { UnowedReason } from '../../queues/queues.js';

/** The payment emails' words (contracts/locales/<language>/emailPayments.json); Settings' payment details, names and quote lines as written. */
const said = messagesOf('emailPayments');

/** Whom a payment email is to, and the language it is written in (their account's). */
export interface PatientRecipient {
  to: string;
  /** Empty when the account has no name: the greeting then names no one. */
  patientName: string;
  language: Locale;
}

/** A patient's email: the greeting, the lines (blank lines never doubled), in their language. */
function toPatient(p: PatientRecipient, subject: string, lines: string[]): RenderedEmail {
  const text = [greeting(p.language, p.patientName), '', ...lines].filter((line, i, all) => !(line === '' && all[i - 1] === ''));
  return { to: p.to, subject, text: text.join('\n') };
}

/** `- Label: value` lines of a receipt. */
const receiptLines = (entries: [string, string][]) => entries.map(([label, value]) => `- ${label}: ${value}`);

export interface QuoteEmailFacts extends PatientRecipient {
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
  /** The quote in the patient's currency, at the rate kept with it (QuoteView.local). */
  local: QuoteInLocalMoney | null;
}

/**
 * Settings' bank account, mobile-money numbers (by country) and other instructions, and the booking
 * reference to quote with a payment; nothing when Settings have none. Settings' own words (bank,
 * country, instructions) are shown as staff wrote them.
 */
function offlineLines(language: Locale, offline: OfflinePaymentDetails, reference: string): string[] {
  if (!offlinePaymentShown(offline)) return [];
  const { bank, mobileMoney, instructions } = offline;
  return [
    ...(bank
      ? [
          '',
          said(language, 'quote.bank.title'),
          ...receiptLines([
            [said(language, 'quote.bank.bank'), bank.bankName],
            [said(language, 'quote.bank.accountName'), bank.accountName],
            [said(language, 'quote.bank.accountNumber'), bank.accountNumber],
            ['SWIFT/BIC', bank.swift],
          ]),
          ...(bank.branchOrNotes ? [`- ${bank.branchOrNotes}`] : []),
        ]
      : []),
    ...mobileMoneyByCountry(mobileMoney).flatMap(({ country, numbers }) => [
      '',
      said(language, 'quote.mobileMoneyIn', { country }),
      ...numbers.map((entry) => `- ${entry.provider}: ${entry.number} (${entry.accountName})`),
    ]),
    ...(instructions.length ? ['', ...instructions] : []),
    '',
    said(language, 'quote.referenceNote', { ref: reference }),
  ];
}

/** An amount in the patient's currency as the emails write it ("₦3,503,000"), or null without a rate. */
const localAmount =
  (language: Locale, local: QuoteInLocalMoney | null) =>
  (amount: number | null): string | null =>
    local && amount !== null ? formatApproximate(amount, local.currency, language) : null;

/**
 * Minor units of dollars as every email about a booking's money writes them: with the patient's
 * currency beside them when the quote gives a figure ("$2,260 (about ₦3,503,000)", at its rate),
 * else the dollars alone. The one way the receipt, the cancellation and the other money emails say
 * an amount, so a patient reads the same figure in each.
 */
export function dollarsWithLocal(language: Locale, minor: number, local: QuoteInLocalMoney | null): string {
  const usd = moneyIn(language, minor);
  if (!local) return usd;
  const inLocal = formatApproximate(convertUsd(fromMinor(minor, 'USD'), local.rate, local.currency), local.currency, language);
  return `${usd} (${said(language, 'quote.about', { amount: inLocal })})`;
}

/**
 * What the figures in the patient's currency are (at the rate kept with the quote, or today's, said
 * to be estimates: issue 52), to follow an email that gives any; empty when it gives none.
 */
export function localRateNote(language: Locale, local: QuoteInLocalMoney | null): string {
  if (!local) return '';
  return said(language, local.estimate ? 'depositReceived.localEstimate' : 'depositReceived.localKept', {
    day: dayIn(language, local.asOf),
  });
}

/** The patient's itemised quote: every line, what is and is not included, the deposit and how to pay it. */
export function quoteSent(q: QuoteEmailFacts): RenderedEmail {
  const { language } = q;
  const usd = (amount: number) => moneyIn(language, toMinor(amount, 'USD'));
  const list = (title: string, items: string[]) => (items.length ? ['', `${title}:`, ...items.map((item) => `- ${item}`)] : []);
  const offline = offlineLines(language, q.offline, q.reference);
  const local = localAmount(language, q.local);
  return toPatient(q, said(language, 'quote.subject', { ref: q.reference, revised: yesNo(q.version > 1), version: q.version }), [
    said(language, 'quote.intro', { hospital: q.hospital }),
    '',
    ...q.lines.map((line) => `- ${line.label}${line.detail ? ` (${line.detail})` : ''}: ${usd(line.amountUsd)}`),
    '',
    said(language, 'quote.total', { amount: usd(q.totalUsd) }),
    ...(q.local
      ? [
          said(language, q.local.estimate ? 'quote.inLocalEstimate' : 'quote.inLocal', {
            amount: local(q.local.total)!,
            day: dayIn(language, q.local.asOf),
          }),
        ]
      : []),
    ...list(said(language, 'quote.included'), q.included),
    ...list(said(language, 'quote.excluded'), q.excluded),
    '',
    said(language, 'quote.deposit', {
      amount: dollarsWithLocal(language, depositMinor(q), q.local),
      day: dayIn(language, q.validUntil),
    }),
    ...(q.online ? [said(language, 'quote.payOnline', { link: q.link })] : []),
    ...(offline.length
      ? [said(language, q.online ? 'quote.orOffline' : 'quote.onlyOffline'), ...offline]
      : q.online
        ? []
        : [said(language, 'quote.askCoordinator')]),
    ...(q.online ? [] : ['', said(language, 'yourBooking', { link: q.link })]),
  ]);
}

export interface ReceiptFacts extends PatientRecipient {
  reference: string;
  hospital: string;
  amountMinor: number;
  method: PaymentMethod;
  paymentId: string;
  paidAt: string;
  confirmed: boolean;
  link: string;
  /**
   * The booking's current quote as the patient reads it now (what is paid in all, the deposit, its
   * last day, the figures in their currency), so that an instalment says what is still owed; null
   * when there is none.
   */
  quote: Pick<QuoteView, 'depositUsd' | 'paidMinor' | 'validUntil' | 'local'> | null;
}

/**
 * What a receipt says it received: the deposit (a payment that is the whole of it), else an
 * instalment, with what is paid in all and what is still owed by the quote's last day, or that the
 * deposit is now paid in full.
 */
function instalmentLines(r: ReceiptFacts, both: (minor: number) => string): string[] {
  const { quote, language } = r;
  const received = { amount: both(r.amountMinor), ref: r.reference, hospital: r.hospital };
  if (!quote) return [said(language, 'depositReceived.body', received)];
  const { owedMinor } = depositOwed(quote);
  if (owedMinor === 0 && quote.paidMinor === r.amountMinor) return [said(language, 'depositReceived.body', received)];
  const deposit = both(depositMinor(quote));
  return [
    said(language, 'depositReceived.instalment', received),
    owedMinor > 0
      ? said(language, 'depositReceived.owed', {
          paid: both(quote.paidMinor),
          deposit,
          owed: both(owedMinor),
          day: dayIn(language, quote.validUntil),
        })
      : said(language, 'depositReceived.paidInFull', { deposit }),
  ];
}

/**
 * The receipt of a deposit, with the booking reference. A payment that is not the whole deposit is
 * an instalment: the email says what it received, what is paid in all and what is still owed, by
 * the quote's last day (or that the deposit is now paid in full), each with the patient's currency
 * beside the dollars (at the rate kept with the quote, or today's, said to be estimates).
 */
export function depositReceived(r: ReceiptFacts): RenderedEmail {
  const { language } = r;
  const local = r.quote?.local ?? null;
  const standing = instalmentLines(r, (minor) => dollarsWithLocal(language, minor, local));
  return toPatient(r, said(language, 'depositReceived.subject', { ref: r.reference }), [
    ...standing,
    r.confirmed ? said(language, 'depositReceived.confirmed') : '',
    localRateNote(language, local),
    '',
    said(language, 'receipt.title'),
    ...receiptLines([
      [said(language, 'receipt.bookingReference'), `#${r.reference}`],
      [said(language, 'receipt.amount'), moneyIn(language, r.amountMinor)],
      [said(language, 'receipt.paidBy'), said(language, `method.${r.method}`)],
      [said(language, 'receipt.date'), dayIn(language, r.paidAt)],
      [said(language, 'receipt.receiptNumber'), r.paymentId],
    ]),
    '',
    said(language, 'yourBooking', { link: r.link }),
  ]);
}

export interface SubscriptionEmailFacts extends PatientRecipient {
  kind: 'started' | 'renewal_failed' | 'cancelled' | 'refunded';
  priceUsd: number;
  /** The end of the paid period (YYYY-MM-DD), when known. */
  periodEnd: string | null;
  refundedMinor: number | null;
  link: string;
}

/** The premium subscription's emails: started, renewal failed, cancelled, refunded. */
export function subscriptionEmail(f: SubscriptionEmailFacts): RenderedEmail {
  const { language } = f;
  const body: Record<SubscriptionEmailFacts['kind'], () => string[]> = {
    started: () => [
      said(language, 'subscription.started.1', { price: moneyIn(language, toMinor(f.priceUsd, 'USD')) }),
      said(language, 'subscription.started.2'),
    ],
    renewal_failed: () => [said(language, 'subscription.renewalFailed.1'), said(language, 'subscription.renewalFailed.2')],
    cancelled: () => [
      f.periodEnd
        ? said(language, 'subscription.willNotRenew', { day: dayIn(language, f.periodEnd) })
        : said(language, 'subscription.ended'),
    ],
    refunded: () => [
      said(language, 'subscription.refunded', {
        known: yesNo(f.refundedMinor !== null),
        amount: f.refundedMinor !== null ? moneyIn(language, f.refundedMinor) : '',
      }),
      said(language, 'cardRefundDelay'),
    ],
  };
  return toPatient(f, said(language, `subscription.subjects.${f.kind}`), [
    ...body[f.kind](),
    '',
    said(language, 'yourDashboard', { link: f.link }),
  ]);
}

export interface RefundFacts extends PatientRecipient {
  reference: string;
  amountMinor: number;
  method: PaymentMethod;
  link: string;
  /** The booking's quote in the patient's currency (QuoteView.local): what is refunded is also given in it. */
  local: QuoteInLocalMoney | null;
}

/** How a refund reaches the patient: back to the card, or paid back by the offline method it came by. */
const howPaidBack = (language: Locale, method: PaymentMethod): string =>
  method === 'stripe' ? said(language, 'cardRefundDelay') : said(language, 'paidBack', { by: said(language, `byMethod.${method}`) });

/** A refunded deposit. */
export function depositRefunded(r: RefundFacts): RenderedEmail {
  const { language } = r;
  return toPatient(r, said(language, 'depositRefunded.subject', { ref: r.reference }), [
    said(language, 'depositRefunded.body', { amount: dollarsWithLocal(language, r.amountMinor, r.local), ref: r.reference }),
    howPaidBack(language, r.method),
    localRateNote(language, r.local),
    '',
    said(language, 'yourBooking', { link: r.link }),
  ]);
}

/** The reason in a language: the patient's for their email, English for the ledger staff read. */
export function describeUnowed(reason: UnowedReason, language: Locale): string {
  const usd = (minor: number) => moneyIn(language, minor);
  switch (reason.kind) {
    case 'replaced':
      return said(language, 'unowed.reasons.replaced', {
        paid: String(reason.paidVersion ?? '?'),
        version: reason.version,
        deposit: usd(reason.depositMinor),
      });
    case 'expired':
      return said(language, 'unowed.reasons.expired', { day: dayIn(language, reason.validUntil) });
    case 'currency':
      return said(language, 'unowed.reasons.currency', { currency: reason.currency.toUpperCase(), asked: 'USD' });
    case 'amount':
      return said(language, 'unowed.reasons.amount', { paid: usd(reason.paidMinor), due: usd(reason.dueMinor) });
    default:
      return said(language, `unowed.reasons.${reason.kind}`);
  }
}

export interface UnowedFacts extends PatientRecipient {
  reference: string;
  hospital: string;
  amountMinor: number;
  currency: string;
  /** How it was paid: the email says so (by card, by bank transfer…), and how a refund comes back. */
  method: PaymentMethod;
  /** Why it did not count, in the patient's language (or, for an email queued before reasons travelled with it, the ledger's English). */
  reason: string;
  /** What was refunded at once, or null when staff will decide. */
  refundedMinor: number | null;
  confirmed: boolean;
  link: string;
  /** The booking's quote in the patient's currency (QuoteView.local): dollars received are also given in it. */
  local: QuoteInLocalMoney | null;
}

/** Money received that the booking did not owe: what was received and how, that it did not pay the deposit and why, and what happens to it. */
export function unowedReceived(f: UnowedFacts): RenderedEmail {
  const { language } = f;
  // Money in another currency (a wrong Stripe page) is said as it came: the quote's rate is of dollars.
  const inDollars = f.currency.toLowerCase() === 'usd';
  const amount = (minor: number) => (inDollars ? dollarsWithLocal(language, minor, f.local) : moneyIn(language, minor, f.currency));
  return toPatient(f, said(language, 'unowed.subject', { ref: f.reference }), [
    said(language, 'unowed.body', {
      amount: amount(f.amountMinor),
      by: said(language, `byMethod.${f.method}`),
      ref: f.reference,
      hospital: f.hospital,
      reason: f.reason,
    }),
    ...(f.refundedMinor !== null
      ? [said(language, 'unowed.refunded', { amount: amount(f.refundedMinor) }), howPaidBack(language, f.method)]
      : [said(language, 'unowed.coordinatorWillContact')]),
    said(language, f.confirmed ? 'unowed.staysConfirmed' : 'unowed.notConfirmed'),
    inDollars ? localRateNote(language, f.local) : '',
    '',
    said(language, 'yourBooking', { link: f.link }),
  ]);
}

export interface OfflinePremiumFacts extends PatientRecipient {
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
  const { language } = f;
  const amount = moneyIn(language, f.amountMinor);
  const day = (iso: string) => dayIn(language, iso);
  const [from, until, paidOn] = [day(f.from), day(f.until), day(f.paidOn)];
  const granted = [
    said(language, 'offlinePremium.received', { amount, by: said(language, `byMethod.${f.method}`) }),
    f.started ? said(language, 'offlinePremium.activeUntil', { until }) : said(language, 'offlinePremium.activeFrom', { from, until }),
    said(language, 'offlinePremium.noRenewal'),
    f.refundableUntil ? said(language, 'offlinePremium.refundableUntil', { day: day(f.refundableUntil) }) : '',
    '',
    said(language, 'receipt.title'),
    ...receiptLines([
      [said(language, 'receipt.amount'), amount],
      [said(language, 'receipt.paidBy'), said(language, `method.${f.method}`)],
      [said(language, 'receipt.reference'), f.reference ?? said(language, 'receipt.none')],
      [said(language, 'receipt.paidOn'), paidOn],
      ['Premium', said(language, 'offlinePremium.period', { from, until })],
      [said(language, 'receipt.receiptNumber'), f.receiptNumber],
    ]),
  ];
  const refunded = [
    said(language, 'offlinePremium.refunded', { amount, paidOn, withReference: yesNo(f.reference), reference: f.reference ?? '' }),
    howPaidBack(language, f.method),
  ];
  return toPatient(
    f,
    f.kind === 'granted' ? said(language, 'offlinePremium.subject', { until }) : said(language, 'subscription.subjects.refunded'),
    [...(f.kind === 'granted' ? granted : refunded), '', said(language, 'yourDashboard', { link: f.link })],
  );
}
