import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AiSource, localizedPath, type Locale } from '@medtour/contracts';
import { AssistantCatalogue, type CountryInfo, type HospitalInfo, type Snapshot, type TreatmentInfo } from './catalogue.js';
import { hospitalsIn, hospitalsSpeaking, type Offer, offersOf } from './facts.js';
import {
  contentStems,
  correctsItself,
  dollarBudgetOf,
  type Intent,
  intentsOf,
  namesAProcedure,
  refersBack,
  spokenLanguageOf,
  unknownSubject,
} from './intents.js';
import { ASSISTANT_TEXTS } from './texts/index.js';
import { related } from './words.js';
import type { AssistantTexts } from './texts/types.js';

/** What the built-in engine answers: the text, and the pages it comes from. */
export interface EngineAnswer {
  text: string;
  sources: AiSource[];
}

/** What the conversation is about, read from the patient's messages (the newest naming something wins). */
interface Topic {
  treatments: TreatmentInfo[];
  /** The treatments were named one by one in the same message ("knee or hip"): a follow-up must say which. */
  several: boolean;
  /** What a follow-up could be about when `several`. */
  options: TreatmentInfo[];
  countries: CountryInfo[];
  hospitals: HospitalInfo[];
  intents: Intent[];
}

type Context = Omit<Topic, 'intents'>;

/** Questions that take each path of the engine once, run at start-up. */
const WARM_UP: [string, string[], Locale][] = [
  ['How much is a hip replacement in Malaysia?', [], 'en'],
  ['and the cheapest in india', ['knee replacement'], 'en'],
  ['Malaysia or Thailand for bypass, how long do I stay?', [], 'en'],
  ['visa pour la Thaïlande ?', [], 'fr'],
  ['bei ya kupandikiza meno ni kiasi gani', [], 'sw'],
  ['هل تتوفر زراعة الكلى في الهند', [], 'ar'],
  ['is the first consultation free', [], 'en'],
];

/** Intents that are about one treatment's facts. */
const TREATMENT_INTENTS: readonly Intent[] = [
  'compare',
  'cheapest',
  'best-rated',
  'shortest-stay',
  'price',
  'stay',
  'success-rate',
  'hospitals',
];
/** At most this many treatments are answered for in one reply. */
const MAX_TREATMENTS = 3;

const money = (language: Locale, usd: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0, numberingSystem: 'latn' }).format(usd);

/**
 * The built-in engine: answers from the catalogue and the patient guide, no model, no invention. It reads the whole
 * conversation: what the patient's messages named (treatment, destination, hospital) stays the topic until another is
 * named, so that "And the price for that?" after a question on spinal fusion is about spinal fusion; when the topic is
 * ambiguous it asks which one is meant. It answers what was asked — prices in a country or at a hospital from the
 * hospitals' own prices, cheapest or best rated first, comparisons, stay, success rate, visa, flights, languages — and
 * says plainly when a treatment is not offered there or not in our catalogue, offering the coordinators. Every text is
 * in the language the question was written in.
 */
@Injectable()
export class BuiltInEngine implements OnApplicationBootstrap {
  private readonly logger = new Logger(BuiltInEngine.name);

  constructor(
    private readonly em: EntityManager,
    private readonly catalogue: AssistantCatalogue,
  ) {}

  /**
   * Before the API listens: a few questions in each language, through every kind of answer, so that the first
   * patients after a restart do not wait for cold code and unplanned statements (the bench's first round).
   */
  async onApplicationBootstrap(): Promise<void> {
    try {
      for (const [question, earlier, language] of WARM_UP) await this.answer(question, earlier, language);
    } catch (error) {
      this.logger.warn(`Assistant warm-up failed: ${(error as Error).message}`);
    }
  }

