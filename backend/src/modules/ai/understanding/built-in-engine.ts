import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AiSource, formatApproximate, type GuideTopic, type Locale } from '@medtour/contracts';
import { CatalogueCache } from '../../catalogue/index.js';
import { CurrenciesService, type UsdBudget } from '../../currencies/index.js';
import type { Intent, Understanding, CountryInfo, GuideInfo, HospitalInfo, Snapshot, TreatmentInfo } from '../../understanding/index.js';
import { type DialogueState, isStaffLanguageQuestion, resolveTurn, type Turn } from './dialogue.js';
import { hospitalsIn, hospitalsSpeaking, offersOf, staffLanguagesOf } from './facts.js';
import { Reply } from './reply.js';
import { languageName as spokenIn } from './texts/index.js';

/** What the built-in engine answers: the text, the pages it comes from, and what the conversation is about after it. */
export interface EngineAnswer {
  text: string;
  sources: AiSource[];
  state: DialogueState;
}

/** Intents about one treatment's facts. */
const TREATMENT_INTENTS: readonly Intent[] = [
  'price',
  'cheapest',
  'best-rated',
  'hospitals',
  'stay',
  'success-rate',
  'compare',
  'shortest-stay',
  'treatment-info',
];
/** Intents about a destination. */
const COUNTRY_INTENTS: readonly Intent[] = ['visa', 'flight', 'languages'];
/** The guide's topics answering each guide intent (the first answers; "interpreter" has two homes). */
const GUIDE: Partial<Record<Intent, GuideTopic[]>> = {
  'guide.reply-time': ['reply-time'],
  'guide.consultation-free': ['consultation-free'],
  'guide.coordinator-languages': ['coordinator-languages'],
  'guide.message-content': ['message-content'],
  'guide.savings': ['savings'],
  'guide.accreditation': ['accreditation'],
  'guide.planning-time': ['planning-time'],
  'guide.consultation-before-travel': ['consultation-before-travel'],
  'guide.companions': ['companions'],
  'guide.visa-support': ['visa-support'],
  'guide.insurance': ['insurance'],
  'guide.translator': ['translator', 'companions'],
  'guide.accommodation': ['accommodation'],
  'guide.how-it-works': ['submit-request', 'get-matched', 'confirm-plan', 'treatment-recovery', 'aftercare'],
  'guide.aftercare': ['aftercare'],
};
/** At most this many treatments are answered for in one reply. */
const MAX_TREATMENTS = 3;
/** "Which hospital do you mean" names at most this many; past it the question is answered as if none were in focus. */
const MAX_HOSPITALS_ASKED = 4;

const QUIET = (): void => undefined;

/**
 * The built-in engine: answers from the catalogue and the patient guide, no model, no invention. It reads the message
 * through the reader's understanding (nlu/reader.ts) completed from the conversation (dialogue.ts), and answers what
 * was asked — prices in a country or at a hospital from the hospitals' own prices, within a budget in the patient's own
 * currency, cheapest or best rated first, comparisons, stay, success rate, visa, flights, languages, a hospital's city
 * and rating, the patient guide's questions — and says plainly when a treatment is not offered there or not in our
 * catalogue, when a place is not one we serve, or when a question is not ours to answer. Its lines go out as they are
 * written. Every text is in the language the question was written in.
 */
@Injectable()
export class BuiltInEngine {
  constructor(
    private readonly em: EntityManager,
    private readonly currencies: CurrenciesService,
    private readonly cache: CatalogueCache,
  ) {}

  /**
   * A treatment's offers (`offersOf`), kept until the catalogue changes: the same questions come from many patients,
   * and a treatment thousands of hospitals offer costs the database a few milliseconds each time.
   */
  private offers(treatmentId: string, where: Parameters<typeof offersOf>[2] = {}): ReturnType<typeof offersOf> {
    return this.cache.read(`assistant-offers:${treatmentId}:${JSON.stringify(where)}`, (on) => offersOf(this.em, treatmentId, where, on));
  }

