import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  budgetMaximum,
  type HospitalRecommendation,
  type HospitalRecommendationPage,
  type Locale,
  type MatchCriteria,
} from '@medtour/contracts';
import { AssessmentsService } from '../assessments/assessments.service.js';
import { Country } from '../catalogue/entities/country.entity.js';
import { Specialization } from '../catalogue/entities/specialization.entity.js';
import { Treatment } from '../catalogue/entities/treatment.entity.js';
import { countryName, nameIn } from '../catalogue/translations.js';
import { Hospital } from '../hospitals/entities/hospital.entity.js';
import type { HospitalTreatment } from '../hospitals/entities/hospital-treatment.entity.js';
import { publishedReviewCounts, type ReviewCounts } from '../hospitals/hospitals.service.js';
import type { HospitalRecommendationQueryDto } from './dto/recommendation-query.dto.js';
import { ConditionMapping } from './entities/condition-mapping.entity.js';

/** What a hospital is matched against: the latest assessment's reading, or the filters that replace it. */
export interface Criteria {
  condition: string | null;
  /** Ids of the specialties a hospital must have one of; null: any. */
  specializationIds: string[] | null;
  /** The specialty filter typed by the patient (matched by name), replacing the condition's. */
  specializationText?: string;
  /** Ids of the condition's treatments (the card's price, and a better fit). */
  treatmentIds: string[];
  /** Preferred destinations (country names); empty: anywhere. */
  destinations: string[];
  /** The country filter typed by the patient (matched by name), replacing the destinations. */
  countryText?: string;
  maxBudget: number | null;
  minRating?: number;
}

/** One hospital weighed against the criteria. */
export interface Fit {
  /** Higher fits better: offers one of the condition's treatments (2), each of its specialties the condition asks for (1). */
  score: number;
  inDestinations: boolean;
  withinBudget: boolean;
  /** The specialty named on the card: the one matched, else the most experienced. */
  specialty: Specialization | null;
  /** The hospital's offer of the condition's treatment, the cheapest (its price explains the fit). */
  treatment: HospitalTreatment | null;
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** How well `hospital` fits `criteria` (its relations loaded: country, specializations, treatments). */
export function fitOf(hospital: Hospital, criteria: Criteria): Fit {
  const specialties = hospital.specializations.getItems();
  const matchedSpecialties = criteria.specializationIds
    ? specialties.filter((s) => criteria.specializationIds!.includes(s.specialization.id))
    : [];
  const offers = hospital.treatments.getItems().filter((t) => t.treatment.isActive);
  const conditionOffers = offers
    .filter((t) => criteria.treatmentIds.includes(t.treatment.id))
    .sort((a, b) => (a.minCostUsd ?? Infinity) - (b.minCostUsd ?? Infinity));
  // The budget is met by a treatment of the condition when the hospital has one, else by any.
  const priced = conditionOffers.length ? conditionOffers : offers;
  const withinBudget = criteria.maxBudget === null || priced.some((t) => t.minCostUsd != null && t.minCostUsd <= criteria.maxBudget!);
  const first = conditionOffers[0];
  return {
    score: (first ? 2 : 0) + matchedSpecialties.length,
    inDestinations: !criteria.destinations.length || criteria.destinations.some((d) => sameName(d, hospital.country.name)),
    withinBudget,
    specialty: (matchedSpecialties[0] ?? specialties[0])?.specialization ?? null,
    treatment: first ?? null,
  };
}

/** Best fit first, then best rated, then by name: the one ranking of hospitals for a patient. */
export function rank<T extends { hospital: Hospital; fit: Fit }>(rows: T[]): T[] {
  return [...rows].sort(
    (a, b) =>
      b.fit.score - a.fit.score ||
      (b.hospital.rating ?? -1) - (a.hospital.rating ?? -1) ||
      a.hospital.name.localeCompare(b.hospital.name) ||
      a.hospital.id.localeCompare(b.hospital.id),
  );
}

/**
 * Matching a patient to hospitals, in one place (the recommendations screen now, the AI matching
 * later): the latest assessment's condition (through the staff-edited condition mapping), preferred
 * destinations and budget, each replaced by the patient's filter when one is given.
 */
@Injectable()
export class MatchingService {
  constructor(
    private readonly em: EntityManager,
    private readonly assessments: AssessmentsService,
  ) {}

