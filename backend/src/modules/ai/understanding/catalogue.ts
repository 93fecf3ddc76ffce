import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type DestinationText, LOCALES, type Locale, type Translations } from '@medtour/contracts';
import { countryName, DESTINATION_TEXT, GUIDE_TEXT, localized, nameIn } from '../../catalogue/translations.js';
import { AiIndexService } from '../ai-index.service.js';
import { sameWord, stems } from './words.js';

/*
 * What the assistant knows the catalogue by: the names of treatments, specialties, destinations and hospitals in every
 * language the site speaks, staff's synonyms (any language), the cities of the partner hospitals, and the facts a
 * question about a treatment or a destination needs (prices, stays, success rates, visa, flights, languages). Kept in
 * memory and rebuilt when the catalogue's version moves (the triggers of every catalogue write move it); a rebuild
 * runs in the background while the previous snapshot answers, so a burst of questions after a staff edit waits for
 * nothing. Hospitals' offers (thousands of rows) are not held here: they are read per question (facts.ts).
 */

export interface Named {
  id: string;
  slug: string;
  names: Record<Locale, string>;
}

export interface TreatmentInfo extends Named {
  minCostUsd: number | null;
  maxCostUsd: number | null;
  minDays: number | null;
  maxDays: number | null;
  successRate: number | null;
}

export interface CountryInfo extends Named {
  code: string;
  visa: Record<Locale, string | null>;
  flight: Record<Locale, string | null>;
  languages: Record<Locale, string[]>;
  savings: { min: number | null; max: number | null };
}

export interface HospitalInfo {
  id: string;
  slug: string;
  name: string;
  city: string;
  countryId: string;
}

/** A text of the patient guide (its steps, services, FAQ) or the contact page's questions, in every language. */
export interface GuideInfo {
  url: string;
  texts: Record<Locale, { title: string; body: string }>;
  /** The stems of its title and of its body, per language. */
  titleStems: Record<Locale, Set<string>>;
  bodyStems: Record<Locale, Set<string>>;
}

export interface SpecialtyInfo extends Named {
  /** The treatments the condition mapping gives this specialty. */
  treatmentIds: string[];
}

/** What a message names, in the order it names them. */
export interface Mentions {
  treatments: TreatmentInfo[];
  countries: CountryInfo[];
  hospitals: HospitalInfo[];
  specialties: SpecialtyInfo[];
}

type Kind = 'treatment' | 'country' | 'specialty';

/** A way of naming a catalogue row: its words' stems, all needed. */
interface Phrase {
  kind: Kind;
  id: string;
  stems: string[];
}

/** Words of names that say what kind of thing it is, not which: alone, they name nothing. */
const GENERIC = new Set(
  stems(
    'surgery treatment treatments care programme program therapy procedure operation replacement body contouring ' +
      'chirurgie traitement prise charge programme soins pose remodelage silhouette ' +
      'upasuaji matibabu huduma mpango kurekebisha umbo mwili mtoto magonjwa kuweka nje ' +
      'جراحة علاج برنامج رعاية مرضى عملية طب تركيب زراعة',
  ),
);
/** Words of hospital names that every kind of hospital has. */
const HOSPITAL_GENERIC = new Set(
  stems(
    'hospital hospitals centre center clinic institute international medical demo multispeciality specialist health care wellness surgery',
  ),
);

/** Other names patients use for our destinations (by country code), in the four languages. */
const COUNTRY_ALIASES: Record<string, string[]> = {
  KR: ['Korea', 'Corée', 'كوريا', 'Korea ya Kusini', 'Seoul'],
  TR: ['Türkiye', 'Turkiye', 'Turquie', 'Uturuki', 'تركيا'],
  MY: ['Malaysia', 'Malesia', 'Malaisie', 'ماليزيا', 'KL'],
  TH: ['Thailand', 'Thailandi', 'Tailandi', 'تايلند'],
  IN: ['India', 'Inde', 'Bara Hindi', 'الهند'],
};

export class Snapshot {
  readonly treatments: TreatmentInfo[];
  readonly countries: CountryInfo[];
  readonly specialties: SpecialtyInfo[];
  readonly guide: GuideInfo[];
  private readonly phrases: Phrase[] = [];
  /** Single words naming exactly one treatment, specialty or country. */
  private readonly telling = new Map<string, { kind: Kind; id: string }>();
  /** Hospital-name words (stems) → hospitals having them; city stems → country. */
  private readonly hospitalWords = new Map<string, HospitalInfo[]>();
  private readonly hospitalsById = new Map<string, HospitalInfo>();
  private readonly cities = new Map<string, string>();
  /** Every word of the names of treatments, specialties and destinations, and of synonyms. */
  private readonly catalogueWords = new Set<string>(GENERIC);