  /** Reads every treatment's offers once (kept until the catalogue changes): before the API listens, so that a restart's first questions do not queue for them. */
  async prepare(snapshot: Snapshot): Promise<void> {
    await Promise.all(snapshot.treatments.map((t) => this.offers(t.id)));
  }

  /**
   * The answer to the message read as `u`, after the conversation's state `stored`; its lines go to `emit` as written.
   * `home`: where the patient is (asked only when a budget in shillings, dinars, dirhams or riyals needs it).
   */
  async answer(
    snapshot: Snapshot,
    u: Understanding,
    stored: DialogueState | null,
    emit: (text: string) => void = QUIET,
    home: () => Promise<string | null> = async () => null,
  ): Promise<EngineAnswer> {
    const served = new Set(snapshot.countries.map((c) => c.code));
    const turn = await this.withHospitalInFocus(snapshot, u, resolveTurn(u, stored, served));
    const reply = new Reply(u.language, snapshot, emit);
    await this.compose(reply, snapshot, u, turn, home);
    const { text, sources } = reply.done();
    return {
      text,
      sources,
      state: {
        treatments: turn.treatments,
        several: turn.several,
        countries: turn.countries,
        hospitals: turn.hospitals.length
          ? turn.hospitals
          : reply.listed?.kind === 'hospital' && reply.listed.ids.length === 1
            ? reply.listed.ids
            : [],
        intents: turn.intents,
        listed: reply.listed,
        money: turn.money,
      },
    };
  }

  /**
   * "Which city is the hospital in?", "how is it rated?" after a treatment's prices by country, which named no hospital:
   * the hospital offering that treatment where the conversation is, or which of a few it means ("which of them speaks
   * French?": each of a few).
   */
  private async withHospitalInFocus(snapshot: Snapshot, u: Understanding, turn: Turn): Promise<Turn> {
    // A follow-up only: a message naming its treatment or asking for hospitals ("which hospitals do a knee?") is answered by its list.
    const followUp = !u.treatments.length && !u.groups.length && !u.hospitals.length && turn.onTopic;
    const aboutHospital = turn.intents[0] === 'hospital-city' || turn.intents[0] === 'hospital-rating';
    const staffLanguage = isStaffLanguageQuestion(u, turn.intents);
    if (
      !followUp ||
      !(aboutHospital || staffLanguage) ||
      turn.hospitals.length ||
      turn.whichHospital.length ||
      turn.treatments.length !== 1
    )
      return turn;
    const countryIds = turn.countries.flatMap((code) => snapshot.countryByCode(code)?.id ?? []);
    const { offers } = await this.offers(turn.treatments[0]!, countryIds.length ? { countryIds } : {});
    const ids = [...new Set(offers.map((o) => o.hospitalId))];
    if (ids.length === 1) return { ...turn, hospitals: ids };
    if (ids.length <= 1 || ids.length > MAX_HOSPITALS_ASKED) return turn;
    // "Which of them has staff who speak French?" is answered for each; "which city is it in?" asks which one.
    return staffLanguage ? { ...turn, hospitals: ids } : { ...turn, whichHospital: ids };
  }

