import type { AiSynonymLanguage } from '@medtour/contracts';

/** The languages a synonym can be in, as the select shows them. */
export const LANGUAGE_LABELS: Readonly<Record<AiSynonymLanguage, string>> = {
  en: 'English',
  fr: 'French',
  ar: 'Arabic',
  sw: 'Swahili',
};

export const LANGUAGE_CHOICES = Object.entries(LANGUAGE_LABELS).map(([id, name]) => ({ id, name }));
