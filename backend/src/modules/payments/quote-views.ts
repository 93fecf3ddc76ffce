import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  convertUsd,
  type DepositRefund,
  type DepositStanding,
  type QuoteInLocalMoney,
  type QuoteState,
  type QuoteView,
} from '@medtour/contracts';
import { Payment } from './entities/payment.entity.js';
import { BookingQuote } from './entities/quote.entity.js';

/** Today as a calendar date in UTC (YYYY-MM-DD): quotes are valid through their last day, UTC. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/** Whether `date` (YYYY-MM-DD) is a day of the calendar (not 2026-02-30). */
export const isCalendarDate = (date: string): boolean =>
  !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && todayUtc(new Date(`${date}T00:00:00Z`)) === date;

/** The day an offline payment was made as staff give it (today when left out); 400 when it is not a day of the calendar or is still to come. */
export function offlinePaidOn(paidOn: string | undefined): string {
  const day = paidOn ?? todayUtc();
  if (!isCalendarDate(day) || day > todayUtc()) {
    throw new BadRequestException({ message: 'Validation failed', errors: { paidOn: 'The day it was paid cannot be in the future' } });
  }
  return day;
}

/** What a booking has paid towards its deposit: net of refunds, and the refunds themselves (newest first). */
export interface DepositAccount {
  paidMinor: number;
  refunds: DepositRefund[];
}

const NOTHING_PAID: DepositAccount = { paidMinor: 0, refunds: [] };

/** Whether a quote can still be paid, knowing what its booking has paid towards the deposit (net, minor units). */
export function quoteState(quote: BookingQuote, paidMinor: number, today = todayUtc()): QuoteState {
  if (depositStanding(quote, paidMinor) === 'covered') return 'paid';
  if (quote.supersededAt) return 'superseded';
  return quote.validUntil < today ? 'expired' : 'open';
}

/** Where a quote's deposit (null: no quote yet) stands, knowing what its booking has paid towards it (net, minor units). */
export function depositStanding(quote: BookingQuote | null, paidMinor: number): DepositStanding {
  if (!quote) return 'unquoted';
  return paidMinor >= quote.depositUsd * 100 ? 'covered' : 'owed';
}

/** The quote at the rate it was sent with, in the patient's currency (rounded to its digits). */
function localMoneyOf(quote: BookingQuote): QuoteInLocalMoney | null {
  const { localCurrency: currency, localRate: rate, localRateAsOf: asOf } = quote;
  if (!currency || !rate || !asOf) return null;
  return {
    currency,
    rate,
    asOf,
    total: convertUsd(quote.totalUsd, rate, currency),
    deposit: convertUsd(quote.depositUsd, rate, currency),
  };
}

export function toQuoteView(quote: BookingQuote, account: DepositAccount = NOTHING_PAID): QuoteView {
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
    local: localMoneyOf(quote),
    createdAt: quote.createdAt.toISOString(),
  };
}

/**
 * What each booking has paid towards its deposit: its received deposits that counted (not money that
 * was not owed), less what was refunded of them and what a dispute at the bank took back (open or
 * lost), and the refunds themselves. Two queries whatever the page.
 */
export async function depositAccounts(em: EntityManager, bookingIds: string[]): Promise<Map<string, DepositAccount>> {
  const accounts = new Map<string, DepositAccount>();
  if (!bookingIds.length) return accounts;
  const deposits = await em.find(
    Payment,
    { booking: { $in: bookingIds }, kind: 'deposit', status: 'succeeded', unowedReason: null },
    { fields: ['booking', 'amountMinor'] },
  );
  if (!deposits.length) return accounts;
  const takenBack = await em.find(
    Payment,
    {
      refundOf: { $in: deposits.map((p) => p.id) },
      $or: [
        { kind: 'refund', status: 'succeeded' },
        { kind: 'dispute', status: { $ne: 'failed' } },
      ],
    },
    { fields: ['refundOf', 'kind', 'amountMinor', 'createdAt'], orderBy: { createdAt: 'desc', id: 'asc' } },
  );
  // A refund belongs to the booking of the deposit it refunds (its own booking column may be empty).
  const bookingOf = new Map(deposits.map((d) => [d.id, d.booking!.id]));
  const account = (bookingId: string) => {
    let found = accounts.get(bookingId);
    if (!found) accounts.set(bookingId, (found = { paidMinor: 0, refunds: [] }));
    return found;
  };
  for (const d of deposits) account(d.booking!.id).paidMinor += d.amountMinor;
  for (const r of takenBack) {
    const a = account(bookingOf.get(r.refundOf!.id)!);
    a.paidMinor -= r.amountMinor;
    if (r.kind === 'refund') a.refunds.push({ amountMinor: r.amountMinor, refundedOn: r.createdAt.toISOString().slice(0, 10) });
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
 * what the booking has paid and its refunds. One query for the quotes and two for the payments, whatever the page.
 */
export async function latestQuotes(em: EntityManager, bookingIds: string[]): Promise<Map<string, QuoteView>> {
  if (!bookingIds.length) return new Map();
  const quotes = await em.find(BookingQuote, { booking: { $in: bookingIds }, supersededAt: null });
  const accounts = await depositAccounts(
    em,
    quotes.map((q) => q.booking.id),
  );
  return new Map(quotes.map((q) => [q.booking.id, toQuoteView(q, accounts.get(q.booking.id))]));
}