  private async compose(reply: Reply, snapshot: Snapshot, u: Understanding, turn: Turn, home: () => Promise<string | null>): Promise<void> {
    const { texts } = reply;
    const asks = (...intents: Intent[]) => intents.some((i) => turn.intents.includes(i));
    const top = turn.intents[0];
    const treatments = turn.treatments.slice(0, MAX_TREATMENTS).flatMap((id) => snapshot.treatment(id) ?? []);
    const countries = turn.countries.flatMap((code) => snapshot.countryByCode(code) ?? []);
    const hospitals = turn.hospitals.flatMap((id) => snapshot.hospital(id) ?? []);
    const namedNow = u.treatments.length > 0 || u.groups.length > 0 || u.hospitals.length > 0 || u.notInCatalogue;

    if (turn.forgotten) {
      reply.line(texts.forgotten);
      return;
    }
    // "Sawa. Na viza ya Uturuki?": an "ok, thanks" before a question about a place is no thanks alone.
    const placeNamed = u.places.some((p) => !p.excluded && !p.home);
    // "Sasa bro, hii operesheni inacost how much?": a greeting before a question is no greeting alone.
    const courtesyOnly = turn.intents.every((i) => i === 'greeting' || i === 'thanks');
    if (!namedNow && !placeNamed && courtesyOnly && (top === 'greeting' || top === 'thanks')) {
      reply.line(top === 'greeting' ? texts.greeting : texts.thanks);
      return;
    }
    // Weather, politics, football, concert tickets: not ours, however a place we serve is named and a price asked; a place we do not serve is said plainly
    // with those we do ("can I have the operation in Dubai?" read as off-topic is still a question of where).
    if ((top === 'off-topic' || u.offTopic) && !namedNow && !turn.unserved.length && !turn.unservedHere) {
      reply.line(texts.outOfScope);
      return;
    }
    if (turn.unserved.length || turn.unservedHere) {
      const destinations = reply.list(snapshot.countries.map(reply.countryName));
      const names = turn.unserved.map((code) => regionName(code, reply.language));
      reply.line(names.length ? texts.notServed(reply.list(names), destinations) : texts.notServedWhereYouAre(destinations));
      // What else was asked is still answered: a treatment we do not list, the hospitals whose staff speak a language.
      if (!treatments.length && !countries.length && !u.notInCatalogue && !u.spokenLanguage) return;
    }
    if (u.notInCatalogue && !treatments.length) {
      reply.line(texts.notInCatalogue);
      reply.coordinator();
      // A destination's visa, flight or languages asked besides ("typhoid last year, I'm strong now. How long is the
      // flight to Turkey?") is still answered, below.
      if (!(countries.length > 0 && asks('visa', 'flight', 'languages'))) return;
    }
    if (asks('destinations') && !treatments.length) {
      reply.line(texts.destinations(reply.list(snapshot.countries.map(reply.countryName))));
      for (const c of snapshot.countries) reply.source(c.names.en, `/destinations/${c.slug}`);
    }
    if (asks('contact-human')) reply.coordinator();

    if (turn.whichHospital.length) {
      const options = turn.whichHospital.flatMap((id) => snapshot.hospital(id)?.name ?? []);
      reply.line(texts.whichHospital(options.join(` ${texts.or} `)));
      return;
    }
    if (hospitals.length && asks('hospital-city', 'hospital-rating', 'hospital-overview')) {
      for (const h of hospitals) await this.aboutHospital(reply, snapshot, h, turn.intents);
      if (!asks(...TREATMENT_INTENTS, ...COUNTRY_INTENTS)) return;
    }

    // "Do they speak Arabic there?" about the hospitals talked about: their staff's languages, not the country's.
    const staffAsked = isStaffLanguageQuestion(u, turn.intents) && hospitals.length > 0;
    if (staffAsked) await this.staffLanguages(reply, snapshot, u.spokenLanguage!, hospitals);
    // A destination's facts: visa, flight time, languages (or hospitals whose staff speak one).
    const countryAsked = { visa: asks('visa'), flight: asks('flight'), languages: asks('languages') && !staffAsked };
    if (countries.length && (countryAsked.visa || countryAsked.flight || countryAsked.languages))
      for (const c of countries) reply.country(c, countryAsked);
    else if (countryAsked.visa && !treatments.length) this.guide(reply, topicEntries(snapshot, ['visa-support']));
    // "Is there a hospital where the staff speak Hausa?", also beside an illness or a treatment ("my father has diabetes
    // and needs a hip"): the hospitals whose staff speak it, those offering the treatment if any do; its prices and
    // hospitals whatever their languages only when asked besides.
    const speakingAsked = u.spokenLanguage !== null && asks('languages', 'hospitals') && !staffAsked;
    if (speakingAsked) await this.speaking(reply, u.spokenLanguage!, countries, treatments);

    // The patient guide's questions (companions, planning time, the free consultation…), or a text of it the question's
    // words find (one staff added: "can I take my wheelchair on the plane?").
    const topics = turn.intents.flatMap((i) => GUIDE[i] ?? []);
    if (asks('stay') && !treatments.length) topics.push('stay-length');
    this.guide(reply, guideEntries(snapshot, u, [...new Set(topics)], namedNow));

    // "Which of them speaks French?" is answered by its hospitals' staff, not by the treatment's prices again.
    const answeredByStaff = staffAsked && !namedNow && !asks(...TREATMENT_INTENTS);
    const answeredBySpeaking =
      speakingAsked && !asks(...TREATMENT_INTENTS.filter((intent) => intent !== 'hospitals' && intent !== 'treatment-info'));
    if (treatments.length && !answeredByStaff && !answeredBySpeaking) {
      if (turn.several && !asks(...TREATMENT_INTENTS) && !u.treatments.length && !u.groups.length) {
        reply.line(texts.whichTreatment(treatments.map(reply.name).join(` ${texts.or} `)));
      } else await this.treatmentAnswer(reply, snapshot, turn, treatments, countries, hospitals, home);
    } else if (hospitals.length && reply.empty) await this.aboutHospital(reply, snapshot, hospitals[0]!, ['hospital-overview']);
    else if (countries.length && reply.empty) await this.countryOverview(reply, countries[0]!, turn.intents);

    // Never an empty reply: what we could not answer is said, with an example of what we can.
    if (reply.empty) {
      if (asks(...TREATMENT_INTENTS) || turn.empty)
        reply.line(texts.askTreatment(snapshot.treatments.slice(0, 3).map(reply.name).join(', ')));
      else {
        reply.line(texts.nothingFound);
        reply.coordinator();
      }
    }
  }