  /** The criteria for `userId`: the latest assessment's, with the query's filters in their place. */
  async criteria(userId: string, query: HospitalRecommendationQueryDto): Promise<Criteria> {
    const assessment = await this.assessments.latest(userId);
    const mapping = assessment ? await this.em.findOne(ConditionMapping, { conditionCategory: assessment.conditionCategory }) : null;
    const specializationText = query.specialization?.trim() || undefined;
    const countryText = query.country?.trim() || undefined;
    return {
      condition: specializationText ? null : (assessment?.conditionCategory ?? null),
      specializationIds: specializationText || !mapping?.specializationIds.length ? null : mapping.specializationIds,
      specializationText,
      treatmentIds: mapping?.treatmentIds ?? [],
      destinations: countryText ? [] : (assessment?.preferredDestinations ?? []),
      countryText,
      maxBudget: query.maxBudget ?? budgetMaximum(assessment?.budgetRange),
      minRating: query.minRating || undefined,
    };
  }

  /**
   * Active hospitals with at least one specialty (spec §7) that fit the patient: of the condition's
   * specialties, within the budget, in the preferred destinations — or, when none there, elsewhere
   * (said so). None of the condition's specialties anywhere: no hospitals, `noMatch`, rather than
   * unrelated ones. Ranked by fit, then rating; paged.
   */
  async hospitals(userId: string, query: HospitalRecommendationQueryDto): Promise<HospitalRecommendationPage> {
    const criteria = await this.criteria(userId, query);
    // The filters are typed in the page's language: "Orthopédie", "Malaisie" find what "Orthopedics", "Malaysia" do.
    const [typedSpecialties, typedCountries] = await Promise.all([
      criteria.specializationText ? this.specialtiesNamed(criteria.specializationText, query.lang) : null,
      criteria.countryText ? this.countriesNamed(criteria.countryText, query.lang) : null,
    ]);
    const specialtyIds = typedSpecialties ?? criteria.specializationIds;
    const nothingTyped = typedSpecialties?.length === 0 || typedCountries?.length === 0;
    const candidates = nothingTyped
      ? []
      : await this.em.find(
          Hospital,
          {
            isActive: true,
            specializations: { $some: specialtyIds ? { specialization: { id: { $in: specialtyIds } } } : {} },
            ...(criteria.minRating ? { rating: { $gte: criteria.minRating } } : {}),
            ...(typedCountries ? { country: { id: { $in: typedCountries } } } : {}),
          },
          {
            populate: ['country', 'specializations.specialization', 'treatments.treatment'],
            // The card shows the most experienced specialisation when none is matched: the first one.
            populateOrderBy: { specializations: { experienceYears: 'desc nulls last', specialization: { name: 'asc' } } },
          },
        );
    // A card names the specialty the patient typed, as it names the condition's.
    const weighing = typedSpecialties ? { ...criteria, specializationIds: typedSpecialties } : criteria;
    const weighed = candidates.map((hospital) => ({ hospital, fit: fitOf(hospital, weighing) })).filter((row) => row.fit.withinBudget);
    const inDestinations = weighed.filter((row) => row.fit.inDestinations);
    const destinationsWidened = inDestinations.length === 0 && weighed.length > 0 && criteria.destinations.length > 0;
    const ranked = rank(destinationsWidened ? weighed : inDestinations);
    const page = ranked.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
    const reviews = await publishedReviewCounts(
      this.em,
      page.map((row) => row.hospital.id),
    );
    return {
      items: page.map(({ hospital, fit }) => toRecommendation(hospital, fit, reviews.get(hospital.id), query.lang)),
      total: ranked.length,
      page: query.page,
      pageSize: query.pageSize,
      maxBudget: criteria.maxBudget,
      match: {
        ...(await this.describe(criteria, query.lang)),
        // The condition's specialties exist at no partner hospital at all (whatever the budget or place).
        noMatch: criteria.specializationIds !== null && candidates.length === 0 && !criteria.minRating && !criteria.countryText,
        destinationsWidened,
      },
    };
  }

