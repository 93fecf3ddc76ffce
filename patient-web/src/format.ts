/**
 * Display formats of the catalogue's cards, in the page's language (`Intl`, the same text on the
 * server and in the browser). What the landing page does not show (days, counts, amounts in cents)
 * is in `format-more.ts`: this module ships with every page's first script.
 */
import type { Locale } from '@medtour/contracts';
import type { Translate } from './i18n/messages';

/** `Intl` wants a region for English's US-style numbers; the other languages format as they are. */
export const intlLocale = (locale: Locale): string => (locale === 'en' ? 'en-US' : locale);

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
