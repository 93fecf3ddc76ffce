/**
 * The money kernel (issue 56): the one place that scales amounts between a currency's units and its
 * minor units, reads amounts typed into forms, formats amounts, and speaks Stripe's units. Everything
 * else keeps money as integer minor units of its currency (cents; whole shillings for UGX and TZS) or
 * as the whole US dollars of prices and quotes, and comes here to change one into the other: a
 * `* 100` written elsewhere is wrong for a currency without cents.
 *
 * A small kernel rather than dinero.js 2: what the product needs is the digits of a dozen currencies
 * (with the product's own for TZS), an exact parser of typed amounts and `Intl` formatting, none of
 * which dinero.js gives, and the patient site's first script carries whatever this module imports.
 */
import { CURRENCY_DIGITS, isCurrency, type Currency } from './currencies.js';

const fallbackDigits = new Map<string, number>();

/**
 * Digits after the decimal point of `currency`'s amounts, which is what one minor unit is: the
 * product's list (`CURRENCY_DIGITS`) for the currencies it shows, else `Intl`'s (CLDR's) for any other
 * ISO 4217 code (a charge made at Stripe outside the product, say). Case does not matter (`usd`).
 */
export function currencyDigits(currency: string): number {
  const code = currency.toUpperCase();
  if (isCurrency(code)) return CURRENCY_DIGITS[code];
  let digits = fallbackDigits.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    fallbackDigits.set(code, digits);
  }
  return digits;
}

/**
 * An amount in units of `currency` (`19.99` dollars) as integer minor units (`1999`), rounded half
 * away from zero to the currency's digits: `8000` USD → `800000`; `75270.346` UGX → `75270`.
 */
export function toMinor(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  // Scaling a decimal carries binary noise (19.99 * 100 = 1998.9999…, 1.005 * 100 = 100.4999…): round it off first.
  const scaled = Number((amount * 10 ** currencyDigits(currency)).toPrecision(15));
  return Math.sign(scaled) * Math.round(Math.abs(scaled)) || 0;
}

/** Integer minor units of `currency` as an amount in its units: `1999` cents → `19.99`; `75270` UGX → `75270`. */
export const fromMinor = (minor: number, currency: string): number => minor / 10 ** currencyDigits(currency);

/**
 * `usd` US dollars in `currency` at `rate` (units for one dollar), rounded half away from zero to the
 * currency's digits: 8000 at 1550.2 NGN is 12,401,600; 19.99 at 3,765.4 UGX is 75,270.
 */
export const convertUsd = (usd: number, rate: number, currency: Currency): number => fromMinor(toMinor(usd * rate, currency), currency);

/** An amount as people type it: a sign or none, digits optionally grouped by commas in threes, and decimals after a point. */
const TYPED_AMOUNT = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/**
 * An amount typed into a form (`'1,234.56'`) or sent as a JSON number (`1234.56`), read exactly as
 * integer minor units of `currency` (`123456`), with no arithmetic on binary fractions; null when it
 * is no amount of that currency: not a number, or with more decimals than the currency has
 * (`'12.345'` dollars, `'5000.5'` Ugandan shillings; trailing zeros are fine: `'5000.00'`). A number
 * is read as the decimal it prints as, so `0.1 + 0.2` (0.30000000000000004) is refused. A negative
 * amount reads as one (`'-5'` → `-500`): whether it may be is the caller's rule.
 */
