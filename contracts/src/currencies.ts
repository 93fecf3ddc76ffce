/**
 * The currencies prices are shown in beside US dollars (issue 28). Display only: everything is
 * charged in USD; a rate is staff's, dated, and not used once older than Settings allow.
 */

/**
 * The currencies a rate is entered for: the destinations' MYR and the currencies of the patients this
 * product serves. Extendable: a code added here can be given a rate in the back office.
 */
export const RATED_CURRENCIES = ['MYR', 'NGN', 'KES', 'GHS', 'ZAR', 'EGP', 'ETB', 'UGX', 'TZS', 'MAD', 'DZD'] as const;
export type RatedCurrency = (typeof RATED_CURRENCIES)[number];

/** Every currency prices can be shown in: US dollars (what is charged), then the rated ones. */
export const CURRENCIES = ['USD', ...RATED_CURRENCIES] as const;
export type Currency = (typeof CURRENCIES)[number];

export const isCurrency = (code: unknown): code is Currency => (CURRENCIES as readonly unknown[]).includes(code);

/**
 * Digits after the decimal point of each currency's amounts, as people pay in it: ISO 4217's, except
 * the Tanzanian shilling, whose cents no one uses (like the Ugandan shilling's, which ISO has none of).
 */
export const CURRENCY_DIGITS: Readonly<Record<Currency, number>> = {
  USD: 2,
  MYR: 2,
  NGN: 2,
  KES: 2,
  GHS: 2,
  ZAR: 2,
  EGP: 2,
  ETB: 2,
  UGX: 0,
  TZS: 0,
  MAD: 2,
  DZD: 2,
};

export const CURRENCY_LIMITS = {
  /** A rate is units of the currency for one US dollar: more than 0, at most this. */
  maxRate: 1_000_000,
  /** Decimal places a rate is stored with. */
  rateDecimals: 6,
  maxSourceLength: 200,
  /** Settings: how old a rate may be before it is not used (days). */
  defaultMaxRateAgeDays: 7,
  maxRateAgeDays: 365,
  /** Settings: the rates URL's length. */
  maxRatesUrlLength: 500,
} as const;

/** The rate a page shows prices with, or why it shows USD only. */
export interface CurrencyRateView {
  currency: Currency;
  /** Units of the currency for one US dollar; null: none usable (none entered, or too old). */
  rate: number | null;
  /** The date of the rate (YYYY-MM-DD), when there is one. */
  asOf: string | null;
  /** There is a rate, older than Settings allow: USD only, and the page says so. */
  stale: boolean;
}

/** An exchange rate as the back office edits it. */
export interface ExchangeRateRecord {
  id: string;
  currency: RatedCurrency;
  rate: number;
  /** The date the rate is of (YYYY-MM-DD). */
  asOf: string;
  /** Where staff took it from. */
  source: string | null;
  createdAt: string;
  updatedAt: string;
}
