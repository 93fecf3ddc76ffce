import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  budgetMaximum,
  CONDITION_CATEGORIES,
  type Locale,
  type RecommendationPage,
  type TreatmentRecommendation,
} from '@medtour/contracts';
import { AssistantCatalogue } from '../understanding/index.js';
import { pageOffset } from '../../common/paging.js';
import { AssessmentsService } from '../assessments/index.js';
import { Treatment, treatmentFacts, localized, TREATMENT_TEXT } from '../catalogue/index.js';
import type { TreatmentRecommendationQueryDto } from './dto/recommendation-query.dto.js';
import { ConditionMapping } from './entities/condition-mapping.entity.js';
import { relatedTreatments } from './relevance.js';

@Injectable()
export class RecommendationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly assessments: AssessmentsService,
    private readonly catalogue: AssistantCatalogue,
  ) {}

  /** The treatments an assessment's own words name (its symptoms and goals, read by the assistant's reader), or null. */
  private async named(
    assessment: { symptoms: string; treatmentGoals?: string | null },
    locale: Locale,
  ): Promise<Map<string, number> | null> {
    const { reader } = await this.catalogue.current();
    const text = [assessment.symptoms, assessment.treatmentGoals ?? ''].join('\n');
    const ids = reader.treatmentsIn(text, locale).flatMap((m) => (m.via === 'absent' ? [] : m.ids));
    return ids.length ? new Map(ids.map((id) => [id, 0])) : null;
  }

  /**
   * The alternative treatments of the patient's condition (relevance.ts): its mapped treatments, then those of the
   * conditions sharing its specialties; for 'Other', the treatments the patient's words name — the whole catalogue only
   * when nothing is known of the condition. Filtered by type, evidence and budget (prices starting within it, as the hospital cards);
   * the closest first, then the most successful.
   */
  async treatments(userId: string, query: TreatmentRecommendationQueryDto): Promise<RecommendationPage<TreatmentRecommendation>> {
    const assessment = await this.assessments.latest(userId);
    const maxBudget = query.maxBudget ?? budgetMaximum(assessment?.budgetRange);
    const mappings = assessment ? await this.em.find(ConditionMapping, { conditionCategory: { $in: [...CONDITION_CATEGORIES] } }) : [];
    const mapping = mappings.find((m) => m.conditionCategory === assessment?.conditionCategory);
    // 'Other', or a category whose mapping is empty: what the patient wrote names the treatments, when it names any.
    const related = (mapping && relatedTreatments(mapping, mappings)) ?? (assessment ? await this.named(assessment, query.lang) : null);
    const where: Record<string, unknown> = { isActive: true };
    if (related) where.id = { $in: [...related.keys()] };
    // The one budget rule (relevance.ts `startsWithin`): a treatment whose prices start within the budget fits it.
    if (maxBudget !== null) where.minCostUsd = { $lte: maxBudget };
    if (query.type) where.type = query.type;
    if (query.evidenceLevel) where.evidenceLevel = query.evidenceLevel;
    const orderBy = { successRatePercentage: 'desc nulls last', name: 'asc', id: 'asc' } as const;
    const offset = pageOffset(query);
    let page: Treatment[];
    let total: number;
    if (related) {
      // A condition's few related treatments, closest first (the order above kept within each rank: sort is stable).
      const rows = await this.em.find(Treatment, where, { orderBy });
      rows.sort((a, b) => related.get(a.id)! - related.get(b.id)!);
      [page, total] = [rows.slice(offset, offset + query.pageSize), rows.length];
    } else [page, total] = await this.em.findAndCount(Treatment, where, { orderBy, limit: query.pageSize, offset });
    // A card leaves out the category and the procedures (the treatment's page has them).
    const card = (t: Treatment): TreatmentRecommendation => {
      const { category: _category, procedures: _procedures, ...facts } = treatmentFacts(t);
      return facts;
    };
    return {
      // In the patient's page's language, English where a text is not translated.
      items: page.map((t) => localized(card(t), t.translations, query.lang, TREATMENT_TEXT)),
      total,
      page: query.page,
      pageSize: query.pageSize,
      maxBudget,
    };
  }
}
