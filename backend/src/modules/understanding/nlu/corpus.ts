import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CONDITION_CATEGORIES, LOCALES, type Locale } from '@medtour/contracts';
import { conditionName } from '../../../common/messages.js';
import { tokens } from './text.js';

/*
 * The assistant's understanding, kept as data (issue 50): one corpus file per language (corpus/<locale>.json) and the
 * safety rules shared by all (corpus/safety-rules.json). Read and checked once per process; a file that does not parse
 * or breaks the shape below stops the build (scripts/build.js runs `checkCorpus`) rather than a patient's request.
 */

/** What an utterance may stand for, written `{treatment}` in the corpus: the entities the reader finds. */
export const SLOTS = ['treatment', 'place', 'hospital', 'money', 'ordinal', 'language'] as const;
export type Slot = (typeof SLOTS)[number];

/** What a question asks: the classifier's labels. `guide.<topic>` intents are answered from the patient guide's text of that topic. */
export const INTENTS = [
  'price',
  'cheapest',
  'best-rated',
  'hospitals',
  'stay',
  'success-rate',
  'compare',
  'shortest-stay',
  'visa',
  'flight',
  'languages',
  'hospital-city',
  'hospital-rating',
  'hospital-overview',
  'treatment-info',
  'destinations',
  'guide.reply-time',
  'guide.consultation-free',
  'guide.coordinator-languages',
  'guide.message-content',
  'guide.savings',
  'guide.accreditation',
  'guide.planning-time',
  'guide.consultation-before-travel',
  'guide.companions',
  'guide.visa-support',
  'guide.insurance',
  'guide.translator',
  'guide.accommodation',
  'guide.how-it-works',
  'guide.aftercare',
  'contact-human',
  'forget',
  'greeting',
  'thanks',
  'off-topic',
] as const;
export type Intent = (typeof INTENTS)[number];

/** What the safety screen tells apart (its classifier's labels and its rules' kinds). */
export const SAFETY_KINDS = [
  'emergency',
  'self-harm',
  'dose',
  'medication',
  'prescription',
  'diagnosis',
  'injection',
  'others-data',
] as const;
export type SafetyKind = (typeof SAFETY_KINDS)[number];

/** The catalogue categories a word for a specialty can name (treatments.category). */
export type CategoryKey = string;

export const CUES = [
  'refersBack',
  'correction',
  'exclude',
  'notExclude',
  'self',
  'origin',
  'clauseBreak',
  'generic',
  'notPlaces',
  'budget',
  'negation',
  'anywhere',
  'offTopic',
  'here',
  'visa',
  'controlled',
  'having',
  'acknowledging',
] as const;
export type Cue = (typeof CUES)[number];

export interface LanguageCorpus {
  language: Locale;
  /** Utterances per intent, as patients write them; `{slot}` where an entity goes. */
  intents: Partial<Record<Intent, string[]>>;
  /** The safety screen's classifier examples, per kind. */
  safety: Partial<Record<SafetyKind, string[]>>;
  /**
   * The safety screen's words, per concept the rules name. A term is one or more words, compared on stems; a word
   * ending in `*` matches any word starting with it, one starting with `*` any word ending with it (Swahili verbs carry
   * their person and tense in front: `*vuja` is "ninavuja", "anavuja", "imevuja"), one starting with `=` only itself
   * (`=عرقي`, my sweat: not `عرق`, a vein, of the same stem). The same syntax holds in every list of words below.
   */
  concepts: Record<string, string[]>;
  /** Lay words, body parts and symptoms per treatment slug ("knees", "new hip", "trying for a baby"). */
  treatments: Record<string, string[]>;
  /** Words for a specialty, per catalogue category: they name each treatment of that category. */
  categories: Record<CategoryKey, string[]>;
  /** Procedures we know we do not offer: a question about one is answered "not in our catalogue". */
  notInCatalogue: string[];
  /** Other names of countries (ISO code): cities, short names. Every country's own name is known already. */
  places: Record<string, string[]>;
  /**
   * Words for a country's people (ISO code): "Nigerians", « algériens », "Wakenya". A patient's nationality, not a
   * destination ("visa for Nigerians"), unless it is one of ours ("a Thai hospital").
   */
  nationalities: Record<string, string[]>;
  /** Names of languages hospital staff may speak, by the name hospitals list them under. */
  spokenLanguages: Record<string, string[]>;
  /** Words pointing at an item of the previous reply's list: "1".."5", "-1" for the last. */
  ordinals: Record<string, string[]>;
  /**
   * Small word lists the reader uses: references back, corrections, exclusions and what is not one, where the patient
   * is, words that end a clause, words of names that say what kind of thing it is (surgery, hospital), names of
   * countries that are common words in this language ("mali" is wealth in Swahili), and words that make a bare number a
   * budget ("my budget is 5000", "I have 20k"), words of negation (« je ne parle pas anglais »: not the language
   * asked for), and words asking about every destination (« dans tous les pays »: not only the one talked about).
   */
  cues: Record<Cue, string[]>;
  /**
   * Other ways of writing a currency beside an amount, per ISO code, that the shared budget reader does not know
   * (« 600 000 DA », dinars; "milioni 20 za Kitanzania", shillings): each is read as the code when an amount is written
   * right before or after it (alone, « da » is a word).
   */
  currencies: Record<string, string[]>;
  /**
   * Words as typed on a phone, and the words they stand for (« pa »: « pas », « mwa »: « moi », « tt »: « tout »), read
   * as those by the safety screen. Only spellings that stand for nothing else: not « c » (« hépatite c »), not « mm ».
   */
  spellings: Record<string, string>;
}

