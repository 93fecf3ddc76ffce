import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type DestinationText, type GuideTopic, LOCALES, type Locale, type Translations } from '@medtour/contracts';
import { countryName, DESTINATION_TEXT, GUIDE_TEXT, localized, nameIn, CatalogueCache } from '../catalogue/index.js';
import { AppConfig } from '../../config/app-config.js';
import { AiIndexService } from './ai-index.service.js';
import { type CatalogueNames, Reader } from './nlu/reader.js';
import { GuideSearch } from './guide-search.js';

/*
 * What the assistant knows the catalogue by: the treatments, specialties, destinations and hospitals, staff's synonyms,
 * and the facts a question about a treatment or a destination needs (prices, stays, success rates, visa, flights,
 * languages), with the reader (nlu/reader.ts) built from their names. Kept in memory and rebuilt when the catalogue's
 * version moves (the triggers of every catalogue write move it); a rebuild runs in the background while the previous
 * snapshot answers, so a burst of questions after a staff edit waits for nothing. Hospitals' offers (thousands of rows)
 * are not held here: they are read per question (facts.ts).
 */

export interface Named {
  id: string;
  slug: string;
  names: Record<Locale, string>;
}

export interface TreatmentInfo extends Named {
  /** The catalogue's category (orthopedic, cardiology…). */
  category: string;
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
  rating: number | null;
}

/** A text of the patient guide (its steps, services, FAQ) or the contact page's questions, in every language. */
export interface GuideInfo {
  url: string;
  topic: GuideTopic | null;
  texts: Record<Locale, { title: string; body: string }>;
}

export interface SpecialtyInfo extends Named {
  /** The treatments the condition mapping gives this specialty. */
  treatmentIds: string[];
}

export class Snapshot {
  readonly treatments: TreatmentInfo[];
  readonly countries: CountryInfo[];
  readonly specialties: SpecialtyInfo[];
  readonly guide: GuideInfo[];
  /** The guide's texts by the words of a question (those without a topic, added by staff). */
  readonly guideSearch: GuideSearch;
  /** The reader of patients' messages, built from these names. */
  readonly reader: Reader;
  private readonly hospitalsById = new Map<string, HospitalInfo>();

  constructor(
    readonly version: bigint,
    data: {
      treatments: TreatmentInfo[];
      countries: CountryInfo[];
      specialties: SpecialtyInfo[];
      conditions: { category: string; treatmentIds: string[] }[];
      hospitals: (HospitalInfo & { countryCode: string })[];
      synonyms: CatalogueNames['synonyms'];
      guide: GuideInfo[];
    },
  ) {
    this.guide = data.guide;
    this.guideSearch = new GuideSearch(data.guide);
    this.treatments = data.treatments;
    this.countries = data.countries;
    this.specialties = data.specialties;
    for (const h of data.hospitals) this.hospitalsById.set(h.id, h);
    this.reader = new Reader({
      treatments: data.treatments,
      specialties: data.specialties,
      conditions: data.conditions,
      synonyms: data.synonyms,
      hospitals: data.hospitals.map((h) => ({ id: h.id, name: h.name, city: h.city, countryCode: h.countryCode })),
    });
  }

  treatment(id: string): TreatmentInfo | undefined {
    return this.treatments.find((t) => t.id === id);
  }

  country(id: string): CountryInfo | undefined {
    return this.countries.find((c) => c.id === id);
  }

  countryByCode(code: string): CountryInfo | undefined {
    return this.countries.find((c) => c.code === code);
  }

  hospital(id: string): HospitalInfo | undefined {
    return this.hospitalsById.get(id);
  }
}

/** The rows the snapshot is built from, as PostgreSQL returns them (numerics as text). */
type Numeric = number | string | null;
interface TreatmentRow extends WithTranslations {
  id: string;
  slug: string;
  category: string;
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
    private readonly cache: CatalogueCache,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.aiWarmUp) return;
    try {
      const version = await this.version();
      // The passages' rebuild started first, so that `current` finds it under way: the API listens once both are
      // current (left to run on, it could still be writing as the first patient asked, on a busy machine).
      await Promise.all([this.passages.ensureCurrent(version), this.current(version)]);
    } catch (error) {
      this.logger.warn(`Assistant catalogue not loaded at start: ${(error as Error).message}`);
    }
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

  /** The committed catalogue version, from the check the public catalogue's answers share (one at a time, on its own connection). */
  private version(): Promise<bigint> {
    return this.cache.currentVersion();
  }

  private async load(version: bigint): Promise<Snapshot> {
    const em = this.em.fork();
    const [treatments, countries, specialties, mappings, hospitals, synonyms, guide] = await Promise.all([
      em.execute<TreatmentRow[]>(
        `select id, slug, category, name, translations, min_cost_usd, max_cost_usd, min_duration_days, max_duration_days, success_rate_percentage
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
      em.execute<{ condition_category: string; specialization_ids: string[]; treatment_ids: string[] }[]>(
        `select condition_category, specialization_ids, treatment_ids from condition_mappings`,
      ),
      em.execute<{ id: string; slug: string; name: string; city: string; country_id: string; code: string; rating: Numeric }[]>(
        `select h.id, h.slug, h.name, h.city, h.country_id, c.code, h.rating from hospitals h join countries c on c.id = h.country_id where h.is_active`,
      ),
      em.execute<{ term: string; language: Locale; treatment_id: string | null; specialization_id: string | null }[]>(
        `select term, language, treatment_id, specialization_id from ai_synonyms`,
      ),
      em.execute<
        {
          section: string;
          topic: GuideTopic | null;
          title: string;
          body: string;
          badge: string | null;
          time: string | null;
          translations: object;
        }[]
      >(`select section, topic, title, body, badge, time, translations from guide_entries order by section, position, title`),
    ]);
    const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    return new Snapshot(version, {
      treatments: treatments.map((t) => ({
        id: t.id,
        slug: t.slug,
        category: t.category,
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
      conditions: mappings.map((m) => ({ category: m.condition_category, treatmentIds: m.treatment_ids })),
      hospitals: hospitals.map((h) => ({
        id: h.id,
        slug: h.slug,
        name: h.name,
        city: h.city,
        countryId: h.country_id,
        countryCode: h.code,
        rating: num(h.rating),
      })),
      synonyms: synonyms.map((s) => ({
        term: s.term,
        language: s.language,
        treatmentId: s.treatment_id,
        specializationId: s.specialization_id,
      })),
      guide: guide.map((g) => {
        const english = { title: g.title, body: g.body, badge: g.badge ?? '', time: g.time ?? '' };
        const texts = Object.fromEntries(
          LOCALES.map((l) => {
            const text = localized(english, g.translations as never, l, GUIDE_TEXT);
            return [l, { title: text.title, body: text.time ? `${text.body} (${text.time})` : text.body }];
          }),
        ) as GuideInfo['texts'];
        return { url: GUIDE_PAGES[g.section] ?? '/contact#questions-title', topic: g.topic, texts };
      }),
    });
  }
}
