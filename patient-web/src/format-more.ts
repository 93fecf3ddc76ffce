/** Display formats of the pages beyond the landing page's cards, in the page's language (see `format.ts`). */
import { formatDate, formatMonth as formatMonthIn, type Locale } from '@medtour/contracts';
import { intlLocale } from './format';
import type { Translate } from './i18n/messages';

/**
 * A day as the English pages say it (`Jul 02, 2026`), in the page's language (`02 juil. 2026`): its
 * day in UTC, so the server and any browser write the same text (contracts' `formatDate`). A value
 * that is no date is shown as it is.
 */
export const formatDay = (value: string, locale: Locale): string => formatDate(value, 'UTC', intlLocale(locale));

/**
 * A month (`2026-03`, or a day in it) in the page's language: `March 2026`, `mars 2026`, `Machi 2026`
 * (the month a verified patient was treated; contracts' `formatMonth`).
 */
export const formatMonth = (value: string, locale: Locale): string => formatMonthIn(value, intlLocale(locale));

/** `400` → `400+` (doctor counts are shown as "at least"), with the language's digit grouping. */
export function formatAtLeast(count: number, locale: Locale): string {
  return `${count.toLocaleString(intlLocale(locale))}+`;
}

/** `4` of `['a','b','c','d','e']` → the first four and how many more there are. */
export function firstOf<T>(items: readonly T[], shown: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

/**
 * `2411724` → `2.3 MB` (`2,3 Mo` in French), with the `records` namespace's units (a medical record,
 * a shared one); whole bytes and kilobytes without digit grouping (`1023 KB`).
 */
export function formatFileSize(bytes: number, t: Translate, locale: Locale): string {
  const number = (value: number, decimals = 0) =>
    value.toLocaleString(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false });
  if (bytes < 1024) return t('records.size.bytes', { size: number(bytes) });
  if (bytes < 1024 * 1024) return t('records.size.kilobytes', { size: number(Math.max(1, Math.round(bytes / 1024))) });
  return t('records.size.megabytes', { size: number(bytes / (1024 * 1024), 1) });
}
