import type { HospitalPage, HospitalSummary, HospitalText, Locale, Translations } from '@medtour/contracts';
import { likePattern } from '../../common/simple-rest.js';
import { countryName, HOSPITAL_TEXT, localized } from '../catalogue/index.js';

/**
 * The public hospital search as one SQL statement and the page built from its rows. A module of its
 * own, without Nest or the ORM, so that `npm run bench` runs this very statement from the build in
 * its bare node:http + pg reference handler (scripts/bench-bare.mjs): the reference cannot drift
 * from what the API runs.
 */

/**
 * Counting stops here: past it the list says "100+" (`totalCapped`). An exact count of a broad
 * search would read every matching row on every request, for a number nobody needs; the pages
 * after it are still there ("Next" while a page is full).
 */
export const COUNT_LIMIT = 100;

/** What a search asks for, validated (`HospitalQueryDto`: page and pageSize are whole numbers in range, the filters match their patterns). */
export interface HospitalSearch {
  q?: string;
  country?: string;
  specialty?: string;
  featured?: 'true' | 'false';
  page: number;
  pageSize: number;
  /** The language of the texts (English where one is not translated). */
  lang?: Locale;
}

/**
 * A row of the statement: the catalogue version it read, the resolved filters and the count, then
 * the page's columns (null when the page is empty).
 */
export interface HospitalSearchRow {
  catalogue_version: string;
  country_id: string | null;
  specialization_id: string | null;
  matches: number;
  id: string;
  slug: string;
  name: string;
  city: string;
  description: string | null;
  rating: number | null;
  accreditations: string[];
  established_year: number | null;
  doctor_count: number | null;
  features: string[];
  languages: string[];
  featured: boolean;
  is_demo: boolean;
  country_name: string;
  country_code: string;
  country_slug: string;
  specialties: string[];
  /** The hospital's texts in the language asked for, if it has them. */
  translation: Partial<HospitalText> | null;
}

/** A statement for `pg`'s `query`: named statements are prepared once per connection. */
export interface SearchStatement {
  name?: string;
  text: string;
  values: unknown[];
}

/**
 * Active hospitals: featured first, then best rated, then by name and id (stable for paging). One
 * statement resolves the country and specialty filters, counts the matches (up to `COUNT_LIMIT`),
 * reads the page with its specialties, and the catalogue version, all in one snapshot: the version
 * is the one the answer was computed under (`CatalogueCache.readVersioned`).
 */
export function hospitalSearchStatement(search: HospitalSearch): SearchStatement {
  const values: unknown[] = [search.country ?? null, search.specialty ?? null, (search.page - 1) * search.pageSize, search.lang ?? 'en'];
  const param = (value: unknown) => `$${values.push(value)}`;
  const conditions = ['h.is_active'];
  if (search.featured) conditions.push(`h.featured = ${search.featured === 'true'}`);
  if (search.country) conditions.push('h.country_id = f.country_id');
  if (search.specialty) {
    conditions.push('h.id in (select hs.hospital_id from hospital_specializations hs where hs.specialization_id = f.specialization_id)');
  }
  const text = search.q?.trim();
  // `search_text` is name, city and specialty names in lower case (kept by triggers), under a trigram index.
  if (text) conditions.push(`h.search_text like lower(${param(likePattern(text))})`);
  const where = conditions.join(' and ');

  // The count and the page are planned separately: the page walks the listing index (featured,
  // rating, name) and stops after `pageSize` rows; the count stops after `COUNT_LIMIT` + 1.
  // Without search text, the best plan does not depend on the values, so a named statement per
  // combination of filters and page size is planned once per connection and reused: the limits
  // and `featured` are written into it (validated values), and the offset is read through a
  // sub-select, so every plan looks alike and PostgreSQL keeps the generic one. A search text
  // changes the best plan (a rare word uses the trigram index, a common one the listing order),
  // so those statements are unnamed and planned for each request.
  const pageSize = Math.trunc(search.pageSize);
  const shape = `${search.featured ?? '-'}:${search.country ? 1 : 0}${search.specialty ? 1 : 0}:${pageSize}`;
  return {
    name: text ? undefined : `hospitals-list:${shape}`,
    text: `select (select version::text from catalogue_version) as catalogue_version,
                  f.country_id, f.specialization_id, t.matches, p.id, p.slug, p.name, p.city, p.description,
                  p.rating::float8 as rating, p.accreditations, p.established_year, p.doctor_count, p.features, p.languages,
                  p.featured, p.is_demo, c.name as country_name, c.code as country_code, c.slug as country_slug,
                  array(select coalesce(nullif(s.translations -> $4::text ->> 'name', ''), s.name)
                          from hospital_specializations hs join specializations s on s.id = hs.specialization_id
                         where hs.hospital_id = p.id order by s.name) as specialties,
                  p.translation
             from (select (select id from countries where code = upper($1) or slug = lower($1)) as country_id,
                          (select id from specializations where slug = $2) as specialization_id) f
            cross join lateral (
              select count(*)::int as matches from (select 1 from hospitals h where ${where} limit ${COUNT_LIMIT + 1}) m
            ) t
             left join lateral (
               select h.id, h.slug, h.name, h.city, h.country_id, h.description, h.rating, h.accreditations,
                      h.established_year, h.doctor_count, h.features, h.languages, h.featured, h.is_demo,
                      h.translations -> $4::text as translation
                 from hospitals h where ${where}
                order by h.featured desc, h.rating desc nulls last, h.name, h.id
                limit ${pageSize} offset (select $3::int)
             ) p on true
             left join countries c on c.id = p.country_id
            order by p.featured desc, p.rating desc nulls last, p.name, p.id`,
    values,
  };
}

/** The statement's answer: the page, or the filters that name nothing (a 400). */
export type HospitalSearchResult = { page: HospitalPage; errors?: undefined } | { errors: Record<string, string> };

/** The page (or the unknown filters) from the statement's rows. */
export function hospitalSearchResult(rows: HospitalSearchRow[], search: HospitalSearch): HospitalSearchResult {
  const [first] = rows;
  const errors: Record<string, string> = {};
  if (search.country && !first?.country_id) errors.country = `Unknown country: ${search.country}`;
  if (search.specialty && !first?.specialization_id) errors.specialty = `Unknown specialty: ${search.specialty}`;
  if (Object.keys(errors).length) return { errors };
  const matches = first?.matches ?? 0;
  return {
    page: {
      items: rows.filter((row) => row.id !== null).map((row) => toSummary(row, search.lang ?? 'en')),
      total: Math.min(matches, COUNT_LIMIT),
      totalCapped: matches > COUNT_LIMIT,
      page: search.page,
      pageSize: search.pageSize,
    },
  };
}

function toSummary(row: HospitalSearchRow, locale: Locale): HospitalSummary {
  const summary: HospitalSummary = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    city: row.city,
    country: { name: countryName(row.country_code, row.country_name, locale), code: row.country_code, slug: row.country_slug },
    description: row.description,
    rating: row.rating,
    accreditations: row.accreditations,
    establishedYear: row.established_year,
    doctorCount: row.doctor_count,
    specialties: row.specialties,
    features: row.features,
    languages: row.languages,
    featured: row.featured,
    isDemo: row.is_demo,
  };
  return row.translation ? localized(summary, { [locale]: row.translation } as Translations<HospitalText>, locale, HOSPITAL_TEXT) : summary;
}
