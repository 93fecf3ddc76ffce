import { Injectable, NotFoundException } from '@nestjs/common';
import { type ConnectionType, sql } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  CountryGuide,
  DestinationDetail,
  DestinationTreatment,
  DestinationView,
  Locale,
  Page,
  PopularHospital,
} from '@medtour/contracts';
import { pageOffset } from '../../common/paging.js';
import { HospitalTreatment } from './entities/hospital-treatment.entity.js';
import { CatalogueCache } from './catalogue-cache.js';
import type { DestinationQueryDto } from './dto/language-query.dto.js';
import { Country } from './entities/country.entity.js';
import { Treatment } from './entities/treatment.entity.js';
import { countryName, DESTINATION_TEXT, localized, nameIn } from './translations.js';

/** How many of its best-rated hospitals a destination's card names, and its own page. */
const POPULAR_HOSPITALS = 2;
const PARTNER_HOSPITALS = 12;

/** A country and its guide content, as the back office edits it (English). */
export const toCountryGuide = (c: Country): CountryGuide => ({
  slug: c.slug,
  name: c.name,
  code: c.code,
  flag: c.flag ?? null,
  capital: c.capital ?? null,
  description: c.description ?? null,
  highlights: c.highlights,
  specialties: c.specialties,
  avgCostSavingMinPct: c.avgCostSavingMinPct ?? null,
  avgCostSavingMaxPct: c.avgCostSavingMaxPct ?? null,
  visaInfo: c.visaInfo ?? null,
  flightTimeFromAfrica: c.flightTimeFromAfrica ?? null,
  languages: c.languages,
  safetyRating: c.safetyRating ?? null,
});

/** A country and its guide content in `locale`, as the destinations page shows it. */
const toLocalizedGuide = (c: Country, locale: Locale): CountryGuide => ({
  ...localized(toCountryGuide(c), c.translations, locale, DESTINATION_TEXT),
  name: countryName(c.code, c.name, locale),
});

/** A row of `hospitalsOf`: `popular` is built by json_build_object with the contract's keys, null when none. */
interface DestinationHospitalsRow {
  id: string;
  count: number;
  popular: PopularHospital[] | null;
}

/** A row of `treatmentsIn`: a treatment's price range over the country's active hospitals (null when none gives one). */
interface DestinationTreatmentRow {
  treatment: string;
  min: number | null;
  max: number | null;
  hospitals: number;
}

/** The destinations page and each destination's own page: countries marked as destinations, with their guide content. */
@Injectable()
export class DestinationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: CatalogueCache,
  ) {}

  list(query: DestinationQueryDto): Promise<Page<DestinationView>> {
    return this.cache.read(`destinations:${JSON.stringify(query)}`, (on) => this.page(query, on));
  }

  /** A destination's page in `locale`; 404 when the country is unknown or not a destination. */
  get(slug: string, locale: Locale): Promise<DestinationDetail> {
    return this.cache.read(`destination:${slug}:${locale}`, (on) => this.detail(slug, locale, on));
  }

  private async page(query: DestinationQueryDto, on: ConnectionType): Promise<Page<DestinationView>> {
    const [rows, total] = await this.em.findAndCount(
      Country,
      { isDestination: true },
      {
        orderBy: { name: 'asc', id: 'asc' },
        limit: query.pageSize,
        offset: pageOffset(query),
        connectionType: on,
      },
    );
    const hospitals = await this.hospitalsOf(
      rows.map((c) => c.id),
      POPULAR_HOSPITALS,
      on,
    );
    const items = rows.map((c) => ({
      ...toLocalizedGuide(c, query.lang),
      popularHospitals: hospitals.get(c.id)?.popular ?? [],
      hospitalCount: hospitals.get(c.id)?.count ?? 0,
    }));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  private async detail(slug: string, locale: Locale, on: ConnectionType): Promise<DestinationDetail> {
    const country = await this.em.findOne(Country, { slug, isDestination: true }, { connectionType: on });
    if (!country) throw new NotFoundException('Destination not found');
    const [hospitals, treatments] = await Promise.all([
      this.hospitalsOf([country.id], PARTNER_HOSPITALS, on),
      this.treatmentsIn(country.id, locale, on),
    ]);
    return {
      ...toLocalizedGuide(country, locale),
      hospitals: hospitals.get(country.id)?.popular ?? [],
      hospitalCount: hospitals.get(country.id)?.count ?? 0,
      treatments,
    };
  }

  /**
   * The active treatments the country's active hospitals offer, by name in `locale`, each with the
   * range of those hospitals' prices (the treatment's catalogue range when none of them gives one).
   */
  private async treatmentsIn(countryId: string, locale: Locale, on: ConnectionType): Promise<DestinationTreatment[]> {
    const rows = await this.em
      .createQueryBuilder(HospitalTreatment, 'ht', on)
      .join('ht.hospital', 'h')
      .join('ht.treatment', 't')
      .select([
        sql.ref('t.id').as('treatment'),
        sql`min(ht.min_cost_usd)`.as('min'),
        sql`max(ht.max_cost_usd)`.as('max'),
        sql`count(*)::int`.as('hospitals'),
      ])
      .where({ 'h.country': countryId, 'h.isActive': true, 't.isActive': true })
      .groupBy('t.id')
      .execute<DestinationTreatmentRow[]>('all');
    if (!rows.length) return [];
    const treatments = new Map(
      (await this.em.find(Treatment, { id: { $in: rows.map((row) => row.treatment) } }, { connectionType: on })).map((t) => [t.id, t]),
    );
    return rows
      .map((row) => {
        const t = treatments.get(row.treatment)!;
        const priced = row.min !== null || row.max !== null;
        return {
          slug: t.slug,
          name: nameIn(t, locale),
          category: t.category,
          minCostUsd: priced ? row.min : (t.minCostUsd ?? null),
          maxCostUsd: priced ? row.max : (t.maxCostUsd ?? null),
          hospitalCount: row.hospitals,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }

  /**
   * Per country: its top-rated active hospitals (`limit` of them) and its number of active hospitals, in one query.
   * Raw SQL: "the best N of each country" is a LIMIT per group (a correlated sub-select, its rows
   * gathered with json_agg), which the ORM cannot express; through it, this would be one query per
   * country or every active hospital of the page's countries loaded (10,000 in `npm run bench`).
   */
  private async hospitalsOf(
    countryIds: string[],
    limit: number,
    on: ConnectionType,
  ): Promise<Map<string, { popular: PopularHospital[]; count: number }>> {
    const result = new Map<string, { popular: PopularHospital[]; count: number }>();
    if (!countryIds.length) return result;
    const rows = await this.em.execute<DestinationHospitalsRow[]>(
      `select c.id,
              (select count(*)::int from hospitals h where h.country_id = c.id and h.is_active) as count,
              (select json_agg(json_build_object('slug', p.slug, 'name', p.name, 'city', p.city, 'rating', p.rating, 'isDemo', p.is_demo)
                               order by p.rating desc nulls last, p.name, p.id)
                 from (select h.id, h.slug, h.name, h.city, h.rating, h.is_demo
                         from hospitals h
                        where h.country_id = c.id and h.is_active
                        order by h.rating desc nulls last, h.name, h.id
                        limit ?) p) as popular
         from countries c
        where c.id in (?)`,
      [limit, countryIds],
      { connectionType: on },
    );
    for (const row of rows) result.set(row.id, { popular: row.popular ?? [], count: row.count });
    return result;
  }
}