  /** The answer to `question`, `earlier` being the patient's previous messages in this conversation, oldest first. */
  async answer(question: string, earlier: readonly string[], language: Locale): Promise<EngineAnswer> {
    const snapshot = await this.catalogue.current();
    const reply = new Reply(language, snapshot);
    const topic = this.topicOf(snapshot, question, earlier);
    const intents = topic.intents;

    const spoken = intents.includes('languages') ? spokenLanguageOf(question) : null;
    if (spoken && !topic.hospitals.length) return this.speaking(reply, spoken, topic.countries);
    if (!topic.treatments.length) {
      const country = topic.countries[0];
      if (country && intents.some((i) => i === 'visa' || i === 'travel' || i === 'languages')) return reply.country(country, intents);
      if (namesAProcedure(question) && unknownSubject(question, (word) => snapshot.knows(word))) return reply.notInCatalogue();
      if (topic.several) return reply.which(topic.options);
      if (topic.hospitals.length) return this.hospitalOverview(reply, topic.hospitals[0]!);
      if (country) return this.countryOverview(reply, country, intents);
      const guide = guideAnswer(snapshot, question, language);
      if (guide) return guide;
      if (intents.some((i) => TREATMENT_INTENTS.includes(i))) return reply.askTreatment();
      return reply.nothingFound();
    }

    const treatments = topic.treatments.slice(0, MAX_TREATMENTS);
    const maxBudget = dollarBudgetOf(question);
    const countryFacts = intents.filter((i) => i === 'visa' || i === 'travel' || i === 'languages');
    if (countryFacts.length && topic.countries[0]) reply.country(topic.countries[0], countryFacts);
    // "Which heart procedure means the least time away": the treatments of that one's specialties.
    const stays = treatments.length > 1 ? treatments : siblings(snapshot, treatments[0]!);
    if (intents.includes('shortest-stay') && stays.length > 1) reply.shortestStay(stays);
    else if (intents.includes('compare') && topic.countries.length > 1) {
      for (const t of treatments)
        reply.compareCountries(t, topic.countries, await offersOf(this.em, t.id, { countryIds: topic.countries.map((c) => c.id) }));
    } else if (intents.includes('compare') && topic.hospitals.length > 1) {
      for (const t of treatments) await this.atHospitals(reply, t, topic.hospitals, intents);
    } else if (intents.includes('compare') && treatments.length > 1) reply.compareTreatments(treatments);
    else {
      for (const t of treatments) {
        if (topic.hospitals.length) await this.atHospitals(reply, t, topic.hospitals, intents);
        else await this.treatmentAnswer(reply, t, topic.countries, intents, countryFacts.length > 0, maxBudget);
      }
    }
    return reply.done();
  }

  /** The topic of the newest message, completed from the earlier ones where it names nothing. */
  private topicOf(snapshot: Snapshot, question: string, earlier: readonly string[]): Topic {
    const now = snapshot.mentions(question);
    const named = expand(snapshot, now.treatments, now.specialties);
    const nowTreatments = now.treatments.length > 1 && correctsItself(question) ? named.slice(-1) : named;
    const intentsNow = intentsOf(question);
    let previous: Context | null = null;
    // The newest earlier message naming a treatment, a destination or a hospital sets the context.
    for (let i = earlier.length - 1; i >= 0 && !previous; i--) {
      const then = snapshot.mentions(earlier[i]!);
      const treatments = expand(snapshot, then.treatments, then.specialties);
      if (!treatments.length && !then.countries.length && !then.hospitals.length) continue;
      // Its treatment, or an older one it did not replace.
      const older = treatments.length ? null : this.topicOf(snapshot, '', earlier.slice(0, i));
      // "Forget the hip, it's my knee": the last one named.
      const corrected = then.treatments.length > 1 && correctsItself(earlier[i]!);
      previous = {
        treatments: corrected ? treatments.slice(-1) : treatments.length ? treatments : (older?.treatments ?? []),
        several: corrected ? false : treatments.length ? then.treatments.length > 1 : (older?.several ?? false),
        options: treatments.length ? treatments : (older?.options ?? []),
        countries: then.countries.length ? then.countries : (older?.countries ?? []),
        hospitals: then.hospitals,
      };
    }
    if (!previous)
      return {
        treatments: nowTreatments,
        several: false,
        options: [],
        countries: now.countries,
        hospitals: now.hospitals,
        intents: intentsNow,
      };
    const followUp = !nowTreatments.length;
    const namesPlace = now.countries.length > 0 || now.hospitals.length > 0;
    return {
      // "And the price for that?" — the earlier treatment, unless it was one of several: then the patient must say which.
      treatments: followUp && !previous.several ? previous.treatments : nowTreatments,
      several: followUp && previous.several,
      options: previous.treatments,
      countries: namesPlace ? now.countries : followUp || refersBack(question) ? previous.countries : [],
      hospitals: namesPlace ? now.hospitals : followUp || refersBack(question) ? previous.hospitals : [],
      // "And in Thailand?" asks again what was asked last.
      intents: intentsNow.length ? intentsNow : lastIntents(earlier),
    };
  }

