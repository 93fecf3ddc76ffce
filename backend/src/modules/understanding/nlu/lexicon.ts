import { LOCALES, type Locale } from '@medtour/contracts';
import { fold, type Reading, stems, termTokens, tokens, withoutProclitics } from './text.js';
import { Speller } from './speller.js';
import { frenchSoundKeys, isFrenchWord } from './french-sound.js';

/*
 * Finding a lexicon's terms in a message (issue 50): treatments by name, synonym and lay words, places, spoken
 * languages, ordinals, the safety screen's concepts. Each term is compared in its own language on the library's stems
 * (NLP.js), so "knees" finds "knee" and « prothèses » « prothèse »; a word that is no word of the lexicon is read as the
 * nearest one within a few typos (the library's spell checker and Levenshtein distance: one from 7 letters, two from 8,
 * none below, since six-letter words differ by one letter too often: "nyonga", hip / "nyonya", to breastfeed), or, in a
 * French message, a word that is no French word as the lexicon's word it sounds like (`french-sound.ts`); one other
 * word may stand between two words of a term ("chest is tight" for "chest tight"). Indexed by a term's first stem, so a
 * message costs a lookup per word, whatever the lexicon's size (NLP.js's own enum entities compare every term with every
 * span of the message: 370 ms for a 40-word question against 900 terms).
 */

export interface Term<V> {
  language: Locale;
  /**
   * One or more words; a word ending in `*` matches any word starting with it, one starting with `*` any word ending
   * with it, one starting with `=` only itself, not another word of its stem (« =عرقي », my sweat, is not « عرق », a vein).
   */
  text: string;
  value: V;
}

export interface Match<V> {
  value: V;
  language: Locale;
  /** Word positions in the message (`Reading.words`), inclusive. */
  start: number;
  end: number;
  /** The positions of the term's own words (a word standing between two of them is not the term's). */
  positions: number[];
  /** How many words of the term: longer terms say more ("knee replacement" over "knee"). */
  size: number;
  /** A word was read through a typo. */
  corrected: boolean;
}

/** A word of a term: by its stem (and as written, for languages read word for word), or a wildcard on the word as written. */
/**
 * A word of a term: by its stem (and as written, for languages read word for word; `exact`: always as written, but for
 * the Arabic letters joined in front of it), or a wildcard on the word as written.
 */
type Pattern = { kind: 'stem'; stem: string; word: string; exact: boolean } | { kind: 'prefix' | 'suffix' | 'infix'; text: string };

export interface FindOptions {
  /** The languages whose terms are looked for: all by default. */
  languages?: readonly Locale[];
  /**
   * The languages whose terms are compared on stems with typos forgiven (all of `languages` by default); a term of
   * another language counts only written as it is ("babi", Abidjan in French slang, is not Arabizi "baba").
   */
  loose?: readonly Locale[];
  /** Words that are words of their own elsewhere (another lexicon, the corpus): never read as a typo of one of these. */
  known?: (word: string) => boolean;
  /**
   * The language the message is written in, when a word of it that is no word of the language may be read by its
   * sound as one of the lexicon's (French only: « sègn », « saigne »; `BY_EAR`).
   */
  byEar?: Locale;
}

/** The languages whose words may be read by their sound, with what tells a word of the language from one written by ear. */
interface Ear {
  /** A word's sound keys; `typed`: a patient's word, which may have a letter of elision glued to it (« lapèl »). */
  keys: (word: string, typed: boolean) => string[];
  isWord: (word: string) => boolean;
}

const BY_EAR: Partial<Record<Locale, Ear>> = {
  fr: { keys: frenchSoundKeys, isWord: isFrenchWord },
};

/** A lexicon word a sound key names. */
interface Heard {
  stem: string;
  word: string;
}

const NO_VALUES: ReadonlySet<never> = new Set();

/** Two stems this long or longer, one the start of the other, are forms of one word (« boug », « bougent »); « pas » and « pass » are not. */
const SAME_WORD_STEM = 4;

/** How many times more used a word must be than one of another meaning that sounds the same, to be heard for both. */
const DOMINANT = 3;

