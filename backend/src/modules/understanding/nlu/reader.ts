import {
  type BudgetAmount,
  CONDITION_CATEGORIES,
  homeCountryOfCurrency,
  LOCALES,
  type Locale,
  parseBudget,
  SHARED_CURRENCIES,
} from '@medtour/contracts';
import { conditionName } from '../../../common/messages.js';
import { classifiers, slotWord } from './classifier.js';
import { corpus, corpusWords, type Cue, type Intent, type Slot } from './corpus.js';
import { isPlaceWord, spelt, writtenAsHeard } from './heard.js';
import { detectLanguage } from './language.js';
import { bestMatches, Lexicon, type Match, type Term } from './lexicon.js';
import { type PlaceMention, PlaceReader } from './places.js';
import { read, type Reading, stems, termTokens, tokens } from './text.js';
import { arabicConsonants, latinConsonants } from './transliteration.js';

/*
 * What a patient's message says (issue 50), read the same way by the chat, premium matching and the recommendations:
 * the treatments it names — by the catalogue's names in the four languages, staff's synonyms, or the lay words,
 * body parts and symptoms of the corpus ("my knees hurt climbing stairs", « je vois flou », "tunatafuta mtoto") —,
 * the specialties and condition categories it names, procedures we know we do not offer, places (served or not, wanted
 * or excluded, or the patient's own), hospitals, an amount with its currency, an ordinal ("the second one"), a
 * language staff should speak, and what it asks (the intent classifier, on the message with each entity written as its
 * slot, "how much is qqtreatment in qqplace": the wording is learnt, not the names). Nothing here reads the database:
 * the catalogue's names come in (`CatalogueNames`) and the reader is rebuilt when they change.
 */

/**
 * Currencies of one country we do not serve, beside the home countries' (`homeCountryOfCurrency`): "milioni 15 za
 * Burundi (BIF)" names where the patient is, not a destination.
 */
const ONE_COUNTRY_CURRENCIES: Partial<Record<string, string>> = {
  RWF: 'RW',
  BIF: 'BI',
  CDF: 'CD',
  BDT: 'BD',
  PKR: 'PK',
  TND: 'TN',
  AED: 'AE',
  SAR: 'SA',
};

export interface CatalogueNames {
  treatments: { id: string; slug: string; category: string; names: Record<Locale, string> }[];
  specialties: { id: string; names: Record<Locale, string>; treatmentIds: string[] }[];
  /** The assessment's condition categories and the treatments staff mapped to each. */
  conditions: { category: string; treatmentIds: string[] }[];
  synonyms: { term: string; language: Locale; treatmentId: string | null; specializationId: string | null }[];
  hospitals: { id: string; name: string; city: string; countryCode: string }[];
}

/**
 * How a treatment was named: by an assessment condition category's name (`condition`: its mapped treatments), by its
 * name or a synonym (`name`), by lay words (`lay`), by a specialty or catalogue category naming several (`category`);
 * `absent`: a procedure we do not offer ("kidney transplant").
 */
export type TreatmentVia = 'condition' | 'name' | 'lay' | 'category' | 'absent';

interface TreatmentValue {
  ids: string[];
  via: TreatmentVia;
  /** The assessment's condition category the words name, when they name one. */
  condition: string | null;
}

export interface TreatmentMention extends TreatmentValue {
  start: number;
  end: number;
}

export interface IntentScore {
  intent: Intent;
  score: number;
}

