import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  budgetMaximum,
  CONDITION_CATEGORIES,
  type HospitalRecommendation,
  type HospitalRecommendationPage,
  type Locale,
  type MatchCriteria,
  parseBudget,
} from '@medtour/contracts';
import { pageOffset } from '../../common/paging.js';
import { AssessmentsService } from '../assessments/index.js';
import { read, AssistantCatalogue } from '../understanding/index.js';
import { Country, Specialization, Treatment, countryName, nameIn, Hospital, type HospitalTreatment } from '../catalogue/index.js';
import { CurrenciesService, type UsdBudget } from '../currencies/index.js';
import { publishedReviewCounts, type ReviewCounts } from '../hospitals/index.js';
import type { HospitalRecommendationQueryDto } from './dto/recommendation-query.dto.js';
import { ConditionMapping } from './entities/condition-mapping.entity.js';
import { rankFittingHospitals } from './hospital-ranking.js';
import { type HospitalFit, hospitalFit, type Need } from './relevance.js';

/** What a hospital is matched against: the latest assessment's reading, or the filters that replace it. */
export interface Criteria extends Need {
  condition: string | null;
  /** The specialty filter typed by the patient (matched by name), replacing the condition. */
  specializationText?: string;
  /** Preferred destinations as the assessment lists them (country names, any language); empty: anywhere. */
  destinations: string[];
  /** The country filter typed by the patient (matched by name), replacing the destinations. */
  countryText?: string;
  minRating?: number;
}

/** A hospital's offer of an active treatment, with the row its card is priced and named from. */
export interface HospitalOffer {
  treatmentId: string;
  minCostUsd: number | null;
  row: HospitalTreatment;
}

/** A hospital as the relevance model weighs it: its specialties' ids and its offers of active treatments. */
export const hospitalFacts = (hospital: Hospital) => ({
  specialtyIds: hospital.specializations.getItems().map((s) => s.specialization.id),
  offers: hospital.treatments
    .getItems()
    .filter((t) => t.treatment.isActive)
    .map((row): HospitalOffer => ({ treatmentId: row.treatment.id, minCostUsd: row.minCostUsd ?? null, row })),
});

/**
 * Matching a patient to hospitals (the recommendations screen and premium matching), through the one relevance
 * model (relevance.ts): the latest assessment's condition through the staff-edited condition mapping — a hospital
 * must offer one of the condition's mapped treatments within the budget — in the preferred destinations, each
 * replaced by the patient's filter when one is given.
 */
@Injectable()
export class MatchingService {
  constructor(
    private readonly em: EntityManager,
    private readonly assessments: AssessmentsService,
    private readonly currencies: CurrenciesService,
    private readonly catalogue: AssistantCatalogue,
  ) {}

  /**
   * The criteria for `userId`: the latest assessment's, with the query's filters in their place. What the patient wrote
   * (symptoms, goals) is read like a chat message: the treatments it names are the ones their cards show ("my hip" among
   * the orthopaedic treatments), and with the category 'Other' they are what is matched — not every hospital.
   */
  async criteria(userId: string, query: HospitalRecommendationQueryDto): Promise<Criteria> {
    const assessment = await this.assessments.latest(userId);
    const mapping = assessment ? await this.em.findOne(ConditionMapping, { conditionCategory: assessment.conditionCategory }) : null;
    const specializationText = query.specialization?.trim() || undefined;
    const countryText = query.country?.trim() || undefined;
    const { reader } = await this.catalogue.current();
    const written = assessment ? [assessment.symptoms, assessment.treatmentGoals ?? ''].join('\n') : '';
    const named = [
      ...new Set(
        reader
          .treatmentsIn(written, query.lang)
          .flatMap((m) => (m.via === 'name' || m.via === 'lay' || (m.via === 'condition' && m.ids.length === 1) ? m.ids : [])),
      ),
    ];
    const mapped = mapping?.treatmentIds ?? [];
    const unmapped = !mapped.length && !mapping?.specializationIds.length;
    return {
      condition: specializationText ? null : (assessment?.conditionCategory ?? null),
      // A typed specialty replaces the condition: its specialties and its treatments.
      specializationIds: specializationText || !mapping?.specializationIds.length ? null : mapping.specializationIds,
      treatmentIds: specializationText ? [] : unmapped ? named : mapped,
      preferredTreatmentIds: named,
      specializationText,
      destinations: countryText ? [] : (assessment?.preferredDestinations ?? []),
      countryText,
      maxBudget: query.maxBudget ?? budgetMaximum(assessment?.budgetRange),
      minRating: query.minRating || undefined,
    };
  }

