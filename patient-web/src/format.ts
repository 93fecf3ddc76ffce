/** Display formats shared by the pages. Fixed to en-US so that server and browser render the same text. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** `8000` → `$8,000`. */
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

function days(n: number): string {
  return n === 1 ? '1 day' : `${n} days`;
}

/** `5-7 days`, `3 days`, or null when neither bound is known. */
export function formatDuration(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? days(min) : `${min}-${days(max)}`;
  if (min !== null) return `From ${days(min)}`;
  if (max !== null) return `Up to ${days(max)}`;
  return null;
}

/** `4.8` with one decimal, as shown next to a star. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
