import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type HospitalRecommendation, maxBudgetFromRange, type RecommendationPage, type TreatmentRecommendation } from '@medtour/contracts';
import { pageOffset } from '../../common/paging.js';
import { likePattern } from '../../common/simple-rest.js';
import { AssessmentsService } from '../assessments/assessments.service.js';
import { Treatment } from '../catalogue/entities/treatment.entity.js';
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
    const conditions = ['h.is_active', 'exists (select 1 from hospital_specializations hs where hs.hospital_id = h.id)'];
    const params: unknown[] = [];
    if (query.minRating) {
      conditions.push('h.rating >= ?');
      params.push(query.minRating);
    }
    if (query.country?.trim()) {
      conditions.push(`c.name ilike ?`);
      params.push(likePattern(query.country.trim()));
    }
    if (query.specialization?.trim()) {
      conditions.push(`exists (select 1 from hospital_specializations hs join specializations s on s.id = hs.specialization_id
        where hs.hospital_id = h.id and s.name ilike ?)`);
      params.push(likePattern(query.specialization.trim()));
    }
    conditions.push('exists (select 1 from hospital_treatments ht where ht.hospital_id = h.id and ht.min_cost_usd <= ?)');
    params.push(maxBudget);

    const from = `from hospitals h join countries c on c.id = h.country_id where ${conditions.join(' and ')}`;
    const connection = this.em.getConnection();
    const [{ total }] = await connection.execute<{ total: number }[]>(`select count(*)::int as total ${from}`, params);
    const rows = await connection.execute<Record<string, unknown>[]>(
      `select h.id, h.slug, h.name, h.city, c.name as country, h.rating::float as rating, h.patient_stories_count,
              h.success_rate_percentage::float as success_rate, h.accreditations, h.is_demo,
              (select count(*)::int from hospital_reviews r where r.hospital_id = h.id and r.status = 'published') as reviews_count,
              (select count(*)::int from hospital_reviews r where r.hospital_id = h.id and r.status = 'published' and r.is_success_story) as success_stories,
              (select s.name from hospital_specializations hs join specializations s on s.id = hs.specialization_id
                where hs.hospital_id = h.id order by hs.experience_years desc nulls last, s.name limit 1) as specialization,
              (select min(ht.min_cost_usd) from hospital_treatments ht where ht.hospital_id = h.id) as min_cost,
              (select max(ht.max_cost_usd) from hospital_treatments ht where ht.hospital_id = h.id) as max_cost
         ${from}
        order by h.rating desc nulls last, h.name, h.id
        limit ? offset ?`,
      [...params, query.pageSize, pageOffset(query)],
    );
    return {
      items: rows.map((r) => ({
        id: r.id as string, slug: r.slug as string, name: r.name as string, city: r.city as string, country: r.country as string,
        rating: (r.rating as number | null) ?? null, patientStoriesCount: r.patient_stories_count as number,
        reviewsCount: r.reviews_count as number, successStoriesCount: r.success_stories as number,
        successRatePercentage: (r.success_rate as number | null) ?? null,
        accreditation: (r.accreditations as string[])[0] ?? FALLBACK_ACCREDITATION,
        specialization: (r.specialization as string | null) ?? FALLBACK_SPECIALIZATION,
        minCostUsd: (r.min_cost as number | null) ?? 0, maxCostUsd: (r.max_cost as number | null) ?? 0, isDemo: r.is_demo as boolean,
      })),
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
        id: t.id, slug: t.slug, name: t.name, type: t.type, evidenceLevel: t.evidenceLevel, description: t.description,
        minDurationDays: t.minDurationDays ?? null, maxDurationDays: t.maxDurationDays ?? null,
        minCostUsd: t.minCostUsd ?? null, maxCostUsd: t.maxCostUsd ?? null,
        successRatePercentage: t.successRatePercentage ?? null, benefits: t.benefits,
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