export interface SafetyRule {
  kind: SafetyKind;
  /** The emergency's kind (chest-pain, stroke, suicide…), logged without the text. */
  category: string;
  all: string[];
  any?: string[];
  none?: string[];
  unless?: string[];
  /**
   * Where a `none` concept sets the rule aside and an `unless` concept undoes that: in a clause of the rule's own concepts
   * (the default: "What is wrong with me? Do you have hospitals in Korea?" still asks for a diagnosis; "a stroke three
   * years ago, now it is the knee" stays set aside), or anywhere in the message ("my baby of 8 months has 39 of fever,
   * how many mg of paracetamol?" asks a dose, though a comma stands between).
   */
  within?: 'clause' | 'message';
  /**
   * Concepts that, anywhere in the message, tell the danger as denied or long over ("I'm not suicidal, just tired of the
   * treatment"; "an attempt twelve years ago, I have been well since"): the rule still holds — recall first —, but its
   * guidance goes above the answer to what was asked, as the classifier's does, instead of replacing it.
   */
  softens?: string[];
  /**
   * The rule's two concepts told one right after the other, in their order (`all`'s first, then its second: « c'est la
   * gale ? »), not apart (« c'est le baptême de mon fils… sans alcool »): for words too common to mean anything further
   * away.
   */
  adjacent?: boolean;
}

export interface Corpus {
  languages: Record<Locale, LanguageCorpus>;
  rules: SafetyRule[];
  /** Concepts that ask, or tell an intention or a mood, rather than name what happened (safety-rules.json `weak`). */
  weak: ReadonlySet<string>;
  /** Concepts whose terms are read whole: no word inside one of them is read as another concept (safety-rules.json `whole`). */
  whole: ReadonlySet<string>;
  /** A digest of every file: the classifier trained from this corpus is cached under it. */
  digest: string;
}

const FILES = [...LOCALES.map((l) => `${l}.json`), 'safety-rules.json'];

/** Where the corpus lives: beside this module (the build copies it to dist/). */
const folder = new URL('./corpus/', import.meta.url);

class CorpusError extends Error {
  constructor(file: string, path: string, problem: string) {
    super(`NLU corpus ${file}: ${path}: ${problem}`);
  }
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() !== '');

function stringLists(file: string, path: string, value: unknown, allowed?: readonly string[]): Record<string, string[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new CorpusError(file, path, 'must be an object of string lists');
  for (const [key, list] of Object.entries(value)) {
    if (allowed && !allowed.includes(key)) throw new CorpusError(file, `${path}.${key}`, `unknown key (one of ${allowed.join(', ')})`);
    if (!isStringList(list)) throw new CorpusError(file, `${path}.${key}`, 'must be a list of non-empty strings');
  }
  return value as Record<string, string[]>;
}

