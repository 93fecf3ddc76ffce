import type { Locale } from '@medtour/contracts';
import { ar } from './ar.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { sw } from './sw.js';
import type { AssistantTexts } from './types.js';

/** The built-in assistant's texts, one file per language: a language missing one is a type error. */
export const ASSISTANT_TEXTS: Record<Locale, AssistantTexts> = { en, fr, ar, sw };
