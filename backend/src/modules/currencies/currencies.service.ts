import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type BudgetAmount,
  type Currency,
  type CurrencyRateView,
  daysBetween,
  isCurrency,
  SHARED_CURRENCIES,
  sharedCurrencyOf,
  utcDay,
} from '@medtour/contracts';
import { AppConfig } from '../../config/app-config.js';
import { readSiteSettings } from '../settings/index.js';
import { ExchangeRate } from './entities/exchange-rate.entity.js';

/** Whole days from `asOf` (YYYY-MM-DD) to `now`'s UTC day. */
const ageInDays = (asOf: string, now: Date) => daysBetween(asOf, utcDay(now));

/** Reads the rate a currency's prices are shown with now (see `rateReader`). */
export type RateReader = (currency: Currency, now?: Date) => Promise<CurrencyRateView>;

/**
 * The rate of a currency as pages show prices with it: its newest, unless older than Settings allow
 * (then none, said stale). A function of the entity manager, for the places that read rates without
 * the service (a job's own transaction, the payment views).
 */
export function rateReader(em: EntityManager, config: AppConfig): RateReader {
  return async (currency, now = new Date()) => {
    if (currency === 'USD') return { currency, rate: 1, asOf: null, stale: false };
    const [newest] = await em.find(ExchangeRate, { currency }, { orderBy: { asOf: 'desc' }, limit: 1 });
    if (!newest) return { currency, rate: null, asOf: null, stale: false };
    const { maxRateAgeDays } = await readSiteSettings(em, config);
    const stale = ageInDays(newest.asOf, now) > maxRateAgeDays;
    return { currency, rate: stale ? null : newest.rate, asOf: newest.asOf, stale };
  };
}

/** A budget as written, read in US dollars with staff's exchange rates. */
export interface UsdBudget {
  /** In US dollars; null: no maximum (none given, or one that could not be converted). */
  maxBudget: number | null;
  /** The amount and currency as the patient wrote them; null when no maximum was written. */
  written: BudgetAmount | null;
  /** The written currency has no usable rate (none entered, too old, or not one the site rates): not applied. */
  unconverted: boolean;
}

/**
 * Exchange rates: staff enter each currency's rate with its date; the pages show prices in a
 * currency with its newest rate while that is no older than Settings allow (USD only otherwise).
 */
@Injectable()
export class CurrenciesService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /**
   * A budget as written ("RM 30,000", "₦5,000,000") in US dollars at staff's current exchange rate, the one rule of the
   * chat and of matching. Shillings, dinars, dirhams or riyals without a country are the patient's (`home`: where they live).
   * A currency without a usable rate is not guessed at: no maximum, and `unconverted` says why.
   */
  async usdBudget(written: BudgetAmount | null, home?: () => Promise<string | null>): Promise<UsdBudget> {
    if (!written) return { maxBudget: null, written: null, unconverted: false };
    if (SHARED_CURRENCIES[written.currency])
      written = { ...written, currency: sharedCurrencyOf(written.currency, home ? await home() : null) };
    if (written.currency === 'USD') return { maxBudget: written.amount, written, unconverted: false };
    const rate = isCurrency(written.currency) ? (await this.rateFor(written.currency)).rate : null;
    if (!rate) return { maxBudget: null, written, unconverted: true };
    return { maxBudget: Math.round(written.amount / rate), written, unconverted: false };
  }

  /** The rate `currency`'s prices are shown with now: its newest, unless too old (then none, said stale). */
  async rateFor(currency: Currency, now = new Date()): Promise<CurrencyRateView> {
    return rateReader(this.em, this.config)(currency, now);
  }
}