function checkLanguage(file: string, language: Locale, raw: unknown): LanguageCorpus {
  if (!raw || typeof raw !== 'object') throw new CorpusError(file, '$', 'must be an object');
  const data = raw as Record<string, unknown>;
  if (data.language !== language) throw new CorpusError(file, 'language', `must be "${language}"`);
  const intents = stringLists(file, 'intents', data.intents, INTENTS);
  for (const [intent, utterances] of Object.entries(intents))
    for (const utterance of utterances)
      for (const slot of utterance.match(/\{[^}]*\}/g) ?? [])
        if (!(SLOTS as readonly string[]).includes(slot.slice(1, -1)))
          throw new CorpusError(file, `intents.${intent}`, `unknown slot ${slot} in "${utterance}" (slots: ${SLOTS.join(', ')})`);
  if (!isStringList(data.notInCatalogue)) throw new CorpusError(file, 'notInCatalogue', 'must be a list of non-empty strings');
  const cues = stringLists(file, 'cues', data.cues, CUES);
  for (const cue of CUES) if (!cues[cue]) throw new CorpusError(file, `cues.${cue}`, 'missing');
  return {
    language,
    intents,
    safety: stringLists(file, 'safety', data.safety, SAFETY_KINDS),
    concepts: stringLists(file, 'concepts', data.concepts),
    treatments: stringLists(file, 'treatments', data.treatments),
    categories: stringLists(file, 'categories', data.categories),
    notInCatalogue: data.notInCatalogue,
    places: stringLists(file, 'places', data.places),
    nationalities: data.nationalities === undefined ? {} : stringLists(file, 'nationalities', data.nationalities),
    spokenLanguages: stringLists(file, 'spokenLanguages', data.spokenLanguages),
    ordinals: stringLists(file, 'ordinals', data.ordinals, ['1', '2', '3', '4', '5', '-1']),
    cues: cues as LanguageCorpus['cues'],
    currencies: data.currencies === undefined ? {} : stringLists(file, 'currencies', data.currencies),
    spellings: data.spellings === undefined ? {} : checkSpellings(file, data.spellings),
  };
}

/** A map of single words (folded, no spaces) to what each stands for. */
function checkSpellings(file: string, raw: unknown): Record<string, string> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new CorpusError(file, 'spellings', 'must be an object');
  for (const [typed, meant] of Object.entries(raw))
    if (!/^[\p{Ll}\p{N}]+$/u.test(typed) || typeof meant !== 'string' || !meant.trim())
      throw new CorpusError(file, `spellings.${typed}`, 'must map one lower-case word to a non-empty text');
  return raw as Record<string, string>;
}

function checkRules(file: string, raw: unknown, languages: Record<Locale, LanguageCorpus>): SafetyRule[] {
  const rules = (raw as { rules?: unknown })?.rules;
  if (!Array.isArray(rules) || !rules.length) throw new CorpusError(file, 'rules', 'must be a non-empty list');
  return rules.map((rule: Record<string, unknown>, i) => {
    const path = `rules[${i}]`;
    if (!(SAFETY_KINDS as readonly string[]).includes(rule.kind as string)) throw new CorpusError(file, `${path}.kind`, 'unknown kind');
    if (typeof rule.category !== 'string' || !rule.category) throw new CorpusError(file, `${path}.category`, 'must be a string');
    for (const key of ['all', 'any', 'none', 'unless', 'softens'] as const) {
      if (rule[key] === undefined && key !== 'all') continue;
      if (!isStringList(rule[key])) throw new CorpusError(file, `${path}.${key}`, 'must be a list of concept names');
      // Every language must know every concept a rule needs: a rule without words in one language would never fire there.
      for (const concept of rule[key] as string[])
        for (const language of LOCALES)
          if (!languages[language].concepts[concept]?.length)
            throw new CorpusError(`${language}.json`, `concepts.${concept}`, `missing (rule ${i} of ${file} needs it)`);
    }
    if (rule.within !== undefined && rule.within !== 'clause' && rule.within !== 'message')
      throw new CorpusError(file, `${path}.within`, 'must be "clause" or "message"');
    if (rule.adjacent !== undefined && (rule.adjacent !== true || new Set(rule.all as string[]).size !== 2 || rule.any !== undefined))
      throw new CorpusError(file, `${path}.adjacent`, 'must be true, in a rule of two different concepts and no `any`');
    return rule as unknown as SafetyRule;
  });
}

