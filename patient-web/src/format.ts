/** Display formats shared by the pages, in the page's language (`Intl`, the same text on the server and in the browser). */
import { formatMinorAmount, type Locale } from '@medtour/contracts';
import type { Translate } from './i18n/messages';

/** `Intl` wants a region for English's US-style numbers; the other languages format as they are. */
const intlLocale = (locale: Locale): string => (locale === 'en' ? 'en-US' : locale);

const usdFormats = new Map<Locale, Intl.NumberFormat>();

/** `8000` → `$8,000` in English, `8 000 $US` in French, `US$ 8,000` in Swahili. */
export function formatUsd(amount: number, locale: Locale): string {
  let format = usdFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    usdFormats.set(locale, format);
  }
  return format.format(amount);
}

/** `$8,000 - $15,000`, `From $8,000`, `Up to $15,000` in the page's language, or null when neither bound is known. */
export function formatCostRange(t: Translate, locale: Locale, min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) {
    return min === max ? formatUsd(min, locale) : t('common.cost.range', { min: formatUsd(min, locale), max: formatUsd(max, locale) });
  }
  if (min !== null) return t('common.cost.from', { min: formatUsd(min, locale) });
  if (max !== null) return t('common.cost.upTo', { max: formatUsd(max, locale) });
  return null;
}

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