  /**
   * Active hospitals with at least one specialty (spec §7) that fit the patient: offering one of the condition's
   * mapped treatments within the budget (or, when the mapping names none, having one of its specialties), in the
   * preferred destinations — or, when none there does, wherever one does (said so). None anywhere offering the
   * condition's treatments: no hospitals and `noMatch`, rather than unrelated ones. Ranked by fit, then rating; paged.
   */
  async hospitals(userId: string, query: HospitalRecommendationQueryDto): Promise<HospitalRecommendationPage> {
    const criteria = await this.criteria(userId, query);
    // The filters are typed in the page's language: "Orthopédie", "Malaisie" find what "Orthopedics", "Malaysia" do.
    const [typedSpecialties, typedCountries, countries, mappings] = await Promise.all([
      criteria.specializationText ? this.specialtiesNamed(criteria.specializationText, query.lang) : null,
      criteria.countryText ? this.countriesNamed(criteria.countryText) : null,
      this.em.find(Country, {}),
      this.em.find(ConditionMapping, { conditionCategory: { $in: [...CONDITION_CATEGORIES] } }),
    ]);
    const need: Need = { ...criteria, specializationIds: typedSpecialties ?? criteria.specializationIds };
    // The preferred destinations as the assessment names them ("Korea", « Malaisie »), as countries.
    const placesNamed = await this.placeReader(countries);
    const ranked = await rankFittingHospitals(
      this.em,
      need,
      {
        minRating: criteria.minRating,
        countryIds: typedCountries,
        destinationIds: [...new Set(criteria.destinations.flatMap(placesNamed).map((c) => c.id))],
      },
      { offset: pageOffset(query), limit: query.pageSize },
    );
    // Only the page's hospitals are loaded, to make their cards.
    const [hospitals, reviews] = await Promise.all([
      ranked.ids.length
        ? this.em.find(
            Hospital,
            { id: { $in: ranked.ids } },
            {
              populate: ['country', 'specializations.specialization', 'treatments.treatment'],
              // The card shows the most experienced specialisation when none is matched: the first one.
              populateOrderBy: { specializations: { experienceYears: 'desc nulls last', specialization: { name: 'asc' } } },
            },
          )
        : [],
      publishedReviewCounts(this.em, ranked.ids),
    ]);
    const byId = new Map(hospitals.map((hospital) => [hospital.id, hospital]));
    const page = ranked.ids.map((id) => {
      const hospital = byId.get(id)!;
      return { hospital, fit: hospitalFit(hospitalFacts(hospital), need) };
    });
    const fromCondition = !typedSpecialties && (need.treatmentIds.length > 0 || need.specializationIds !== null);
    return {
      items: page.map(({ hospital, fit }) =>
        toRecommendation(hospital, fit, specialtiesTreating(mappings), reviews.get(hospital.id), query.lang),
      ),
      total: ranked.total,
      page: query.page,
      pageSize: query.pageSize,
      maxBudget: criteria.maxBudget,
      match: {
        ...(await this.describe({ ...criteria, specializationIds: need.specializationIds }, countries, query.lang)),
        // No partner hospital offers the condition's treatments (or has its specialties) at all, whatever the budget or place.
        noMatch: fromCondition && ranked.candidates === 0 && !criteria.minRating && !criteria.countryText,
        destinationsWidened: ranked.destinationsWidened,
      },
    };
  }

  /** The countries one typed place names ("Korea", « Malaisie », "Seoul"), through the assistant's reader of places. */
  private async placeReader(countries: Country[]): Promise<(typed: string) => Country[]> {
    const { reader } = await this.catalogue.current();
    return (typed) => {
      const codes = new Set(reader.places.read(read(typed)).map((p) => p.code));
      return countries.filter((c) => codes.has(c.code));
    };
  }