export interface Understanding {
  text: string;
  /** Its words as the lexicons compare them (the safety screen reads the same). */
  reading: Reading;
  /** The language the message is written in: the reply's. */
  language: Locale;
  /** What it asks, most likely first; empty when nothing reaches the classifier's floor. */
  intents: IntentScore[];
  /** Treatments named one by one (by name, synonym or lay words), in order. */
  treatments: string[];
  /** Words naming several treatments at once (a specialty, a category, a condition). */
  groups: TreatmentMention[];
  /** It names a procedure we do not offer, and none that we do. */
  notInCatalogue: boolean;
  places: PlaceMention[];
  hospitals: string[];
  money: BudgetAmount | null;
  /** "the second one": 2; "the last one": -1. */
  ordinal: number | null;
  /** A language staff should speak, as hospitals list it ("French"). */
  spokenLanguage: string | null;
  /** Words pointing back at what the conversation is about ("it", "there", "that hospital", "and in…"). */
  refersBack: boolean;
  /** Words setting aside what was said before ("forget the hip", "I mean"). */
  correction: boolean;
  /** Words asking about every destination ("in all countries", « partout »): not only the place or hospital talked about. */
  anywhere: boolean;
  /**
   * Words of a subject that is not care ("concert tickets", "university fees", "a wedding dress"): with no treatment
   * named, the question is out of scope though it names a destination and asks a price.
   */
  offTopic: boolean;
  /**
   * A hospital asked for where the patient says they are ("I live in Peshawar, is there one here?", « je suis à
   * Lubumbashi, c'est possible ici même ? »): their own place is the one asked about.
   */
  here: boolean;
}

/** What one intent needs to count: the best of a message from this score, the best of a clause from a higher one. */
const INTENT_FLOOR = 0.45;
const CLAUSE_FLOOR = 0.6;
const WORD_FLOOR = 0.9;
/** A second intent of the whole message counts when it is this close to the first ("price and how long"). */
const SECOND_WITHIN = 0.25;

/** The cues this reader finds in a message as phrases of the corpus (the others serve places, exclusions and clauses). */
const STATIC_CUES = [
  'refersBack',
  'correction',
  'budget',
  'negation',
  'anywhere',
  'offTopic',
  'here',
  'visa',
  'controlled',
  'having',
  'acknowledging',
] as const satisfies readonly Cue[];
type StaticCue = (typeof STATIC_CUES)[number];

interface StaticLexicons {
  cues: Lexicon<StaticCue>;
  ordinals: Lexicon<number>;
  spoken: Lexicon<string>;
  /** The spoken languages' words as written (folded), to tell a language's own word from a place's that shares its stem. */
  spokenWords: Set<string>;
  generic: Set<string>;
}

let statics: StaticLexicons | undefined;

/** The lexicons that do not depend on the catalogue: built once per process. */
function staticLexicons(): StaticLexicons {
  if (statics) return statics;
  const languages = corpus().languages;
  const each = <V>(pick: (language: Locale) => [string, V][]): Term<V>[] =>
    LOCALES.flatMap((language) => pick(language).map(([text, value]) => ({ language, text, value })));
  const spoken = new Lexicon(
    each((l) => Object.entries(languages[l].spokenLanguages).flatMap(([name, texts]) => texts.map((t) => [t, name] as [string, string]))),
  );
  return (statics = {
    cues: new Lexicon(
      each<StaticCue>((l) => STATIC_CUES.flatMap((cue) => languages[l].cues[cue].map((t): [string, StaticCue] => [t, cue]))),
    ),
    ordinals: new Lexicon(
      each((l) => Object.entries(languages[l].ordinals).flatMap(([n, texts]) => texts.map((t): [string, number] => [t, Number(n)]))),
    ),
    spoken,
    spokenWords: new Set(spoken.words),
    generic: new Set(LOCALES.flatMap((l) => languages[l].cues.generic.flatMap((w) => tokens(w)))),
  });
}

/**
 * Terms with the same words in the same language (compared on stems, as they are found: « جراحة التجميل », the
 * condition, is « جراحة تجميل », the category) name the same treatments: each of them names all the treatments any of
 * them names (a lay word for two), the surest way of naming first. Each keeps its own text (« نيف » and « نيفي » are
 * compared as written, being short).
 */
