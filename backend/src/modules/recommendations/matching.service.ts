import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  budgetMaximum,
  formatCostRange,
  type HospitalRecommendation,
  type HospitalRecommendationPage,
  type MatchCriteria,
} from '@medtour/contracts';
import { likePattern } from '../../common/simple-rest.js';
import { AssessmentsService } from '../assessments/assessments.service.js';
import { Specialization } from '../catalogue/entities/specialization.entity.js';
import { Treatment } from '../catalogue/entities/treatment.entity.js';
import { Hospital } from '../hospitals/entities/hospital.entity.js';
import { publishedReviewCounts, type ReviewCounts } from '../hospitals/hospitals.service.js';
import type { HospitalRecommendationQueryDto } from './dto/recommendation-query.dto.js';
import { ConditionMapping } from './entities/condition-mapping.entity.js';

/** Spec §9 fallbacks for a hospital card. */
const FALLBACK_SPECIALIZATION = 'General Medicine';
const FALLBACK_ACCREDITATION = 'Certified';

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
  specialty: string | null;
  /** The condition's treatment at that hospital, cheapest first (its price explains the fit). */
  treatment: { name: string; minCostUsd: number | null; maxCostUsd: number | null } | null;
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
    specialty: (matchedSpecialties[0] ?? specialties[0])?.specialization.name ?? null,
    treatment: first ? { name: first.treatment.name, minCostUsd: first.minCostUsd ?? null, maxCostUsd: first.maxCostUsd ?? null } : null,
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

/** The card's one line on why a hospital fits: specialty, country, the condition's treatment and its price there. */
export function fitLine(hospital: Hospital, fit: Fit): string {
  const price = fit.treatment ? formatCostRange(fit.treatment.minCostUsd, fit.treatment.maxCostUsd) : null;
  const treatment = fit.treatment ? [fit.treatment.name, price].filter(Boolean).join(' ') : null;
  return [fit.specialty ?? FALLBACK_SPECIALIZATION, hospital.country.name, treatment].filter(Boolean).join(' · ');
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
    const specialtyWhere = criteria.specializationIds
      ? { specialization: { id: { $in: criteria.specializationIds } } }
      : criteria.specializationText
        ? { specialization: { name: { $ilike: likePattern(criteria.specializationText) } } }
        : {};
    const candidates = await this.em.find(
      Hospital,
      {
        isActive: true,
        specializations: { $some: specialtyWhere },
        ...(criteria.minRating ? { rating: { $gte: criteria.minRating } } : {}),
        ...(criteria.countryText ? { country: { name: { $ilike: likePattern(criteria.countryText) } } } : {}),
      },
      {
        populate: ['country', 'specializations.specialization', 'treatments.treatment'],
        // The card shows the most experienced specialisation when none is matched: the first one.
        populateOrderBy: { specializations: { experienceYears: 'desc nulls last', specialization: { name: 'asc' } } },
      },
    );
    const weighed = candidates.map((hospital) => ({ hospital, fit: fitOf(hospital, criteria) })).filter((row) => row.fit.withinBudget);
    const inDestinations = weighed.filter((row) => row.fit.inDestinations);
    const destinationsWidened = inDestinations.length === 0 && weighed.length > 0 && criteria.destinations.length > 0;
    const ranked = rank(destinationsWidened ? weighed : inDestinations);
    const page = ranked.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
    const reviews = await publishedReviewCounts(
      this.em,
      page.map((row) => row.hospital.id),
    );
    return {
      items: page.map(({ hospital, fit }) => toRecommendation(hospital, fit, reviews.get(hospital.id))),
      total: ranked.length,
      page: query.page,
      pageSize: query.pageSize,
      maxBudget: criteria.maxBudget,
      match: {
        ...(await this.describe(criteria)),
        // The condition's specialties exist at no partner hospital at all (whatever the budget or place).
        noMatch: criteria.specializationIds !== null && candidates.length === 0 && !criteria.minRating && !criteria.countryText,
        destinationsWidened,
      },
    };
  }

  /** The criteria as the screen states them: names, not ids. */
  private async describe(criteria: Criteria): Promise<Omit<MatchCriteria, 'noMatch' | 'destinationsWidened'>> {
    const [specialties, treatments] = await Promise.all([
      criteria.specializationIds
        ? this.em.find(Specialization, { id: { $in: criteria.specializationIds } }, { orderBy: { name: 'asc' } })
        : [],
      criteria.treatmentIds.length ? this.em.find(Treatment, { id: { $in: criteria.treatmentIds } }, { orderBy: { name: 'asc' } }) : [],
    ]);
    return {
      condition: criteria.condition,
      specialties: criteria.specializationText ? [criteria.specializationText] : specialties.map((s) => s.name),
      treatments: treatments.map((t) => t.name),
      destinations: criteria.countryText ? [criteria.countryText] : criteria.destinations,
      maxBudget: criteria.maxBudget,
    };
  }
}

/** A hospital card: the first accreditation, the matched (or most experienced) specialty, its price range, why it fits. */
function toRecommendation(h: Hospital, fit: Fit, reviews: ReviewCounts | undefined): HospitalRecommendation {
  const minCosts = h.treatments.getItems().flatMap((t) => (t.minCostUsd == null ? [] : [t.minCostUsd]));
  const maxCosts = h.treatments.getItems().flatMap((t) => (t.maxCostUsd == null ? [] : [t.maxCostUsd]));
  return {
    id: h.id,
    slug: h.slug,
    name: h.name,
    city: h.city,
    country: h.country.name,
    rating: h.rating ?? null,
    patientStoriesCount: h.patientStoriesCount,
    reviewsCount: reviews?.reviews ?? 0,
    successStoriesCount: reviews?.stories ?? 0,
    successRatePercentage: h.successRatePercentage ?? null,
    accreditation: h.accreditations[0] ?? FALLBACK_ACCREDITATION,
    specialization: fit.specialty ?? FALLBACK_SPECIALIZATION,
    minCostUsd: minCosts.length ? Math.min(...minCosts) : 0,
    maxCostUsd: maxCosts.length ? Math.max(...maxCosts) : 0,
    isDemo: h.isDemo,
    fit: fitLine(h, fit),
  };
}
