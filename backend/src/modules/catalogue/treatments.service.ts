import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Page, TreatmentDetail, TreatmentOffer, TreatmentView } from '@medtour/contracts';
import { pageOffset, searchTerm } from '../../common/paging.js';
import { likePattern } from '../../common/simple-rest.js';
import { CatalogueCache } from './catalogue-cache.js';
import type { TreatmentQueryDto } from './dto/treatment-query.dto.js';
import { Treatment } from './entities/treatment.entity.js';

const OFFERS_SHOWN = 12;

@Injectable()
export class TreatmentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: CatalogueCache,
  ) {}

  /** Active treatments, most successful first, then by name (a stable order for paging). */
  list(query: TreatmentQueryDto): Promise<Page<TreatmentView>> {
    return this.cache.read(`treatments:${JSON.stringify(query)}`, () => this.search(query));
  }

  /** One active treatment with the hospitals that offer it; 404 when unknown or inactive. */
  get(slug: string): Promise<TreatmentDetail> {
    return this.cache.read(`treatment:${slug}`, () => this.detail(slug));
  }

  private async search(query: TreatmentQueryDto): Promise<Page<TreatmentView>> {
    const where: Record<string, unknown> = { isActive: true };
    if (query.category) where.category = query.category;
    const text = searchTerm(query);
    if (text) where.$or = [{ name: { $ilike: likePattern(text) } }, { description: { $ilike: likePattern(text) } }];
    const [rows, total] = await this.em.findAndCount(Treatment, where, {
      orderBy: { successRatePercentage: 'desc nulls last', name: 'asc', id: 'asc' },
      limit: query.pageSize,
      offset: pageOffset(query),
    });
    const countries = await this.countriesOffering(rows.map((t) => t.id));
    return { items: rows.map((t) => toView(t, countries.get(t.id) ?? [])), total, page: query.page, pageSize: query.pageSize };
  }

  private async detail(slug: string): Promise<TreatmentDetail> {
    const treatment = await this.em.findOne(Treatment, { slug, isActive: true });
    if (!treatment) throw new NotFoundException('Treatment not found');
    const [countries, offers] = await Promise.all([this.countriesOffering([treatment.id]), this.offers(treatment.id)]);
    return { ...toView(treatment, countries.get(treatment.id) ?? []), ...offers };
  }

  private async countriesOffering(treatmentIds: string[]): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>();
    if (!treatmentIds.length) return result;
    const rows = await this.em.getConnection().execute<{ treatment_id: string; names: string[] }[]>(
      `select ht.treatment_id, array_agg(distinct c.name order by c.name) as names
         from hospital_treatments ht
         join hospitals h on h.id = ht.hospital_id and h.is_active
         join countries c on c.id = h.country_id
        where ht.treatment_id in (?)
        group by ht.treatment_id`,
      [treatmentIds],
    );
    for (const row of rows) result.set(row.treatment_id, row.names);
    return result;
  }

  private async offers(treatmentId: string): Promise<Pick<TreatmentDetail, 'offers' | 'hospitalCount'>> {
    const [row] = await this.em.getConnection().execute<{ total: number; offers: TreatmentOffer[] | null }[]>(
      `with offering as (
         select h.slug, h.name, h.city, h.rating, h.is_demo, c.name as country_name, c.code as country_code,
                ht.min_cost_usd, ht.max_cost_usd, ht.cases_completed, ht.average_success_rate
           from hospital_treatments ht
           join hospitals h on h.id = ht.hospital_id and h.is_active
           join countries c on c.id = h.country_id
          where ht.treatment_id = ?
       )
       select (select count(*)::int from offering) as total,
              (select json_agg(json_build_object(
                        'hospital', json_build_object('slug', o.slug, 'name', o.name, 'city', o.city, 'rating', o.rating::float8,
                                                      'isDemo', o.is_demo, 'country', json_build_object('name', o.country_name, 'code', o.country_code)),
                        'minCostUsd', o.min_cost_usd, 'maxCostUsd', o.max_cost_usd, 'casesCompleted', o.cases_completed,
                        'averageSuccessRate', o.average_success_rate::float8) order by o.rating desc nulls last, o.name, o.slug)
                 from (select * from offering order by rating desc nulls last, name, slug limit ?) o) as offers`,
      [treatmentId, OFFERS_SHOWN],
    );
    return { offers: row?.offers ?? [], hospitalCount: row?.total ?? 0 };
  }
}

export function toView(t: Treatment, availableIn: string[]): TreatmentView {
  return {
    id: t.id, slug: t.slug, name: t.name, category: t.category, type: t.type, evidenceLevel: t.evidenceLevel,
    description: t.description, procedures: t.procedures, benefits: t.benefits,
    minDurationDays: t.minDurationDays ?? null, maxDurationDays: t.maxDurationDays ?? null,
    minCostUsd: t.minCostUsd ?? null, maxCostUsd: t.maxCostUsd ?? null,
    successRatePercentage: t.successRatePercentage ?? null,
    availableIn,
  };
}
