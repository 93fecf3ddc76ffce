import { Injectable, NotFoundException } from '@nestjs/common';
import { type ConnectionType, raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type CountryLink,
  type Locale,
  TREATMENT_CATEGORIES,
  type TreatmentCategory,
  type TreatmentDetail,
  type TreatmentOffer,
  type TreatmentPage,
} from '@medtour/contracts';
import { pageOffset, searchTerm } from '../../common/paging.js';
import { likePattern } from '../../common/simple-rest.js';
import { HospitalTreatment } from './entities/hospital-treatment.entity.js';
import { CatalogueCache } from './catalogue-cache.js';
import type { TreatmentQueryDto } from './dto/treatment-query.dto.js';
import { Treatment } from './entities/treatment.entity.js';
import { treatmentView } from './treatment-view.js';
import { countryName } from './translations.js';

const OFFERS_SHOWN = 12;

@Injectable()
export class TreatmentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: CatalogueCache,
  ) {}

  /** Active treatments, most successful first, then by name (a stable order for paging), and the categories in use. */
  list(query: TreatmentQueryDto): Promise<TreatmentPage> {
    return this.cache.read(`treatments:${JSON.stringify(query)}`, (on) => this.search(query, on));
  }

  /** One active treatment with the hospitals that offer it, in `locale`; 404 when unknown or inactive. */
  get(slug: string, locale: Locale): Promise<TreatmentDetail> {
    return this.cache.read(`treatment:${slug}:${locale}`, (on) => this.detail(slug, locale, on));
  }

  private async search(query: TreatmentQueryDto, on: ConnectionType): Promise<TreatmentPage> {
    const where: Record<string, unknown> = { isActive: true };
    if (query.category) where.category = query.category;
    const text = searchTerm(query);
    if (text) {
      const pattern = likePattern(text);
      const matches: Record<string, unknown>[] = [{ name: { $ilike: pattern } }, { description: { $ilike: pattern } }];
      // In another language, its name and description match too (a French patient types "hanche").
      if (query.lang !== 'en') {
        matches.push(
          { [raw((alias) => `${alias}.translations -> ? ->> 'name'`, [query.lang])]: { $ilike: pattern } },
          { [raw((alias) => `${alias}.translations -> ? ->> 'description'`, [query.lang])]: { $ilike: pattern } },
        );
      }
      where.$or = matches;
    }
    const [[rows, total], categories] = await Promise.all([
      this.em.findAndCount(Treatment, where, {
        orderBy: { successRatePercentage: 'desc nulls last', name: 'asc', id: 'asc' },
        limit: query.pageSize,
        offset: pageOffset(query),
        connectionType: on,
      }),
      this.categoriesInUse(on),
    ]);
    const countries = await this.countriesOffering(
      rows.map((t) => t.id),
      query.lang,
      on,
    );
    return {
      items: rows.map((t) => treatmentView(t, countries.get(t.id) ?? [], query.lang)),
      total,
      page: query.page,
      pageSize: query.pageSize,
      categories,
    };
  }

  /** The categories with an active treatment: a category without one gets no chip. */
  private async categoriesInUse(on: ConnectionType): Promise<TreatmentCategory[]> {
    const rows = await this.em
      .createQueryBuilder(Treatment, 't', on)
      .select('t.category')
      .distinct()
      .where({ isActive: true })
      .execute<{ category: TreatmentCategory }[]>('all');
    const used = new Set(rows.map((row) => row.category));
    return TREATMENT_CATEGORIES.filter((category) => used.has(category));
  }

  private async detail(slug: string, locale: Locale, on: ConnectionType): Promise<TreatmentDetail> {
    const treatment = await this.em.findOne(Treatment, { slug, isActive: true }, { connectionType: on });
    if (!treatment) throw new NotFoundException('Treatment not found');
    const [countries, offers] = await Promise.all([
      this.countriesOffering([treatment.id], locale, on),
      this.offers(treatment.id, locale, on),
    ]);
    return { ...treatmentView(treatment, countries.get(treatment.id) ?? [], locale), ...offers };
  }

  /** Per treatment: the countries of the active hospitals offering it, named in `locale` (one query for the page). */
  private async countriesOffering(treatmentIds: string[], locale: Locale, on: ConnectionType): Promise<Map<string, CountryLink[]>> {
    const result = new Map<string, CountryLink[]>();
    if (!treatmentIds.length) return result;
    const rows = await this.em
      .createQueryBuilder(HospitalTreatment, 'ht', on)
      .join('ht.hospital', 'h')
      .join('h.country', 'c')
      .select(['ht.treatment', 'c.name', 'c.code', 'c.slug', 'c.isDestination'])
      .distinct()
      .where({ 'ht.treatment': { $in: treatmentIds }, 'h.isActive': true })
      .execute<{ treatment: string; name: string; code: string; slug: string; is_destination: boolean }[]>('all');
    for (const row of rows) {
      const countries = result.get(row.treatment) ?? [];
      countries.push({ name: countryName(row.code, row.name, locale), code: row.code, slug: row.slug, isDestination: row.is_destination });
      result.set(row.treatment, countries);
    }
    for (const countries of result.values()) countries.sort((a, b) => a.name.localeCompare(b.name, locale));
    return result;
  }

  /** The best-rated active hospitals offering the treatment (`OFFERS_SHOWN` of them), and how many there are. */
  private async offers(
    treatmentId: string,
    locale: Locale,
    on: ConnectionType,
  ): Promise<Pick<TreatmentDetail, 'offers' | 'hospitalCount'>> {
    const [offers, hospitalCount] = await this.em.findAndCount(
      HospitalTreatment,
      { treatment: treatmentId, hospital: { isActive: true } },
      {
        populate: ['hospital.country'],
        orderBy: { hospital: { rating: 'desc nulls last', name: 'asc', slug: 'asc' } },
        limit: OFFERS_SHOWN,
        strategy: 'joined',
        connectionType: on,
      },
    );
    return { offers: offers.map((offer) => toOffer(offer, locale)), hospitalCount };
  }
}

function toOffer(o: HospitalTreatment, locale: Locale): TreatmentOffer {
  const h = o.hospital;
  return {
    hospital: {
      id: h.id,
      slug: h.slug,
      name: h.name,
      city: h.city,
      rating: h.rating ?? null,
      isDemo: h.isDemo,
      country: { name: countryName(h.country.code, h.country.name, locale), code: h.country.code },
    },
    minCostUsd: o.minCostUsd ?? null,
    maxCostUsd: o.maxCostUsd ?? null,
    casesCompleted: o.casesCompleted,
    averageSuccessRate: o.averageSuccessRate ?? null,
  };
}