function merged(terms: Term<TreatmentValue>[]): Term<TreatmentValue>[] {
  const PRECEDENCE: TreatmentVia[] = ['condition', 'name', 'lay', 'category', 'absent'];
  const byKey = new Map<string, { value: TreatmentValue; terms: Term<TreatmentValue>[] }>();
  for (const term of terms) {
    // A wildcard is compared as written, not stemmed (lexicon.ts).
    const key = `${term.language}\0${term.text.includes('*') ? `*${term.text}` : stems(termTokens(term.text), term.language).join(' ')}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { value: { ...term.value, ids: [...term.value.ids] }, terms: [term] });
      continue;
    }
    for (const id of term.value.ids) if (!seen.value.ids.includes(id)) seen.value.ids.push(id);
    if (PRECEDENCE.indexOf(term.value.via) < PRECEDENCE.indexOf(seen.value.via)) seen.value.via = term.value.via;
    seen.value.condition ??= term.value.condition;
    if (!seen.terms.some((t) => t.text === term.text)) seen.terms.push(term);
  }
  return [...byKey.values()].flatMap(({ value, terms: same }) => {
    // Several treatments under a word other than a condition's name are a group ("heart": bypass and angioplasty).
    const shared = value.ids.length > 1 && (value.via === 'name' || value.via === 'lay') ? { ...value, via: 'category' as const } : value;
    return same.map((t) => ({ ...t, value: shared }));
  });
}

export class Reader {
  private readonly treatmentLexicon: Lexicon<TreatmentValue>;
  /** The treatment lexicon's words as written. */
  private readonly treatmentWords: ReadonlySet<string>;
  private readonly hospitalLexicon: Lexicon<string>;
  /** Hospitals' names by their consonants, for names written in Arabic letters (transliteration.ts). */
  private readonly hospitalConsonants: Map<string, string>;
  readonly places: PlaceReader;
  /** Every word some lexicon or the corpus knows: none of them is read as another's typo. */
  private readonly knownWords: Set<string>;
  private readonly known = (word: string) => this.knownWords.has(word);

  constructor(names: CatalogueNames) {
    const languages = corpus().languages;
    const { generic } = staticLexicons();
    const bySlug = new Map(names.treatments.map((t) => [t.slug, t.id]));
    const conditionOf = (id: string) => names.conditions.find((c) => c.treatmentIds.includes(id))?.category ?? null;
    const terms: Term<TreatmentValue>[] = [];
    const add = (language: Locale, text: string, ids: string[], via: TreatmentVia, condition: string | null = null) => {
      if (ids.length || via === 'absent')
        terms.push({ language, text, value: { ids, via, condition: condition ?? (ids.length === 1 ? conditionOf(ids[0]!) : null) } });
    };
    for (const t of names.treatments)
      for (const language of LOCALES) {
        add(language, t.names[language], [t.id], 'name');
        // "Heart Bypass Surgery" is named "heart bypass" too; "Cataract Surgery" "cataract".
        const telling = termTokens(t.names[language]).filter((w) => !generic.has(w));
        if (telling.length && telling.join(' ') !== termTokens(t.names[language]).join(' '))
          add(language, telling.join(' '), [t.id], 'name');
      }
    for (const s of names.synonyms) {
      const ids = s.treatmentId ? [s.treatmentId] : (names.specialties.find((p) => p.id === s.specializationId)?.treatmentIds ?? []);
      add(s.language, s.term, ids, s.treatmentId ? 'name' : 'category');
    }
    for (const language of LOCALES) {
      const own = languages[language];
      for (const [slug, texts] of Object.entries(own.treatments)) {
        const id = bySlug.get(slug);
        if (id) for (const text of texts) add(language, text, [id], 'lay');
      }
      for (const [category, texts] of Object.entries(own.categories)) {
        const ids = names.treatments.filter((t) => t.category === category).map((t) => t.id);
        for (const text of texts) add(language, text, ids, 'category');
      }
      // The condition categories by the names the site gives them (the catalogues' one lexicon of them).
      for (const category of CONDITION_CATEGORIES) {
        const ids = names.conditions.find((c) => c.category === category)?.treatmentIds ?? [];
        add(language, conditionName(category, language), ids, 'condition', category);
      }
      for (const s of names.specialties) add(language, s.names[language], s.treatmentIds, 'category');
      for (const text of own.notInCatalogue) add(language, text, [], 'absent');
    }
    this.treatmentLexicon = new Lexicon(merged(terms));
    this.treatmentWords = new Set(this.treatmentLexicon.words);
    const hospitalNames = hospitalTerms(names.hospitals, generic);
    this.hospitalLexicon = new Lexicon(hospitalNames);
    this.hospitalConsonants = consonantIndex(hospitalNames);
    // Each city once: thousands of hospitals share a few dozen cities.
    const cities = new Map(
      names.hospitals.map((h) => [`${h.countryCode} ${h.city}`, { language: 'en' as const, text: h.city, value: h.countryCode }]),
    );
    this.places = new PlaceReader([...cities.values()]);
    const lexicons = staticLexicons();
    this.knownWords = new Set([
      ...corpusWords().keys(),
      ...this.treatmentLexicon.words,
      ...this.hospitalLexicon.words,
      ...this.places.words,
      ...lexicons.cues.words,
      ...lexicons.ordinals.words,
      ...lexicons.spoken.words,
    ]);
  }

  /** The treatments a text names (typed on a page in `pageLanguage`), for matching a condition: each mention with how it was named. */
  treatmentsIn(text: string, pageLanguage: Locale): TreatmentMention[] {
    const languages = readIn(detectLanguage(text, pageLanguage));
    return bestMatches(this.treatmentLexicon.find(read(text), { known: this.known, languages })).map((m) => ({
      ...m.value,
      start: m.start,
      end: m.end,
    }));
  }

  /** The places a text names (typed on a page in `pageLanguage`), for matching. */
  placesIn(text: string, pageLanguage: Locale): PlaceMention[] {
    return this.places.read(read(text), { language: detectLanguage(text, pageLanguage), known: this.known });
  }

  /** `fallback`: the language to answer in when the message cannot tell (the conversation's, then the page's). */
  async understand(text: string, fallback: Locale | readonly Locale[]): Promise<Understanding> {
    const language = detectLanguage(text, fallback);
    // French typed on a phone or written by ear read as spelt (« c konbien la protèz de anch », « fé » for « fait », no
    // « Fès »: heard.ts); the words the reader knows stay.
    const reading = read(language === 'fr' ? writtenAsHeard(spelt(text, isPlaceWord), this.known) : text);
    const { cues, ordinals, spoken, spokenWords } = staticLexicons();
    const languages = readIn(language);
    const hospitals = bestMatches([...this.hospitalLexicon.find(reading, { known: this.known }), ...this.hospitalsInArabic(reading)]);
    const inHospital = (at: number) => hospitals.some((h) => h.start <= at && at <= h.end);
    const placeMentions = this.places.read(reading, { language, known: this.known });
    const atPlace = (at: number) => placeMentions.some((p) => p.start <= at && at <= p.end);
    // A place's name read as a treatment's word only through its stem or a typo is the place (« بالبصرة », in Basra, shares
    // its stem with « البصر », sight: cataract surgery); a treatment's own word stays the treatment.
    const treatmentMatches = bestMatches(this.treatmentLexicon.find(reading, { known: this.known, languages })).filter(
      (m) => !inHospital(m.start) && (!atPlace(m.start) || m.positions.every((at) => this.treatmentWords.has(reading.words[at]!))),
    );
    const everyCue = cues.find(reading, { known: this.known, languages });
    const cueMatches = bestMatches(everyCue);
    const ordinalMatches = bestMatches(ordinals.find(reading, { known: this.known, languages }));
    // « français », "English": a language before a country, unless the language was read only through a typo or a stem
    // of a place's name as written (« فرانسا », France, shares its stem with « فرانسي », French).
    const spokenMatches = bestMatches(spoken.find(reading, { known: this.known, languages })).filter(
      (m) => !atPlace(m.start) || m.positions.every((at) => spokenWords.has(reading.words[at]!)),
    );
    // « Je ne parle pas anglais… le personnel parle français ? », "Sijui Kiingereza… wanaongea Kiswahili?": a language
    // denied in its clause is not the one asked for, when another is named.
    const denied = (m: Match<string>) =>
      cueMatches.some((c) => c.value === 'negation' && c.start < m.start && reading.clauses[c.start] === reading.clauses[m.start]);
    const askedLanguage = spokenMatches.find((m) => !denied(m)) ?? spokenMatches[0];
    // A place inside a hospital's or a treatment's name is theirs.
    const taken = [...treatmentMatches, ...spokenMatches];
    const has = (cue: StaticCue) => cueMatches.some((m) => m.value === cue);
    const written = withCurrencyCodes(text, language);
    const money = ofPlaceNamed(
      parseBudget(written, { currencyRequired: true }) ?? (has('budget') ? bigEnough(parseBudget(written)) : null),
      placeMentions,
    );
    // The country of the money's currency is where the patient is, not where they want to go ("milioni 20 za Uganda").
    const moneyHome = money
      ? (homeCountryOfCurrency(money.currency)?.code ??
        ONE_COUNTRY_CURRENCIES[money.currency] ??
        placeMentions.find((p) => usesCurrency(p.code, money.currency))?.code)
      : undefined;
    const places = placeMentions
      .filter((p) => !inHospital(p.start) && !taken.some((t) => t.start <= p.start && p.start <= t.end))
      .map((p) => (p.code === moneyHome ? { ...p, home: true } : p));

    // Named one by one: by name or lay words, or a category with one treatment ("Eye Surgery": cataract).
    const single = (m: (typeof treatmentMatches)[number]) =>
      m.value.via !== 'absent' && (m.value.via === 'name' || m.value.via === 'lay' || m.value.ids.length === 1);
    // An illness told as kept in check is the patient's history, not what they ask about, when another treatment is named
    // ("she is having sugar, controlled" beside a cataract; « diabétique mais bien équilibrée »).
    // The words may stand in a clause of their own right after it ("she is having sugar, controlled").
    const treatmentClauses = new Set(treatmentMatches.map((m) => reading.clauses[m.start]!));
    const controlledClauses = new Set(
      cueMatches
        .filter((m) => m.value === 'controlled')
        .flatMap((m) => {
          const clause = reading.clauses[m.start]!;
          return treatmentClauses.has(clause) ? [clause] : [clause, clause - 1];
        }),
    );
    const clauseOf = (m: (typeof treatmentMatches)[number]) => reading.clauses[m.start]!;
    // An illness told as had, in a clause before one asking about another treatment, is the patient's history too
    // ("my mum has diabetes. how much is a knee replacement in India?", "I have knee pain, how much is a hip
    // replacement?"): told, not asked — unless its clause is a question of its own ("do you treat diabetes? and IVF?").
    // A treatment needed is no history ("my wife needs IVF, I need a knee replacement").
    // Among every cue found: "I have" is a budget's cue too (« عندي »), which the best matches keep instead.
    const had = (m: (typeof treatmentMatches)[number]) =>
      everyCue.some((c) => c.value === 'having' && c.start <= m.start && reading.clauses[c.start] === clauseOf(m));
    const otherNamedAfter = (m: (typeof treatmentMatches)[number]) =>
      treatmentMatches.some(
        (n) =>
          single(n) &&
          clauseOf(n) > clauseOf(m) &&
          (reading.questions[clauseOf(n)] || !had(n)) &&
          !controlledClauses.has(clauseOf(n)) &&
          !n.value.ids.some((id) => m.value.ids.includes(id)),
      );
    const told = (m: (typeof treatmentMatches)[number]) => had(m) && !reading.questions[clauseOf(m)] && otherNamedAfter(m);
    const history = (m: (typeof treatmentMatches)[number]) => controlledClauses.has(clauseOf(m)) || told(m);
    const asked = treatmentMatches.filter((m) => single(m) && !history(m));
    const treatments: string[] = [];
    for (const m of treatmentMatches)
      if (single(m) && (!asked.length || !history(m))) for (const id of m.value.ids) if (!treatments.includes(id)) treatments.push(id);
    // A group whose treatment is named too adds nothing ("heart bypass" and "heart").
    const groups = treatmentMatches
      .filter((m) => !single(m) && m.value.via !== 'absent' && !m.value.ids.some((id) => treatments.includes(id)))
      .map((m) => ({ ...m.value, start: m.start, end: m.end }));
    // A procedure we do not offer, named outright, says more than lay words or a specialty around it ("laser for my
    // eyes, myopia" is not the cataract the eye words suggest; "my aunt's cardiologist says valve"); a treatment named
    // by its name or its condition's stays.
    const namedOutright = treatmentMatches.some((m) => m.value.via === 'name' || m.value.via === 'condition');
    // …unless a treatment we offer is named one by one in a clause after it: the procedure is history, the question
    // comes last (« ma césarienne est bien guérie. Combien coûte une abdominoplastie ? »).
    const lastAbsent = Math.max(...treatmentMatches.filter((m) => m.value.via === 'absent').map(clauseOf));
    const askedAfter = treatmentMatches.some((m) => single(m) && clauseOf(m) > lastAbsent);
    const absent = !namedOutright && !askedAfter && treatmentMatches.some((m) => m.value.via === 'absent');

    // Each entity's own words become its slot; a word standing between two of them stays ("hospitali bora ya saratani").
    const slots: { positions: number[]; slot: Slot }[] = [
      ...treatmentMatches.map((m) => ({ positions: m.positions, slot: 'treatment' as const })),
      ...hospitals.map((m) => ({ positions: m.positions, slot: 'hospital' as const })),
      ...places.map((p) => ({ positions: p.positions, slot: 'place' as const })),
      ...ordinalMatches.map((m) => ({ positions: m.positions, slot: 'ordinal' as const })),
      ...spokenMatches.map((m) => ({ positions: m.positions, slot: 'language' as const })),
    ];
    const backWords = new Set(cueMatches.filter((m) => m.value === 'refersBack').flatMap((m) => m.positions));
    // "Really?", « vraiment », « kumbe »: a message of nothing but such words asks nothing (the classifier had read
    // "really" as a question of success rates and « vraiment » as a request for a coordinator).
    const onlyAcknowledging =
      reading.words.length > 0 &&
      reading.words.every((_, at) => cueMatches.some((c) => c.value === 'acknowledging' && c.positions.includes(at)));
    const intents = onlyAcknowledging ? [] : await this.intentsOf(reading, language, slots, money !== null, backWords, has('visa'));
    return {
      text,
      reading,
      language,
      intents,
      treatments: absent ? [] : treatments,
      groups: absent ? [] : groups,
      notInCatalogue: absent,
      places,
      hospitals: [...new Set(hospitals.map((m) => m.value))],
      money,
      ordinal: ordinalMatches[0]?.value ?? null,
      spokenLanguage: askedLanguage?.value ?? null,
      refersBack: has('refersBack'),
      correction: has('correction'),
      anywhere: has('anywhere'),
      offTopic: has('offTopic'),
      here: has('here') && this.places.saysWhereFrom(reading),
    };
  }

  /** Hospitals named in Arabic letters (« هان ريفر », « مستشفى سوخومفيت »): two words side by side, or one. */
  private hospitalsInArabic(reading: Reading): Match<string>[] {
    const consonants = reading.words.map(arabicConsonants);
    const found: Match<string>[] = [];
    const lookUp = (keys: string[]) => keys.map((key) => this.hospitalConsonants.get(key)).find(Boolean);
    for (let i = 0; i < consonants.length; i++) {
      const [here, next = []] = [consonants[i]!, consonants[i + 1]];
      const pair = lookUp(here.flatMap((first) => next.map((second) => `${first} ${second}`)));
      const one = lookUp(here);
      if (pair) found.push({ value: pair, language: 'ar', start: i, end: i + 1, positions: [i, i + 1], size: 2, corrected: false });
      else if (one) found.push({ value: one, language: 'ar', start: i, end: i, positions: [i], size: 1, corrected: false });
    }
    return found;
  }

  /** The intents of the message and of each of its clauses ("the cheapest for a knee, and how long do I stay?"). */
  private async intentsOf(
    reading: Reading,
    language: Locale,
    slots: { positions: number[]; slot: Slot }[],
    money: boolean,
    backWords: Set<number>,
    visaWord: boolean,
  ): Promise<IntentScore[]> {
    const words = reading.words.map((word, i) => {
      const slot = slots.find((s) => s.positions.includes(i));
      if (slot) return slot.positions[0] === i ? slotWord(slot.slot) : '';
      return money && /^\d+$/.test(word) ? slotWord('money') : word;
    });
    // "And in India?", "what about knee": names and words pointing back only, no question of its own — the
    // conversation's last question is asked again (dialogue.ts), not a guess from three words.
    const own = words.filter((w, i) => w && !w.startsWith('qq') && w.length > 3 && !backWords.has(i));
    if (!own.length && slots.length) return [];
    const { intents } = await classifiers();
    const found = new Map<Intent, number>();
    const keep = (intent: Intent, score: number) => found.set(intent, Math.max(found.get(intent) ?? 0, score));
    const whole = await intents(language, words.filter(Boolean).join(' '));
    if (whole[0] && whole[0].score >= INTENT_FLOOR) {
      keep(whole[0].label, whole[0].score);
      const second = whole[1];
      if (second && second.score >= whole[0].score - SECOND_WITHIN && second.score >= 0.3) keep(second.label, second.score);
    }
    const clauses = [...new Set(reading.clauses)];
    if (clauses.length > 1)
      for (const clause of clauses) {
        const part = words.filter((w, i) => w && reading.clauses[i] === clause);
        if (!part.length || (part.length < 2 && part[0]!.startsWith('qq'))) continue;
        // A clause of one word asks something only when the classifier is sure of it ("... a programme for her? bei?").
        const [best] = await intents(language, part.join(' '));
        if (best && best.score >= (part.length < 2 ? WORD_FLOOR : CLAUSE_FLOOR)) keep(best.label, best.score);
      }
    // "Visa" asks about one whatever surrounds it: in a dictated message of one run-on clause ("he needs spine surgery what's
    // the visa for india"), the treatment's words outweighed it and the visa went unanswered.
    if (visaWord && !found.has('visa') && !found.has('guide.visa-support')) keep('visa', CLAUSE_FLOOR);
    return [...found].map(([intent, score]) => ({ intent, score })).sort((a, b) => b.score - a.score);
  }
}

/**
 * The lexicons a message is read with: its own language's and English's (patients mix in English: "bei ya knee
 * replacement", « c'est combien le bypass »), not the others' — French's stem of "sida" is English's "side".
 */
const readIn = (language: Locale): Locale[] => [...new Set<Locale>([language, 'en'])];

/** The corpus's other ways of writing a currency (`LanguageCorpus.currencies`): per language, a pattern per ISO code. */
const currencyAliases = new Map<Locale, { code: string; pattern: RegExp }[]>();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An amount as written before a currency: digits, then a multiplier word ("20 M", « 1 million 500 mille », "milioni 20");
 * not a digit inside a word (Arabizi writes letters with digits: "el ma3da" is no amount of "da").
 */
const AMOUNT_BEFORE = String.raw`(?<![\p{L}\d])\d[\d\s.,'’]*(?:\s?(?:k|m|mn|mille|millions?|milliards?|milioni|elfu|laki|ألف|الف|مليون)(?![\p{L}]))?\s*`;

function aliases(language: Locale): { code: string; pattern: RegExp }[] {
  const known = currencyAliases.get(language);
  if (known) return known;
  const made = Object.entries(corpus().languages[language].currencies).map(([code, words]) => {
    const alternatives = [...new Set(words)]
      .sort((a, b) => b.length - a.length)
      .map(escaped)
      .join('|');
    // Right after an amount only ("600 000 DA", "milioni 20 za Kitanzania"): before a number, "da" is Pidgin's "the".
    return { code, pattern: new RegExp(String.raw`(?<=${AMOUNT_BEFORE})(?<![\p{L}])(?:${alternatives})(?![\p{L}])`, 'giu') };
  });
  currencyAliases.set(language, made);
  return made;
}

/**
 * The message, written in `language`, with its language's other ways of writing a currency after an amount written as
 * the ISO code, for `parseBudget`.
 */
export function withCurrencyCodes(text: string, language: Locale): string {
  return aliases(language).reduce((rest, { code, pattern }) => rest.replace(pattern, ` ${code} `), text);
}

const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** The currency a shared name ("FCFA", shillings, dinars) means in the country `code`, when it is used there. */
const sharedCurrencyCountry = (currency: string, code: string): string | undefined =>
  SHARED_CURRENCIES[currency]?.byCountry[englishNames.of(code) ?? code];

/** Whether the country `code` uses `currency`, one of those whose name others share (the CFA francs, the shillings…). */
const usesCurrency = (code: string, currency: string): boolean =>
  Object.values(SHARED_CURRENCIES).some((shared) => shared.byCountry[englishNames.of(code) ?? code] === currency);

/**
 * A shared currency name read by a place the message names ("Bonjour depuis Douala… 1 million FCFA": Central African
 * francs; « je suis à Abidjan… francs CFA »: West African): the patient's country, said in the message, says whose.
 */
function ofPlaceNamed(money: BudgetAmount | null, places: readonly PlaceMention[]): BudgetAmount | null {
  if (!money || !SHARED_CURRENCIES[money.currency]) return money;
  const currency = places.map((p) => sharedCurrencyCountry(money.currency, p.code)).find(Boolean);
  return currency ? { ...money, currency } : money;
}

/**
 * A bare number read as a budget only from a few hundred up ("my budget is 5000", not "she is 68"), and not a year ("sukari tangu 2015",
 * "operated in 2019": a bare 4-digit number from 1950 to 2099 is a date far more often than dollars).
 */
const bigEnough = (money: BudgetAmount | null): BudgetAmount | null =>
  money && money.amount >= 300 && !(Number.isInteger(money.amount) && money.amount >= 1950 && money.amount <= 2099) ? money : null;

/**
 * Ways of naming a hospital: its name without the words every hospital has ("Hospital", "International", "(Demo)"),
 * each two of its words side by side ("Chao Phraya", "Penang Lotus"), and a word of its own when no other hospital has
 * it and it names nothing else ("Bosphorus", not "Heart" or "Penang").
 */
function hospitalTerms(hospitals: CatalogueNames['hospitals'], generic: Set<string>): Term<string>[] {
  const telling = hospitals.map((h) => ({ id: h.id, words: termTokens(h.name).filter((w) => !generic.has(w) && w.length > 1) }));
  const owners = new Map<string, Set<string>>();
  for (const h of telling) for (const w of h.words) (owners.get(w) ?? owners.set(w, new Set()).get(w)!).add(h.id);
  const known = corpusWords();
  const terms: Term<string>[] = [];
  for (const h of telling) {
    if (!h.words.length) continue;
    const add = (text: string) => terms.push({ language: 'en', text, value: h.id });
    add(h.words.join(' '));
    for (let i = 0; i + 1 < h.words.length; i++) add(`${h.words[i]} ${h.words[i + 1]}`);
    for (const w of h.words) if (w.length >= 5 && owners.get(w)!.size === 1 && !known.has(w)) add(w);
  }
  return terms;
}

/**
 * Fewer consonants than this say too little to name a hospital in Arabic letters: « دكان », a shop, is not Deccan
 * (three); two words side by side say more (« هان ريفر »).
 */
const FEWEST_CONSONANTS = { one: 4, two: 3 };

/**
 * The hospitals' ways of being named (`hospitalTerms`) by their consonants as Arabic writes them, each word's apart;
 * a final "s" also without it (« البوسفور », Bosphorus).
 */
function consonantIndex(terms: Term<string>[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const term of terms) {
    const words = termTokens(term.text).map(latinConsonants);
    if (words.some((w) => !w)) continue;
    const fewest = words.length === 1 ? FEWEST_CONSONANTS.one : FEWEST_CONSONANTS.two;
    const key = words.join(' ');
    for (const variant of new Set([key, key.replace(/S$/, '')]))
      if (variant.replace(/ /g, '').length >= fewest) index.set(variant, term.value);
  }
  return index;
}