  private async treatmentAnswer(
    reply: Reply,
    t: TreatmentInfo,
    countries: CountryInfo[],
    intents: Intent[],
    answeredCountry: boolean,
    maxBudget: number | null,
  ) {
    const wants = (intent: Intent) => intents.includes(intent);
    const order = wants('best-rated') ? 'rating' : 'price';
    const found = await offersOf(this.em, t.id, { countryIds: countries.map((c) => c.id), order, maxBudget });
    if (countries.length && !found.offers.length) {
      reply.notOffered(t, countries, await offersOf(this.em, t.id, { maxBudget }));
      return;
    }
    // A budget: only the offers within it are listed (said, with the budget).
    if (maxBudget !== null) {
      reply.source(t.names.en, `/treatments/${t.slug}`);
      if (!found.offers.length) return reply.line(reply.texts.noneWithin(reply.name(t), reply.money(maxBudget))).coordinator();
      return reply.offers(reply.texts.within(reply.name(t), reply.money(maxBudget)), found.offers, found.countries);
    }
    reply.source(t.names.en, `/treatments/${t.slug}`);
    const priced = wants('price') || wants('cheapest') || wants('best-rated') || wants('hospitals');
    if (wants('stay')) reply.stay(t);
    if (wants('success-rate')) reply.successRate(t);
    if (wants('cheapest')) reply.offers(reply.texts.cheapestFirst(reply.name(t), reply.where(countries)), found.offers, found.countries);
    else if (wants('best-rated'))
      reply.offers(reply.texts.bestRatedFirst(reply.name(t), reply.where(countries)), found.offers, found.countries, true);
    else if (wants('hospitals') && !wants('price'))
      reply.offers(reply.texts.offeredBy(reply.name(t), reply.where(countries)), found.offers, found.countries);
    else if (wants('price') || (!wants('stay') && !wants('success-rate') && !answeredCountry)) {
      if (countries.length) reply.offers(reply.texts.priceIn(reply.name(t), reply.where(countries)), found.offers, found.countries);
      else reply.priceByCountry(t, found.countries);
      // Nothing in particular asked: the essentials.
      if (!priced) {
        reply.stay(t);
        reply.successRate(t);
      }
    }
  }

  /** A treatment at named hospitals: its price and success there, or that it is not offered there and where it is. */
  private async atHospitals(reply: Reply, t: TreatmentInfo, hospitals: HospitalInfo[], intents: Intent[]) {
    const found = await offersOf(this.em, t.id, { hospitalIds: hospitals.map((h) => h.id) });
    for (const hospital of hospitals) {
      const offer = found.offers.find((o) => o.hospitalId === hospital.id);
      reply.source(hospital.name, `/hospitals/${hospital.slug}`);
      if (!offer) {
        reply.notOfferedAt(t, hospital, await offersOf(this.em, t.id));
        continue;
      }
      const success = intents.includes('success-rate') && offer.successRate !== null;
      if (!success || intents.includes('price') || intents.includes('compare'))
        reply.line(reply.texts.priceAt(reply.name(t), offer.hospital, reply.range(offer.minCostUsd, offer.maxCostUsd)));
      if (success) reply.line(reply.texts.successRateAt(offer.hospital, Math.round(offer.successRate!), offer.casesCompleted));
      if (intents.includes('stay')) reply.stay(t);
    }
  }

