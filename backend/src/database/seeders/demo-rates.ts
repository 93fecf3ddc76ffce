import type { RatedCurrency } from '@medtour/contracts';

/**
 * Demo exchange rates (units for one US dollar), approximate market rates of November 2026, for
 * every currency the header offers. Loaded dated the day of the first start, so a new demo shows
 * prices in every currency; staff replace them in the back office (Exchange Rates).
 */
export const DEMO_RATES: Readonly<Record<RatedCurrency, number>> = {
  MYR: 4.45,
  NGN: 1550,
  KES: 129.2,
  GHS: 12.15,
  ZAR: 17.85,
  EGP: 48.6,
  ETB: 154.5,
  UGX: 3650,
  TZS: 2450,
  MAD: 9.92,
  DZD: 133.4,
};

export const DEMO_RATES_SOURCE = 'Demo rate: approximate market rate, November 2026';
