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
import type { RenderedEmail } from '../notifications/mailer.service.js';
import { dayIn, GREETINGS, moneyIn } from '../notifications/email-language.js';
import { PAYMENT_TEXTS, type PaymentTexts } from './payment-email-texts.js';

/** Whom a payment email is to, and the language it is written in (their account's). */
export interface PatientRecipient {
  to: string;
  /** Empty when the account has no name: the greeting then names no one. */
  patientName: string;
  language: Locale;
}

/** A patient's email: the greeting, the lines (blank lines never doubled), in their language. */
function toPatient(p: PatientRecipient, subject: string, lines: string[]): RenderedEmail {
  const text = [GREETINGS[p.language](p.patientName), '', ...lines].filter((line, i, all) => !(line === '' && all[i - 1] === ''));
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
function offlineLines(texts: PaymentTexts['quote'], offline: OfflinePaymentDetails, reference: string): string[] {
  if (!offlinePaymentShown(offline)) return [];
  const { bank, mobileMoney, instructions } = offline;
  return [
    ...(bank
      ? [
          '',
          texts.bank.title,
          ...receiptLines([
            [texts.bank.bank, bank.bankName],
            [texts.bank.accountName, bank.accountName],
            [texts.bank.accountNumber, bank.accountNumber],
            ['SWIFT/BIC', bank.swift],
          ]),
          ...(bank.branchOrNotes ? [`- ${bank.branchOrNotes}`] : []),
        ]
      : []),
    ...mobileMoneyByCountry(mobileMoney).flatMap(({ country, numbers }) => [
      '',
      texts.mobileMoneyIn(country),
      ...numbers.map((entry) => `- ${entry.provider}: ${entry.number} (${entry.accountName})`),
    ]),
    ...(instructions.length ? ['', ...instructions] : []),
    '',
    texts.referenceNote(reference),
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
  return `${usd} (${PAYMENT_TEXTS[language].quote.about(inLocal)})`;
}

/**
 * What the figures in the patient's currency are (at the rate kept with the quote, or today's, said
 * to be estimates: issue 52), to follow an email that gives any; empty when it gives none.
 */
export function localRateNote(language: Locale, local: QuoteInLocalMoney | null): string {
  if (!local) return '';
  const said = PAYMENT_TEXTS[language].depositReceived;
  return (local.estimate ? said.localEstimate : said.localKept)(dayIn(language, local.asOf));
}

/** The patient's itemised quote: every line, what is and is not included, the deposit and how to pay it. */
export function quoteSent(q: QuoteEmailFacts): RenderedEmail {
  const texts = PAYMENT_TEXTS[q.language];
  const usd = (amount: number) => moneyIn(q.language, toMinor(amount, 'USD'));
  const list = (title: string, items: string[]) => (items.length ? ['', `${title}:`, ...items.map((item) => `- ${item}`)] : []);
  const offline = offlineLines(texts.quote, q.offline, q.reference);
  const local = localAmount(q.language, q.local);
  return toPatient(q, texts.quote.subject(q.reference, q.version), [
    texts.quote.intro(q.hospital),
    '',
    ...q.lines.map((line) => `- ${line.label}${line.detail ? ` (${line.detail})` : ''}: ${usd(line.amountUsd)}`),
    '',
    texts.quote.total(usd(q.totalUsd)),
    ...(q.local
      ? [(q.local.estimate ? texts.quote.inLocalEstimate : texts.quote.inLocal)(local(q.local.total)!, dayIn(q.language, q.local.asOf))]
      : []),
    ...list(texts.quote.included, q.included),
    ...list(texts.quote.excluded, q.excluded),
    '',
    texts.quote.deposit(dollarsWithLocal(q.language, depositMinor(q), q.local), dayIn(q.language, q.validUntil)),
    ...(q.online ? [texts.quote.payOnline(q.link)] : []),
    ...(offline.length
      ? [q.online ? texts.quote.orOffline : texts.quote.onlyOffline, ...offline]
      : q.online
        ? []
        : [texts.quote.askCoordinator]),
    ...(q.online ? [] : ['', texts.yourBooking(q.link)]),
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
function instalmentLines(said: PaymentTexts['depositReceived'], r: ReceiptFacts, both: (minor: number) => string): string[] {
  const { quote } = r;
  if (!quote) return [said.body(both(r.amountMinor), r.reference, r.hospital)];
  const { owedMinor } = depositOwed(quote);
  if (owedMinor === 0 && quote.paidMinor === r.amountMinor) return [said.body(both(r.amountMinor), r.reference, r.hospital)];
  const deposit = both(depositMinor(quote));
  return [
    said.instalment(both(r.amountMinor), r.reference, r.hospital),
    owedMinor > 0
      ? said.owed(both(quote.paidMinor), deposit, both(owedMinor), dayIn(r.language, quote.validUntil))
      : said.paidInFull(deposit),
  ];
}

/**
 * The receipt of a deposit, with the booking reference. A payment that is not the whole deposit is
 * an instalment: the email says what it received, what is paid in all and what is still owed, by
 * the quote's last day (or that the deposit is now paid in full), each with the patient's currency
 * beside the dollars (at the rate kept with the quote, or today's, said to be estimates).
 */
export function depositReceived(r: ReceiptFacts): RenderedEmail {
  const texts = PAYMENT_TEXTS[r.language];
  const said = texts.depositReceived;
  const amount = moneyIn(r.language, r.amountMinor);
  const local = r.quote?.local ?? null;
  const standing = instalmentLines(said, r, (minor) => dollarsWithLocal(r.language, minor, local));
  return toPatient(r, said.subject(r.reference), [
    ...standing,
    r.confirmed ? said.confirmed : '',
    localRateNote(r.language, local),
    '',
    texts.receipt.title,
    ...receiptLines([
      [texts.receipt.bookingReference, `#${r.reference}`],
      [texts.receipt.amount, amount],
      [texts.receipt.paidBy, texts.method[r.method]],
      [texts.receipt.date, dayIn(r.language, r.paidAt)],
      [texts.receipt.receiptNumber, r.paymentId],
    ]),
    '',
    texts.yourBooking(r.link),
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
  const texts = PAYMENT_TEXTS[f.language];
  const said = texts.subscription;
  const body: Record<SubscriptionEmailFacts['kind'], () => string[]> = {
    started: () => said.started(moneyIn(f.language, toMinor(f.priceUsd, 'USD'))),
    renewal_failed: () => said.renewalFailed,
    cancelled: () => [f.periodEnd ? said.willNotRenew(dayIn(f.language, f.periodEnd)) : said.ended],
    refunded: () => [said.refunded(f.refundedMinor !== null ? moneyIn(f.language, f.refundedMinor) : null), texts.cardRefundDelay],
  };
  return toPatient(f, said.subjects[f.kind], [...body[f.kind](), '', texts.yourDashboard(f.link)]);
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
const howPaidBack = (texts: PaymentTexts, method: PaymentMethod): string =>
  method === 'stripe' ? texts.cardRefundDelay : texts.paidBack(texts.byMethod[method]);

/** A refunded deposit. */
export function depositRefunded(r: RefundFacts): RenderedEmail {
  const texts = PAYMENT_TEXTS[r.language];
  return toPatient(r, texts.depositRefunded.subject(r.reference), [
    texts.depositRefunded.body(dollarsWithLocal(r.language, r.amountMinor, r.local), r.reference),
    howPaidBack(texts, r.method),
    localRateNote(r.language, r.local),
    '',
    texts.yourBooking(r.link),
  ]);
}

/** Why money received did not pay the deposit (`DepositsService.unowedReason`), in the words of any language. */
export type UnowedReason =
  | { kind: 'cancelled' | 'noQuote' | 'alreadyPaid' }
  | { kind: 'replaced'; paidVersion: number | null; version: number; depositMinor: number }
  | { kind: 'expired'; validUntil: string }
  | { kind: 'currency'; currency: string }
  | { kind: 'amount'; paidMinor: number; dueMinor: number };

/** The reason in a language: the patient's for their email, English for the ledger staff read. */
export function describeUnowed(reason: UnowedReason, language: Locale): string {
  const said = PAYMENT_TEXTS[language].unowed.reasons;
  const usd = (minor: number) => moneyIn(language, minor);
  switch (reason.kind) {
    case 'replaced':
      return said.replaced(String(reason.paidVersion ?? '?'), reason.version, usd(reason.depositMinor));
    case 'expired':
      return said.expired(dayIn(language, reason.validUntil));
    case 'currency':
      return said.currency(reason.currency.toUpperCase(), 'USD');
    case 'amount':
      return said.amount(usd(reason.paidMinor), usd(reason.dueMinor));
    default:
      return said[reason.kind];
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
  const texts = PAYMENT_TEXTS[f.language];
  const said = texts.unowed;
  // Money in another currency (a wrong Stripe page) is said as it came: the quote's rate is of dollars.
  const inDollars = f.currency.toLowerCase() === 'usd';
  const amount = (minor: number) => (inDollars ? dollarsWithLocal(f.language, minor, f.local) : moneyIn(f.language, minor, f.currency));
  return toPatient(f, said.subject(f.reference), [
    said.body(amount(f.amountMinor), texts.byMethod[f.method], f.reference, f.hospital, f.reason),
    ...(f.refundedMinor !== null ? [said.refunded(amount(f.refundedMinor)), howPaidBack(texts, f.method)] : [said.coordinatorWillContact]),
    f.confirmed ? said.staysConfirmed : said.notConfirmed,
    inDollars ? localRateNote(f.language, f.local) : '',
    '',
    texts.yourBooking(f.link),
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
  const texts = PAYMENT_TEXTS[f.language];
  const said = texts.offlinePremium;
  const amount = moneyIn(f.language, f.amountMinor);
  const day = (iso: string) => dayIn(f.language, iso);
  const [from, until, paidOn] = [day(f.from), day(f.until), day(f.paidOn)];
  const granted = [
    said.received(amount, texts.byMethod[f.method]),
    f.started ? said.activeUntil(until) : said.activeFrom(from, until),
    said.noRenewal,
    f.refundableUntil ? said.refundableUntil(day(f.refundableUntil)) : '',
    '',
    texts.receipt.title,
    ...receiptLines([
      [texts.receipt.amount, amount],
      [texts.receipt.paidBy, texts.method[f.method]],
      [texts.receipt.reference, f.reference ?? texts.receipt.none],
      [texts.receipt.paidOn, paidOn],
      ['Premium', said.period(from, until)],
      [texts.receipt.receiptNumber, f.receiptNumber],
    ]),
  ];
  const refunded = [said.refunded(amount, paidOn, f.reference), howPaidBack(texts, f.method)];
  return toPatient(f, f.kind === 'granted' ? said.subject(until) : texts.subscription.subjects.refunded, [
    ...(f.kind === 'granted' ? granted : refunded),
    '',
    texts.yourDashboard(f.link),
  ]);
}
