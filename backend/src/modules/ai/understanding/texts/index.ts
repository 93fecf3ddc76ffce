import type { Locale } from '@medtour/contracts';
import { ar } from './ar.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { sw } from './sw.js';
import type { AssistantTexts } from './types.js';

/** The built-in assistant's texts, one file per language: a language missing one is a type error. */
export const ASSISTANT_TEXTS: Record<Locale, AssistantTexts> = { en, fr, ar, sw };

/** The ISO codes of the languages hospitals and destinations list, by the English name they list them under. */
const LANGUAGE_CODES: Record<string, string> = {
  English: 'en',
  French: 'fr',
  Arabic: 'ar',
  Swahili: 'sw',
  Hausa: 'ha',
  Malay: 'ms',
  Thai: 'th',
  Turkish: 'tr',
  Korean: 'ko',
  Hindi: 'hi',
};

/** A language hospitals list ("French") named in `locale` (« français », "Kifaransa"); an unknown one as listed. */
export const languageName = (language: string, locale: Locale): string =>
  LANGUAGE_CODES[language] ? (new Intl.DisplayNames([locale], { type: 'language' }).of(LANGUAGE_CODES[language]!) ?? language) : language;