  /** A treatment's answer: what was asked about it, in the places or at the hospitals named, within a budget. */
  private async treatmentAnswer(
    reply: Reply,
    snapshot: Snapshot,
    turn: Turn,
    treatments: TreatmentInfo[],
    countries: CountryInfo[],
    hospitals: HospitalInfo[],
    home: () => Promise<string | null>,
  ): Promise<void> {
    const asks = (...intents: Intent[]) => intents.some((i) => turn.intents.includes(i));
    // "Which heart procedure means the least time away": the treatments of that one's specialties.
    const stays = treatments.length > 1 ? treatments : siblings(snapshot, treatments[0]!);
    // Two places named: a comparison of them, whatever else the classifier heard ("compare knee in India and Thailand,
    // which is more economical") — unless a budget is given: then the hospitals of either place within it are the answer.
    if (countries.length > 1 && !turn.money && asks('compare', 'shortest-stay', 'cheapest', 'price')) {
      for (const t of treatments) reply.compareCountries(t, countries, await this.offers(t.id, { countryIds: countries.map((c) => c.id) }));
      return;
    }
    // One treatment named and its siblings' stays compared only when that is what was asked first, without a budget:
    // "belly fat removed, budget 38k cedis, options?" asks for hospitals, whatever else the classifier heard.
    const siblingsAsked = treatments.length === 1 && turn.intents[0] === 'shortest-stay' && !turn.money;
    if (asks('shortest-stay') && stays.length > 1 && (treatments.length > 1 || siblingsAsked)) return reply.shortestStay(stays);
    if (hospitals.length) {
      for (const t of treatments) await this.atHospitals(reply, t, hospitals, turn.intents);
      return;
    }
    if (asks('compare') && treatments.length > 1) return reply.compareTreatments(treatments);
    const budget = turn.money ? await this.currencies.usdBudget(turn.money, home) : null;
    for (const t of treatments) await this.aboutTreatment(reply, t, countries, turn.intents, budget);
  }

