import { CURRENCY_LIMITS, isCalendarDate, RATED_CURRENCIES, type RatedCurrency, utcDay } from '@medtour/contracts';
import type { OutboundCaller } from '../../common/outbound/target-policy.js';

/** The rates fetch, as the reasons staff read name it ("…, which the rates fetch never connects to"). */
export const RATES_CALLER: OutboundCaller = { name: 'the rates fetch', verb: 'fetched', url: 'The rates URL' };

/**
 * What a rates URL answers, read: JSON rates per US dollar in the common shapes,
 * `{ "base": "USD", "date": "2026-11-24", "rates": { "NGN": 1530.5, … } }` (Frankfurter,
 * exchangerate.host) or `{ "base": "USD", "timestamp": 1795500000, "rates": { … } }` (Open Exchange
 * Rates). Currencies not in RATED_CURRENCIES are ignored; a rate that is not a positive number up to
 * CURRENCY_LIMITS.maxRate is skipped with its reason, the others kept.
 */

export interface RatesAnswer {
  /** The day the rates are of (YYYY-MM-DD, UTC). */
  date: string;
  rates: { currency: RatedCurrency; rate: number }[];
  skipped: { currency: RatedCurrency; reason: string }[];
}

/** Why an answer gives no rates at all (said to staff as it is). */
export class UnreadableRates extends Error {}

const SCALE = 10 ** CURRENCY_LIMITS.rateDecimals;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's day: its `date`, else the UTC day of its `timestamp` (seconds). */
function dayOf(answer: Record<string, unknown>): string {
  const { date, timestamp } = answer;
  if (typeof date === 'string' && isCalendarDate(date)) return date;
  if (typeof timestamp === 'number' && Number.isFinite(timestamp) && timestamp > 0 && timestamp < 1e11) {
    return utcDay(timestamp * 1000);
  }
  throw new UnreadableRates('The answer has no date ("date": "YYYY-MM-DD" or "timestamp" in seconds)');
}

/** Why `value` is not a rate to store, or null when it is one. */
function rateRefusal(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'not a number';
  if (value <= 0) return 'not more than 0';
  if (value > CURRENCY_LIMITS.maxRate) return `more than ${CURRENCY_LIMITS.maxRate.toLocaleString('en-US')}`;
  if (Math.round(value * SCALE) === 0) return `less than ${1 / SCALE}`;
  return null;
}

/** Reads a parsed JSON answer; `today` (YYYY-MM-DD, UTC) bounds its date. Throws UnreadableRates. */
export function readRatesAnswer(answer: unknown, today: string): RatesAnswer {
  if (!isObject(answer)) throw new UnreadableRates('The answer is not a JSON object');
  const base = typeof answer.base === 'string' ? answer.base.trim().toUpperCase() : null;
  if (base !== 'USD') {
    throw new UnreadableRates(
      `${base ? `The answer's base is ${base.slice(0, 10)}` : 'The answer names no base'}: only rates per US dollar ("base": "USD") are read`,
    );
  }
  if (answer.amount !== undefined && answer.amount !== 1) throw new UnreadableRates('The answer is for an amount other than 1 US dollar');
  const date = dayOf(answer);
  if (date > today) throw new UnreadableRates(`The answer is dated ${date}, in the future`);
  if (!isObject(answer.rates)) throw new UnreadableRates('The answer has no "rates" object');
  const result: RatesAnswer = { date, rates: [], skipped: [] };
  for (const currency of RATED_CURRENCIES) {
    const value = answer.rates[currency];
    if (value === undefined) continue;
    const refusal = rateRefusal(value);
    if (refusal) result.skipped.push({ currency, reason: refusal });
    else result.rates.push({ currency, rate: Math.round((value as number) * SCALE) / SCALE });
  }
  if (!result.rates.length) {
    const why = result.skipped.map((s) => `${s.currency} ${s.reason}`).join(', ');
    throw new UnreadableRates(`The answer has no usable rate for ${RATED_CURRENCIES.join(', ')}${why ? ` (${why})` : ''}`);
  }
  return result;
}
