/** Display formats shared by the pages. Fixed to en-US so that server and browser render the same text. */

// Shared with the API (the recommendations' fit lines say prices the same way).
export { formatCostRange, formatUsd } from '@medtour/contracts';

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

/** `400` → `400+` (doctor counts are shown as "at least"). */
export function formatAtLeast(count: number): string {
  return `${count.toLocaleString('en-US')}+`;
}

/** `4` of `['a','b','c','d','e']` → the first four and how many more there are. */
export function firstOf<T>(items: readonly T[], shown: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}
