import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { likePattern } from '../../common/simple-rest.js';
import type { Page, TreatmentQueryDto } from './dto/treatment-query.dto.js';
import { Treatment } from './entities/treatment.entity.js';

export interface TreatmentView {
  id: string; slug: string; name: string; category: string; type: string; evidenceLevel: string; description: string;
  procedures: string[]; benefits: string[]; minDurationDays: number | null; maxDurationDays: number | null;
  minCostUsd: number | null; maxCostUsd: number | null; successRatePercentage: number | null;
  /** Countries where an active hospital of the catalogue offers the treatment. */
  availableIn: string[];
}

@Injectable()
export class TreatmentsService {
  constructor(private readonly em: EntityManager) {}

  /** Active treatments, most successful first, then by name (a stable order for paging). */
  async list(query: TreatmentQueryDto): Promise<Page<TreatmentView>> {
    const where: Record<string, unknown> = { isActive: true };
    if (query.category) where.category = query.category;
    const text = query.q?.trim();
    if (text) where.$or = [{ name: { $ilike: likePattern(text) } }, { description: { $ilike: likePattern(text) } }];
    const [rows, total] = await this.em.findAndCount(Treatment, where, {
      orderBy: { successRatePercentage: 'desc nulls last', name: 'asc', id: 'asc' },
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const countries = await this.countriesOffering(rows.map((t) => t.id));
    return {
      items: rows.map((t) => ({
        id: t.id, slug: t.slug, name: t.name, category: t.category, type: t.type, evidenceLevel: t.evidenceLevel,
        description: t.description, procedures: t.procedures, benefits: t.benefits,
        minDurationDays: t.minDurationDays ?? null, maxDurationDays: t.maxDurationDays ?? null,
        minCostUsd: t.minCostUsd ?? null, maxCostUsd: t.maxCostUsd ?? null,
        successRatePercentage: t.successRatePercentage ?? null,
        availableIn: countries.get(t.id) ?? [],
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
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
}
