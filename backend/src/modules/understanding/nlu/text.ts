import core from '@nlpjs/core';
import langAr from '@nlpjs/lang-ar';
import langEn from '@nlpjs/lang-en';
import langFr from '@nlpjs/lang-fr';
import { LOCALES, type Locale } from '@medtour/contracts';

/*
 * Words as the assistant reads them, through NLP.js (issue 50): each language's tokenizer (English contractions,
 * French elisions) and stemmer (English, French and Arabic; Swahili has none in the library, so its words are compared
 * as written — its lexicons list the forms, or a `*` for the person and tense a verb carries in front). Before that the
 * text is folded the same way for every language: lower case, accents and Arabic vowel marks off, Arabic letter variants
 * (أ إ آ → ا, ة → ه, ى → ي), Arabic-Indic digits, letters typed three times or more ("sooo", "helppp") once.
 */

export interface NlpContainer {
  get(name: string): unknown;
  use(plugin: unknown): void;
}

interface TokenizerLike {
  innerTokenize(text: string): string[];
}
interface StemmerLike {
  stem(tokens: string[]): string[];
}

let container: NlpContainer | undefined;

/** The one NLP.js container of the process, with the languages the library has. */
export function nlpContainer(): NlpContainer {
  if (container) return container;
  const made = core.containerBootstrap() as NlpContainer;
  made.use(langEn.LangEn);
  made.use(langFr.LangFr);
  made.use(langAr.LangAr);
  return (container = made);
}

const ASCII = /^\p{ASCII}*$/u;

/** Letters that NFKD leaves whole but people write either way (« œdème » / « oedeme »). */
const SPLIT_LETTERS: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ı: 'i' };

/**
 * A text folded for comparison, the same in every language: lower case; NFKD, then every combining mark off (accents,
 * the hamza and madda split off أ إ آ ؤ ئ, Arabic vowel marks); tatweel off; alef wasla, alef maqsura and ta marbuta as
 * the letters people write for them (ا, ي, ه); Arabic-Indic and Persian digits as ASCII; curly apostrophes straight; a
 * letter typed three times or more once ("sooo", "helppp"). Punctuation and spacing are left to the tokenizer.
 */
export function fold(text: string): string {
  // Most words and many messages are plain ASCII, which only the first and last two steps can change.
  if (ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/`/g, "'")
      .replace(/([a-z])\1{2,}/g, '$1');
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæßøłđı]/g, (letter) => SPLIT_LETTERS[letter]!)
    .replace(/\u0640/g, '')
    .replace(/\u0671/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[’‘`´]/gu, "'")
    .replace(/(\p{L})\1{2,}/gu, '$1');
}

/** A text folded, every run of anything but letters and digits one space, trimmed: the key staff's terms are stored under. */
export const normalise = (text: string): string =>
  fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Words as the library's tokenizer cuts them, the same for every language so that positions compare across the four
 * readings of a message (apostrophes cut: « l'hôpital » is "l hopital", "can't" is "can t", as the lexicons are cut
 * too); numbers apart from the letters they touch ("140kg").
 */
export function tokens(text: string): string[] {
  const cleaned = fold(text)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/(\p{N})(?=\p{L})|(\p{L})(?=\p{N})/gu, '$1$2 ');
  // The library's `tokenize` keeps every text it saw for an hour: its inner function, without that cache.
  return (nlpContainer().get('tokenize') as TokenizerLike).innerTokenize(cleaned);
}

/**
 * `tokens` of a lexicon's term or a catalogue's name, kept: a catalogue's names are cut again at every rebuild of the
 * assistant's snapshot (10,000 hospitals' names: most of a rebuild's second of blocked event loop). Not for patients'
 * messages, which are not kept.
 */
export function termTokens(text: string): string[] {
  let known = termTokensKnown.get(text);
  if (!known) {
    known = tokens(text);
    if (termTokensKnown.size >= TERM_TOKENS_KEPT) termTokensKnown.clear();
    termTokensKnown.set(text, known);
  }
  return [...known];
}

const termTokensKnown = new Map<string, readonly string[]>();
const TERM_TOKENS_KEPT = 100_000;

/** Stems already worked out, per language: the lexicons' words recur in every rebuild, patients' words from message to message. */
const stemsKnown = new Map<Locale, Map<string, string>>();
const STEMS_KEPT = 100_000;