  /** A hospital named alone: what it offers, at what price. */
  private async hospitalOverview(reply: Reply, hospital: HospitalInfo): Promise<EngineAnswer> {
    const rows = await this.em.execute<{ treatment_id: string; min_cost_usd: number | null; max_cost_usd: number | null }[]>(
      `select treatment_id, min_cost_usd, max_cost_usd from hospital_treatments where hospital_id = ? order by min_cost_usd nulls last`,
      [hospital.id],
    );
    reply.source(hospital.name, `/hospitals/${hospital.slug}`);
    const country = reply.snapshot.country(hospital.countryId);
    reply.line(`${hospital.name} (${hospital.city}${country ? `, ${country.names[reply.language]}` : ''}):`);
    for (const row of rows) {
      const t = reply.snapshot.treatment(row.treatment_id);
      if (t) reply.line(`- ${reply.name(t)}: ${reply.range(row.min_cost_usd, row.max_cost_usd)}`);
    }
    return reply.done();
  }

  /** A destination named without a treatment: the facts asked for, or its treatments and prices. */
  private async countryOverview(reply: Reply, country: CountryInfo, intents: Intent[]): Promise<EngineAnswer> {
    const rows = await this.em.execute<{ treatment_id: string; min_cost_usd: number | null; max_cost_usd: number | null }[]>(
      `select ht.treatment_id, min(ht.min_cost_usd) as min_cost_usd, max(ht.max_cost_usd) as max_cost_usd
         from hospital_treatments ht join hospitals h on h.id = ht.hospital_id and h.is_active
        where h.country_id = ? group by ht.treatment_id order by min(ht.min_cost_usd) nulls last`,
      [country.id],
    );
    if (!intents.length || intents.includes('hospitals')) {
      reply.line(reply.texts.hospitalsIn(reply.where([country])));
      for (const h of await hospitalsIn(this.em, country.id)) {
        const offered = h.treatment_ids.flatMap((id) => reply.snapshot.treatment(id) ?? []).map(reply.name);
        reply.line(`- ${h.name} (${h.city}): ${offered.join(', ')}`);
        reply.source(h.name, `/hospitals/${h.slug}`);
      }
    }
    if (!intents.length || intents.includes('price') || intents.includes('cheapest')) {
      reply.line(reply.texts.treatmentsIn(reply.where([country])));
      for (const row of rows) {
        const t = reply.snapshot.treatment(row.treatment_id);
        if (t) reply.line(`- ${reply.name(t)}: ${reply.range(row.min_cost_usd, row.max_cost_usd)}`);
      }
    }
    return reply.country(country, intents);
  }

  /** Hospitals whose staff speak the language asked for (in the destinations named). */
  private async speaking(reply: Reply, language: string, countries: CountryInfo[]): Promise<EngineAnswer> {
    const rows = await hospitalsSpeaking(
      this.em,
      language,
      countries.map((c) => c.id),
    );
    const languageName = new Intl.DisplayNames([reply.language], { type: 'language' }).of(LANGUAGE_CODES[language] ?? 'en') ?? language;
    if (!rows.length)
      return reply
        .line(reply.texts.noneSpeak(languageName, reply.where(countries)))
        .coordinator()
        .done();
    reply.line(reply.texts.speak(languageName, reply.where(countries)));
    for (const h of rows) {
      const country = reply.snapshot.country(h.country_id);
      reply.line(`- ${h.name} (${h.city}${country ? `, ${reply.countryName(country)}` : ''})`);
      reply.source(h.name, `/hospitals/${h.slug}`);
    }
    return reply.done();
  }
}

