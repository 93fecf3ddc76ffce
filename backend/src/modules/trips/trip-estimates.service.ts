import { BadRequestException, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  API_MESSAGES,
  convertUsd,
  type Currency,
  DEFAULT_TRIP_NIGHTS,
  type HomeCountryCode,
  type Locale,
  type NightRange,
  TRIP_TREATMENT_SOURCES,
  type TripEstimate,
  type TripEstimateLine,
  type TripMissingKind,
  travelMonthProblem,
} from '@medtour/contracts';
import { countryName, nameIn, type Treatment, type HospitalTreatment } from '../catalogue/index.js';
import { CurrenciesService } from '../currencies/index.js';
import { findOffer } from '../hospitals/index.js';
import { AccommodationRate } from './entities/accommodation-rate.entity.js';
import { TravelFare } from './entities/travel-fare.entity.js';
import { VisaCost } from './entities/visa-cost.entity.js';

/** What an estimate is asked for beside the offer. */
export interface TripEstimateRequestInput {
  homeCountry: HomeCountryCode;
  companions?: number;
  travelMonth?: string | null;
  currency?: Currency | null;
  lang?: Locale;
}

export interface TripEstimateInput extends TripEstimateRequestInput {
  hospitalId: string;
  treatmentId: string;
}

/** A staff figure's date and source, as a line carries them. */
const dated = (row: { asOf: string; source?: string | null }) => ({ asOf: row.asOf, source: row.source ?? null });

/** A range given by one bound or both, as both (null: neither). */
function rangeOf(min: number | null | undefined, max: number | null | undefined): { min: number; max: number } | null {
  const low = min ?? max;
  const high = max ?? min;
  return low == null || high == null ? null : { min: low, max: Math.max(low, high) };
}

/** The trip estimate's text in `locale`: what a stored snapshot (English) says of the treatment and the destination. */
export function tripEstimateIn(estimate: TripEstimate, treatment: Treatment | null | undefined, locale: Locale): TripEstimate {
  if (locale === 'en') return estimate;
  return {
    ...estimate,
    treatment: treatment?.id === estimate.treatment.id ? { ...estimate.treatment, name: nameIn(treatment, locale) } : estimate.treatment,
    destination: { ...estimate.destination, name: countryName(estimate.destination.code, estimate.destination.name, locale) },
  };
}

/**
 * An all-in trip estimate: the treatment at the hospital's price, the nights at the destination at
 * its accommodation rate, the return fare from the home country and the visa — each per person, for
 * the patient and again for each companion. A figure staff have not entered for these countries
 * leaves its part out and says so (`missing`); the total is the sum of what is known.
 */
@Injectable()
export class TripEstimatesService {
  constructor(
    private readonly em: EntityManager,
    private readonly currencies: CurrenciesService,
  ) {}

  /** The estimate, or 400 with field errors (an unknown hospital, a treatment it does not offer, a travel month out of range). */
  async estimate(input: TripEstimateInput, now = new Date()): Promise<TripEstimate> {
    const { offer, errors } = await findOffer(this.em, input.hospitalId, input.treatmentId);
    const monthProblem = input.travelMonth ? travelMonthProblem(input.travelMonth, now) : undefined;
    if (!offer || monthProblem)
      throw new BadRequestException({
        message: API_MESSAGES.validationFailed,
        errors: { ...errors, ...(monthProblem && { travelMonth: monthProblem }) },
      });
    return this.forOffer(offer, input, now);
  }