  constructor(
    readonly version: bigint,
    data: {
      treatments: TreatmentInfo[];
      countries: CountryInfo[];
      specialties: SpecialtyInfo[];
      hospitals: HospitalInfo[];
      synonyms: { term: string; treatmentId: string | null; specializationId: string | null }[];
      guide: GuideInfo[];
    },
  ) {
    this.guide = data.guide;
    this.treatments = data.treatments;
    this.countries = data.countries;
    this.specialties = data.specialties;
    const owners = new Map<string, Set<string>>();
    const addName = (kind: Kind, id: string, name: string, telling: boolean) => {
      const phrase = stems(name);
      if (!phrase.length) return;
      this.phrases.push({ kind, id, stems: phrase });
      for (const word of phrase) this.catalogueWords.add(word);
      if (!telling) return;
      for (const word of phrase) {
        if (GENERIC.has(word) || word.length < 3) continue;
        const key = `${kind}:${word}`;
        (owners.get(key) ?? owners.set(key, new Set()).get(key)!).add(id);
      }
    };
    for (const t of data.treatments) for (const name of new Set(Object.values(t.names))) addName('treatment', t.id, name, true);
    for (const s of data.specialties) for (const name of new Set(Object.values(s.names))) addName('specialty', s.id, name, true);
    for (const c of data.countries) {
      for (const name of new Set([...Object.values(c.names), ...(COUNTRY_ALIASES[c.code] ?? [])])) addName('country', c.id, name, false);
    }
    for (const s of data.synonyms) {
      if (s.treatmentId) addName('treatment', s.treatmentId, s.term, false);
      else if (s.specializationId) addName('specialty', s.specializationId, s.term, false);
    }
    // A word of one row's names only ("bypass", « genou », "nyonga") names that row alone.
    for (const [key, ids] of owners) {
      if (ids.size !== 1) continue;
      const [kind, word] = key.split(/:(.*)/s) as [Kind, string];
      // Shared with a row of another kind: a treatment is more specific than a specialty or a place ("meno").
      const clash = [...owners.keys()].some(
        (other) => other !== key && other.endsWith(`:${word}`) && (kind !== 'treatment' || other.startsWith('treatment:')),
      );
      if (!clash) this.telling.set(word, { kind, id: [...ids][0]! });
    }
    for (const h of data.hospitals) {
      this.hospitalsById.set(h.id, h);
      const cityStems = stems(h.city);
      if (cityStems.length) this.cities.set(cityStems.join(' '), h.countryId);
      for (const word of new Set(stems(h.name.replace(/\(demo\)/i, '')))) {
        if (HOSPITAL_GENERIC.has(word) || word.length < 3) continue;
        (this.hospitalWords.get(word) ?? this.hospitalWords.set(word, []).get(word)!).push(h);
      }
    }
  }

  treatment(id: string): TreatmentInfo | undefined {
    return this.treatments.find((t) => t.id === id);
  }

  country(id: string): CountryInfo | undefined {
    return this.countries.find((c) => c.id === id);
  }

  hospital(id: string): HospitalInfo | undefined {
    return this.hospitalsById.get(id);
  }

  /** Whether a word (a stem) is one of the catalogue's: a name's, a synonym's, a place's or a hospital's. */
  knows(word: string): boolean {
    if (this.hospitalWords.has(word) || GENERIC.has(word) || HOSPITAL_GENERIC.has(word)) return true;
    if ([...this.cities.keys()].some((city) => city.split(' ').some((w) => sameWord(w, word)))) return true;
    return this.phrases.some((p) => p.stems.some((w) => sameWord(w, word)));
  }

  /** What `text` names: treatments, specialties and destinations (names, synonyms, telling words, typos), cities' countries, hospitals. */
  mentions(text: string): Mentions {
    const found = stems(text);
    const hits: { kind: Kind; id: string; at: number; length: number }[] = [];
    for (const phrase of this.phrases) {
      const at = findPhrase(found, phrase.stems);
      if (at >= 0) hits.push({ kind: phrase.kind, id: phrase.id, at, length: phrase.stems.length });
    }
    found.forEach((word, at) => {
      for (const [telling, row] of this.telling) if (sameWord(word, telling)) hits.push({ ...row, at, length: 1 });
    });
    // Cities name their country ("a hospital in Bangkok").
    for (const [city, countryId] of this.cities) {
      const at = findPhrase(found, city.split(' '));
      if (at >= 0) hits.push({ kind: 'country', id: countryId, at, length: 0 });
    }
    const inOrder = (kind: Kind) => [
      ...new Set(
        hits
          .filter((h) => h.kind === kind)
          .sort((a, b) => a.at - b.at || b.length - a.length)
          .map((h) => h.id),
      ),
    ];
    // A specialty whose treatment is named too adds nothing ("cancer treatment": the treatment).
    const treatments = inOrder('treatment')
      .map((id) => this.treatment(id)!)
      .filter(Boolean);
    const specialties = inOrder('specialty')
      .map((id) => this.specialties.find((s) => s.id === id)!)
      .filter((s) => s && !s.treatmentIds.some((id) => treatments.some((t) => t.id === id)));
    return {
      treatments,
      specialties,
      countries: inOrder('country')
        .map((id) => this.country(id)!)
        .filter(Boolean),
      hospitals: this.hospitalsIn(found),
    };
  }

