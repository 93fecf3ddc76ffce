import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { budgetMaximum, type RecommendationPage, type TreatmentRecommendation } from '@medtour/contracts';
import { pageOffset } from '../../common/paging.js';
import { AssessmentsService } from '../assessments/assessments.service.js';
import { Treatment } from '../catalogue/entities/treatment.entity.js';
import { localized, TREATMENT_TEXT } from '../catalogue/translations.js';
import type { TreatmentRecommendationQueryDto } from './dto/recommendation-query.dto.js';

@Injectable()
export class RecommendationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly assessments: AssessmentsService,
  ) {}

  /** Active treatments (alternatives included), most successful first, filtered by type, evidence and budget. */
  async treatments(userId: string, query: TreatmentRecommendationQueryDto): Promise<RecommendationPage<TreatmentRecommendation>> {
    const maxBudget = query.maxBudget ?? budgetMaximum((await this.assessments.latest(userId))?.budgetRange);
    const where: Record<string, unknown> = { isActive: true };
    if (maxBudget !== null) where.maxCostUsd = { $lte: maxBudget };
    if (query.type) where.type = query.type;
    if (query.evidenceLevel) where.evidenceLevel = query.evidenceLevel;
    const [rows, total] = await this.em.findAndCount(Treatment, where, {
      orderBy: { successRatePercentage: 'desc nulls last', name: 'asc', id: 'asc' },
      limit: query.pageSize,
      offset: pageOffset(query),
    });
    const card = (t: Treatment): TreatmentRecommendation => ({
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
    });
    return {
      // In the patient's page's language, English where a text is not translated.
      items: rows.map((t) => localized(card(t), t.translations, query.lang, TREATMENT_TEXT)),
      total,
      page: query.page,
      pageSize: query.pageSize,
      maxBudget,
    };
  }
}
