import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fold } from './text.js';

/*
 * French as it is heard (issue 50). Many of our French-speaking patients write the language by ear, as they speak it:
 * « el sègn boukou » for « elle saigne beaucoup », « ansint » for « enceinte », « médikaman » for « médicament ». Such a word is
 * no typo of the word meant (too many letters differ) but sounds like it: both are reduced to a key of their sounds, and
 * a word that is no French word at all is read as the lexicon's word whose key it shares. A word that is French is
 * never read so (« plait » stays « plaît », not « plaie »): the gate is a list of 336,000 French words (inflected forms,
 * the `an-array-of-french-words` package), held as hashes.
 */

const VOWEL = /[aeiouy]/;

/**
 * A French spelling's sounds, as one key: vowels by class (o, ou, u, au, eau are one: « boukou », « beaucoup »; e, è, é,
 * ai, ei and a final -er or -ez are one), nasal vowels apart (an/en A, in/ain/ein/un I, on O), « ch » S, « gn » N, c and
 * g by the vowel after them, h silent, s and z one, double letters once. `word` is folded (no accents).
 */
function sounds(word: string): string {
  let out = '';
  const at = (i: number) => word[i] ?? '';
  // A nasal vowel: its letters, then a consonant other than n or m, or the word's end.
  const nasal = (i: number, letters: number) => {
    const next = at(i + letters);
    return next === '' || (!VOWEL.test(next) && next !== 'n' && next !== 'm' && next !== 'h');
  };
  for (let i = 0; i < word.length;) {
    const rest = word.slice(i);
    let sound: string;
    let used: number;
    if (rest.startsWith('eau')) [sound, used] = ['o', 3];
    else if (/^(ain|ein)/.test(rest) && nasal(i, 3)) [sound, used] = ['I', 3];
    else if (rest.startsWith('oin') && nasal(i, 3)) [sound, used] = ['oI', 3];
    else if (/^(an|am|en|em)/.test(rest) && nasal(i, 2)) [sound, used] = ['A', 2];
    else if (/^(in|im|un|um|yn|ym)/.test(rest) && nasal(i, 2)) [sound, used] = ['I', 2];
    else if (/^(on|om)/.test(rest) && nasal(i, 2)) [sound, used] = ['O', 2];
    else if (/^(oi|oy)/.test(rest)) [sound, used] = ['oa', 2];
    else if (/^(ou|au|oo)/.test(rest)) [sound, used] = ['o', 2];
    else if (/^(ai|ei|ay|ey|eu)/.test(rest)) [sound, used] = ['E', 2];
    else if (/^(er|ez)$/.test(rest)) [sound, used] = ['E', 2];
    else if (/^(ch|sh)/.test(rest)) [sound, used] = ['S', 2];
    else if (rest.startsWith('ph')) [sound, used] = ['f', 2];
    else if (rest.startsWith('gn')) [sound, used] = ['N', 2];
    else if (rest.startsWith('qu')) [sound, used] = ['k', 2];
    else if (/^gu[eiy]/.test(rest)) [sound, used] = ['g', 2];
    else if (/^ge[aou]/.test(rest)) [sound, used] = ['j', 2];
    else if (rest.startsWith('ill') && i > 0) [sound, used] = ['i', 3];
    else {
      const letter = rest[0]!;
      used = 1;
      if (letter === 'o' || letter === 'u' || letter === 'w') sound = 'o';
      else if (letter === 'e') sound = 'E';
      else if (letter === 'y') sound = 'i';
      else if (letter === 'h') sound = '';
      else if (letter === 'c') sound = /[eiy]/.test(at(i + 1)) ? 's' : 'k';
      // Silent before a t (« longtemps », « doigt », « vingt »).
      else if (letter === 'g') sound = at(i + 1) === 't' ? '' : /[eiy]/.test(at(i + 1)) ? 'j' : 'g';
      else if (letter === 'q') sound = 'k';
      else if (letter === 'x') sound = 'ks';
      // s and z are one: by ear, « pasé » is « passé » and « vouazine » « voisine ».
      else if (letter === 'z') sound = 's';
      else sound = letter;
    }
    out += sound;
    i += used;
  }
  // Double letters once: « appelle » and « apèl », « boukou » and « beaucoup » (o, o).
  return out.replace(/(.)\1+/g, '$1');
}

/** Final consonants French does not say (« cachets », « pont », « répond », « sang », « blanc ») off. */
const unsaid = (word: string): string => word.replace(/[stdxzp]+$/, '').replace(/(?<=n)[gc]$/, '');

/**
 * The keys a French word may sound as: as written, without its unsaid ending and without a verb's -ent, each also with a
 * hard g where it has a soft one (« gérie » is « guérie »), each with and without a final e's sound (« sègn »,
 * « saigne »); and, for a word a patient typed (`typed`), without a letter of elision glued to it (« linsuline »,
 * « lané ») when what is left has three sounds or more. None for a word of other letters or of one letter.
 */
export function frenchSoundKeys(word: string, typed = true): string[] {
  if (word.length < 2 || !/^[a-z]+$/.test(word)) return [];
  const keys = new Set<string>();
  const add = (form: string, shortest: number) => {
    const key = sounds(form);
    // The e itself, not the letters before it: « lame » without it is "lam", no nasal « lan ».
    const candidates = form.endsWith('e') && !/[ae]e$/.test(form) ? [key, key.replace(/E$/, '')] : [key];
    for (const candidate of candidates) if (candidate.length >= shortest) keys.add(candidate);
  };
  const forms = new Set([word, unsaid(word)]);
  // A verb's silent -ent (« saignent »).
  if (word.endsWith('ent')) forms.add(word.slice(0, -2));
  // A g before e or i written for the hard one (« gérie », guérie).
  for (const form of [...forms]) if (/g[eiy]/.test(form)) forms.add(form.replace(/g(?=[eiy])/g, 'gu'));
  for (const form of forms) {
    add(form, 2);
    if (typed && /^[ldjmnst][aeiouyh]/.test(form)) add(form.slice(1), 3);
  }
  return [...keys];
}

let frenchWordHashes: Uint32Array | undefined;

/** FNV-1a, 32 bits: 323,000 folded words as 1.3 MB of hashes (one false "is a word" in about 13,000 non-words). */
function hash(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Whether `word` (folded) is a French word, in any of its forms; the list is read on first use (about 0.5 s). */
export function isFrenchWord(word: string): boolean {
  if (!frenchWordHashes) {
    const file = createRequire(import.meta.url).resolve('an-array-of-french-words/index.json');
    const words = JSON.parse(readFileSync(file, 'utf8')) as string[];
    frenchWordHashes = Uint32Array.from(new Set(words.map((w) => hash(fold(w))))).sort();
  }
  const table = frenchWordHashes;
  const wanted = hash(word);
  let low = 0;
  let high = table.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (table[middle]! < wanted) low = middle + 1;
    else if (table[middle]! > wanted) high = middle - 1;
    else return true;
  }
  return false;
}
