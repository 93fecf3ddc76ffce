import { francAll } from 'franc-min';
import { LOCALES, type Locale } from '@medtour/contracts';
import { corpusWords } from './corpus.js';
import { tokens } from './text.js';

/*
 * The language a question is written in, so that the reply is in it (issue 50: a French question on the English page
 * gets French, Swahili with "visa" and "hospital" in it gets Swahili, Arabic in Latin letters gets Arabic). Two
 * readings vote: franc (character trigrams, for the longer messages) and the corpus's own words — each language's
 * utterances and lexicons, a word counting less the more languages share it ("visa", "malaysia", "ivf" say nothing).
 * Arabic letters decide alone; Latin letters with the digits Arabizi uses for Arabic sounds ("3", "7") lean to Arabic.
 * A message too short or too mixed to tell is in the fallback's language (the conversation's, else the page's).
 */

const FRANC: Record<string, Locale> = { eng: 'en', fra: 'fr', swh: 'sw', arb: 'ar' };

/** Arabic written in Latin letters: a digit inside a word for a sound Latin lacks ("3ayez", "si7a", "ma3a"). */
const ARABIZI_WORD = /^(?=.*\p{L})(?=.*[23579])[\p{L}\d]+$/u;

/** A passage quoted in guillemets or double quotes, straight or curly. */
const QUOTED = /«[^»]*»|“[^”]*”|"[^"]*"/gu;
/** The patient's own words, outside quotes, that decide the language alone. */
const OWN_WORDS_TO_TELL = 4;

/**
 * The language of `text`; `fallback`: the language to answer in when the text cannot tell — the conversation's, then
 * the page's (a list, most likely first).
 */
export function detectLanguage(message: string, fallback: Locale | readonly Locale[]): Locale {
  // Words quoted are another's (a forum's paragraph, a doctor's report, an agent's message to paste): the patient's own
  // words around them say the language to answer in, when they are enough to tell.
  const own = message.replace(QUOTED, ' ');
  const text = own !== message && tokens(own).filter((word) => word.length >= 2).length >= OWN_WORDS_TO_TELL ? own : message;
  const fallbacks = typeof fallback === 'string' ? [fallback] : fallback;
  const arabic = text.match(/[\u0600-\u06ff]/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (arabic > 0 && arabic >= latin) return 'ar';
  const words = tokens(text.replace(/(\p{L})(\d)(?=\p{L})/gu, '$1$2'));
  const raw = text.toLowerCase().split(/[^\p{L}\d]+/u);
  const scores: Record<Locale, number> = { en: 0, fr: 0, ar: 0, sw: 0 };
  const known = corpusWords();
  for (const word of words) {
    // A letter alone says nothing ("900k", "a").
    if (word.length < 2) continue;
    const languages = known.get(word);
    if (languages) for (const language of languages) scores[language] += 1 / languages.length;
  }
  scores.ar += raw.filter((w) => ARABIZI_WORD.test(w) && !/^\d/.test(w)).length * 1.5;
  // franc needs a few words to say anything.
  if (words.length >= 4)
    for (const [code, score] of francAll(text, { only: Object.keys(FRANC), minLength: 10 }))
      if (FRANC[code]) scores[FRANC[code]!] += score * 1.5;
  const [best] = LOCALES.map((l) => [l, scores[l]] as const).sort((a, b) => b[1] - a[1]);
  if (!best || best[1] < 0.75) return fallbacks[0]!;
  // A fallback close to the best is the answer ("na China je?" in a Swahili conversation, or on a Swahili page when
  // the conversation's last message was in English); several close and none of them a fallback: the first fallback.
  const close = LOCALES.filter((l) => best[1] - scores[l] < 0.5);
  return fallbacks.find((l) => close.includes(l)) ?? (close.length > 1 ? fallbacks[0]! : best[0]);
}