/** The ISO codes of the languages hospitals list (for their names in the reply's language). */
const LANGUAGE_CODES: Record<string, string> = { English: 'en', French: 'fr', Arabic: 'ar', Swahili: 'sw' };

/**
 * An answer from the patient guide (its steps, services and FAQ, and the contact page's questions), in the question's
 * language: the text sharing the most words with the question, a word of its title counting double; none when the
 * best shares too little (a lone common word).
 */
function guideAnswer(snapshot: Snapshot, question: string, language: Locale): EngineAnswer | null {
  const asked = [...new Set(contentStems(question))];
  const has = (words: Set<string>, w: string) => words.has(w) || [...words].some((other) => related(other, w));
  const inTitle = (entry: Snapshot['guide'][number], w: string) => has(entry.titleStems[language], w);
  const inBody = (entry: Snapshot['guide'][number], w: string) => has(entry.bodyStems[language], w);
  // A word only one text has ("wheelchair") says more than one many have ("treatment").
  const rare = new Set(asked.filter((w) => snapshot.guide.filter((e) => inTitle(e, w) || inBody(e, w)).length === 1));
  let best: { score: number; entry: Snapshot['guide'][number] } | null = null;
  for (const entry of snapshot.guide) {
    const score = asked.reduce((sum, w) => sum + (inTitle(entry, w) ? 2 : inBody(entry, w) ? 1 : 0) * (rare.has(w) ? 1.5 : 1), 0);
    if (score > (best?.score ?? 0)) best = { score, entry };
  }
  if (!best || best.score < 3) return null;
  const { title, body } = best.entry.texts[language];
  const texts = ASSISTANT_TEXTS[language];
  // A question as the title ends with its own mark, not a colon.
  const heading = /[?؟:]$/.test(title) ? title : `${title}:`;
  return { text: `${texts.guideIntro}\n\n${heading}\n${body}`, sources: [{ title, url: best.entry.url }] };
}

/** The intents of the newest earlier message that asked something. */
function lastIntents(earlier: readonly string[]): Intent[] {
  for (let i = earlier.length - 1; i >= 0; i--) {
    const intents = intentsOf(earlier[i]!);
    if (intents.length) return intents;
  }
  return [];
}

/** A treatment and those of the specialties it belongs to (the condition mapping's). */
function siblings(snapshot: Snapshot, t: TreatmentInfo): TreatmentInfo[] {
  const ids = new Set([t.id, ...snapshot.specialties.filter((s) => s.treatmentIds.includes(t.id)).flatMap((s) => s.treatmentIds)]);
  return [...ids].flatMap((id) => snapshot.treatment(id) ?? []);
}

/** The treatments of what a message names: its treatments, else its specialties' mapped treatments. */
function expand(snapshot: Snapshot, treatments: TreatmentInfo[], specialties: { treatmentIds: string[] }[]): TreatmentInfo[] {
  if (treatments.length) return treatments;
  return [...new Set(specialties.flatMap((s) => s.treatmentIds))].flatMap((id) => snapshot.treatment(id) ?? []);
}

/** A reply being written: its lines and sources, in one language. */
class Reply {
  readonly texts: AssistantTexts;
  private readonly lines: string[] = [];
  private readonly sources = new Map<string, AiSource>();

  constructor(
    readonly language: Locale,
    readonly snapshot: Snapshot,
  ) {
    this.texts = ASSISTANT_TEXTS[language];
  }

  name = (t: TreatmentInfo) => t.names[this.language];
  countryName = (c: CountryInfo) => c.names[this.language];
  /** "in Malaysia or Thailand"; `joiner` between the names (", " for a list). */
  where = (countries: CountryInfo[], joiner = ` ${this.texts.or} `) =>
    countries.length ? this.texts.inCountry(countries.map(this.countryName).join(joiner)) : '';

