import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { type ConnectionType, raw, sql } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  HospitalDetail,
  HospitalFilterOptions,
  HospitalPage,
  HospitalProfile,
  Locale,
  RatingSummary,
  ReviewProvenance,
} from '@medtour/contracts';
import { JsonAnswer } from '../../common/http/json-answer.js';
import {
  CatalogueCache,
  type Versioned,
  Country,
  Specialization,
  countryName,
  HOSPITAL_TEXT,
  localized,
  nameIn,
  Hospital,
} from '../catalogue/index.js';
import { HospitalReview, reviewKindOf, reviewKindSql } from '../reviews/index.js';
import type { HospitalQueryDto } from './dto/hospital-query.dto.js';
import { type HospitalSearchRow, hospitalSearchResult, hospitalSearchStatement } from './hospital-search.js';
import { hospitalFacts } from './hospital-view.js';

const REVIEWS_SHOWN = 10;

/** Published reviews and success stories of one hospital. */
export interface ReviewCounts {
  reviews: number;
  stories: number;
}

/**
 * The public hospital catalogue. The list is one SQL statement (filters, total and the page with
 * its specialties, and the catalogue version), so that a search costs a single round trip however
 * many hospitals match, and a reused answer one primary-key read.
 */
@Injectable()
export class HospitalsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: CatalogueCache,
  ) {}

  /**
   * Active hospitals: featured first, then best rated, then by name and id (stable for paging), as
   * the JSON answer, serialised once and reused until the catalogue changes (`CatalogueCache`).
   */
  list(query: HospitalQueryDto): Promise<JsonAnswer<HospitalPage>> {
    return this.cache.readVersioned(`hospitals:${JSON.stringify(query)}`, (on) => this.search(query, on));
  }

  /**
   * One statement (hospital-search.ts) resolves the country and specialty filters, counts the
   * matches, reads the page with its specialties and the catalogue version it read.
   */
  private async search(query: HospitalQueryDto, on: ConnectionType): Promise<Versioned<JsonAnswer<HospitalPage>>> {
    // Raw SQL on the driver's pool, on purpose: this is the measured hot path (`npm run bench`,
    // hospital search p95 under load over 10,000 hospitals), and it needs what the ORM cannot
    // express — a *named* prepared statement (plan reuse per connection), one round trip with
    // lateral joins for the count and the page, and the offset behind a sub-select.
    const pool = await this.em.getConnection(on).getNativeClient();
    const { rows } = await pool.query<HospitalSearchRow>(hospitalSearchStatement(query));
    const result = hospitalSearchResult(rows, query);
    if (result.errors) throw new BadRequestException({ message: 'Validation failed', errors: result.errors });
    return { version: BigInt(rows[0]!.catalogue_version), value: new JsonAnswer(result.page) };
  }

  /**
   * A hospital's profile with its latest published reviews, in `locale`: verified patients' first
   * (the reviews patients trust most), then the others, newest first; each says where it comes from.
   * With the rating summary of its published reviews, verified and imported apart. 404 when unknown
   * or inactive.
   */
  async get(slug: string, locale: Locale): Promise<HospitalProfile> {
    const [detail] = await this.details([slug], locale);
    if (!detail) throw new NotFoundException('Hospital not found');
    const [reviews, ratingSummary] = await Promise.all([
      this.em.find(
        HospitalReview,
        { hospital: detail.id, status: 'published' },
        {
          populate: ['treatment'],
          orderBy: [
            { [raw((alias) => `${alias}.booking_id is null`)]: 'asc' },
            { reviewDate: 'desc nulls last', createdAt: 'desc', id: 'asc' },
          ] as never,
          limit: REVIEWS_SHOWN,
        },
      ),
      this.ratingSummary(detail.id),
    ]);
    return {
      ...detail,
      reviews: reviews.map((r) => {
        const provenance = provenanceOf(r, locale);
        return {
          id: r.id,
          // An anonymous patient's first name is not shown.
          reviewerName: provenance.kind === 'verified' && provenance.anonymous ? ANONYMOUS : r.reviewerName,
          reviewText: r.reviewText,
          rating: r.rating ?? null,
          reviewDate: r.reviewDate ?? null,
          treatmentMentioned: r.treatmentMentioned ?? null,
          isSuccessStory: r.isSuccessStory,
          provenance,
        };
      }),
      ratingSummary,
    };
  }

  /**
   * The published reviews of a hospital by kind: verified (a patient's completed booking) and imported
   * (the scraper's); the demo seed's count in neither. Pending and rejected ones count nowhere.
   */
  private async ratingSummary(hospitalId: string): Promise<RatingSummary> {
    const KIND = reviewKindSql('r');
    const [row] = await this.em.execute<{ verified: number; verified_avg: string | null; imported: number; imported_avg: string | null }[]>(
      `select count(*) filter (where ${KIND.verified})::int as verified,
              round(avg(r.rating) filter (where ${KIND.verified}), 1) as verified_avg,
              count(*) filter (where ${KIND.imported})::int as imported,
              round(avg(r.rating) filter (where ${KIND.imported}), 1) as imported_avg
         from hospital_reviews r where r.hospital_id = ? and r.status = 'published'`,
      [hospitalId],
    );
    const tally = (count: number, average: string | null) => ({ count, averageRating: average === null ? null : Number(average) });
    return { verified: tally(row!.verified, row!.verified_avg), imported: tally(row!.imported, row!.imported_avg) };
  }

  /** Up to three hospitals side by side, in the order asked; 404 naming any slug that is unknown. */
  async compare(slugs: string[], locale: Locale): Promise<{ items: HospitalDetail[] }> {
    const details = await this.details(slugs, locale);
    const bySlug = new Map(details.map((d) => [d.slug, d]));
    const missing = slugs.filter((slug) => !bySlug.has(slug));
    if (missing.length) throw new NotFoundException(`Hospital not found: ${missing.join(', ')}`);
    return { items: slugs.map((slug) => bySlug.get(slug)!) };
  }

  /** What the hospital filters offer: destinations and countries with hospitals; every specialty; named in `locale`. */
  filterOptions(locale: Locale): Promise<HospitalFilterOptions> {
    return this.cache.read(`hospital-filters:${locale}`, (on) => this.readFilterOptions(locale, on));
  }

  private async readFilterOptions(locale: Locale, on: ConnectionType): Promise<HospitalFilterOptions> {
    const withActiveHospitals = this.em.createQueryBuilder(Hospital, 'h', on).select('h.country').where({ isActive: true });
    const [countries, specialties] = await Promise.all([
      this.em.find(
        Country,
        { $or: [{ isDestination: true }, { id: { $in: withActiveHospitals } }] },
        {
          fields: ['name', 'code', 'slug'],
          orderBy: { name: 'asc' },
          connectionType: on,
        },
      ),
      this.em.find(Specialization, {}, { fields: ['slug', 'name', 'translations'], orderBy: { name: 'asc' }, connectionType: on }),
    ]);
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale);
    return {
      countries: countries.map((c) => ({ name: countryName(c.code, c.name, locale), code: c.code, slug: c.slug })).sort(byName),
      specialties: specialties.map((s) => ({ slug: s.slug, name: nameIn(s, locale) })).sort(byName),
    };
  }

  private async details(slugs: string[], locale: Locale): Promise<HospitalDetail[]> {
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
    return hospitals.map((h) => toDetail(h, counts.get(h.id), locale));
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

/** How the public page names a verified patient who chose not to be named (the page says it in its language). */
const ANONYMOUS = 'Anonymous patient';

/**
 * Where a public review comes from: a patient's completed booking (verified: the treatment in
 * `locale`, its month, the patient's country unless they stay anonymous), a site the scraper read
 * (imported), or else the demo seed's sample reviews.
 */
function provenanceOf(r: HospitalReview, locale: Locale): ReviewProvenance {
  const kind = reviewKindOf(r);
  if (kind === 'verified')
    return {
      kind,
      treatment: r.treatment ? nameIn(r.treatment, locale) : null,
      treatedIn: r.treatedOn ? r.treatedOn.slice(0, 7) : null,
      country: r.isAnonymous ? null : (r.reviewerCountry ?? null),
      anonymous: r.isAnonymous,
    };
  if (kind === 'imported') return { kind, site: r.source!, url: r.sourceUrl ?? null };
  return { kind };
}

/** A hospital's profile in `locale`: its texts, its specialties', its treatments' names and its country's. */
function toDetail(h: Hospital, counts: ReviewCounts | undefined, locale: Locale): HospitalDetail {
  const specializations = h.specializations
    .getItems()
    .map((s) => ({
      slug: s.specialization.slug,
      name: nameIn(s.specialization, locale),
      experienceYears: s.experienceYears ?? null,
      successRatePercentage: s.successRatePercentage ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  const treatments = h.treatments
    .getItems()
    .filter((t) => t.treatment.isActive)
    .map((t) => ({
      id: t.treatment.id,
      slug: t.treatment.slug,
      name: nameIn(t.treatment, locale),
      category: t.treatment.category,
      minCostUsd: t.minCostUsd ?? null,
      maxCostUsd: t.maxCostUsd ?? null,
      casesCompleted: t.casesCompleted,
      averageSuccessRate: t.averageSuccessRate ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  const detail: HospitalDetail = {
    ...hospitalFacts(h),
    country: {
      name: countryName(h.country.code, h.country.name, locale),
      code: h.country.code,
      slug: h.country.slug,
      isDestination: h.country.isDestination,
    },
    specialties: specializations.map((s) => s.name),
    specializations,
    treatments,
    reviewCount: counts?.reviews ?? 0,
    successStoryCount: counts?.stories ?? 0,
  };
  return localized(detail, h.translations, locale, HOSPITAL_TEXT);
}