/** A word's stem as this lexicon knows it, or the stem of the lexicon word it is a typo of. */
interface KnownStem {
  stem: string;
  corrected: boolean;
  /** The lexicon's word it was heard as, written by ear (« sègn », « saigne »): a wildcard's terms are tried on it too. */
  heard?: string;
  /** The lexicon's word it is a typo of (« prandre », « prendre »). */
  typoOf?: string;
  /**
   * For a short word the lexicon lists as written by ear that is no French word (« pa », « ki »), the stem of the word
   * it sounds as (« pas », « qui »): its terms are read too.
   */
  alsoHeard?: string;
}

interface Compiled<V> {
  value: V;
  language: Locale;
  patterns: Pattern[];
  /** Its place among the lexicon's terms: matches are found in this order, whatever index found them. */
  order: number;
}

/**
 * The terms of one first stem: by their second stem (a common first word, « je » or "my", begins thousands, and a
 * word meets only those whose second word follows it), and the others (one word, or a wildcard second).
 */
interface FirstStem<V> {
  bySecond: Map<string, Compiled<V>[]>;
  others: Compiled<V>[];
}

/** Words shorter than this are never read as a slip of another (« mal », « pas »). */
const SLIP_MIN_LENGTH = 5;
/** Words of the language's dictionary this long or longer are never read as a slip of another. */
const DICTIONARY_WORD_KEPT_FROM = 7;

/**
 * The words a thumb on a phone turns `word` into by one slip, undone: two neighbouring letters swapped (« resprie »,
 * « combein »), a doubled letter typed once or a letter typed twice (« letre », « arêter », « ordonnnance »). These are
 * one slip however short the word, where an edit distance counts a swap as two and allows none below seven letters;
 * only a lexicon word so reached is read. A letter left out is the third slip: `Lexicon.withLetterLeftOut`.
 */
function slips(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] !== word[i + 1]) variants.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    else variants.push(word.slice(0, i) + word.slice(i + 1));
  }
  for (let i = 0; i < word.length; i++) variants.push(word.slice(0, i + 1) + word.slice(i));
  return variants;
}

/** A lexicon word with one of its letters left out: which word, and the place and letter to put back. */
interface LetterLeftOut {
  word: string;
  at: number;
  letter: string;
}

/** A letter left out is undone in words this long or longer (« respre », « mourr »): few other words are one letter away. */
const DROPPED_MIN_LENGTH = 6;
const LATIN_LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ARABIC_LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهويء';

/** How many edits a word of `length` letters may be from a lexicon word and still be read as it. */
export const typoAllowance = (length: number): number => (length >= 8 ? 2 : length >= 7 ? 1 : 0);

/**
 * An Arabic word this short is compared as written, but for the letters joined in front of it: the library's stemmer
 * makes « او » (or) of « اوي » (very), « يد » (hand) of « يدي » (my hand) and « يدوي » (manual).
 */
const SHORT_ARABIC = 3;

/** How many letters of a wildcard's piece index it. */
const WILD_KEY = 2;

/** The longest word the lexicon knows that may also be heard as another (`KnownStem.alsoHeard`). */
const ALSO_HEARD_LONGEST = 3;

/** Words that stand between two words of a term without breaking it. */
const GAP = 1;

/** Corrections already worked out, per language (a message's words recur: "knee", "price"); bounded. */
const CORRECTIONS_KEPT = 5_000;

