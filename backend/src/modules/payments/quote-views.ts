import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuoteState, QuoteView } from '@medtour/contracts';
import { Payment } from './entities/payment.entity.js';
import { BookingQuote } from './entities/quote.entity.js';

/** Today as a calendar date in UTC (YYYY-MM-DD): quotes are valid through their last day, UTC. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/** Whether a quote can still be paid, knowing whether a deposit for it succeeded. */
export function quoteState(quote: BookingQuote, paid: boolean, today = todayUtc()): QuoteState {
  if (paid) return 'paid';
  if (quote.supersededAt) return 'superseded';
  return quote.validUntil < today ? 'expired' : 'open';
}

export function toQuoteView(quote: BookingQuote, paid: boolean): QuoteView {
  return {
    id: quote.id,
    version: quote.version,
    lines: quote.lines,
    included: quote.included,
    excluded: quote.excluded,
    totalUsd: quote.totalUsd,
    depositUsd: quote.depositUsd,
    validUntil: quote.validUntil,
    state: quoteState(quote, paid),
    createdAt: quote.createdAt.toISOString(),
  };
}

/** The quotes whose deposit was paid, of those given. */
export async function paidQuoteIds(em: EntityManager, quoteIds: string[]): Promise<Set<string>> {
  if (!quoteIds.length) return new Set();
  const paid = await em.find(Payment, { quote: { $in: quoteIds }, kind: 'deposit', status: 'succeeded' }, { fields: ['quote'] });
  if (!paid.length) return new Set();
  // A refunded deposit no longer pays its quote.
  const refunded = await em.find(Payment, { refundOf: { $in: paid.map((p) => p.id) }, status: 'succeeded' }, { fields: ['refundOf'] });
  const refundedIds = new Set(refunded.map((r) => r.refundOf!.id));
  return new Set(paid.filter((p) => !refundedIds.has(p.id)).map((p) => p.quote!.id));
}

/**
 * Each booking's latest quote (the current one, or the one its deposit paid), as patients see it
 * on their booking cards. One query for the quotes and one for their payments, whatever the page.
 */
export async function latestQuotes(em: EntityManager, bookingIds: string[]): Promise<Map<string, QuoteView>> {
  if (!bookingIds.length) return new Map();
  const quotes = await em.find(BookingQuote, { booking: { $in: bookingIds }, supersededAt: null });
  const paid = await paidQuoteIds(
    em,
    quotes.map((q) => q.id),
  );
  return new Map(quotes.map((q) => [q.booking.id, toQuoteView(q, paid.has(q.id))]));
}