  /** The estimate for an offer already checked (`findOffer`: its hospital with its country, and its treatment). */
  async forOffer(offer: HospitalTreatment, input: TripEstimateRequestInput, now = new Date()): Promise<TripEstimate> {
    const { hospital, treatment } = offer;
    const destination = hospital.country.code;
    const companions = input.companions ?? 0;
    const lang = input.lang ?? 'en';
    const fare = await this.em.findOne(TravelFare, { homeCountry: input.homeCountry, destination });
    const visa = await this.em.findOne(VisaCost, { nationality: input.homeCountry, destination });
    const rate = await this.em.findOne(AccommodationRate, { destination });
    // The nights the treatment keeps the patient at the destination (in hospital, then recovering near
    // it): its duration in days; one bound only counts for both, none a week or two (DEFAULT_TRIP_NIGHTS).
    const nights: NightRange = rangeOf(treatment.minDurationDays, treatment.maxDurationDays) ?? { ...DEFAULT_TRIP_NIGHTS };
    const lines: TripEstimateLine[] = [];
    const missing: TripMissingKind[] = [];

    const hospitalPrice = rangeOf(offer.minCostUsd, offer.maxCostUsd);
    const price = hospitalPrice ?? rangeOf(treatment.minCostUsd, treatment.maxCostUsd);
    if (price) {
      const source = hospitalPrice ? TRIP_TREATMENT_SOURCES.hospital : TRIP_TREATMENT_SOURCES.catalogue;
      lines.push({ kind: 'treatment', people: 1, minUsd: price.min, maxUsd: price.max, asOf: null, source });
    } else missing.push('treatment');
    // Each part per person: the patient's, then each companion's (who stays the same nights).
    const stay = rate && { nights, minUsd: nights.min * rate.nightMinUsd, maxUsd: nights.max * rate.nightMaxUsd, ...dated(rate) };
    const flights = fare && { minUsd: fare.minUsd, maxUsd: fare.maxUsd, ...dated(fare) };
    const visaCost = visa && { minUsd: visa.costUsd, maxUsd: visa.costUsd, ...dated(visa), note: visa.note ?? null };
    const parts = [
      ['stay', stay, 1],
      ['flights', flights, 1],
      ['visa', visaCost, 1],
      ['companionFlights', flights, companions],
      ['companionStay', stay, companions],
      ['companionVisa', visaCost, companions],
    ] as const;
    for (const [kind, part, people] of parts) {
      if (part && people > 0) lines.push({ kind, people, ...part, minUsd: part.minUsd * people, maxUsd: part.maxUsd * people });
    }
    if (!rate) missing.push('stay');
    if (!fare) missing.push('flights');
    if (!visa) missing.push('visa');

    const totalUsd = {
      min: lines.reduce((sum, line) => sum + line.minUsd, 0),
      max: lines.reduce((sum, line) => sum + line.maxUsd, 0),
    };
    const { local, localStale } = await this.inLocalCurrency(totalUsd, input.currency, now);
    const dates = [fare, visa, rate].flatMap((row) => (row ? [row.asOf] : [])).sort();
    return {
      hospital: { id: hospital.id, slug: hospital.slug, name: hospital.name },
      treatment: { id: treatment.id, slug: treatment.slug, name: nameIn(treatment, lang) },
      destination: { code: destination, name: countryName(destination, hospital.country.name, lang) },
      homeCountry: input.homeCountry,
      companions,
      travelMonth: input.travelMonth ?? null,
      nights,
      lines,
      missing,
      totalUsd,
      local,
      localStale,
      figuresAsOf: dates[0] ?? null,
      computedAt: now.toISOString(),
    };
  }

  /** The total in `currency` at its current rate (rounded to its digits); none for USD, none asked, or no usable rate. */
  private async inLocalCurrency(
    totalUsd: { min: number; max: number },
    currency: Currency | null | undefined,
    now: Date,
  ): Promise<Pick<TripEstimate, 'local' | 'localStale'>> {
    if (!currency || currency === 'USD') return { local: null, localStale: false };
    const view = await this.currencies.rateFor(currency, now);
    if (view.rate === null) return { local: null, localStale: view.stale };
    return {
      local: {
        currency,
        rate: view.rate,
        asOf: view.asOf,
        min: convertUsd(totalUsd.min, view.rate, currency),
        max: convertUsd(totalUsd.max, view.rate, currency),
      },
      localStale: false,
    };
  }
}
