import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CountryGuide, DestinationView, Locale, Page, PopularHospital } from '@medtour/contracts';
import { pageOffset } from '../../common/paging.js';
import { CatalogueCache } from './catalogue-cache.js';
import type { DestinationQueryDto } from './dto/language-query.dto.js';
import { Country } from './entities/country.entity.js';
import { countryName, DESTINATION_TEXT, localized } from './translations.js';

const POPULAR_HOSPITALS = 2;

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

/** The destinations page: countries marked as destinations, with their guide content. */
@Injectable()
export class DestinationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: CatalogueCache,
  ) {}

  list(query: DestinationQueryDto): Promise<Page<DestinationView>> {
    return this.cache.read(`destinations:${JSON.stringify(query)}`, () => this.page(query));
  }

  private async page(query: DestinationQueryDto): Promise<Page<DestinationView>> {
    const [rows, total] = await this.em.findAndCount(
      Country,
      { isDestination: true },
      {
        orderBy: { name: 'asc', id: 'asc' },
        limit: query.pageSize,
        offset: pageOffset(query),
      },
    );
    const hospitals = await this.hospitalsOf(rows.map((c) => c.id));
    const items = rows.map((c) => ({
      ...toLocalizedGuide(c, query.lang),
      popularHospitals: hospitals.get(c.id)?.popular ?? [],
      hospitalCount: hospitals.get(c.id)?.count ?? 0,
    }));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * Per country: its top-rated active hospitals and its number of active hospitals, in one query.
   * Raw SQL: "the best N of each country" is a LIMIT per group (a correlated sub-select, its rows
   * gathered with json_agg), which the ORM cannot express; through it, this would be one query per
   * country or every active hospital of the page's countries loaded (10,000 in `npm run bench`).
   */
  private async hospitalsOf(countryIds: string[]): Promise<Map<string, { popular: PopularHospital[]; count: number }>> {
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
      [POPULAR_HOSPITALS, countryIds],
    );
    for (const row of rows) result.set(row.id, { popular: row.popular ?? [], count: row.count });
    return result;
  }
}
