/** Display formats shared by the pages. Fixed to en-US so that server and browser render the same text. */
import type { Translate } from './i18n/messages';

// Shared with the API (the recommendations' fit lines say prices the same way).
export { formatCostRange, formatUsd } from '@medtour/contracts';

/** `5-7 days`, `3 days`, or null when neither bound is known, in the page's language. */
export function formatDuration(t: Translate, min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? t('common.days', { count: min }) : t('common.daysRange', { min, max });
  if (min !== null) return t('common.daysFrom', { count: min });
  if (max !== null) return t('common.daysUpTo', { count: max });
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