  private async aboutTreatment(reply: Reply, t: TreatmentInfo, countries: CountryInfo[], intents: Intent[], budget: UsdBudget | null) {
    const { texts } = reply;
    const wants = (intent: Intent) => intents.includes(intent);
    // Cheapest or best rated first, whichever it more likely asks (« le mieux noté, pas le moins cher » hears both): the
    // list is in the order its heading says.
    const first = intents.find((intent) => intent === 'cheapest' || intent === 'best-rated');
    const order = first === 'best-rated' ? 'rating' : 'price';
    const maxBudget = budget?.maxBudget ?? null;
    const found = await this.offers(t.id, { countryIds: countries.map((c) => c.id), order, maxBudget });
    reply.source(t.names.en, `/treatments/${t.slug}`);
    if (countries.length && !found.offers.length && maxBudget === null) {
      reply.notOffered(t, countries, await this.offers(t.id));
      return;
    }
    if (budget?.unconverted) reply.line(texts.noRate(budget.written!.currency));
    // A budget: only the offers starting within it are listed (said, with the budget in the patient's money).
    if (maxBudget !== null && budget?.written) {
      const written = formatApproximate(budget.written.amount, budget.written.currency, reply.language);
      if (!found.offers.length) {
        reply.line(texts.noneWithin(reply.name(t), written));
        reply.coordinator();
        return;
      }
      reply.offers(texts.withinBudget(reply.name(t), written, reply.money(maxBudget)), found.offers, found.countries);
      return;
    }
    const priced = wants('price') || wants('cheapest') || wants('best-rated') || wants('hospitals');
    if (wants('stay')) reply.stay(t);
    if (wants('success-rate')) reply.successRate(t);
    const where = reply.where(countries);
    if (first === 'cheapest') reply.offers(texts.cheapestFirst(reply.name(t), where), found.offers, found.countries);
    else if (first === 'best-rated') reply.offers(texts.bestRatedFirst(reply.name(t), where), found.offers, found.countries, true);
    else if (wants('hospitals') && !wants('price')) reply.offers(texts.offeredBy(reply.name(t), where), found.offers, found.countries);
    else if (wants('price') || (!wants('stay') && !wants('success-rate'))) {
      if (countries.length) reply.offers(texts.priceIn(reply.name(t), where), found.offers, found.countries);
      else reply.priceByCountry(t, found);
      // Nothing in particular asked: the essentials.
      if (!priced) {
        reply.stay(t);
        reply.successRate(t);
      }
    }
  }

  /** A treatment at named hospitals: its price and success there, or that it is not offered there and where it is. */
  private async atHospitals(reply: Reply, t: TreatmentInfo, hospitals: HospitalInfo[], intents: Intent[]) {
    const found = await this.offers(t.id, { hospitalIds: hospitals.map((h) => h.id) });
    // A hospital's own rate says more beside the treatment's usual one. The stay is the treatment's, wherever it is done.
    if (intents.includes('success-rate')) reply.successRate(t);
    if (intents.includes('stay')) reply.stay(t);
    for (const hospital of hospitals) {
      const offer = found.offers.find((o) => o.hospitalId === hospital.id);
      reply.source(hospital.name, `/hospitals/${hospital.slug}`);
      if (!offer) {
        reply.notOfferedAt(t, hospital, await this.offers(t.id));
        continue;
      }
      const success = intents.includes('success-rate') && offer.successRate !== null;
      if (!success || intents.includes('price') || intents.includes('compare'))
        reply.line(reply.texts.priceAt(reply.name(t), offer.hospital, reply.range(offer.minCostUsd, offer.maxCostUsd)));
      if (success) reply.line(reply.texts.successRateAt(offer.hospital, Math.round(offer.successRate!), offer.casesCompleted));
    }
  }