export class Lexicon<V> {
  private readonly byFirstStem = new Map<Locale, Map<string, FirstStem<V>>>();
  /**
   * Terms whose first word is a wildcard, by the two letters a word must start with ("pill*") or end with ("*tnafas"),
   * so that a message's word meets only those it may match; a term with `*` at both ends, or too short a piece, in
   * `anywhere`.
   */
  private readonly wildFirst = new Map<
    Locale,
    { start: Map<string, Compiled<V>[]>; end: Map<string, Compiled<V>[]>; anywhere: Compiled<V>[] }
  >();
  /** The lexicon's words per language, for the spell checker; and the stem of each. */
  private readonly spellers = new Map<Locale, Speller>();
  private readonly stemOfWord = new Map<Locale, Map<string, string>>();
  private readonly knownStems = new Map<Locale, Set<string>>();
  private readonly corrections = new Map<Locale, Map<string, string | null>>();
  /** The starts of words wildcard terms begin with (« saign* »). */
  private readonly wordStarts = new Map<Locale, Set<string>>();
  /** The values of the terms each stem is a word of. */
  private readonly valuesOfStem = new Map<Locale, Map<string, Set<V>>>();
  /**
   * Per language read by ear, each sound key's stem (null: the key of words of two stems in terms of different values,
   * which says neither); built on first use.
   */
  private readonly bySound = new Map<Locale, Map<string, Heard | null>>();
  /** Per language, the lexicon's words under their forms with a letter left out (`withLetterLeftOut`); built on first use. */
  private readonly lettersLeftOut = new Map<Locale, Map<string, LetterLeftOut[]>>();

  /** `weightOf`: how much a word is used (a word written by ear is heard as the far more used of two that sound alike). */
  constructor(
    terms: readonly Term<V>[],
    private readonly weightOf: (word: string, language: Locale) => number = () => 1,
  ) {
    for (const language of LOCALES) {
      this.byFirstStem.set(language, new Map());
      this.wildFirst.set(language, { start: new Map(), end: new Map(), anywhere: [] });
      this.stemOfWord.set(language, new Map());
      this.knownStems.set(language, new Set());
      this.corrections.set(language, new Map());
      this.valuesOfStem.set(language, new Map());
      this.wordStarts.set(language, new Set());
    }
    const add = (index: Map<string, Compiled<V>[]>, key: string, compiled: Compiled<V>) =>
      (index.get(key) ?? index.set(key, []).get(key)!).push(compiled);
    terms.forEach((term, order) => {
      const compiled = this.compile(term, order);
      if (!compiled) return;
      const first = compiled.patterns[0]!;
      const second = compiled.patterns[1];
      if (first.kind === 'stem') {
        const index = this.byFirstStem.get(term.language)!;
        const entry = index.get(first.stem) ?? index.set(first.stem, { bySecond: new Map(), others: [] }).get(first.stem)!;
        if (second?.kind === 'stem') add(entry.bySecond, second.stem, compiled);
        else entry.others.push(compiled);
      } else {
        const wild = this.wildFirst.get(term.language)!;
        if (first.kind === 'prefix' && first.text.length >= WILD_KEY) add(wild.start, first.text.slice(0, WILD_KEY), compiled);
        else if (first.kind === 'suffix' && first.text.length >= WILD_KEY) add(wild.end, first.text.slice(-WILD_KEY), compiled);
        else wild.anywhere.push(compiled);
      }
    });
    for (const language of LOCALES) {
      // In the order NLP.js's SpellCheck read them (an object's keys: a word of digits first), for the same ties.
      const words = Object.keys(Object.fromEntries([...this.stemOfWord.get(language)!.keys()].map((w) => [w, 1])));
      this.spellers.set(language, new Speller(words, 7));
    }
  }

  private compile(term: Term<V>, order: number): Compiled<V> | null {
    const patterns: Pattern[] = [];
    for (const piece of term.text.trim().split(/\s+/)) {
      const exact = piece.startsWith('=');
      if (exact) {
        const [word] = termTokens(piece.slice(1));
        if (!word) continue;
        const [stem] = stems([word], term.language);
        this.learn(term, word, stem!);
        patterns.push({ kind: 'stem', stem: stem!, word, exact: true });
        continue;
      }
      const starts = piece.startsWith('*');
      const ends = piece.endsWith('*') && piece.length > 1;
      const words = termTokens(piece.replace(/^\*|\*$/g, ''));
      if (!words.length) continue;
      if (starts || ends) {
        // A wildcard applies to the piece's one word as written (folded); a word's start may also be heard (« sègn »).
        if (!starts) this.wordStarts.get(term.language)!.add(words.join(''));
        patterns.push({ kind: starts && ends ? 'infix' : starts ? 'suffix' : 'prefix', text: words.join('') });
        continue;
      }
      const stemmed = stems(words, term.language);
      words.forEach((word, i) => {
        this.learn(term, word, stemmed[i]!);
        patterns.push({ kind: 'stem', stem: stemmed[i]!, word, exact: term.language === 'ar' && word.length <= SHORT_ARABIC });
      });
    }
    return patterns.length ? { value: term.value, language: term.language, patterns, order } : null;
  }