  /** A budget as typed ("$20k", "RM 30,000", "KES 500k"), in US dollars at staff's current exchange rate (`CurrenciesService.usdBudget`). */
  budgetInUsd(text: string | null | undefined, home?: () => Promise<string | null>): Promise<UsdBudget> {
    return this.currencies.usdBudget(parseBudget(text), home);
  }

  /** Ids of the specialties whose English or `locale` name contains `typed`. */
  private async specialtiesNamed(typed: string, locale: Locale): Promise<string[]> {
    const specialties = await this.em.find(Specialization, {});
    return specialties.filter((s) => mentions([s.name, nameIn(s, locale)], typed)).map((s) => s.id);
  }

  /** Ids of the countries whose name in any of the site's languages contains `typed` ("thai", « Malaisie »), or that it names ("Korea"). */
  private async countriesNamed(typed: string): Promise<string[]> {
    const countries = await this.em.find(Country, {});
    const named = new Set((await this.placeReader(countries))(typed));
    return countries
      .filter((c) => named.has(c) || mentions([c.name, ...(['fr', 'ar', 'sw'] as const).map((l) => countryName(c.code, c.name, l))], typed))
      .map((c) => c.id);
  }

  /** The criteria as the screen states them: names in the page's language, not ids. */
  private async describe(
    criteria: Criteria,
    countries: Country[],
    locale: Locale,
  ): Promise<Omit<MatchCriteria, 'noMatch' | 'destinationsWidened'>> {
    const [specialties, treatments] = await Promise.all([
      criteria.specializationIds ? this.em.find(Specialization, { id: { $in: criteria.specializationIds } }) : [],
      criteria.treatmentIds.length ? this.em.find(Treatment, { id: { $in: criteria.treatmentIds } }) : [],
    ]);
    const namesIn = (records: { name: string; translations: Specialization['translations'] }[]) =>
      records.map((r) => nameIn(r, locale)).sort((a, b) => a.localeCompare(b, locale));
    const placesNamed = await this.placeReader(countries);
    const destinationName = (typed: string) => {
      const [country] = placesNamed(typed);
      return country ? countryName(country.code, country.name, locale) : typed;
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

/** For each treatment, the specialties the condition mapping treats it with (spinal fusion: orthopaedics and neurosurgery). */
function specialtiesTreating(mappings: ConditionMapping[]): (treatmentId: string) => string[] {
  return (treatmentId) => mappings.filter((m) => m.treatmentIds.includes(treatmentId)).flatMap((m) => m.specializationIds);
}

/**
 * A hospital card in `locale`: the first accreditation, the specialty asked for (else the one its fitting treatment
 * is given under, else its most experienced: never "Cardiology" on a spinal fusion's card), and the price
 * of the treatment that fits (the condition's, within the budget) — of all its treatments only when no condition
 * names one — with that treatment as why it fits.
 */
function toRecommendation(
  h: Hospital,
  fit: HospitalFit<HospitalOffer>,
  treatedBy: (treatmentId: string) => string[],
  reviews: ReviewCounts | undefined,
  locale: Locale,
): HospitalRecommendation {
  const fitting = fit.offer?.row;
  const priced = fitting ? [fitting] : h.treatments.getItems();
  const minCosts = priced.flatMap((t) => (t.minCostUsd == null ? [] : [t.minCostUsd]));
  const maxCosts = priced.flatMap((t) => (t.maxCostUsd == null ? [] : [t.maxCostUsd]));
  const specialties = h.specializations.getItems();
  const treating = fitting ? treatedBy(fitting.treatment.id) : [];
  const specialty =
    specialties.find((s) => s.specialization.id === fit.specialties[0]) ??
    specialties.find((s) => treating.includes(s.specialization.id)) ??
    specialties[0];
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
    specialization: specialty ? nameIn(specialty.specialization, locale) : null,
    minCostUsd: minCosts.length ? Math.min(...minCosts) : 0,
    maxCostUsd: maxCosts.length ? Math.max(...maxCosts) : 0,
    isDemo: h.isDemo,
    fitTreatment: fitting
      ? {
          name: nameIn(fitting.treatment, locale),
          minCostUsd: fitting.minCostUsd ?? null,
          maxCostUsd: fitting.maxCostUsd ?? null,
        }
      : null,
  };
}
