import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  convertUsd,
  depositMinor,
  type DepositRefund,
  type DepositStanding,
  isCalendarDate,
  isCurrency,
  type NotOwedPayment,
  type QuoteInLocalMoney,
  type QuoteState,
  type QuoteView,
  type RatedCurrency,
  utcDay,
} from '@medtour/contracts';
import type { RateReader } from '../currencies/index.js';
import { Payment } from './entities/payment.entity.js';
import { BookingQuote } from './entities/quote.entity.js';

/** The day an offline payment was made as staff give it (today when left out); 400 when it is not a day of the calendar or is still to come. */
export function offlinePaidOn(paidOn: string | undefined): string {
  const day = paidOn ?? utcDay();
  if (!isCalendarDate(day) || day > utcDay()) {
    throw new BadRequestException({ message: 'Validation failed', errors: { paidOn: 'The day it was paid cannot be in the future' } });
  }
  return day;
}

/** What a booking has paid towards its deposit: net of refunds, and the refunds themselves (newest first). */
export interface DepositAccount {
  paidMinor: number;
  refunds: DepositRefund[];
  /** Money received that was not owed: shown beside what was paid, never counted in it. */
  notOwed: NotOwedPayment[];
}

const NOTHING_PAID: DepositAccount = { paidMinor: 0, refunds: [], notOwed: [] };

/** Whether a quote can still be paid, knowing what its booking has paid towards the deposit (net, minor units). */
export function quoteState(quote: BookingQuote, paidMinor: number, today = utcDay()): QuoteState {
  if (depositStanding(quote, paidMinor) === 'covered') return 'paid';
  if (quote.supersededAt) return 'superseded';
  return quote.validUntil < today ? 'expired' : 'open';
}

/** Where a quote's deposit (null: no quote yet) stands, knowing what its booking has paid towards it (net, minor units). */
export function depositStanding(quote: BookingQuote | null, paidMinor: number): DepositStanding {
  if (!quote) return 'unquoted';
  return paidMinor >= depositMinor(quote) ? 'covered' : 'owed';
}

/** A currency's rate on a day: the one kept with a quote, or today's (`CurrencyRateView` with a rate). */
export interface DatedRate {
  currency: RatedCurrency;
  rate: number;
  asOf: string;
}

/**
 * The quote in the patient's currency (rounded to its digits): at the rate kept with it, else at
 * `today`'s (an estimate, said so), else none.
 */
function localMoneyOf(quote: BookingQuote, today: DatedRate | null): QuoteInLocalMoney | null {
  const { localCurrency, localRate, localRateAsOf } = quote;
  const kept = localCurrency && localRate && localRateAsOf ? { currency: localCurrency, rate: localRate, asOf: localRateAsOf } : null;
  const used = kept ?? today;
  if (!used) return null;
  return {
    ...used,
    estimate: !kept,
    total: convertUsd(quote.totalUsd, used.rate, used.currency),
    deposit: convertUsd(quote.depositUsd, used.rate, used.currency),
  };
}

/** A quote as patients and staff read it; `today`: the patient's currency at today's rate, for a quote that kept none. */
export function toQuoteView(quote: BookingQuote, account: DepositAccount = NOTHING_PAID, today: DatedRate | null = null): QuoteView {
  return {
    id: quote.id,
    version: quote.version,
    lines: quote.lines,
    included: quote.included,
    excluded: quote.excluded,
    totalUsd: quote.totalUsd,
    depositUsd: quote.depositUsd,
    validUntil: quote.validUntil,
    state: quoteState(quote, account.paidMinor),
    paidMinor: account.paidMinor,
    refunds: account.refunds,
    notOwed: account.notOwed,
    local: localMoneyOf(quote, today),
    createdAt: quote.createdAt.toISOString(),
  };
}

/**
 * Today's rate of the currency each booking's patient chose, for those of `bookingIds` (none for
 * US dollars, none chosen, or no usable rate). One query, and one rate read per currency.
 */
export async function todaysRates(em: EntityManager, bookingIds: string[], rates: RateReader): Promise<Map<string, DatedRate>> {
  const found = new Map<string, DatedRate>();
  if (!bookingIds.length) return found;
  const chosen = await em.execute<{ id: string; currency: string | null }[]>(
    `select b.id, u.currency from bookings b join users u on u.id = b.user_id where b.id in (select jsonb_array_elements_text(?::jsonb)::uuid)`,
    [JSON.stringify(bookingIds)],
  );
  const byCurrency = new Map<RatedCurrency, DatedRate | null>();
  for (const { id, currency } of chosen) {
    if (!currency || currency === 'USD' || !isCurrency(currency)) continue;
    const code = currency as RatedCurrency;
    if (!byCurrency.has(code)) {
      const view = await rates(code);
      byCurrency.set(code, view.rate && view.asOf ? { currency: code, rate: view.rate, asOf: view.asOf } : null);
    }
    const rate = byCurrency.get(code);
    if (rate) found.set(id, rate);
  }
  return found;
}