  money = (usd: number) => money(this.language, usd);

  range(min: number | null, max: number | null): string {
    if (min === null && max === null) return this.texts.priceOnRequest;
    if (min === null || max === null || min === max) return money(this.language, (min ?? max)!);
    return `${money(this.language, min)}–${money(this.language, max)}`;
  }

  line(text: string): this {
    this.lines.push(text);
    return this;
  }

  source(title: string, url: string): this {
    if (!this.sources.has(url)) this.sources.set(url, { title, url });
    return this;
  }

  stay(t: TreatmentInfo) {
    if (t.minDays !== null && t.maxDays !== null) this.line(this.texts.stay(this.name(t), t.minDays, t.maxDays));
  }

  successRate(t: TreatmentInfo) {
    if (t.successRate !== null) this.line(this.texts.successRate(this.name(t), Math.round(t.successRate)));
  }

  /** A heading, then one line per offer; a country's other hospitals counted. */
  offers(heading: string, offers: Offer[], countries: { hospitals: number }[], withRating = false): this {
    this.line(heading);
    for (const o of offers) {
      const country = this.snapshot.country(o.countryId);
      const rating = withRating && o.rating !== null ? `, ${this.texts.rated(o.rating.toFixed(1))}` : '';
      this.line(
        `- ${o.hospital} (${o.city}${country ? `, ${this.countryName(country)}` : ''}): ${this.range(o.minCostUsd, o.maxCostUsd)}${rating}`,
      );
      this.source(o.hospital, `/hospitals/${o.slug}`);
    }
    const total = countries.reduce((sum, c) => sum + c.hospitals, 0);
    if (total > offers.length) this.line(`- ${this.texts.moreHospitals(total - offers.length)}`);
    return this;
  }

  /** A treatment's price in each country that offers it, cheapest country first. */
  priceByCountry(
    t: TreatmentInfo,
    countries: { countryId: string; hospitals: number; minCostUsd: number | null; maxCostUsd: number | null }[],
  ) {
    if (!countries.length) {
      this.line(this.texts.notOfferedAnywhere(this.name(t)));
      this.coordinator();
      return;
    }
    const min = Math.min(...countries.flatMap((c) => (c.minCostUsd === null ? [] : [c.minCostUsd])));
    const max = Math.max(...countries.flatMap((c) => (c.maxCostUsd === null ? [] : [c.maxCostUsd])));
    this.line(this.texts.priceAnywhere(this.name(t), this.range(Number.isFinite(min) ? min : null, Number.isFinite(max) ? max : null)));
    for (const c of countries) {
      const country = this.snapshot.country(c.countryId);
      if (country)
        this.line(`- ${this.countryName(country)}: ${this.texts.atHospitals(this.range(c.minCostUsd, c.maxCostUsd), c.hospitals)}`);
    }
  }

  notOffered(t: TreatmentInfo, countries: CountryInfo[], elsewhere: { offers: Offer[]; countries: { hospitals: number }[] }) {
    this.line(this.texts.notOfferedIn(this.name(t), this.where(countries)));
    this.elsewhere(t, elsewhere);
  }

  notOfferedAt(t: TreatmentInfo, hospital: HospitalInfo, elsewhere: { offers: Offer[]; countries: { hospitals: number }[] }) {
    this.line(this.texts.notOfferedAt(this.name(t), hospital.name));
    this.elsewhere(t, elsewhere);
  }

  /** Where a treatment is offered instead: the cheapest hospitals, with their countries. */
  private elsewhere(t: TreatmentInfo, found: { offers: Offer[]; countries: { hospitals: number }[] }) {
    if (found.offers.length) {
      const named = [...new Set(found.offers.map((o) => o.countryId))].flatMap((id) => this.snapshot.country(id) ?? []);
      this.offers(this.texts.offeredInstead(this.where(named, ', ')), found.offers, found.countries);
      this.source(t.names.en, `/treatments/${t.slug}`);
    }
    this.coordinator();
  }