  /** A hospital's city, rating, or what it offers at what price. */
  private async aboutHospital(reply: Reply, snapshot: Snapshot, h: HospitalInfo, intents: Intent[]) {
    const country = snapshot.country(h.countryId);
    const countryName = country ? reply.countryName(country) : '';
    reply.source(h.name, `/hospitals/${h.slug}`);
    if (intents.includes('hospital-city')) reply.line(reply.texts.hospitalCity(h.name, h.city, countryName));
    if (intents.includes('hospital-rating') && h.rating !== null) reply.line(reply.texts.hospitalRating(h.name, h.rating.toFixed(1)));
    if (!intents.includes('hospital-overview')) return;
    const rows = await this.em.execute<{ treatment_id: string; min_cost_usd: number | null; max_cost_usd: number | null }[]>(
      `select treatment_id, min_cost_usd, max_cost_usd from hospital_treatments where hospital_id = ? order by min_cost_usd nulls last`,
      [h.id],
    );
    reply.line(reply.texts.hospitalOffers(`${h.name} (${h.city}${countryName ? `, ${countryName}` : ''})`));
    for (const row of rows) {
      const t = snapshot.treatment(row.treatment_id);
      if (t) reply.line(`- ${reply.name(t)}: ${reply.range(num(row.min_cost_usd), num(row.max_cost_usd))}`);
    }
  }

  /** A destination named without a treatment: its hospitals and the prices of its treatments. */
  private async countryOverview(reply: Reply, country: CountryInfo, intents: Intent[]) {
    const rows = await this.em.execute<{ treatment_id: string; min_cost_usd: number | null; max_cost_usd: number | null }[]>(
      `select ht.treatment_id, min(ht.min_cost_usd) as min_cost_usd, max(ht.max_cost_usd) as max_cost_usd
         from hospital_treatments ht join hospitals h on h.id = ht.hospital_id and h.is_active
        where h.country_id = ? group by ht.treatment_id order by min(ht.min_cost_usd) nulls last`,
      [country.id],
    );
    const wants = (intent: Intent) => !intents.length || intents.includes(intent);
    if (wants('hospitals')) {
      reply.line(reply.texts.hospitalsIn(reply.where([country])));
      const hospitals = await hospitalsIn(this.em, country.id);
      reply.hospitals(
        hospitals.map((h) => ({ ...h, country_id: country.id })),
        (id) => {
          const offered = hospitals.find((h) => h.id === id)!.treatment_ids.flatMap((t) => reply.snapshot.treatment(t) ?? []);
          return `: ${offered.map(reply.name).join(', ')}`;
        },
      );
    }
    if (wants('price') || wants('cheapest') || wants('treatment-info')) {
      reply.line(reply.texts.treatmentsIn(reply.where([country])));
      for (const row of rows) {
        const t = reply.snapshot.treatment(row.treatment_id);
        if (t) reply.line(`- ${reply.name(t)}: ${reply.range(num(row.min_cost_usd), num(row.max_cost_usd))}`);
      }
    }
    reply.source(country.names.en, `/destinations/${country.slug}`);
  }

  /**
   * Whether each hospital's staff speak `language` ("which of them…": only those that do, when some do); when none
   * does, the hospitals of their countries whose staff do.
   */
  private async staffLanguages(reply: Reply, snapshot: Snapshot, language: string, hospitals: HospitalInfo[]) {
    const spoken = await staffLanguagesOf(
      this.em,
      hospitals.map((h) => h.id),
    );
    const languageName = spokenIn(language, reply.language);
    const speaks = (h: HospitalInfo) => (spoken.get(h.id) ?? []).some((l) => l.toLowerCase() === language.toLowerCase());
    const answered = hospitals.some(speaks) ? hospitals.filter(speaks) : hospitals;
    for (const h of answered) {
      reply.line(speaks(h) ? reply.texts.staffSpeak(h.name, languageName) : reply.texts.staffDoNotList(h.name, languageName));
      reply.source(h.name, `/hospitals/${h.slug}`);
    }
    if (!hospitals.some(speaks)) {
      const countries = [...new Set(hospitals.map((h) => h.countryId))].flatMap((id) => snapshot.country(id) ?? []);
      await this.speaking(reply, language, countries);
    }
  }

