/**
 * Prices as the patient site and the API (the recommendations' fit lines) write them. A module of its
 * own, apart from the catalogue's lists: the patient site's landing page needs only these two.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** `8000` → `$8,000` (fixed to en-US: server and browser render the same text). */
export function formatUsd(amount: number): string {
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