/** A list of concepts (`weak`: among those the rules are made of; `whole`: among those every language has). */
function checkConceptList(
  file: string,
  raw: unknown,
  list: 'weak' | 'whole',
  known: ReadonlySet<string>,
  unknown: string,
): ReadonlySet<string> {
  const concepts = (raw as Record<string, { concepts?: unknown } | undefined>)?.[list]?.concepts;
  if (!isStringList(concepts)) throw new CorpusError(file, `${list}.concepts`, 'must be a list of concept names');
  for (const concept of concepts) if (!known.has(concept)) throw new CorpusError(file, `${list}.concepts`, `"${concept}" ${unknown}`);
  return new Set(concepts);
}

/** Reads and checks the corpus files of `from` (throws naming the file and the place of the first problem). */
export function checkCorpus(from: URL = folder): Corpus {
  const texts = new Map(FILES.map((file) => [file, readFileSync(new URL(file, from), 'utf8')]));
  const parse = (file: string): unknown => {
    try {
      return JSON.parse(texts.get(file)!);
    } catch (error) {
      throw new CorpusError(file, '$', (error as Error).message);
    }
  };
  const languages = Object.fromEntries(LOCALES.map((l) => [l, checkLanguage(`${l}.json`, l, parse(`${l}.json`))])) as Record<
    Locale,
    LanguageCorpus
  >;
  const rules = checkRules('safety-rules.json', parse('safety-rules.json'), languages);
  const ruled = new Set(rules.flatMap((rule) => [...rule.all, ...(rule.any ?? [])]));
  const everywhere = new Set(
    Object.keys(languages.en.concepts).filter((concept) => LOCALES.every((l) => languages[l].concepts[concept]?.length)),
  );
  const weak = checkConceptList('safety-rules.json', parse('safety-rules.json'), 'weak', ruled, 'is in no rule');
  const whole = checkConceptList('safety-rules.json', parse('safety-rules.json'), 'whole', everywhere, 'is missing in a language');
  const digest = createHash('sha256')
    .update([...texts.values()].join('\0'))
    .digest('hex')
    .slice(0, 16);
  return { languages, rules, weak, whole, digest };
}

let loaded: Corpus | undefined;

/** The corpus, read once per process. */
export const corpus = (): Corpus => (loaded ??= checkCorpus());

let words: Map<string, Locale[]> | undefined;
let counts: Map<string, Map<Locale, number>> | undefined;

/**
 * Every word of the corpus, with the languages whose file uses it: utterances, safety examples, concepts, lay words,
 * categories, places, cues, ordinals, and the names the site gives the assessment's conditions (a patient types them
 * back: « Troubles neurologiques »). Numbers aside. The language a message is in is voted by these; a word of them is
 * never read as a typo of another.
 */
export function corpusWords(): Map<string, Locale[]> {
  return (words ??= new Map([...wordCounts()].map(([word, uses]) => [word, [...uses.keys()]])));
}

/** How many times the corpus's `language` file uses `word` (a word written by ear is heard as the more used of two). */
export const corpusWordCount = (word: string, language: Locale): number => wordCounts().get(word)?.get(language) ?? 0;

function wordCounts(): Map<string, Map<Locale, number>> {
  if (counts) return counts;
  const found = new Map<string, Map<Locale, number>>();
  for (const language of LOCALES) {
    const own = corpus().languages[language];
    const texts = [
      ...Object.values(own.intents).flat(),
      ...Object.values(own.safety).flat(),
      ...Object.values(own.concepts).flat(),
      ...Object.values(own.treatments).flat(),
      ...Object.values(own.categories).flat(),
      ...Object.values(own.places).flat(),
      ...Object.values(own.cues).flat(),
      ...Object.values(own.ordinals).flat(),
      ...CONDITION_CATEGORIES.map((category) => conditionName(category, language)),
    ];
    for (const text of texts)
      for (const word of tokens(text.replace(/\{\w+\}|\*/g, ' ')))
        if (!/^\d+$/.test(word)) {
          const uses = found.get(word) ?? found.set(word, new Map()).get(word)!;
          uses.set(language, (uses.get(language) ?? 0) + 1);
        }
  }
  return (counts = found);
}
