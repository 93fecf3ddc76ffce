import { corpus, corpusWordCount, corpusWords } from './corpus.js';
import { LOCALES } from '@medtour/contracts';
import { Lexicon } from './lexicon.js';
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

/** French as typed on a phone: each word the corpus spells (`spellings` in fr.json: « pa », « mwa », « fé ») written so. */
export function spelt(text: string): string {
  const spellings = corpus().languages.fr.spellings;
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => (Object.hasOwn(spellings, word.toLowerCase()) ? spellings[word.toLowerCase()]! : word));
}

let placeWords: ReadonlySet<string> | undefined;

/** The words of the corpus's places (« fes », « malaisie »): a word this short is never heard as one. */
const isPlaceWord = (word: string): boolean =>
  (placeWords ??= new Set(
    LOCALES.flatMap((l) =>
      Object.values(corpus().languages[l].places)
        .flat()
        .flatMap((t) => read(t).words),
    ),
  )).has(word);

/** The shortest word that may be heard as a place's: « fé » (fait) is no « Fès ». */
const PLACE_HEARD_FROM = 4;

/** `text` with its words heard as the corpus's written as those (folded); `text` itself when none is. */
export function writtenAsHeard(text: string, known: (word: string) => boolean): string {
  const reading = read(text);
  const heard = corpusVocabulary()
    .heardWords(reading, { known, byEar: 'fr' })
    .map((word, i) => (reading.words[i]!.length < PLACE_HEARD_FROM && isPlaceWord(word) ? reading.words[i]! : word));
  if (heard.every((word, i) => word === reading.words[i])) return text;
  const folded = fold(text);
  let written = '';
  let at = 0;
  reading.words.forEach((word, i) => {
    const start = wordAt(folded, word, at);
    if (start < 0) return;
    written += folded.slice(at, start) + heard[i];
    at = start + word.length;
  });
  return written + folded.slice(at);
}

/** Where `word` next stands whole in `text` from `from` on (not inside a longer word), or -1. */
function wordAt(text: string, word: string, from: number): number {
  const letter = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(word, from); at >= 0; at = text.indexOf(word, at + 1))
    if (!letter.test(text[at - 1] ?? '') && !letter.test(text[at + word.length] ?? '')) return at;
  return -1;
}
