import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { sql } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { HospitalSummary, HospitalDetail, HospitalFilterOptions, HospitalPage, HospitalProfile } from '@medtour/contracts';
import { pageOffset, searchTerm } from '../../common/paging.js';
import { likePattern } from '../../common/simple-rest.js';
import { CatalogueCache } from '../catalogue/catalogue-cache.js';
import { Country } from '../catalogue/entities/country.entity.js';
import { Specialization } from '../catalogue/entities/specialization.entity.js';
import { HospitalReview } from '../reviews/entities/hospital-review.entity.js';
import type { HospitalQueryDto } from './dto/hospital-query.dto.js';
import { Hospital } from './entities/hospital.entity.js';

const REVIEWS_SHOWN = 10;
/**
 * Counting stops here: past it the list says "100+" (`totalCapped`). An exact count of a broad
 * search would read every matching row on every request, for a number nobody needs; the pages
 * after it are still there ("Next" while a page is full).
 */
const COUNT_LIMIT = 100;

/** A row of the list query: the resolved filters and the count, then the page's columns (null when the page is empty). */
interface ListRow {
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
}

/** Published reviews and success stories of one hospital. */
export interface ReviewCounts {
  reviews: number;
  stories: number;
}

/**
 * The public hospital catalogue. The list is one SQL statement (filters, total and the page with
 * its specialties), so that a search costs a single round trip however many hospitals match.
 */
@Injectable()
export class HospitalsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: CatalogueCache,
  ) {}

  /**
   * Active hospitals: featured first, then best rated, then by name and id (stable for paging).
   * One statement resolves the country and specialty filters, counts the matches (up to
   * `COUNT_LIMIT`) and reads the page with its specialties.
   */
  list(query: HospitalQueryDto): Promise<HospitalPage> {
    return this.cache.read(`hospitals:${JSON.stringify(query)}`, () => this.search(query));
  }

  private async search(query: HospitalQueryDto): Promise<HospitalPage> {
    const values: unknown[] = [query.country ?? null, query.specialty ?? null, pageOffset(query)];
    const param = (value: unknown) => `$${values.push(value)}`;
    const conditions = ['h.is_active'];
    if (query.featured) conditions.push(`h.featured = ${query.featured === 'true'}`);
    if (query.country) conditions.push('h.country_id = f.country_id');
    if (query.specialty) {
      conditions.push('h.id in (select hs.hospital_id from hospital_specializations hs where hs.specialization_id = f.specialization_id)');
    }
    const text = searchTerm(query);
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
    const pageSize = Math.trunc(query.pageSize);
    const shape = `${query.featured ?? '-'}:${query.country ? 1 : 0}${query.specialty ? 1 : 0}:${pageSize}`;
    //
    // Raw SQL on the driver's pool, on purpose: this is the measured hot path (`npm run bench`,
    // hospital search p95 under load over 10,000 hospitals), and it needs what the ORM cannot
    // express — a *named* prepared statement (plan reuse per connection), one round trip with
    // lateral joins for the count and the page, and the offset behind a sub-select.
    const pool = await this.em.getConnection().getNativeClient();
    const { rows } = await pool.query<ListRow>({
      name: text ? undefined : `hospitals-list:${shape}`,
      text: `select f.country_id, f.specialization_id, t.matches, p.id, p.slug, p.name, p.city, p.description,
                    p.rating::float8 as rating, p.accreditations, p.established_year, p.doctor_count, p.features, p.languages,
                    p.featured, p.is_demo, c.name as country_name, c.code as country_code, c.slug as country_slug,
                    array(select s.name from hospital_specializations hs join specializations s on s.id = hs.specialization_id
                           where hs.hospital_id = p.id order by s.name) as specialties
               from (select (select id from countries where code = upper($1) or slug = lower($1)) as country_id,
                            (select id from specializations where slug = $2) as specialization_id) f
              cross join lateral (
                select count(*)::int as matches from (select 1 from hospitals h where ${where} limit ${COUNT_LIMIT + 1}) m
              ) t
               left join lateral (
                 select h.id, h.slug, h.name, h.city, h.country_id, h.description, h.rating, h.accreditations,
                        h.established_year, h.doctor_count, h.features, h.languages, h.featured, h.is_demo
                   from hospitals h where ${where}
                  order by h.featured desc, h.rating desc nulls last, h.name, h.id
                  limit ${pageSize} offset (select $3::int)
               ) p on true
               left join countries c on c.id = p.country_id
              order by p.featured desc, p.rating desc nulls last, p.name, p.id`,
      values,
    });
    const [first] = rows;
    const errors: Record<string, string> = {};
    if (query.country && !first?.country_id) errors.country = `Unknown country: ${query.country}`;
    if (query.specialty && !first?.specialization_id) errors.specialty = `Unknown specialty: ${query.specialty}`;
    if (Object.keys(errors).length) throw new BadRequestException({ message: 'Validation failed', errors });

    const matches = first?.matches ?? 0;
    return {
      items: rows.filter((row) => row.id !== null).map(toSummary),
      total: Math.min(matches, COUNT_LIMIT),
      totalCapped: matches > COUNT_LIMIT,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** A hospital's profile with its latest reviews; 404 when unknown or inactive. */
  async get(slug: string): Promise<HospitalProfile> {
    const [detail] = await this.details([slug]);
    if (!detail) throw new NotFoundException('Hospital not found');
    const reviews = await this.em.find(
      HospitalReview,
      { hospital: detail.id, status: 'published' },
      {
        orderBy: { reviewDate: 'desc nulls last', createdAt: 'desc', id: 'asc' },
        limit: REVIEWS_SHOWN,
      },
    );
    return {
      ...detail,
      reviews: reviews.map((r) => ({
        id: r.id,
        reviewerName: r.reviewerName,
        reviewText: r.reviewText,
        rating: r.rating ?? null,
        reviewDate: r.reviewDate ?? null,
        treatmentMentioned: r.treatmentMentioned ?? null,
        isSuccessStory: r.isSuccessStory,
        source: r.source && r.sourceUrl ? { site: r.source, url: r.sourceUrl } : null,
      })),
    };
  }

  /** Up to three hospitals side by side, in the order asked; 404 naming any slug that is unknown. */
  async compare(slugs: string[]): Promise<{ items: HospitalDetail[] }> {
    const details = await this.details(slugs);
    const bySlug = new Map(details.map((d) => [d.slug, d]));
    const missing = slugs.filter((slug) => !bySlug.has(slug));
    if (missing.length) throw new NotFoundException(`Hospital not found: ${missing.join(', ')}`);
    return { items: slugs.map((slug) => bySlug.get(slug)!) };
  }

  /** What the hospital filters offer: destinations and countries with hospitals; every specialty. */
  filterOptions(): Promise<HospitalFilterOptions> {
    return this.cache.read('hospital-filters', () => this.readFilterOptions());
  }

  private async readFilterOptions(): Promise<HospitalFilterOptions> {
    const withActiveHospitals = this.em.createQueryBuilder(Hospital, 'h').select('h.country').where({ isActive: true });
    const [countries, specialties] = await Promise.all([
      this.em.find(
        Country,
        { $or: [{ isDestination: true }, { id: { $in: withActiveHospitals } }] },
        {
          fields: ['name', 'code', 'slug'],
          orderBy: { name: 'asc' },
        },
      ),
      this.em.find(Specialization, {}, { fields: ['slug', 'name'], orderBy: { name: 'asc' } }),
    ]);
    return {
      countries: countries.map((c) => ({ name: c.name, code: c.code, slug: c.slug })),
      specialties: specialties.map((s) => ({ slug: s.slug, name: s.name })),
    };
  }

  private async details(slugs: string[]): Promise<HospitalDetail[]> {
    const hospitals = await this.em.find(
      Hospital,
      { slug: { $in: slugs }, isActive: true },
      {
        populate: ['country', 'specializations.specialization', 'treatments.treatment'],
      },
    );
    if (!hospitals.length) return [];
    const counts = await publishedReviewCounts(
      this.em,
      hospitals.map((h) => h.id),
    );
    return hospitals.map((h) => toDetail(h, counts.get(h.id)));
  }
}

/** Per hospital (those with any): its published reviews and success stories, in one grouped query. */
export async function publishedReviewCounts(em: EntityManager, hospitalIds: string[]): Promise<Map<string, ReviewCounts>> {
  if (!hospitalIds.length) return new Map();
  const rows = await em
    .createQueryBuilder(HospitalReview, 'r')
    .select(['r.hospital', sql`count(*)::int`.as('reviews'), sql`(count(*) filter (where r.is_success_story))::int`.as('stories')])
    .where({ hospital: { $in: hospitalIds }, status: 'published' })
    .groupBy('r.hospital')
    .execute<(ReviewCounts & { hospital: string })[]>('all');
  return new Map(rows.map((r) => [r.hospital, { reviews: r.reviews, stories: r.stories }]));
}

function toSummary(row: ListRow): HospitalSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    city: row.city,
    country: { name: row.country_name, code: row.country_code, slug: row.country_slug },
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
}