export function parseMoney(input: string | number, currency: string): number | null {
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  const match = TYPED_AMOUNT.exec(String(input).trim());
  if (!match) return null;
  const digits = currencyDigits(currency);
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const minor = Number(match[2]!.replaceAll(',', '') + fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return match[1] && minor ? -minor : minor;
}

/**
 * Why an amount typed into a form (or sent to the API) for `currency` is refused, in the words the
 * back office's form and the API's field error both use; null when it is a fine amount: more than
 * zero and at most `max` whole units of the currency.
 */
export function amountProblem(input: unknown, currency: string, max: number): string | null {
  const minor = typeof input === 'string' || typeof input === 'number' ? parseMoney(input, currency) : null;
  const code = currency.toUpperCase();
  if (minor === null)
    return `Amount must be a number of ${code === 'USD' ? 'US dollars' : code}${currencyDigits(code) ? ' (cents allowed)' : ', without decimals'}`;
  if (minor <= 0) return 'Amount must be more than zero';
  if (minor > toMinor(max, code)) return `Amount must be at most ${formatMoney(toMinor(max, code), code)}`;
  return null;
}

/** Minor units as a form's amount input starts from, without grouping or symbol: `123450` USD → `'1234.50'`, `220000` → `'2200'`; `5000` UGX → `'5000'`. */
export function minorToInput(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const fraction = digits ? text.slice(-digits) : '';
  return `${minor < 0 ? '-' : ''}${digits ? text.slice(0, -digits) : text}${/[1-9]/.test(fraction) ? `.${fraction}` : ''}`;
}

export interface MoneyStyle {
  /** Whole units only, rounded (prices kept in whole dollars, approximations): `$8,000`, `₦12,400,000`. */
  whole?: boolean;
  /** The currency's own sign where it has one (`₦`, `KSh`, `RM`) rather than its code. */
  narrowSymbol?: boolean;
}

/** Made on first use, one per language, currency and style: a module-level `Intl` object would ship with every page that imports this module. */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * Integer minor units of `currency` as people read them in `locale` (a BCP 47 tag: `en-US`, `fr`):
 * `215750` USD → `$2,157.50`, `215700` → `$2,157` (no decimals on a whole amount), `1000000` UGX →
 * `UGX 1,000,000`; `2 157 $US` in French. The one formatter of money in every workspace.
 */
export function formatMoney(minor: number, currency: string, locale = 'en-US', style: MoneyStyle = {}): string {
  const code = currency.toUpperCase();
  const digits = currencyDigits(code);
  const decimals = style.whole || minor % 10 ** digits === 0 ? 0 : digits;
  const key = `${locale}|${code}|${decimals}|${style.narrowSymbol ? 'narrow' : 'symbol'}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: style.narrowSymbol ? 'narrowSymbol' : 'symbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format.format(fromMinor(minor, code));
}

/** Whole US dollars (prices, budgets, quotes): `8000` → `$8,000` (en-US unless said: server and browser render the same text). */
export const formatUsd = (amountUsd: number, locale = 'en-US'): string =>
  formatMoney(toMinor(amountUsd, 'USD'), 'USD', locale, { whole: true });

/**
 * An amount converted to another currency (in its units), as an approximation reads: whole units and
 * the currency's own sign where it has one (`₦12,400,000`, `12 400 000 ₦`, `KSh 12,400`).
 */
export const formatApproximate = (amount: number, currency: string, locale = 'en-US'): string =>
  formatMoney(toMinor(amount, currency), currency, locale, { whole: true, narrowSymbol: true });

/** `$8,000 - $15,000`, `From $8,000`, `Up to $15,000`, or null when neither bound is known. */
export function formatCostRange(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? formatUsd(min) : `${formatUsd(min)} - ${formatUsd(max)}`;
  if (min !== null) return `From ${formatUsd(min)}`;
  if (max !== null) return `Up to ${formatUsd(max)}`;
  return null;
}

/** A booking's estimated cost as both front ends say it: `From $8,000`, or `Quote pending` before a coordinator sets it. */
export function formatEstimatedCost(amount: number | null): string {
  return amount === null ? 'Quote pending' : `From ${formatUsd(amount)}`;
}

/**
 * Stripe's own digits where they are not ISO's (docs.stripe.com/currencies): its zero-decimal
 * currencies take whole units, its three-decimal ones thousandths; every other currency, two decimals
 * (the Icelandic króna too, and the Tanzanian shilling, which the product counts in whole shillings).
 */
const STRIPE_ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const STRIPE_THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** How many of Stripe's units make one of the kernel's minor units of `currency` (1 for USD; 100 for TZS and ISK). */
function stripeFactor(currency: string): number {
  const code = currency.toUpperCase();
  const stripeDigits = STRIPE_ZERO_DECIMAL.has(code) ? 0 : STRIPE_THREE_DECIMAL.has(code) ? 3 : 2;
  return 10 ** (stripeDigits - currencyDigits(code));
}

/** Minor units of `currency` as Stripe's `amount` of it: the same for USD and UGX; ×100 for TZS, which Stripe counts in cents. */
export function toStripeAmount(minor: number, currency: string): number {
  const amount = minor * stripeFactor(currency);
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${minor} minor units of ${currency} are no whole amount at Stripe`);
  return amount;
}

/** An `amount` Stripe sent (a charge, a refund, a dispute) as minor units of `currency`. */
export const fromStripeAmount = (amount: number, currency: string): number => Math.round(amount / stripeFactor(currency));
