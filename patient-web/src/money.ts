import type { RatedCurrency } from '@medtour/contracts';
import { formatCostRange, formatPrice, type ShownCurrency } from './format';
import { useLocale, useT } from './i18n/messages';
import { useSiteData } from './site';

/** The currency the visitor chose, while it has a usable rate; null: US dollars only. */
export function useShownCurrency(): ShownCurrency | null {
  const { money } = useSiteData();
  return money?.rate ? { currency: money.currency as RatedCurrency, rate: money.rate } : null;
}

/** Prices as this page shows them: in US dollars, and in the visitor's currency beside them when chosen. */
export function useMoney() {
  const t = useT();
  const locale = useLocale();
  const shown = useShownCurrency();
  return {
    price: (usd: number) => formatPrice(t, locale, usd, shown),
    range: (min: number | null, max: number | null) => formatCostRange(t, locale, min, max, shown),
  };
}