  private learn(term: Term<V>, word: string, stem: string): void {
    this.stemOfWord.get(term.language)!.set(word, stem);
    this.knownStems.get(term.language)!.add(stem);
    const values = this.valuesOfStem.get(term.language)!;
    (values.get(stem) ?? values.set(stem, new Set()).get(stem)!).add(term.value);
  }

  /** The words of every term, in every language (as folded, before stemming). */
  get words(): Iterable<string> {
    return LOCALES.flatMap((language) => [...this.stemOfWord.get(language)!.keys()]);
  }

  /** Whether `word` (folded) is one of the lexicon's words in `language`, or shares a stem with one. */
  knows(language: Locale, word: string): boolean {
    return this.knownStems.get(language)!.has(stems([word], language)[0]!);
  }

  /** Every term found in the message ("malaysia" is not read as a typo of "malaria" when `known` knows it). */
  find(reading: Reading, options: FindOptions = {}): Match<V>[] {
    const { languages = LOCALES, loose = languages } = options;
    const found: Match<V>[] = [];
    const exact = this.exactWords(reading, languages);
    for (const language of languages) {
      const typos = loose.includes(language);
      const stemsKnown = this.stemsKnown(reading, language, exact, typos, options);
      const byFirstStem = this.byFirstStem.get(language)!;
      for (let i = 0; i < reading.words.length; i++) {
        const known = stemsKnown[i];
        // A term has one first stem, so the two stems' terms are apart; the wildcards' lists may share some (a word
        // and how it is heard).
        const candidates = [
          known ? this.termsFrom(byFirstStem.get(known.stem), stemsKnown, i) : [],
          known?.alsoHeard ? this.termsFrom(byFirstStem.get(known.alsoHeard), stemsKnown, i) : [],
          this.wildCandidates(language, reading.words[i]!, known?.heard),
        ];
        for (const terms of candidates)
          for (const term of terms) {
            const match = this.matchAt(term, reading.words, stemsKnown, i, typos);
            if (match) found.push(match);
          }
      }
    }
    return found;
  }

  /** Whether each word is a term's word in one of `languages`: such a word is no typo in another ("pressure" is not « blessure »). */
  private exactWords(reading: Reading, languages: readonly Locale[]): boolean[] {
    return reading.words.map((_, i) => languages.some((l) => this.knownStems.get(l)!.has(reading.stems[l][i]!)));
  }

  /** Each word's stem in `language`, or the stem of the lexicon word it is a typo of or sounds as (null: none). */
  private stemsKnown(
    reading: Reading,
    language: Locale,
    exact: boolean[],
    typos: boolean,
    { known = () => false, byEar }: FindOptions,
  ): (KnownStem | null)[] {
    return reading.stems[language].map((stem, i) => {
      const word = reading.words[i]!;
      const unjoined = language === 'ar' ? reading.unjoined[i] : null;
      if (unjoined && !this.knownStems.get(language)!.has(stem) && this.knownStems.get(language)!.has(unjoined))
        return { stem: unjoined, corrected: false };
      const noTypo = !typos || exact[i]! || known(word);
      const own = this.knownStem(language, stem, word, noTypo);
      if (byEar !== language) return own;
      // A short word another language's lexicon lists (« el », « pa ») is heard too, in a French message.
      const short = word.length <= ALSO_HEARD_LONGEST;
      if (!own) return !noTypo || (typos && short && !known(word)) ? this.heard(language, word) : null;
      // Only a short word: a longer one the corpus lists means itself (« palu », malaria, is no « palot »).
      const heard = own.corrected || !short ? null : this.heard(language, word);
      return heard && heard.stem !== own.stem ? { ...own, alsoHeard: heard.stem, heard: heard.heard } : own;
    });
  }

