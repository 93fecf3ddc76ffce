/*
 * One normal form of text for the chat's safety rules and for retrieval: what a patient types in English, French,
 * Arabic or Swahili, with or without accents, diacritics, capitals, curly apostrophes or punctuation, reads the same
 * way. Phrase lists are written once, in this form, and match every spelling of the phrase.
 */

/** Letters that NFKD leaves whole but people write either way (« œdème » / « oedeme »). */
const SPLIT_LETTERS: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ı: 'i' };

/**
 * Case, accents and Arabic spelling variants folded away; punctuation and spacing untouched. `normalise` builds on it,
 * and `phrases` applies it to the non-ASCII parts of patterns so that they can be written in natural spelling.
 */
export function foldLetters(text: string): string {
  return (
    text
      .toLowerCase()
      // NFKD splits é into e + ◌́, and أ إ آ ؤ ئ into their base letter + a hamza or madda mark; presentation forms
      // (ligatures, full-width letters, ﻻ) become ordinary letters.
      .normalize('NFKD')
      // Every combining mark: accents, the split-off hamzas, and Arabic tashkeel (harakat, shadda, sukun, dagger alef).
      .replace(/\p{M}/gu, '')
      .replace(/[œæßøłđı]/g, (letter) => SPLIT_LETTERS[letter])
      // Tatweel only stretches a word; alef wasla does not decompose; alef maqsura and ta marbuta are written for
      // ya and ha (and the other way round) often enough that matching must not depend on them.
      .replace(/\u0640/g, '')
      .replace(/\u0671/g, '\u0627')
      .replace(/\u0649/g, '\u064a')
      .replace(/\u0629/g, '\u0647')
      // Arabic-Indic and Persian digits: "٢ حبة" and "2 حبة" are the same amount.
      .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
      .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
  );
}

/**
 * Lower case without accents or Arabic diacritics (see `foldLetters`), every run of anything but letters and digits
 * (punctuation, apostrophes of any kind, symbols, spacing) turned into one space, trimmed: "Can’t BREATHE!!" →
 * "can t breathe", « Qu'est-ce que j'ai ? » → "qu est ce que j ai", "أُغْمِيَ عليه" → "اغمي عليه".
 */
export function normalise(text: string): string {
  return foldLetters(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Arabic writes "and", "then", "with", "for", "like" and "the" as prefixes of the next word (والألم, بالسرطان,
 * للانتحار): a phrase may start inside a word after them. Harmless before Latin phrases, where no Arabic letter
 * precedes a Latin one.
 */
const ARABIC_PREFIX = '(?:[\u0648\u0641]?(?:\u0628\u0627\u0644|\u0643\u0627\u0644|\u0644\u0644|\u0627\u0644|\u0628|\u0644|\u0643)?)';

/**
 * One regular expression for a list of phrase patterns: regular-expression sources written against `normalise`d text
 * (lower case, one space between words, `can ?t` for can't/cant), matched as whole words — at the start of the text or
 * after a space, and before a space or the end. Non-ASCII letters may be written naturally (« à », أ, ة): they are
 * folded like the text, while ASCII regex syntax is left alone.
 */
export function phrases(patterns: readonly string[]): RegExp {
  const body = patterns.map((pattern) => pattern.replace(/[^\x20-\x7e]+/g, foldLetters)).join('|');
  return new RegExp(`(?<=^| )${ARABIC_PREFIX}(?:${body})(?= |$)`, 'u');
}

/** Up to `n` whole words between two parts of a phrase pattern: `pain ${upTo(3)}chest` matches "pain in my chest". */
export const upTo = (n: number): string => `(?:[^ ]+ ){0,${n}}`;
