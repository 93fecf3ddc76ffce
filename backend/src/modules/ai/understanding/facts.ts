import type { ConnectionType } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A partner hospital's offer of a treatment, as a price answer lists it. */
export interface Offer {
  hospitalId: string;
  hospital: string;
  slug: string;
  city: string;
  countryId: string;
  rating: number | null;
  minCostUsd: number | null;
  maxCostUsd: number | null;
  successRate: number | null;
  casesCompleted: number;
}

/** What a country's partner hospitals ask for a treatment, all of them counted. */
export interface CountrySummary {
  countryId: string;
  hospitals: number;
  minCostUsd: number | null;
  maxCostUsd: number | null;
}

/** How many offers an answer lists (the rest are counted). */
const LISTED_OFFERS = 5;

export type OfferOrder = 'price' | 'rating';

/** Partner hospitals whose staff speak `language` (as the hospital lists it, in English), best rated first. */
export async function hospitalsSpeaking(
  em: EntityManager,
  language: string,
  countryIds: string[],
  treatmentIds: string[] = [],
): Promise<{ id: string; name: string; slug: string; city: string; country_id: string; rating: number | null }[]> {
  return em.execute(
    `select h.id, h.name, h.slug, h.city, h.country_id, h.rating from hospitals h
      where h.is_active and exists (select 1 from unnest(h.languages) l where lower(l) = lower(?))
        and (?::jsonb = '[]'::jsonb or h.country_id in (select jsonb_array_elements_text(?::jsonb)::uuid))
        and (?::jsonb = '[]'::jsonb or exists (select 1 from hospital_treatments ht
              where ht.hospital_id = h.id and ht.treatment_id in (select jsonb_array_elements_text(?::jsonb)::uuid)))
      order by h.rating desc nulls last, h.name limit ${LISTED_OFFERS}`,
    [language, JSON.stringify(countryIds), JSON.stringify(countryIds), JSON.stringify(treatmentIds), JSON.stringify(treatmentIds)],
  );
}

/** The languages each of these hospitals lists for its staff, by hospital id. */
export async function staffLanguagesOf(em: EntityManager, hospitalIds: string[]): Promise<Map<string, string[]>> {
  const rows = await em.execute<{ id: string; languages: string[] | null }[]>(
    `select id, languages from hospitals where id in (select jsonb_array_elements_text(?::jsonb)::uuid)`,
    [JSON.stringify(hospitalIds)],
  );
  return new Map(rows.map((r) => [r.id, r.languages ?? []]));
}

/** A destination's partner hospitals and what they offer, best rated first. */
export async function hospitalsIn(
  em: EntityManager,
  countryId: string,
): Promise<{ id: string; name: string; slug: string; city: string; rating: number | null; treatment_ids: string[] }[]> {
  return em.execute(
    `select h.id, h.name, h.slug, h.city, h.rating,
            coalesce((select array_agg(ht.treatment_id order by ht.min_cost_usd) from hospital_treatments ht where ht.hospital_id = h.id), '{}') as treatment_ids
       from hospitals h where h.is_active and h.country_id = ? order by h.rating desc nulls last, h.name limit ${LISTED_OFFERS * 2}`,
    [countryId],
  );
}

/**
 * The offers of `treatmentId` by active partner hospitals, optionally in some countries or at some hospitals, the
 * cheapest or the best rated first, and a summary per country of all of them. Indexed (treatment, price); a treatment
 * offered by thousands of hospitals still returns a few rows.
 */
export async function offersOf(
  em: EntityManager,
  treatmentId: string,
  where: { countryIds?: string[]; hospitalIds?: string[]; maxBudget?: number | null; order?: OfferOrder; limit?: number } = {},
  on: ConnectionType = 'write',
): Promise<{ offers: Offer[]; countries: CountrySummary[] }> {
  const filters: string[] = [];
  const params: unknown[] = [treatmentId];
  if (where.countryIds?.length) {
    filters.push(`and h.country_id in (select jsonb_array_elements_text(?::jsonb)::uuid)`);
    params.push(JSON.stringify(where.countryIds));
  }
  if (where.hospitalIds?.length) {
    filters.push(`and h.id in (select jsonb_array_elements_text(?::jsonb)::uuid)`);
    params.push(JSON.stringify(where.hospitalIds));
  }
  if (where.maxBudget != null) {
    filters.push(`and ht.min_cost_usd <= ?`);
    params.push(where.maxBudget);
  }
  const order =
    where.order === 'rating'
      ? 'h.rating desc nulls last, ht.min_cost_usd asc nulls last'
      : 'ht.min_cost_usd asc nulls last, h.rating desc nulls last';
  const [offers, countries] = await Promise.all([
    em.execute<Record<string, unknown>[]>(
      `select h.id as hospital_id, h.name as hospital, h.slug, h.city, h.country_id, h.rating, ht.min_cost_usd, ht.max_cost_usd,
              ht.average_success_rate, ht.cases_completed
         from hospital_treatments ht join hospitals h on h.id = ht.hospital_id and h.is_active
        where ht.treatment_id = ? ${filters.join(' ')}
        order by ${order}, h.name, h.id limit ${where.limit ?? LISTED_OFFERS}`,
      params,
      { connectionType: on },
    ),
    em.execute<Record<string, unknown>[]>(
      `select h.country_id, count(*)::int as hospitals, min(ht.min_cost_usd) as min_cost_usd, max(ht.max_cost_usd) as max_cost_usd
         from hospital_treatments ht join hospitals h on h.id = ht.hospital_id and h.is_active
        where ht.treatment_id = ? ${filters.join(' ')}
        group by h.country_id order by min(ht.min_cost_usd) asc nulls last`,
      params,
      { connectionType: on },
    ),
  ]);
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    offers: offers.map((o) => ({
      hospitalId: o.hospital_id as string,
      hospital: o.hospital as string,
      slug: o.slug as string,
      city: o.city as string,
      countryId: o.country_id as string,
      rating: num(o.rating),
      minCostUsd: num(o.min_cost_usd),
      maxCostUsd: num(o.max_cost_usd),
      successRate: num(o.average_success_rate),
      casesCompleted: Number(o.cases_completed ?? 0),
    })),
    countries: countries.map((c) => ({
      countryId: c.country_id as string,
      hospitals: Number(c.hospitals),
      minCostUsd: num(c.min_cost_usd),
      maxCostUsd: num(c.max_cost_usd),
    })),
  };
}