  /** Hospitals named by two of their name's own words, or by one no other hospital has that names nothing else. */
  private hospitalsIn(found: string[]): HospitalInfo[] {
    const counts = new Map<HospitalInfo, number>();
    const unique = new Set<HospitalInfo>();
    for (const word of new Set(found)) {
      const owners = this.hospitalWords.get(word);
      if (!owners) continue;
      for (const h of owners) counts.set(h, (counts.get(h) ?? 0) + 1);
      // One word alone names a hospital only if it names nothing else we know ("Bosphorus", not "Cancer" or "Surgery").
      if (owners.length === 1 && word.length >= 5 && !this.catalogueWords.has(word)) unique.add(owners[0]!);
    }
    return [...counts].filter(([h, n]) => n >= 2 || unique.has(h)).map(([h]) => h);
  }
}

/** Where `phrase` starts in `words`, its words in order with at most one word between two of them; -1 if absent. */
function findPhrase(words: string[], phrase: string[]): number {
  for (let start = 0; start < words.length; start++) {
    if (!sameWord(words[start]!, phrase[0]!)) continue;
    let at = start;
    let matched = 1;
    for (; matched < phrase.length; matched++) {
      const next = [at + 1, at + 2].find((i) => i < words.length && sameWord(words[i]!, phrase[matched]!));
      if (next === undefined) break;
      at = next;
    }
    if (matched === phrase.length) return start;
  }
  return -1;
}

/** The rows the snapshot is built from, as PostgreSQL returns them (numerics as text). */
type Numeric = number | string | null;
interface TreatmentRow extends WithTranslations {
  id: string;
  slug: string;
  min_cost_usd: Numeric;
  max_cost_usd: Numeric;
  min_duration_days: Numeric;
  max_duration_days: Numeric;
  success_rate_percentage: Numeric;
}
interface CountryRow {
  id: string;
  slug: string;
  code: string;
  name: string;
  translations: Translations<DestinationText> | null;
  visa_info: string | null;
  flight_time_from_africa: string | null;
  languages: string[] | null;
  description: string | null;
  highlights: string[] | null;
  specialties: string[] | null;
  avg_cost_saving_min_pct: Numeric;
  avg_cost_saving_max_pct: Numeric;
}

/** Where the site shows each section of the guide. */
const GUIDE_PAGES: Record<string, string> = {
  steps: '/patient-guide#steps-title',
  services: '/patient-guide#services-title',
  faq: '/patient-guide#faq-title',
};

type WithTranslations = { name: string; translations: Translations<{ name: string }> };
const namesOf = (row: WithTranslations): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((l) => [l, nameIn(row, l)])) as Record<Locale, string>;

/**
 * The snapshot of the catalogue the assistant reads, current to the catalogue's version: the first question waits for
 * the first build (done at start-up), later rebuilds run while the previous snapshot answers.
 */
@Injectable()
export class AssistantCatalogue implements OnApplicationBootstrap {
  private readonly logger = new Logger(AssistantCatalogue.name);
  private snapshot?: Snapshot;
  private building?: Promise<Snapshot>;

  constructor(
    private readonly em: EntityManager,
    private readonly passages: AiIndexService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.current().catch((error: unknown) =>
      this.logger.warn(`Assistant catalogue not loaded at start: ${(error as Error).message}`),
    );
  }

  /** The snapshot for `version` (the catalogue's, when the caller has read it). */
  async current(version?: bigint): Promise<Snapshot> {
    version ??= await this.version();
    // The passages a model is given follow the same version (their own single flight; a failure is theirs to log).
    void this.passages.ensureCurrent(version);
    if (this.snapshot && this.snapshot.version >= version) return this.snapshot;
    // A newer catalogue: the caller that starts the rebuild waits for it (about a tenth of a second); those asking
    // meanwhile are answered from the previous snapshot rather than queue behind it.
    if (this.building && this.snapshot) return this.snapshot;
    const building = (this.building ??= this.load(version).finally(() => (this.building = undefined)));
    try {
      const built = await building;
      if (built.version >= (this.snapshot?.version ?? -1n)) this.snapshot = built;
    } catch (error) {
      if (!this.snapshot) throw error;
      this.logger.warn(`Assistant catalogue not rebuilt (the previous one answers): ${(error as Error).message}`);
    }
    return this.snapshot!;
  }

