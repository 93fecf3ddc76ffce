import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** `$8,000 - $15,000`, as `formatCostRange` writes it on the site, in SQL. */
const usd = (column: string) => `'$' || to_char(${column}, 'FM999,999,999')`;
const costRange = (min: string, max: string) => `case
  when ${min} is not null and ${max} is not null and ${min} <> ${max} then ${usd(min)} || ' - ' || ${usd(max)}
  when ${min} is not null then ${usd(min)}
  when ${max} is not null then 'Up to ' || ${usd(max)} end`;

/** How many hospitals a treatment's or destination's passage names (best rated first; the rest are counted). */
const LISTED = 10;

/**
 * The passages, one per page (or guide text) the assistant may point to, written as lines of facts
 * ("Cost: …") that the built-in engine quotes and a model is given. Built in SQL from the catalogue's
 * tables and the guide's.
 */
const CATALOGUE_PASSAGES = [
  `insert into ai_passages (kind, ref_id, title, url, body)
   select 'treatment', t.id, t.name, '/treatments/' || t.slug, concat_ws(E'\\n',
     t.description,
     'Category: ' || t.category || '. Type: ' || t.type || '. Evidence level: ' || t.evidence_level || '.',
     'Cost: ' || ${costRange('t.min_cost_usd', 't.max_cost_usd')} || ' (typical price range in USD).',
     'Stay: ' || t.min_duration_days || '-' || t.max_duration_days || ' days.',
     'Success rate: ' || round(t.success_rate_percentage) || '%.',
     'Procedures: ' || nullif(array_to_string(t.procedures, ', '), '') || '.',
     'Benefits: ' || nullif(array_to_string(t.benefits, ', '), '') || '.',
     'Offered by: ' || (select string_agg(o.name || ' (' || o.country || ', ' || coalesce(o.price, 'price on request') || ')', '; ' order by o.rank)
       || case when max(o.total) > ${LISTED} then '; and ' || (max(o.total) - ${LISTED}) || ' more' else '' end
       from (select h.name, c.name as country, ${costRange('ht.min_cost_usd', 'ht.max_cost_usd')} as price, count(*) over () as total,
                    row_number() over (order by h.rating desc nulls last, h.name) as rank
               from hospital_treatments ht join hospitals h on h.id = ht.hospital_id and h.is_active join countries c on c.id = h.country_id
              where ht.treatment_id = t.id) o where o.rank <= ${LISTED}) || '.')
   from treatments t where t.is_active`,
  `insert into ai_passages (kind, ref_id, title, url, body)
   select 'destination', c.id, 'Treatment in ' || c.name, '/destinations#destination-' || c.slug, concat_ws(E'\\n',
     c.description,
     'Capital: ' || c.capital || '.',
     'Specialties: ' || nullif(array_to_string(c.specialties, ', '), '') || '.',
     'Highlights: ' || nullif(array_to_string(c.highlights, ', '), '') || '.',
     'Savings: ' || c.avg_cost_saving_min_pct || '-' || c.avg_cost_saving_max_pct || '% compared with treatment at home.',
     'Visa: ' || c.visa_info,
     'Flight time from Africa: ' || c.flight_time_from_africa || '.',
     'Languages: ' || nullif(array_to_string(c.languages, ', '), '') || '.',
     'Partner hospitals: ' || (select string_agg(o.name || ' (' || o.city || ')', '; ' order by o.rank)
       || case when max(o.total) > ${LISTED} then '; and ' || (max(o.total) - ${LISTED}) || ' more' else '' end
       from (select h.name, h.city, count(*) over () as total, row_number() over (order by h.rating desc nulls last, h.name) as rank
               from hospitals h where h.country_id = c.id and h.is_active) o where o.rank <= ${LISTED}) || '.')
   from countries c where c.is_destination`,
  `insert into ai_passages (kind, ref_id, title, url, body)
   select 'hospital', h.id, h.name, '/hospitals/' || h.slug, concat_ws(E'\\n',
     h.description,
     'Location: ' || h.city || ', ' || c.name || '.',
     'Rating: ' || h.rating || ' out of 5.',
     'Accreditations: ' || nullif(array_to_string(h.accreditations, ', '), '') || '.',
     'Specialties: ' || (select string_agg(s.name, ', ' order by s.name) from hospital_specializations hs
       join specializations s on s.id = hs.specialization_id where hs.hospital_id = h.id) || '.',
     'Treatments: ' || (select string_agg(t.name || ' ' || coalesce(${costRange('ht.min_cost_usd', 'ht.max_cost_usd')}, 'price on request'), '; ' order by t.name)
       from hospital_treatments ht join treatments t on t.id = ht.treatment_id and t.is_active where ht.hospital_id = h.id) || '.')
   from hospitals h join countries c on c.id = h.country_id where h.is_active`,
  // The patient guide's and the contact page's texts, as staff wrote them (English), pointing to where the pages show them.
  `insert into ai_passages (kind, title, url, body)
   select case when g.section in ('faq', 'contact') then 'faq' else 'guide' end,
     case when g.section = 'steps'
       then 'Step ' || row_number() over (partition by g.section order by g.position, g.title, g.id) || ': ' || g.title
       else g.title end,
     case g.section when 'steps' then '/patient-guide#steps-title' when 'services' then '/patient-guide#services-title'
       when 'faq' then '/patient-guide#faq-title' else '/contact#questions-title' end,
     concat_ws(E'\\n', g.body, 'Time: ' || g.time || '.')
   from guide_entries g`,
];

