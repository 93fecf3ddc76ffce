import { withoutProclitics } from './text.js';

/*
 * Names written in Arabic letters (issue 50): a patient writes « مستشفى سوخومفيت » or « هان ريفر » for Sukhumvit or Han
 * River, names the catalogue has in Latin letters only. Arabic writes a foreign name's consonants and few of its
 * vowels, so both spellings are compared by their consonants, each letter as the sound class Arabic gives it (v and f
 * are « ف », g and j « ج » or « غ », ch « تش » or « ش »), vowels and the letters that stand for them (ا و ي) left out,
 * a letter doubled once.
 */

/** Latin spellings of one sound as its class (upper case, so no later spelling reads it again), longest first. */
const LATIN_SPELLINGS: [RegExp, string][] = [
  [/sch|tch|sh|ch/g, 'C'],
  [/kh/g, 'X'],
  [/th/g, 'T'],
  [/ph/g, 'F'],
  [/gh/g, 'G'],
  [/ck|qu/g, 'K'],
  [/c(?=[eiy])/g, 'S'],
  [/x/g, 'KS'],
];

/** Each remaining Latin letter's class ('' for vowels and the letters that stand for them). */
const LATIN: Record<string, string> = {
  b: 'B',
  p: 'B',
  t: 'T',
  d: 'D',
  s: 'S',
  z: 'Z',
  h: 'H',
  k: 'K',
  q: 'K',
  c: 'K',
  g: 'G',
  j: 'G',
  f: 'F',
  v: 'F',
  l: 'L',
  m: 'M',
  n: 'N',
  r: 'R',
  a: '',
  e: '',
  i: '',
  o: '',
  u: '',
  w: '',
  y: '',
};

/** Each Arabic letter's class ('' for the letters that write vowels, hamza and ain). */
const ARABIC: Record<string, string> = {
  ب: 'B',
  پ: 'B',
  ت: 'T',
  ط: 'T',
  ث: 'T',
  د: 'D',
  ض: 'D',
  ذ: 'D',
  س: 'S',
  ص: 'S',
  ز: 'Z',
  ظ: 'Z',
  ش: 'C',
  خ: 'X',
  ح: 'H',
  ه: 'H',
  ك: 'K',
  ق: 'K',
  ج: 'G',
  غ: 'G',
  ف: 'F',
  ڤ: 'F',
  ل: 'L',
  م: 'M',
  ن: 'N',
  ر: 'R',
  ا: '',
  و: '',
  ي: '',
  ء: '',
  ع: '',
  ئ: '',
  ؤ: '',
};

const once = (consonants: string): string => consonants.replace(/(.)\1+/g, '$1');

/** Words' consonants already worked out: the hospitals' names are read again at every rebuild of the snapshot. */
const consonantsKnown = new Map<string, string>();
const CONSONANTS_KEPT = 100_000;

/** A Latin word's consonants as Arabic would write them ("sukhumvit": "SXMFT"). */
export function latinConsonants(word: string): string {
  let consonants = consonantsKnown.get(word);
  if (consonants === undefined) {
    consonants = consonantsOf(word);
    if (consonantsKnown.size >= CONSONANTS_KEPT) consonantsKnown.clear();
    consonantsKnown.set(word, consonants);
  }
  return consonants;
}

function consonantsOf(word: string): string {
  let text = word.toLowerCase().replace(/[^a-z]/g, '');
  for (const [spelling, sound] of LATIN_SPELLINGS) text = text.replace(spelling, sound);
  return once([...text].map((letter) => LATIN[letter] ?? letter).join(''));
}

/**
 * An Arabic word's consonants, as written and without the letters joined in front of it (« البوسفور »; but the « ك »
 * of « كلانج » is Klang's), a final « ه » left out (a vowel there: « ريفيره »); none for a word in another script.
 */
export function arabicConsonants(word: string): string[] {
  if (!/^[\u0600-\u06ff]+$/u.test(word)) return [];
  const consonants = (text: string) =>
    once([...text.replace(/تش/g, 'ش').replace(/ه$/u, '')].map((letter) => ARABIC[letter] ?? '').join(''));
  return [...new Set([consonants(word), consonants(withoutProclitics(word))])].filter(Boolean);
}
