import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type HospitalRecommendation, maxBudgetFromRange, type RecommendationPage, type TreatmentRecommendation } from '@medtour/contracts';
import { pageOffset } from '../../common/paging.js';
import { likePattern } from '../../common/simple-rest.js';
import { AssessmentsService } from '../assessments/assessments.service.js';
import { Treatment } from '../catalogue/entities/treatment.entity.js';
import { Hospital } from '../hospitals/entities/hospital.entity.js';
import { publishedReviewCounts, type ReviewCounts } from '../hospitals/hospitals.service.js';
import type { HospitalRecommendationQueryDto, TreatmentRecommendationQueryDto } from './dto/recommendation-query.dto.js';

/** Spec §9 fallbacks for a hospital card. */
const FALLBACK_SPECIALIZATION = 'General Medicine';
const FALLBACK_ACCREDITATION = 'Certified';

@Injectable()
export class RecommendationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly assessments: AssessmentsService,
  ) {}

  /**
   * Active hospitals that have at least one specialisation (spec §7), best rated first, with every
   * filter applied here: specialisation and country (case-insensitive text), max budget (a
   * treatment from that price), minimum rating.
   */
  async hospitals(userId: string, query: HospitalRecommendationQueryDto): Promise<RecommendationPage<HospitalRecommendation>> {
    const maxBudget = await this.budget(userId, query.maxBudget);
    const country = query.country?.trim();
    const specialization = query.specialization?.trim();
    const [hospitals, total] = await this.em.findAndCount(
      Hospital,
      {
        isActive: true,
        // At least one specialisation (spec §7): one with a matching name when the filter names one.
        specializations: { $some: specialization ? { specialization: { name: { $ilike: likePattern(specialization) } } } : {} },
        // A treatment from within the budget.
        treatments: { $some: { minCostUsd: { $lte: maxBudget } } },
        ...(query.minRating ? { rating: { $gte: query.minRating } } : {}),
        ...(country ? { country: { name: { $ilike: likePattern(country) } } } : {}),
      },
      {
        populate: ['country', 'specializations.specialization', 'treatments'],
        // The card shows the most experienced specialisation: the first one.
        populateOrderBy: { specializations: { experienceYears: 'desc nulls last', specialization: { name: 'asc' } } },
        orderBy: { rating: 'desc nulls last', name: 'asc', id: 'asc' },
        limit: query.pageSize,
        offset: pageOffset(query),
      },
    );
    const reviews = await publishedReviewCounts(
      this.em,
      hospitals.map((h) => h.id),
    );
    return {
      items: hospitals.map((h) => toRecommendation(h, reviews.get(h.id))),
      total,
      page: query.page,
      pageSize: query.pageSize,
      maxBudget,
    };
  }

  /** Active treatments (alternatives included), most successful first, filtered by type, evidence and budget. */
  async treatments(userId: string, query: TreatmentRecommendationQueryDto): Promise<RecommendationPage<TreatmentRecommendation>> {
    const maxBudget = await this.budget(userId, query.maxBudget);
    const where: Record<string, unknown> = { isActive: true, maxCostUsd: { $lte: maxBudget } };
    if (query.type) where.type = query.type;
    if (query.evidenceLevel) where.evidenceLevel = query.evidenceLevel;
    const [rows, total] = await this.em.findAndCount(Treatment, where, {
      orderBy: { successRatePercentage: 'desc nulls last', name: 'asc', id: 'asc' },
      limit: query.pageSize,
      offset: pageOffset(query),
    });
    return {
      items: rows.map((t) => ({
        id: t.id,
        slug: t.slug,
        name: t.name,
        type: t.type,
        evidenceLevel: t.evidenceLevel,
        description: t.description,
        minDurationDays: t.minDurationDays ?? null,
        maxDurationDays: t.maxDurationDays ?? null,
        minCostUsd: t.minCostUsd ?? null,
        maxCostUsd: t.maxCostUsd ?? null,
        successRatePercentage: t.successRatePercentage ?? null,
        benefits: t.benefits,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      maxBudget,
    };
  }

  private async budget(userId: string, requested: number | undefined): Promise<number> {
    if (requested !== undefined) return requested;
    return maxBudgetFromRange((await this.assessments.latest(userId))?.budgetRange);
  }
}

/** A hospital card: the first accreditation, the most experienced specialisation, the range of its treatment prices. */
function toRecommendation(h: Hospital, reviews: ReviewCounts | undefined): HospitalRecommendation {
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
    specialization: h.specializations.getItems()[0]?.specialization.name ?? FALLBACK_SPECIALIZATION,
    minCostUsd: minCosts.length ? Math.min(...minCosts) : 0,
    maxCostUsd: maxCosts.length ? Math.max(...maxCosts) : 0,
    isDemo: h.isDemo,
  };
}
