/**
 * Prices as the patient site, the back office and the API write them. A module of its own, apart
 * from the catalogue's and the payments' lists: the patient site's landing page needs only a few of
 * these, and whatever a module it imports exports for other pages ships with the landing page too.
 */

/** Made on first use: a module-level `Intl` object would ship with every page that imports this module. */
let usd: Intl.NumberFormat | undefined;

/** `8000` → `$8,000` (fixed to en-US: server and browser render the same text). */
export function formatUsd(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return usd.format(amount);
}

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

/** `2500_00` → `$2,500.00`; whole-dollar amounts without cents. */
export const formatMinorUsd = (amountMinor: number): string => formatMinorAmount(amountMinor, 'usd');

/**
 * An amount in any currency's minor unit, as staff read it: `$2,157`, `€2,157.50`, `KES 1,000`
 * (two-decimal currencies); in a patient's language for their emails (`2 157 $US` in French).
 */
export function formatMinorAmount(amountMinor: number, currency: string, locale = 'en-US'): string {
  const whole = amountMinor % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
}

/**
 * An amount converted to another currency, as an approximation reads: whole units and the currency's
 * own sign where it has one (`₦12,400,000`, `12 400 000 ₦`, `KSh 12,400`); `locale` as for `Intl`.
 */
export function formatApproximate(amount: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(
    amount,
  );
}