  /**
   * The message's words, each written by ear as the lexicon's word it sounds like (« el sègn boukou »: "elle saigne
   * beaucoup") or typed with a slip as the word it is of, in the `byEar` language; the others as they are.
   */
  heardWords(reading: Reading, options: FindOptions & { byEar: Locale }): string[] {
    const language = options.byEar;
    const known = this.stemsKnown(reading, language, this.exactWords(reading, options.languages ?? LOCALES), true, options);
    // A word the lexicon knows stays itself (« mme » is no « me »); a typo is written as the word it is of, as `find`
    // reads it (a French word too: « lèse », written by ear for « laisse »).
    return reading.words.map((word, i) => (known[i]?.alsoHeard ? word : (known[i]?.heard ?? known[i]?.typoOf ?? word)));
  }

  /**
   * The stem of the lexicon's word that `word`, no word of `language`, sounds as (its most specific key that says one:
   * « pasé » is « passé » before « pas »); null for none.
   */
  private heard(language: Locale, word: string): KnownStem | null {
    const ear = BY_EAR[language];
    if (!ear) return null;
    const index = this.soundIndex(language, ear);
    // The most specific key the index has says it; one of two meanings says neither, not a vaguer key's word.
    const key = ear.keys(word, true).find((k) => index.has(k));
    const known = key === undefined ? null : index.get(key)!;
    return known && !ear.isWord(word) ? { stem: known.stem, corrected: true, heard: known.word } : null;
  }

  /**
   * The lexicon word each sound key names in `language`, built on first use: the language's own words first, then the
   * spellings by ear the corpus lists (« pa ») where no word sounds so, then wildcards' starts (« saign* ») under a stem
   * no word has, which only their terms read. Words of one stem (« boug », « bougent »: the stemmer leaves some forms
   * whole) or of the same terms are one; of two meanings, the far more used (`weightOf`), else none (« sang », « sans »).
   */
  private soundIndex(language: Locale, ear: Ear): Map<string, Heard | null> {
    const built = this.bySound.get(language);
    if (built) return built;
    const values = this.valuesOfStem.get(language)!;
    // A wildcard's start has no values of its own (its stem, `*saign`, is no word's).
    const valuesOf = (stem: string) => values.get(stem) ?? NO_VALUES;
    const oneWord = (a: string, b: string) => Math.min(a.length, b.length) >= SAME_WORD_STEM && (a.startsWith(b) || b.startsWith(a));
    const same = (a: string, b: string) => a === b || oneWord(a, b) || sameSet(valuesOf(a), valuesOf(b));
    const weight = (heard: Heard) => this.weightOf(heard.word, language);
    const index = new Map<string, Heard | null>();
    const words: Heard[] = [...this.stemOfWord.get(language)!].map(([word, stem]) => ({ stem, word }));
    const starts: Heard[] = [...this.wordStarts.get(language)!].map((start) => ({ stem: `*${start}`, word: start }));
    for (const tier of [words.filter((h) => ear.isWord(h.word)), words.filter((h) => !ear.isWord(h.word)), starts]) {
      const candidates = new Map<string, Heard[]>();
      for (const heard of tier)
        for (const key of ear.keys(heard.word, false))
          if (!index.has(key)) (candidates.get(key) ?? candidates.set(key, []).get(key)!).push(heard);
      for (const [key, heard] of candidates) {
        const [top, ...others] = heard.sort((a, b) => weight(b) - weight(a));
        const rival = others.find((h) => !same(h.stem, top!.stem));
        if (rival && weight(top!) < DOMINANT * weight(rival)) index.set(key, null);
        else {
          // The shortest stem of the word's forms reads the most terms.
          const stem = heard.filter((h) => same(h.stem, top!.stem)).reduce((a, b) => (b.stem.length < a.length ? b.stem : a), top!.stem);
          index.set(key, { stem, word: top!.word });
        }
      }
    }
    this.bySound.set(language, index);
    return index;
  }