/** The stems of `words` in `language` (Swahili: the words themselves). */
export function stems(words: readonly string[], language: Locale): string[] {
  const stemmer = nlpContainer().get(`stemmer-${language}`) as StemmerLike | undefined;
  if (!stemmer) return [...words];
  let known = stemsKnown.get(language);
  if (!known) stemsKnown.set(language, (known = new Map()));
  return words.map((word) => {
    let stem = known.get(word);
    if (stem === undefined) {
      stem = stemmer.stem([word])[0] ?? word;
      if (known.size >= STEMS_KEPT) known.clear();
      known.set(word, stem);
    }
    return stem;
  });
}

const stopwordSets = new Map<Locale, Set<string>>();

/** The words of `words` that say something in `language`: the library's stop words out (it has none for Swahili). */
export function contentWords(words: readonly string[], language: Locale): string[] {
  let stopwords = stopwordSets.get(language);
  if (!stopwords) {
    const remover = nlpContainer().get(`stopwords-${language}`) as { dictionary: Record<string, boolean> } | undefined;
    stopwords = new Set(Object.keys(remover?.dictionary ?? {}).map(fold));
    stopwordSets.set(language, stopwords);
  }
  return words.filter((word) => !stopwords.has(word));
}

/** A text as the reader compares it: its words, their stems in each language (a patient mixes them: "bei ya knee replacement"), and the clause each word is in. */
export interface Reading {
  words: string[];
  stems: Record<Locale, string[]>;
  /**
   * The Arabic stem of each word written with letters joined in front of it, without them (`withoutProclitics`:
   * « وفمها » is « فمها », « لنيفي » « نيفي », which the library's stemmer keeps whole); null for the other words.
   */
  unjoined: (string | null)[];
  /** The clause of each word: clauses end at punctuation (",", ".", "?", "؛"…). */
  clauses: number[];
  /** Per clause: whether it ends with a question mark ("?", "؟"). */
  questions: boolean[];
}

/**
 * An Arabic word without the letters joined in front of it: the article with what goes before it (« والدم », « بالهند »,
 * « للهند »: at least two letters stay), one of "و" "ف" (and, so) "ب" "ل" "ك" (in, to, like) when at least three
 * stay (« كبد », the liver, keeps its « ك »), or "و" "ف" before two (« وكم », and how many: the word is also read as
 * written, so « وزن » stays a weight). Other words as they are.
 */
export function withoutProclitics(word: string): string {
  const article = /^[\u0648\u0641]?(?:\u0644\u0644|[\u0628\u0643]?\u0627\u0644)([\u0600-\u06ff]{2,})$/u.exec(word);
  if (article) return article[1]!;
  const letter = /^[\u0648\u0641\u0628\u0644\u0643]([\u0600-\u06ff]{3,})$/u.exec(word);
  if (letter) return letter[1]!;
  const conjunction = /^[\u0648\u0641]([\u0600-\u06ff]{2})$/u.exec(word);
  return conjunction ? conjunction[1]! : word;
}

/** Punctuation that ends a clause, kept by `split` (the group) to tell a question's end. */
const CLAUSE_END = /([,.;:!?()\n/\u060c\u061b\u061f]+)/u;
const QUESTION_MARK = /[?\u061f]/u;

export function read(text: string): Reading {
  const words: string[] = [];
  const clauses: number[] = [];
  const questions: boolean[] = [];
  // Each clause, then the punctuation that ended it.
  const pieces = fold(text).split(CLAUSE_END);
  for (let clause = 0; clause * 2 < pieces.length; clause++) {
    for (const word of tokens(pieces[clause * 2]!)) {
      words.push(word);
      clauses.push(clause);
    }
    questions.push(QUESTION_MARK.test(pieces[clause * 2 + 1] ?? ''));
  }
  const unjoined = words.map((word) => {
    const bare = withoutProclitics(word);
    return bare !== word ? stems([bare], 'ar')[0]! : null;
  });
  return {
    words,
    clauses,
    questions,
    unjoined,
    stems: Object.fromEntries(LOCALES.map((l) => [l, stems(words, l)])) as Record<Locale, string[]>,
  };
}