function toDetail(h: Hospital, counts: ReviewCounts | undefined): HospitalDetail {
  const specializations = h.specializations
    .getItems()
    .map((s) => ({
      slug: s.specialization.slug,
      name: s.specialization.name,
      experienceYears: s.experienceYears ?? null,
      successRatePercentage: s.successRatePercentage ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const treatments = h.treatments
    .getItems()
    .filter((t) => t.treatment.isActive)
    .map((t) => ({
      id: t.treatment.id,
      slug: t.treatment.slug,
      name: t.treatment.name,
      category: t.treatment.category,
      minCostUsd: t.minCostUsd ?? null,
      maxCostUsd: t.maxCostUsd ?? null,
      casesCompleted: t.casesCompleted,
      averageSuccessRate: t.averageSuccessRate ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    id: h.id,
    slug: h.slug,
    name: h.name,
    city: h.city,
    country: { name: h.country.name, code: h.country.code, slug: h.country.slug },
    description: h.description ?? null,
    rating: h.rating ?? null,
    accreditations: h.accreditations,
    establishedYear: h.establishedYear ?? null,
    doctorCount: h.doctorCount ?? null,
    specialties: specializations.map((s) => s.name),
    features: h.features,
    languages: h.languages,
    featured: h.featured,
    isDemo: h.isDemo,
    address: h.address ?? null,
    phone: h.phone ?? null,
    email: h.email ?? null,
    website: h.website ?? null,
    bedCapacity: h.bedCapacity ?? null,
    staffCount: h.staffCount ?? null,
    ratingSource: h.ratingSource ?? null,
    successRatePercentage: h.successRatePercentage ?? null,
    patientStoriesCount: h.patientStoriesCount,
    specializations,
    treatments,
    reviewCount: counts?.reviews ?? 0,
    successStoryCount: counts?.stories ?? 0,
  };
}