  /**
   * The terms of a first stem that may be read from word `start`: those whose second word, when a stem, is the next
   * word's or the one after it (past a gap), in the lexicon's order.
   */
  private termsFrom(entry: FirstStem<V> | undefined, known: readonly (KnownStem | null)[], start: number): Compiled<V>[] {
    if (!entry) return [];
    const followed = new Set<Compiled<V>>();
    for (let j = start + 1; j <= start + 1 + GAP && j < known.length; j++)
      for (const stem of [known[j]?.stem, known[j]?.alsoHeard])
        if (stem !== undefined) for (const term of entry.bySecond.get(stem) ?? []) followed.add(term);
    if (!followed.size) return entry.others;
    // Two lists in the lexicon's order, merged.
    const second = [...followed].sort((a, b) => a.order - b.order);
    const terms: Compiled<V>[] = [];
    let k = 0;
    for (const term of entry.others) {
      while (k < second.length && second[k]!.order < term.order) terms.push(second[k++]!);
      terms.push(term);
    }
    return terms.concat(second.slice(k));
  }

  /**
   * The terms starting with a wildcard whose first word is `word` or, in a French message, the word it was `heard` as:
   * those its first or last two letters index, kept only if the wildcard fits — some 2 % of them on the development
   * sets' safety cases, whose other 98 % `matchAt` once tried and refused one by one —, in the order it tried them.
   */
  private wildCandidates(language: Locale, word: string, heard: string | undefined): Compiled<V>[] {
    const wild = this.wildFirst.get(language)!;
    const indexed = (w: string) => [
      ...(wild.start.get(w.slice(0, WILD_KEY)) ?? []),
      ...(wild.end.get(w.slice(-WILD_KEY)) ?? []),
      ...wild.anywhere,
    ];
    const fits = (term: Compiled<V>) =>
      wildMatches(term.patterns[0]!, word) || (heard !== undefined && wildMatches(term.patterns[0]!, heard));
    const terms = heard === undefined ? indexed(word) : new Set([...indexed(word), ...indexed(heard)]);
    return [...terms].filter(fits);
  }

  private knownStem(language: Locale, stem: string, word: string, noTypo: boolean): KnownStem | null {
    if (this.knownStems.get(language)!.has(stem)) return { stem, corrected: false };
    if (noTypo || /\d/.test(word) || word.length < SLIP_MIN_LENGTH) return null;
    // A long word of the language's dictionary is itself, not a slip of a lexicon word one letter away (« délivre » is no
    // « délire »); a shorter one may well be a slip, or a word written by ear, that happens to spell another.
    if (word.length >= DICTIONARY_WORD_KEPT_FROM && BY_EAR[language]?.isWord(word)) return null;
    const cache = this.corrections.get(language)!;
    let nearest = cache.get(word);
    if (nearest === undefined) {
      const words = this.stemOfWord.get(language)!;
      const slip = slips(word).find((variant) => words.has(variant)) ?? this.withLetterLeftOut(language, word);
      const allowed = typoAllowance(word.length);
      const found = slip ?? (allowed ? this.spellers.get(language)!.checkToken(word, allowed) : word);
      nearest = found !== word && words.has(found) ? found : null;
      if (cache.size >= CORRECTIONS_KEPT) cache.delete(cache.keys().next().value!);
      cache.set(word, nearest);
    }
    return nearest ? { stem: this.stemOfWord.get(language)!.get(nearest)!, corrected: true, typoOf: nearest } : null;
  }

  /**
   * The lexicon word `word` is with one letter left out, if any: of several, the one whose letter goes back earliest in
   * the word, then earliest in the alphabet of the word's script (the order in which every letter was once tried at
   * every place, 26 or 30 lookups a place; now one lookup in an index built on first use).
   */
  private withLetterLeftOut(language: Locale, word: string): string | undefined {
    if (word.length < DROPPED_MIN_LENGTH) return undefined;
    const letters = /[\u0600-\u06ff]/u.test(word) ? ARABIC_LETTERS : LATIN_LETTERS;
    let best: { word: string; at: number; letter: number } | undefined;
    for (const found of this.letterLeftOutIndex(language).get(word) ?? []) {
      const letter = letters.indexOf(found.letter);
      if (letter < 0) continue;
      if (!best || found.at < best.at || (found.at === best.at && letter < best.letter)) best = { ...found, letter };
    }
    return best?.word;
  }

