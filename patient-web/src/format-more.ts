/** Display formats of the pages beyond the landing page's cards, in the page's language (see `format.ts`). */
import { formatMinorAmount, type Locale } from '@medtour/contracts';
import { intlLocale } from './format';
import type { Translate } from './i18n/messages';

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A day as the English pages say it (`Jul 02, 2026`, like contracts' `formatDate`), in the page's
 * language (`02 juil. 2026`): its day in UTC, so the server and any browser write the same text. A
 * value that is no date is shown as it is.
 */
export function formatDay(value: string, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(date);
}

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A month (`2026-03`, or a day in it) in the page's language: `March 2026`, `mars 2026`, `Machi 2026`
 * (the month a verified patient was treated). A value that is no month is shown as it is.
 */
export function formatMonth(value: string, locale: Locale): string {
  const date = new Date(`${value.slice(0, 7)}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(date);
}

/** `400` → `400+` (doctor counts are shown as "at least"), with the language's digit grouping. */
export function formatAtLeast(count: number, locale: Locale): string {
  return `${count.toLocaleString(intlLocale(locale))}+`;
}

/** `4` of `['a','b','c','d','e']` → the first four and how many more there are. */
export function firstOf<T>(items: readonly T[], shown: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

/** Cents and the like in the page's language: `125050` → `$1,250.50` (whole amounts without decimals). */
export const formatMinorUsd = (amountMinor: number, locale: Locale): string => formatMinorAmount(amountMinor, 'usd', intlLocale(locale));

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
