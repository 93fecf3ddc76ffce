import { corpus, corpusWordCount, corpusWords } from './corpus.js';
import { LOCALES } from '@medtour/contracts';
import { Lexicon } from './lexicon.js';
import { isFrenchWord } from './french-sound.js';
import { fold, read } from './text.js';

/*
 * A French message written by ear, written again as spelt (issue 50): each word that is no French word but sounds like
 * one of the corpus's words (`french-sound.ts`) is written as that word: « el é tombé é el bouj pa » becomes "elle é
 * tombé é elle bouge pas", « le san gicl sa sarèt pa » "le san gicle sa arrete pas". The classifiers, trained on the
 * corpus's French as it is spelt, then read it too.
 */

let vocabulary: Lexicon<string> | undefined;

/** Every word of the corpus, in each language that uses it: a word of another language is not heard as a French one. */
const corpusVocabulary = (): Lexicon<string> =>
  (vocabulary ??= new Lexicon(
    [...corpusWords()].flatMap(([word, languages]) => languages.map((language) => ({ language, text: word, value: word }))),
    corpusWordCount,
  ));

/** A run of letters (with their accents, composed or not) or digits: a word as typed. */
const TYPED_WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * French as typed on a phone: each word the corpus spells (`spellings` in fr.json: « pa », « mwa », « fé ») written so,
 * but a word `keep` keeps (for the reader, a place's: « el » of « El Yunan »).
 */
export function spelt(text: string, keep: (word: string) => boolean = () => false): string {
  const spellings = corpus().languages.fr.spellings;
  return text
    .replace(TYPED_WORD, (word) => {
      const typed = word.toLowerCase();
      if (keep(fold(word))) return word;
      if (Object.hasOwn(spellings, typed)) return spellings[typed]!;
      // « jveu », « jmonte », « jdoi »: « je » run into a word, as « jsui » is, when the whole is no French word.
      return SMS_JE.test(typed) && !isFrenchWord(fold(word)) ? `je ${word.slice(1)}` : word;
    })
    .replace(SMS_JAI, "j'ai")
    .replace(TOUT_LES, 'tous$1');
}

/** « j » before a consonant and two letters more. */
const SMS_JE = /^j[bcdfghklmnpqrstvwxz]\p{L}{2,}$/u;
/** « g » for « j'ai » between words (« g tt les cachets », « g eté malade »), not a gram after a number (« 500 g »). */
const SMS_JAI = /(?<=^|[.!?,;:]\s*|\p{L}\s+)g(?=\s+\p{L})/gu;
/** « tout les », « tt mes »: « tous », before a plural determiner. */
const TOUT_LES = /(?<![\p{L}'’])(?:tout|tt)(\s+(?:les|mes|ses|tes|nos|vos|leurs|ces)(?![\p{L}'’]))/giu;

let placeWords: ReadonlySet<string> | undefined;

/** A destination's or a city's word (« malaysia », « fes »), in any language of the corpus. */
export const isPlaceWord = (word: string): boolean =>
  (placeWords ??= new Set(
    LOCALES.flatMap((l) =>
      Object.values(corpus().languages[l].places)
        .flat()
        .flatMap((t) => read(t).words),
    ),
  )).has(word);

/** The shortest word that may be heard as a place's: « fé » (fait) is no « Fès ». */
const PLACE_HEARD_FROM = 4;

/**
 * `text` with each word heard as one of the corpus's written as that word, the others as typed (their case and accents
 * kept: the screen cuts dictated text at its capitals); `text` itself when none is. A word of the corpus, in any of its
 * languages, or one `known` knows is never heard as another ("i want to die" in a French message stays English).
 */
export function writtenAsHeard(text: string, known: (word: string) => boolean): string {
  const reading = read(text);
  const kept = (word: string) => known(word) || corpusWords().has(word);
  const heard = corpusVocabulary().heardWords(reading, { known: kept, byEar: 'fr' });
  const writtenAs = new Map<string, string>();
  reading.words.forEach((word, i) => {
    const as = heard[i]!;
    if (as !== word && !(word.length < PLACE_HEARD_FROM && isPlaceWord(as))) writtenAs.set(word, as);
  });
  return writtenAs.size ? text.replace(TYPED_WORD, (word) => writtenAs.get(fold(word)) ?? word) : text;
}