  /** Each lexicon word long enough to have a letter left out, under every form of it with one letter left out. */
  private letterLeftOutIndex(language: Locale): Map<string, LetterLeftOut[]> {
    const built = this.lettersLeftOut.get(language);
    if (built) return built;
    const index = new Map<string, LetterLeftOut[]>();
    for (const word of this.stemOfWord.get(language)!.keys()) {
      if (word.length <= DROPPED_MIN_LENGTH) continue;
      for (let at = 0; at < word.length; at++) {
        const without = word.slice(0, at) + word.slice(at + 1);
        (index.get(without) ?? index.set(without, []).get(without)!).push({ word, at, letter: word[at]! });
      }
    }
    this.lettersLeftOut.set(language, index);
    return index;
  }

  /** The term read from word `start` on; `loose`: on stems (else its words as written). */
  private matchAt(term: Compiled<V>, words: string[], known: (KnownStem | null)[], start: number, loose: boolean): Match<V> | null {
    let at = start;
    let corrected = false;
    const positions: number[] = [];
    for (let p = 0; p < term.patterns.length; p++) {
      const pattern = term.patterns[p]!;
      const last = p === 0 ? at : Math.min(words.length - 1, at + 1 + GAP);
      let hit = -1;
      // A wildcard matched on the word heard, not the word typed, is read through a correction like a typo.
      let heardOnly = false;
      for (let j = p === 0 ? at : at + 1; j <= last; j++) {
        const heard = known[j]?.heard;
        const onHeard = pattern.kind !== 'stem' && !wildMatches(pattern, words[j]!) && heard !== undefined && wildMatches(pattern, heard);
        const ok =
          pattern.kind === 'stem'
            ? (known[j]?.stem === pattern.stem || known[j]?.alsoHeard === pattern.stem) &&
              (loose || words[j] === pattern.word) &&
              (!pattern.exact || withoutProclitics(words[j]!) === withoutProclitics(pattern.word))
            : wildMatches(pattern, words[j]!) || onHeard;
        if (ok) {
          hit = j;
          heardOnly = onHeard;
          break;
        }
      }
      if (hit < 0) return null;
      if (pattern.kind === 'stem' ? known[hit]!.corrected || known[hit]!.stem !== pattern.stem : heardOnly) corrected = true;
      positions.push(hit);
      at = hit;
    }
    return { value: term.value, language: term.language, start, end: at, positions, size: term.patterns.length, corrected };
  }
}

/** Whether `word` is what a wildcard pattern stands for (a stem pattern is never one). */
function wildMatches(pattern: Pattern, word: string): boolean {
  switch (pattern.kind) {
    case 'prefix':
      return word.startsWith(pattern.text);
    case 'suffix':
      return word.endsWith(pattern.text);
    case 'infix':
      return word.includes(pattern.text);
    default:
      return false;
  }
}

const sameSet = <T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean => a.size === b.size && [...a].every((x) => b.has(x));

/**
 * Of matches that overlap, the ones that say most: the longest term, then one read without typos, then the earliest.
 * "knee replacement" wins over "knee"; two terms side by side both stay ("knee or hip").
 */
export function bestMatches<V>(matches: readonly Match<V>[]): Match<V>[] {
  const ranked = [...matches].sort(
    (a, b) => b.size - a.size || b.end - b.start - (a.end - a.start) || Number(a.corrected) - Number(b.corrected) || a.start - b.start,
  );
  const taken: Match<V>[] = [];
  for (const match of ranked) if (!taken.some((t) => t.start <= match.end && match.start <= t.end)) taken.push(match);
  return taken.sort((a, b) => a.start - b.start);
}

/** A whole text folded as the lexicon compares it: for keys of maps built from names. */
export const foldedKey = (text: string): string => tokens(fold(text)).join(' ');