  /** Ids of the specialties whose English or `locale` name contains `typed`. */
  private async specialtiesNamed(typed: string, locale: Locale): Promise<string[]> {
    const specialties = await this.em.find(Specialization, {});
    return specialties.filter((s) => mentions([s.name, nameIn(s, locale)], typed)).map((s) => s.id);
  }

  /** Ids of the countries whose English or `locale` name contains `typed`. */
  private async countriesNamed(typed: string, locale: Locale): Promise<string[]> {
    const countries = await this.em.find(Country, {});
    return countries.filter((c) => mentions([c.name, countryName(c.code, c.name, locale)], typed)).map((c) => c.id);
  }

  /** The criteria as the screen states them: names in the page's language, not ids. */
  private async describe(criteria: Criteria, locale: Locale): Promise<Omit<MatchCriteria, 'noMatch' | 'destinationsWidened'>> {
    const [specialties, treatments, destinations] = await Promise.all([
      criteria.specializationIds ? this.em.find(Specialization, { id: { $in: criteria.specializationIds } }) : [],
      criteria.treatmentIds.length ? this.em.find(Treatment, { id: { $in: criteria.treatmentIds } }) : [],
      criteria.destinations.length ? this.em.find(Country, { name: { $in: criteria.destinations } }) : [],
    ]);
    const namesIn = (records: { name: string; translations: Specialization['translations'] }[]) =>
      records.map((r) => nameIn(r, locale)).sort((a, b) => a.localeCompare(b, locale));
    const destinationName = (name: string) => {
      const country = destinations.find((c) => c.name === name);
      return country ? countryName(country.code, country.name, locale) : name;
    };
    return {
      condition: criteria.condition,
      specialties: criteria.specializationText ? [criteria.specializationText] : namesIn(specialties),
      treatments: namesIn(treatments),
      destinations: criteria.countryText ? [criteria.countryText] : criteria.destinations.map(destinationName),
      maxBudget: criteria.maxBudget,
    };
  }
}

/** Folded for a match that ignores case and accents. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Whether one of `names` contains what the patient typed. */
const mentions = (names: string[], typed: string) => names.some((name) => fold(name).includes(fold(typed)));

/**
 * A hospital card in `locale`: the first accreditation, the matched (or most experienced) specialty, the
 * price of the condition's treatment there (else of all its treatments), and that treatment as why it fits.
 */
function toRecommendation(h: Hospital, fit: Fit, reviews: ReviewCounts | undefined, locale: Locale): HospitalRecommendation {
  const priced = fit.treatment ? [fit.treatment] : h.treatments.getItems();
  const minCosts = priced.flatMap((t) => (t.minCostUsd == null ? [] : [t.minCostUsd]));
  const maxCosts = priced.flatMap((t) => (t.maxCostUsd == null ? [] : [t.maxCostUsd]));
  return {
    id: h.id,
    slug: h.slug,
    name: h.name,
    city: h.city,
    country: countryName(h.country.code, h.country.name, locale),
    rating: h.rating ?? null,
    patientStoriesCount: h.patientStoriesCount,
    reviewsCount: reviews?.reviews ?? 0,
    successStoriesCount: reviews?.stories ?? 0,
    successRatePercentage: h.successRatePercentage ?? null,
    accreditation: h.accreditations[0] ?? null,
    specialization: fit.specialty ? nameIn(fit.specialty, locale) : null,
    minCostUsd: minCosts.length ? Math.min(...minCosts) : 0,
    maxCostUsd: maxCosts.length ? Math.max(...maxCosts) : 0,
    isDemo: h.isDemo,
    fitTreatment: fit.treatment
      ? {
          name: nameIn(fit.treatment.treatment, locale),
          minCostUsd: fit.treatment.minCostUsd ?? null,
          maxCostUsd: fit.treatment.maxCostUsd ?? null,
        }
      : null,
  };
}
