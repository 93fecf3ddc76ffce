import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Page, TreatmentDetail, TreatmentOffer, TreatmentView } from '@medtour/contracts';
import { pageOffset, searchTerm } from '../../common/paging.js';
import { likePattern } from '../../common/simple-rest.js';
import { HospitalTreatment } from '../hospitals/entities/hospital-treatment.entity.js';
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

  /** Per treatment: the countries of the active hospitals offering it, by name (one query for the page). */
  private async countriesOffering(treatmentIds: string[]): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>();
    if (!treatmentIds.length) return result;
    const rows = await this.em
      .createQueryBuilder(HospitalTreatment, 'ht')
      .join('ht.hospital', 'h')
      .join('h.country', 'c')
      .select(['ht.treatment', 'c.name'])
      .distinct()
      .where({ 'ht.treatment': { $in: treatmentIds }, 'h.isActive': true })
      .orderBy({ 'c.name': 'asc' })
      .execute<{ treatment: string; name: string }[]>('all');
    for (const row of rows) {
      const names = result.get(row.treatment) ?? [];
      names.push(row.name);
      result.set(row.treatment, names);
    }
    return result;
  }

  /** The best-rated active hospitals offering the treatment (`OFFERS_SHOWN` of them), and how many there are. */
  private async offers(treatmentId: string): Promise<Pick<TreatmentDetail, 'offers' | 'hospitalCount'>> {
    const [offers, hospitalCount] = await this.em.findAndCount(
      HospitalTreatment,
      { treatment: treatmentId, hospital: { isActive: true } },
      {
        populate: ['hospital.country'],
        orderBy: { hospital: { rating: 'desc nulls last', name: 'asc', slug: 'asc' } },
        limit: OFFERS_SHOWN,
        strategy: 'joined',
      },
    );
    return { offers: offers.map(toOffer), hospitalCount };
  }
}

function toOffer(o: HospitalTreatment): TreatmentOffer {
  const h = o.hospital;
  return {
    hospital: {
      slug: h.slug,
      name: h.name,
      city: h.city,
      rating: h.rating ?? null,
      isDemo: h.isDemo,
      country: { name: h.country.name, code: h.country.code },
    },
    minCostUsd: o.minCostUsd ?? null,
    maxCostUsd: o.maxCostUsd ?? null,
    casesCompleted: o.casesCompleted,
    averageSuccessRate: o.averageSuccessRate ?? null,
  };
}

export function toView(t: Treatment, availableIn: string[]): TreatmentView {
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    category: t.category,
    type: t.type,
    evidenceLevel: t.evidenceLevel,
    description: t.description,
    procedures: t.procedures,
    benefits: t.benefits,
    minDurationDays: t.minDurationDays ?? null,
    maxDurationDays: t.maxDurationDays ?? null,
    minCostUsd: t.minCostUsd ?? null,
    maxCostUsd: t.maxCostUsd ?? null,
    successRatePercentage: t.successRatePercentage ?? null,
    availableIn,
  };
}