/** The rebuild's own bounds: it runs longer than a request's statements, and gives up rather than queue behind a lock. */
const REBUILD_STATEMENT_TIMEOUT = '60s';
const REBUILD_LOCK_TIMEOUT = '2s';
/** After a failed rebuild, the next try waits this long, doubling up to the maximum (the old passages serve meanwhile). */
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 60_000;

/**
 * The passages the assistant retrieves from, kept current from the catalogue: before a search, the
 * catalogue's version (moved by triggers on every catalogue or settings write, whoever makes it) is
 * compared with the one the passages were built from, and the passages are rebuilt when it moved.
 *
 * A rebuild never makes anyone wait but the caller that started it:
 * - single flight: one rebuild at a time in this process; other callers answer from the current
 *   passages meanwhile, and across processes a transaction-scoped advisory *try*-lock lets one
 *   rebuild while the others carry on;
 * - atomic: the old rows are deleted and the new ones inserted in one transaction, every statement
 *   on that transaction's connection, so readers see the old passages or the new, never none;
 * - a rebuild that fails (a timeout, a lock held too long) rolls back, leaving the old passages,
 *   and is tried again by a later search after a growing pause.
 */
@Injectable()
export class AiIndexService {
  private readonly logger = new Logger(AiIndexService.name);
  /** The catalogue version the passages are known to be built from. */
  private builtVersion = -1n;
  private rebuilding?: Promise<void>;
  private retryDelayMs = FIRST_RETRY_DELAY_MS;
  private nextTryAt = 0;

  constructor(private readonly em: EntityManager) {}

  /**
   * Starts a rebuild when the catalogue moved and none is under way, and waits for the rebuild it
   * started; returns at once when the passages are current or another caller's rebuild is running.
   * `version`: the catalogue's version if the caller has just read it (saves a query).
   */
  async ensureCurrent(version?: bigint): Promise<void> {
    version ??= await this.catalogueVersion();
    if (version <= this.builtVersion || this.rebuilding || Date.now() < this.nextTryAt) return;
    this.rebuilding = this.rebuild()
      .then((builtFrom) => {
        this.builtVersion = builtFrom ?? this.builtVersion;
        this.retryDelayMs = FIRST_RETRY_DELAY_MS;
      })
      .catch((error: unknown) => {
        this.nextTryAt = Date.now() + this.retryDelayMs;
        this.logger.warn(
          `AI passages not rebuilt (the old ones stay; next try in ${this.retryDelayMs / 1000} s): ${(error as Error).message}`,
        );
        this.retryDelayMs = Math.min(this.retryDelayMs * 2, MAX_RETRY_DELAY_MS);
      })
      .finally(() => (this.rebuilding = undefined));
    await this.rebuilding;
  }

  /**
   * Rebuilds the passages if they are older than the catalogue; the catalogue version they are now
   * built from, or undefined when another process holds the rebuild (it will bring them up to date).
   */
  private rebuild(): Promise<bigint | undefined> {
    return this.em.fork().transactional(async (tx) => {
      // Every statement through `tx.execute`: it runs on the transaction's connection (a statement
      // through `getConnection().execute` without the context would take another pool connection).
      await tx.execute(`set local statement_timeout = '${REBUILD_STATEMENT_TIMEOUT}'`);
      await tx.execute(`set local lock_timeout = '${REBUILD_LOCK_TIMEOUT}'`);
      const [lock] = await tx.execute<{ locked: boolean }[]>(`select pg_try_advisory_xact_lock(hashtext('ai_passages')) as locked`);
      if (!lock!.locked) return undefined;
      const [state] = await tx.execute<{ built: string; current: string }[]>(
        `select s.catalogue_version::text as built, v.version::text as current from ai_index_state s, catalogue_version v`,
      );
      const current = BigInt(state!.current);
      if (BigInt(state!.built) >= current) return current;
      await tx.execute(`delete from ai_passages`);
      for (const sql of CATALOGUE_PASSAGES) await tx.execute(sql);
      // Fresh statistics, so that the planner uses the indexes on the new rows.
      await tx.execute(`analyze ai_passages`);
      await tx.execute(
        `update ai_index_state set catalogue_version = ?, passages = (select count(*) from ai_passages), indexed_at = now()`,
        [current.toString()],
      );
      return current;
    });
  }

  /** How many passages there are and when they were built (the back office's AI settings). */
  async state(): Promise<{ passages: number; indexedAt: string | null }> {
    const [row] = await this.em.execute<{ passages: number; indexed_at: Date | null }[]>(`select passages, indexed_at from ai_index_state`);
    return { passages: row?.passages ?? 0, indexedAt: row?.indexed_at ? new Date(row.indexed_at).toISOString() : null };
  }

  private async catalogueVersion(): Promise<bigint> {
    const [row] = await this.em.execute<{ version: string }[]>(`select version::text as version from catalogue_version`);
    return BigInt(row!.version);
  }
}
