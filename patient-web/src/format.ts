/**
 * Display formats of the catalogue's cards, in the page's language (`Intl`, the same text on the
 * server and in the browser). What the landing page does not show (days, counts)
 * is in `format-more.ts`: this module ships with every page's first script.
 */
import { formatApproximate, formatUsd, type Locale, type RatedCurrency } from '@medtour/contracts';
import type { Translate } from './i18n/messages';

/** A currency prices are shown in beside US dollars, with its rate (units for one US dollar). */
export interface ShownCurrency {
  currency: RatedCurrency;
  rate: number;
}

/** `Intl` wants a region for English's US-style numbers; the other languages format as they are. */
export const intlLocale = (locale: Locale): string => (locale === 'en' ? 'en-US' : locale);

/**
 * `$8,000 - $15,000`, `From $8,000`, `Up to $15,000` in the page's language, or null when neither bound
 * is known. With a currency chosen, it comes first, in whole units at its rate, and the dollars (what
 * is charged) beside it: `≈ ₦12,400,000 - ₦23,250,000 (US$8,000 - US$15,000)`, `From ≈ ₦12,400,000
 * (US$8,000)`; English then writes `US$` (its `$` alone could be any dollar there).
 */
export function formatCostRange(
  t: Translate,
  locale: Locale,
  min: number | null,
  max: number | null,
  shown: ShownCurrency | null,
): string | null {
  const tag = intlLocale(locale);
  const usd = (amount: number) => formatUsd(amount, shown && locale === 'en' ? 'en-GB' : tag);
  const local = (amount: number) => formatApproximate(amount * shown!.rate, shown!.currency, tag);
  const inLocal = (localText: string, usdText: string) => (shown ? t('common.cost.inLocal', { local: localText, usd: usdText }) : usdText);
  if (min !== null && max !== null) {
    const both = (format: (amount: number) => string) =>
      min === max ? format(min) : t('common.cost.range', { min: format(min), max: format(max) });
    return inLocal(shown ? both(local) : '', both(usd));
  }
  const price = (amount: number) => inLocal(shown ? local(amount) : '', usd(amount));
  if (min !== null) return t('common.cost.from', { min: price(min) });
  if (max !== null) return t('common.cost.upTo', { max: price(max) });
  return null;
}

/** One price, as `formatCostRange` says it: `$8,000`, or `≈ ₦12,400,000 (US$8,000)`. */
export const formatPrice = (t: Translate, locale: Locale, usd: number, shown: ShownCurrency | null): string =>
  formatCostRange(t, locale, usd, usd, shown)!;

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