/**
 * What each booking has paid towards its deposit: its received deposits that counted (not money that
 * was not owed), less what was refunded of them and what a dispute at the bank took back (open or
 * lost), and the refunds themselves; and, apart, the money it received that it did not owe, with what
 * was given back of it. Two queries whatever the page.
 */
export async function depositAccounts(em: EntityManager, bookingIds: string[]): Promise<Map<string, DepositAccount>> {
  const accounts = new Map<string, DepositAccount>();
  if (!bookingIds.length) return accounts;
  const received = await em.find(
    Payment,
    { booking: { $in: bookingIds }, kind: 'deposit', status: 'succeeded' },
    { fields: ['booking', 'amountMinor', 'currency', 'method', 'unowedReason', 'createdAt'], orderBy: { createdAt: 'desc', id: 'asc' } },
  );
  if (!received.length) return accounts;
  const takenBack = await em.find(
    Payment,
    {
      refundOf: { $in: received.map((p) => p.id) },
      $or: [
        { kind: 'refund', status: 'succeeded' },
        { kind: 'dispute', status: { $ne: 'failed' } },
      ],
    },
    { fields: ['refundOf', 'kind', 'amountMinor', 'createdAt'], orderBy: { createdAt: 'desc', id: 'asc' } },
  );
  // A refund belongs to the booking of the deposit it refunds (its own booking column may be empty).
  const paymentOf = new Map(received.map((d) => [d.id, d]));
  const account = (bookingId: string) => {
    let found = accounts.get(bookingId);
    if (!found) accounts.set(bookingId, (found = { paidMinor: 0, refunds: [], notOwed: [] }));
    return found;
  };
  const notOwed = new Map<string, NotOwedPayment>();
  for (const d of received) {
    if (!d.unowedReason) account(d.booking!.id).paidMinor += d.amountMinor;
    else {
      const row: NotOwedPayment = {
        amountMinor: d.amountMinor,
        currency: d.currency,
        method: d.method,
        receivedOn: utcDay(d.createdAt),
        reason: d.unowedReason,
        refundedMinor: 0,
      };
      notOwed.set(d.id, row);
      account(d.booking!.id).notOwed.push(row);
    }
  }
  for (const r of takenBack) {
    const paid = paymentOf.get(r.refundOf!.id)!;
    const unowed = notOwed.get(paid.id);
    if (unowed) {
      unowed.refundedMinor += r.amountMinor;
      continue;
    }
    const a = account(paid.booking!.id);
    a.paidMinor -= r.amountMinor;
    if (r.kind === 'refund') a.refunds.push({ amountMinor: r.amountMinor, refundedOn: utcDay(r.createdAt) });
  }
  for (const a of accounts.values()) a.paidMinor = Math.max(0, a.paidMinor);
  return accounts;
}

/** What one booking has paid towards its deposit, net of refunds (minor units). */
export async function paidTowardsDeposit(em: EntityManager, bookingId: string): Promise<number> {
  return (await depositAccounts(em, [bookingId])).get(bookingId)?.paidMinor ?? 0;
}

/**
 * Each booking's latest quote (the current one), as patients see it on their booking cards, with
 * what the booking has paid and its refunds; with `rates`, a quote that kept no rate of the patient's
 * currency shows today's, as an estimate. One query for the quotes and two for the payments (and,
 * with `rates`, one for the currencies), whatever the page.
 */
export async function latestQuotes(em: EntityManager, bookingIds: string[], rates?: RateReader): Promise<Map<string, QuoteView>> {
  if (!bookingIds.length) return new Map();
  const quotes = await em.find(BookingQuote, { booking: { $in: bookingIds }, supersededAt: null });
  const accounts = await depositAccounts(
    em,
    quotes.map((q) => q.booking.id),
  );
  const unkept = quotes.filter((q) => !q.localRate).map((q) => q.booking.id);
  const today = rates ? await todaysRates(em, unkept, rates) : new Map<string, DatedRate>();
  return new Map(quotes.map((q) => [q.booking.id, toQuoteView(q, accounts.get(q.booking.id), today.get(q.booking.id) ?? null)]));
}
