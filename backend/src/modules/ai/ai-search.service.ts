import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AiIndexService, normalise } from '../understanding/index.js';

export type PassageKind = 'treatment' | 'destination' | 'hospital' | 'guide' | 'faq';

/** A passage of our content found for a question, best first. */
export interface Passage {
  kind: PassageKind;
  /** The catalogue row it was built from (treatment, country, hospital); null for guide texts. */
  refId: string | null;
  title: string;
  url: string;
  body: string;
  score: number;
}

/** A synonym found in a question: what it stands for. */
interface SynonymHit {
  name: string;
  treatment_id: string | null;
  specialization_id: string | null;
}

/** `?` twice: the kinds asked for (JSON), or all when null. */
const KINDS = `(?::jsonb is null or p.kind in (select jsonb_array_elements_text(?::jsonb)))`;
/** Stemmed words of many hospital names: they name no hospital in particular. */
const GENERIC_NAME_WORDS = ['hospit', 'centr', 'center', 'clinic', 'medic', 'intern', 'institut', 'health', 'specialist', 'care']
  .map((w) => `'${w}'`)
  .join(', ');

/** The passages other than hospitals (few: searched whole). */
const CONTENT_KINDS = ['treatment', 'destination', 'guide', 'faq'].map((k) => `'${k}'`).join(', ');

/** Reciprocal rank fusion's constant: smaller favours the first places of each ranking more. */
const RRF_K = 10;
/** How many passages each ranking proposes before they are merged. */
const CANDIDATES = 20;

/** Questions that take every branch of the search (hospital titles, synonyms' words, typos), run once at start-up. */
const WARM_UP_QUESTIONS = ['How much is a hip replacment at a hospital in Kuala Lumpur?', 'visa for treatment in Thailand'];

/** Words of at least two letters, in any script, for an OR search (websearch syntax drops stop words itself). */
const orQuery = (text: string) => (text.match(/[\p{L}\p{N}]{2,}/gu) ?? []).slice(0, 40).join(' or ');

/**
 * Retrieval from PostgreSQL, no model: full-text search (English stemming, title words weighing
 * more) and trigram similarity of titles (typos: "hip replacment"), merged by reciprocal rank. Staff
 * synonyms turn lay and foreign terms into our names first ("kubadilisha nyonga" → Hip Replacement),
 * and the passages they name rank first.
 */
@Injectable()
export class AiSearchService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AiSearchService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly index: AiIndexService,
  ) {}

  /**
   * Before the API listens: brings the passages up to date and runs the searches once (planned,
   * compiled), so that the first questions after a restart are as fast as the rest. A failure is
   * logged and the API starts anyway (the next question tries again).
   */
  async onApplicationBootstrap(): Promise<void> {
    try {
      for (const question of WARM_UP_QUESTIONS) await this.search(question);
      await this.search(WARM_UP_QUESTIONS[0]!, { kinds: ['treatment'] });
    } catch (error) {
      this.logger.warn(`AI search warm-up failed: ${(error as Error).message}`);
    }
  }

  async search(question: string, options: { limit?: number; kinds?: readonly PassageKind[] } = {}): Promise<Passage[]> {
    // One round trip before the search: the catalogue's version (are the passages current?), the
    // synonyms the question contains, and the question's words as a query on titles, for hospital
    // names (words every hospital name may have do not count). The title query is made first so
    // that the search below is planned with it.
    const [found] = await this.em.execute<{ version: string; synonyms: SynonymHit[] | null; titles: string | null }[]>(
      `select (select version::text from catalogue_version) as version,
              (select json_agg(json_build_object('name', coalesce(t.name, s.name), 'treatment_id', y.treatment_id, 'specialization_id', y.specialization_id))
                 from ai_synonyms y left join treatments t on t.id = y.treatment_id left join specializations s on s.id = y.specialization_id
                where position(' ' || y.term_key || ' ' in ' ' || ? || ' ') > 0) as synonyms,
              (select string_agg(quote_literal(l), ' | ') from unnest(tsvector_to_array(to_tsvector('english', ?))) l
                where l <> all (array[${GENERIC_NAME_WORDS}]) and position('''' in l) = 0 and position(chr(92) in l) = 0) as titles`,
      [normalise(question), question],
    );
    await this.index.ensureCurrent(BigInt(found!.version));
    const synonyms = found!.synonyms ?? [];
    const expanded = [question, ...synonyms.map((s) => s.name)].join(' ');
    const named = synonyms.flatMap((s) => [s.treatment_id, s.specialization_id]).filter((id): id is string => id !== null);
    const terms = orQuery(expanded);
    if (!terms) return [];
    // As JSON: the driver would spread a JavaScript array into a list of values.
    const kinds = options.kinds ? JSON.stringify(options.kinds) : null;
    // Hospitals are found by their names only: their passages also list treatments, which thousands
    // of them share (a question about a treatment would rank them all).
    const titles = found!.titles;
    const hospitals = titles
      ? `select p.id, row_number() over (order by ts_rank(p.title_search, to_tsquery('simple', ?)) desc, p.id) as rank
           from ai_passages p
          where p.kind = 'hospital' and p.title_search @@ to_tsquery('simple', ?) and ${KINDS}
          order by rank limit ${CANDIDATES}`
      : `select null::bigint as id, null::bigint as rank where false`;
    const rows = await this.em.execute<(Omit<Passage, 'refId'> & { ref_id: string | null })[]>(
      `with fts as (
         select p.id, row_number() over (order by ts_rank(p.search, websearch_to_tsquery('english', ?)) desc, p.id) as rank
           from ai_passages p
          where p.kind <> 'hospital' and p.search @@ websearch_to_tsquery('english', ?) and ${KINDS}
          order by rank limit ${CANDIDATES}),
       hospitals as (${hospitals}),
       trigram as (
         -- Titles of what a question names, typos included ("hip replacment"): the few content passages.
         select p.id, row_number() over (order by word_similarity(lower(p.title), lower(?)) desc, p.id) as rank
           from ai_passages p
          where p.kind in (${CONTENT_KINDS}) and word_similarity(lower(p.title), lower(?)) >= 0.5 and ${KINDS}
          order by rank limit ${CANDIDATES}),
       merged as (
         select id, sum(1.0 / (${RRF_K} + rank)) as score
           from (select * from fts union all select * from hospitals union all select * from trigram) r group by id)
       select p.kind, p.ref_id, p.title, p.url, p.body,
              m.score + case when p.ref_id::text in (select jsonb_array_elements_text(?::jsonb)) then 1 else 0 end as score
         from merged m join ai_passages p on p.id = m.id
        order by score desc, p.id limit ?`,
      [
        terms,
        terms,
        kinds,
        kinds,
        ...(titles ? [titles, titles, kinds, kinds] : []),
        expanded,
        expanded,
        kinds,
        kinds,
        JSON.stringify(named),
        options.limit ?? 3,
      ],
    );
    return rows.map(({ ref_id, score, ...row }) => ({ ...row, refId: ref_id, score: Number(score) }));
  }
}