  private async version(): Promise<bigint> {
    const [row] = await this.em.execute<{ version: string }[]>(`select version::text as version from catalogue_version`);
    return BigInt(row!.version);
  }

  private async load(version: bigint): Promise<Snapshot> {
    const em = this.em.fork();
    const [treatments, countries, specialties, mappings, hospitals, synonyms, guide] = await Promise.all([
      em.execute<TreatmentRow[]>(
        `select id, slug, name, translations, min_cost_usd, max_cost_usd, min_duration_days, max_duration_days, success_rate_percentage
           from treatments where is_active order by name`,
      ),
      em.execute<CountryRow[]>(
        `select id, slug, code, name, translations, visa_info, flight_time_from_africa, languages, description, highlights, specialties,
                avg_cost_saving_min_pct, avg_cost_saving_max_pct
           from countries where is_destination order by name`,
      ),
      em.execute<(WithTranslations & { id: string; slug: string })[]>(
        `select id, slug, name, translations from specializations order by name`,
      ),
      em.execute<{ specialization_ids: string[]; treatment_ids: string[] }[]>(
        `select specialization_ids, treatment_ids from condition_mappings`,
      ),
      em.execute<{ id: string; slug: string; name: string; city: string; country_id: string }[]>(
        `select id, slug, name, city, country_id from hospitals where is_active`,
      ),
      em.execute<{ term: string; treatment_id: string | null; specialization_id: string | null }[]>(
        `select term, treatment_id, specialization_id from ai_synonyms`,
      ),
      em.execute<{ section: string; title: string; body: string; badge: string | null; time: string | null; translations: object }[]>(
        `select section, title, body, badge, time, translations from guide_entries order by section, position, title`,
      ),
    ]);
    const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    return new Snapshot(version, {
      treatments: treatments.map((t) => ({
        id: t.id,
        slug: t.slug,
        names: namesOf(t),
        minCostUsd: num(t.min_cost_usd),
        maxCostUsd: num(t.max_cost_usd),
        minDays: num(t.min_duration_days),
        maxDays: num(t.max_duration_days),
        successRate: num(t.success_rate_percentage),
      })),
      countries: countries.map((c) => {
        const english = {
          description: c.description ?? '',
          highlights: c.highlights ?? [],
          specialties: c.specialties ?? [],
          visaInfo: c.visa_info ?? '',
          flightTimeFromAfrica: c.flight_time_from_africa ?? '',
          languages: c.languages ?? [],
        };
        const texts = Object.fromEntries(LOCALES.map((l) => [l, localized(english, c.translations ?? {}, l, DESTINATION_TEXT)]));
        const per = <T>(pick: (text: typeof english) => T) =>
          Object.fromEntries(LOCALES.map((l) => [l, pick(texts[l] as typeof english)])) as Record<Locale, T>;
        return {
          id: c.id,
          slug: c.slug,
          code: c.code,
          names: Object.fromEntries(LOCALES.map((l) => [l, countryName(c.code, c.name, l)])) as Record<Locale, string>,
          visa: per((t) => t.visaInfo || null),
          flight: per((t) => t.flightTimeFromAfrica || null),
          languages: per((t) => t.languages),
          savings: { min: num(c.avg_cost_saving_min_pct), max: num(c.avg_cost_saving_max_pct) },
        };
      }),
      specialties: specialties.map((s) => ({
        id: s.id,
        slug: s.slug,
        names: namesOf(s),
        treatmentIds: [...new Set(mappings.filter((m) => m.specialization_ids.includes(s.id)).flatMap((m) => m.treatment_ids))],
      })),
      hospitals: hospitals.map((h) => ({ id: h.id, slug: h.slug, name: h.name, city: h.city, countryId: h.country_id })),
      synonyms: synonyms.map((s) => ({ term: s.term, treatmentId: s.treatment_id, specializationId: s.specialization_id })),
      guide: guide.map((g) => {
        const english = { title: g.title, body: g.body, badge: g.badge ?? '', time: g.time ?? '' };
        const texts = Object.fromEntries(
          LOCALES.map((l) => {
            const text = localized(english, g.translations as never, l, GUIDE_TEXT);
            return [l, { title: text.title, body: text.time ? `${text.body} (${text.time})` : text.body }];
          }),
        ) as GuideInfo['texts'];
        const per = (pick: (t: { title: string; body: string }) => string) =>
          Object.fromEntries(LOCALES.map((l) => [l, new Set(stems(pick(texts[l])))])) as Record<Locale, Set<string>>;
        return {
          url: GUIDE_PAGES[g.section] ?? '/contact#questions-title',
          texts,
          titleStems: per((t) => t.title),
          bodyStems: per((t) => t.body),
        };
      }),
    });
  }
}