  /** Hospitals whose staff speak the language asked for (in the destinations named; offering one of `treatments` if any do). */
  private async speaking(reply: Reply, language: string, countries: CountryInfo[], treatments: TreatmentInfo[] = []) {
    const countryIds = countries.map((c) => c.id);
    const offering = treatments.length
      ? await hospitalsSpeaking(
          this.em,
          language,
          countryIds,
          treatments.map((t) => t.id),
        )
      : [];
    const rows = offering.length ? offering : await hospitalsSpeaking(this.em, language, countryIds);
    const languageName = spokenIn(language, reply.language);
    if (!rows.length) {
      reply.line(reply.texts.noneSpeak(languageName, reply.where(countries)));
      reply.coordinator();
      return;
    }
    reply.line(reply.texts.speak(languageName, reply.where(countries)));
    reply.hospitals(rows);
  }

  /** The guide's texts of these topics, as staff wrote them, in the reply's language. */
  private guide(reply: Reply, entries: GuideInfo[]) {
    if (!entries.length) return;
    reply.line(reply.texts.guideIntro);
    for (const entry of entries) {
      const { title, body } = entry.texts[reply.language];
      // A question as the title ends with its own mark, not a colon.
      reply.line(`${/[?؟:]$/.test(title) ? title : `${title}:`}\n${body}`);
      reply.source(title, entry.url);
    }
  }
}

/** The guide's entries answering these topics. */
const topicEntries = (snapshot: Snapshot, topics: readonly GuideTopic[]): GuideInfo[] =>
  topics.flatMap((topic) => snapshot.guide.find((g) => g.topic === topic) ?? []);

/**
 * A text the question's words find replaces the classifier's topics when the classifier is unsure of them (below this
 * score), the text holds a word few others have (from this score: such a word in its title), and it beats theirs by
 * this margin.
 */
const SURE_TOPIC = 0.7;
const FOUND_BY_WORDS = { score: 5, margin: 2 };

/**
 * The guide's texts that answer the message: its topics' entries; or, when it names no treatment, hospital or place,
 * the text its words find — when there is no topic, or in place of an unsure one (the classifier read a wheelchair on
 * the plane as the consultation before travel).
 */
function guideEntries(snapshot: Snapshot, u: Understanding, topics: GuideTopic[], namedNow: boolean): GuideInfo[] {
  const entries = topicEntries(snapshot, topics);
  if (namedNow || u.places.length) return entries;
  const hits = snapshot.guideSearch.find(u.text, u.language);
  const best = hits[0];
  if (!best) return entries;
  if (!entries.length) return [best.entry];
  const sure = u.intents.some((i) => GUIDE[i.intent] && i.score >= SURE_TOPIC);
  const theirs = Math.max(0, ...hits.filter((h) => entries.includes(h.entry)).map((h) => h.score));
  const clearlyBetter = best.score >= FOUND_BY_WORDS.score && best.score >= theirs + FOUND_BY_WORDS.margin;
  return !sure && !entries.includes(best.entry) && clearlyBetter ? [best.entry] : entries;
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A treatment and those of the specialties it belongs to (the condition mapping's). */
function siblings(snapshot: Snapshot, t: TreatmentInfo): TreatmentInfo[] {
  const ids = new Set([t.id, ...snapshot.specialties.filter((s) => s.treatmentIds.includes(t.id)).flatMap((s) => s.treatmentIds)]);
  return [...ids].flatMap((id) => snapshot.treatment(id) ?? []);
}

const regionName = (code: string, locale: Locale) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
