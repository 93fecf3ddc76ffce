import { TRANSLATED_LOCALES, type TranslatedLocale, type Translations } from '@medtour/contracts';
import { AR } from './ar.js';
import { FR } from './fr.js';
import { SW } from './sw.js';
import type { DemoTranslations } from './types.js';

/** The demo catalogue in every language but English (reviewed as docs/decisions/0069-languages.md says). */
export const DEMO_TRANSLATIONS: Record<TranslatedLocale, DemoTranslations> = { fr: FR, ar: AR, sw: SW };

type TextOf<K extends keyof DemoTranslations> = DemoTranslations[K][string];

/** The translations of one record of the demo catalogue, by kind and slug, in the form the record stores them. */
export function demoTranslations<K extends keyof DemoTranslations>(kind: K, slug: string): Translations<TextOf<K>> {
  const result: Translations<TextOf<K>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const text = DEMO_TRANSLATIONS[locale][kind][slug] as TextOf<K> | undefined;
    if (text) result[locale] = text;
  }
  return result;
}