  compareCountries(
    t: TreatmentInfo,
    countries: CountryInfo[],
    found: { offers: Offer[]; countries: { countryId: string; hospitals: number; minCostUsd: number | null; maxCostUsd: number | null }[] },
  ) {
    this.line(this.texts.compare(this.name(t), countries.map(this.countryName).join(` ${this.texts.or} `)));
    for (const country of countries) {
      const summary = found.countries.find((c) => c.countryId === country.id);
      const best = found.offers.filter((o) => o.countryId === country.id).sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0))[0];
      this.line(
        summary
          ? `- ${this.countryName(country)}: ${this.texts.atHospitals(this.range(summary.minCostUsd, summary.maxCostUsd), summary.hospitals)}${best ? ` (${best.hospital}${best.rating !== null ? `, ${this.texts.rated(best.rating.toFixed(1))}` : ''})` : ''}`
          : `- ${this.texts.notOfferedIn(this.name(t), this.where([country]))}`,
      );
      if (country.savings.min !== null && country.savings.max !== null)
        this.line(`  ${this.texts.savings(this.where([country]), country.savings.min, country.savings.max)}`);
    }
    this.source(t.names.en, `/treatments/${t.slug}`);
  }

  compareTreatments(treatments: TreatmentInfo[]) {
    for (const t of treatments) {
      this.line(`${this.name(t)}: ${this.range(t.minCostUsd, t.maxCostUsd)}`);
      this.stay(t);
      this.successRate(t);
      this.source(t.names.en, `/treatments/${t.slug}`);
    }
  }

  shortestStay(treatments: TreatmentInfo[]) {
    this.line(this.texts.shortestStayFirst);
    for (const t of [...treatments].sort((a, b) => (a.minDays ?? Infinity) - (b.minDays ?? Infinity))) {
      this.stay(t);
      this.source(t.names.en, `/treatments/${t.slug}`);
    }
  }

  /** A destination's visa, flight and language facts, those asked for. */
  country(c: CountryInfo, intents: Intent[]): EngineAnswer {
    const name = this.countryName(c);
    const visa = c.visa[this.language];
    const flight = c.flight[this.language];
    const languages = c.languages[this.language];
    if (intents.includes('visa') && visa) this.line(this.texts.visa(name, visa));
    if (intents.includes('travel') && flight) this.line(this.texts.flight(name, flight));
    if (intents.includes('languages') && languages.length) this.line(this.texts.languages(this.where([c]), languages.join(', ')));
    this.source(c.names.en, `/destinations#destination-${c.slug}`);
    return this.done();
  }

  coordinator(): this {
    this.line(this.texts.coordinator(localizedPath(this.language, '/contact')));
    return this.source('Contact', '/contact');
  }

  notInCatalogue(): EngineAnswer {
    this.line(this.texts.notInCatalogue);
    this.coordinator();
    return this.done();
  }

  nothingFound(): EngineAnswer {
    this.line(this.texts.nothingFound);
    this.coordinator();
    return this.done();
  }

  which(treatments: TreatmentInfo[]): EngineAnswer {
    return this.line(this.texts.whichTreatment(treatments.map(this.name).join(` ${this.texts.or} `))).done();
  }

  askTreatment(): EngineAnswer {
    const examples = this.snapshot.treatments.slice(0, 3).map(this.name).join(', ');
    return this.line(this.texts.askTreatment(examples)).done();
  }

  done(): EngineAnswer {
    if (!this.lines.length) return this.nothingFound();
    // Blank lines between paragraphs; a list stays together under its heading.
    const text = this.lines.reduce(
      (all, line) => (all ? `${all}${line.startsWith('-') || line.startsWith('  ') ? '\n' : '\n\n'}${line}` : line),
      '',
    );
    return { text, sources: [...this.sources.values()] };
  }
}
