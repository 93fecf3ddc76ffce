import type { EntityManager } from '@mikro-orm/postgresql';
import type { Need } from './relevance.js';

/** Who may be recommended, besides the need: the patient's filters and preferred destinations. */
export interface RankingFilters {
  minRating?: number;
  /** Countries a typed country filter names (replacing the destinations); null: no filter. */
  countryIds: string[] | null;
  /** The preferred destinations' countries; empty: anywhere. */
  destinationIds: string[];
}

/** One page of the hospitals that fit, best first, and what the screen says about the whole list. */
export interface RankedPage {
  /** The page's hospitals' ids, in ranking order. */
  ids: string[];
  /** Hospitals on the list (every page). */
  total: number;
  /** Hospitals offering what the need asks for, whatever the budget or place. */
  candidates: number;
  /** None fits in the preferred destinations, so the list is wherever one fits. */
  destinationsWidened: boolean;
}

/**
 * The hospitals that fit a need (relevance.ts `hospitalFit`, `rankHospitals`), ranked and paged in one statement:
 * a page costs the same with 10,000 partner hospitals as with twenty, and only the page's hospitals are then loaded
 * to make their cards. In SQL what the relevance model says in TypeScript:
 * - candidates: active, with a specialty, offering one of the mapped treatments (active) — or, with none mapped, having
 *   one of the specialties asked for —, at the minimum rating and in the typed countries;
 * - fits: one of those offers starts within the budget (with none mapped: any offer of an active treatment does);
 * - ranked by what the patient asked for (an affordable offer of a treatment their words name), then score (a fitting
 *   mapped treatment 2, each specialty asked for 1), rating, name, id;
 * - in the preferred destinations, or wherever one fits when none there does.
 */
export async function rankFittingHospitals(
  em: EntityManager,
  need: Need,
  filters: RankingFilters,
  page: { offset: number; limit: number },
): Promise<RankedPage> {
  const ids = (list: string[] | null | undefined) => JSON.stringify(list ?? []);
  // Raw SQL on the driver's pool, as the hospital search: a named statement is planned once per connection (planning
  // costs about as much as running it), and a ranking with window counts is not the ORM's to express.
  const pool = await em.getConnection().getNativeClient();
  const { rows } = await pool.query<RankedRow>({
    ...(need.treatmentIds.length ? BY_MAPPED_TREATMENTS : BY_SPECIALTIES),
    values: [
      ids(need.treatmentIds),
      ids(need.preferredTreatmentIds),
      need.specializationIds === null,
      ids(need.specializationIds),
      need.maxBudget,
      filters.minRating ?? null,
      filters.countryIds === null,
      ids(filters.countryIds),
      ids(filters.destinationIds),
      page.limit,
      page.offset,
    ],
  });
  const { candidates, in_destinations: inDestinations, fitting } = rows[0]!;
  const total = inDestinations || fitting;
  return {
    ids: rows.flatMap((row) => (row.id ? [row.id] : [])),
    total,
    candidates,
    destinationsWidened: filters.destinationIds.length > 0 && inDestinations === 0 && total > 0,
  };
}

interface RankedRow {
  id: string | null;
  candidates: number;
  in_destinations: number;
  fitting: number;
}

/**
 * The statement in two shapes (no value is ever written into it): with mapped treatments, the hospitals are found from
 * their offers of them (an index on the treatment); with none, from every hospital with a specialty asked for. Its
 * values: $1 mapped treatments, $2 those the patient's words name, $3 any specialty, $4 the specialties asked for,
 * $5 budget (USD), $6 minimum rating, $7 any country, $8 the typed countries, $9 preferred destinations (JSON lists of
 * ids), $10 limit, $11 offset. One row at least: the counts, with the page's hospitals in order (none: a null id).
 */
function rankingStatement(byMappedTreatments: boolean): { name: string; text: string } {
  const mapped = byMappedTreatments;
  return {
    name: `recommended-hospitals:${mapped ? 'treatments' : 'specialties'}`,
    text: `with need as (
       select array(select jsonb_array_elements_text($1::jsonb)::uuid) as mapped,
              array(select jsonb_array_elements_text($2::jsonb)::uuid) as preferred,
              $3::boolean as any_specialty, array(select jsonb_array_elements_text($4::jsonb)::uuid) as specialties,
              $5::int as budget, $6::numeric as min_rating,
              $7::boolean as anywhere, array(select jsonb_array_elements_text($8::jsonb)::uuid) as countries,
              array(select jsonb_array_elements_text($9::jsonb)::uuid) as destinations
     ),
     offers as (
       -- Per hospital, its offers of the mapped treatments (of any active treatment when none is mapped).
       select ht.hospital_id,
              bool_or(need.budget is null or ht.min_cost_usd <= need.budget) as fits,
              bool_or((need.budget is null or ht.min_cost_usd <= need.budget) and ht.treatment_id = any(need.preferred)) as asked
         from need, hospital_treatments ht join treatments t on t.id = ht.treatment_id and t.is_active
        where ${mapped ? 'ht.treatment_id = any(need.mapped)' : 'true'}
        group by ht.hospital_id
     ),
     specialties as (
       -- Per hospital with a specialty, how many of those asked for it has: one pass over the table, not two lookups per hospital.
       select hs.hospital_id, count(*) filter (where hs.specialization_id = any(need.specialties))::int as matched
         from need, hospital_specializations hs
        group by hs.hospital_id
     ),
     candidates as (
       select h.id, h.name, h.rating, ${mapped ? 'o.asked' : 'false'} as asked, coalesce(o.fits, false) as fits,
              ${mapped ? 2 : 0} + s.matched as score,
              cardinality(need.destinations) = 0 or h.country_id = any(need.destinations) as in_destinations
         from need, hospitals h join specialties s on s.hospital_id = h.id
              ${mapped ? 'join' : 'left join'} offers o on o.hospital_id = h.id
        where h.is_active
          ${mapped ? '' : 'and (need.any_specialty or s.matched > 0)'}
          and (need.min_rating is null or h.rating >= need.min_rating)
          and (need.anywhere or h.country_id = any(need.countries))
     ),
     counted as (
       select c.*, count(*) over () as candidates, count(*) filter (where fits) over () as fitting,
              count(*) filter (where fits and in_destinations) over () as in_destinations_fitting
         from candidates c
     ),
     counts as (
       select coalesce(max(candidates), 0)::int as candidates, coalesce(max(fitting), 0)::int as fitting,
              coalesce(max(in_destinations_fitting), 0)::int as in_destinations
         from counted
     )
     select p.id, counts.* from counts
       left join lateral (
         select id, asked, score, rating, name from counted
          where fits and (in_destinations or counts.in_destinations = 0)
          order by asked desc, score desc, coalesce(rating, -1) desc, name, id limit $10 offset $11
       ) p on true
      order by p.asked desc, p.score desc, coalesce(p.rating, -1) desc, p.name, p.id`,
  };
}

const BY_MAPPED_TREATMENTS = rankingStatement(true);
const BY_SPECIALTIES = rankingStatement(false);
