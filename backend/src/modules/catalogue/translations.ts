import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import {
  type DestinationText,
  GUIDE_LIMITS,
  type GuideEntryText,
  type HospitalText,
  LOCALE_NAMES_IN_ENGLISH,
  type Locale,
  type SpecializationText,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  type Translations,
  type TreatmentText,
} from '@medtour/contracts';
import { trimText } from '../../common/trim-text.js';

/*
 * Catalogue content in the site's other languages (treatments, destinations, hospitals, specialties).
 * Each record keeps its English in its own columns and the other languages in `translations` (jsonb:
 * `{ "fr": { "description": "…", "procedures": ["…"] } }`). The public API answers in the language a
 * page asks for, field by field, with the English where a text is missing; the back office edits the
 * translations beside the English and lists the languages a record is untranslated in.
 */

/** What a translatable field holds: a text, or a list of texts; and its limits (those of its English). */
type FieldSpec = { list: false; maxLength: number } | { list: true; maxItems: number; maxLength: number };
/** The translatable fields of a kind of record. */
export type TextSpec<T> = { [K in keyof T]-?: FieldSpec };

/** A name, translated: what the public pages show of a specialty or a treatment named on another record. */
const NAME_ONLY: TextSpec<{ name: string }> = { name: { list: false, maxLength: 150 } };

/** `record`'s name in `locale`: its translation there, else its English. */
export function nameIn(record: { name: string; translations: Translations<{ name: string }> }, locale: Locale): string {
  return localized({ name: record.name }, record.translations, locale, NAME_ONLY).name;
}

const text = (maxLength: number): FieldSpec => ({ list: false, maxLength });
const list = (maxItems: number, maxLength: number): FieldSpec => ({ list: true, maxItems, maxLength });

export const TREATMENT_TEXT: TextSpec<TreatmentText> = {
  name: text(150),
  description: text(5000),
  procedures: list(30, 200),
  benefits: list(30, 200),
};
export const DESTINATION_TEXT: TextSpec<DestinationText> = {
  description: text(5000),
  highlights: list(20, 200),
  specialties: list(20, 200),
  visaInfo: text(2000),
  flightTimeFromAfrica: text(100),
  languages: list(20, 100),
};
export const HOSPITAL_TEXT: TextSpec<HospitalText> = {
  description: text(5000),
  features: list(30, 200),
  languages: list(20, 100),
};
export const SPECIALIZATION_TEXT: TextSpec<SpecializationText> = {
  name: text(100),
  description: text(2000),
};
export const GUIDE_TEXT: TextSpec<GuideEntryText> = {
  title: text(GUIDE_LIMITS.title),
  body: text(GUIDE_LIMITS.body),
  badge: text(GUIDE_LIMITS.badge),
  time: text(GUIDE_LIMITS.time),
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const hasText = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '');

/**
 * What is wrong with a `translations` body, in words a staff member can act on ("French name must be
 * at most 150 characters"), or undefined when it is well formed. Empty texts and lists are allowed:
 * they clear a translation.
 */
export function translationsProblem<T>(value: unknown, spec: TextSpec<T>): string | undefined {
  if (!isPlainObject(value)) return 'Translations must be an object by language (fr, ar, sw)';
  for (const [locale, fields] of Object.entries(value)) {
    if (!(TRANSLATED_LOCALES as readonly string[]).includes(locale)) return `Translations: unknown language "${locale}" (fr, ar or sw)`;
    const language = LOCALE_NAMES_IN_ENGLISH[locale as Locale];
    if (fields === null) continue;
    if (!isPlainObject(fields)) return `${language} translation must be an object of texts`;
    for (const [field, content] of Object.entries(fields)) {
      const limits = (spec as Record<string, FieldSpec>)[field];
      if (!limits) return `${language} translation: "${field}" cannot be translated`;
      if (content === null) continue;
      if (!limits.list) {
        if (typeof content !== 'string') return `${language} ${field} must be a text`;
        if (content.length > limits.maxLength) return `${language} ${field} must be at most ${limits.maxLength} characters`;
        continue;
      }
      if (!Array.isArray(content) || content.some((item) => typeof item !== 'string'))
        return `${language} ${field} must be a list of texts`;
      if (content.length > limits.maxItems) return `${language} ${field} must have at most ${limits.maxItems} items`;
      if (content.some((item: string) => item.length > limits.maxLength))
        return `${language} ${field}: each item must be at most ${limits.maxLength} characters`;
    }
  }
  return undefined;
}

/**
 * The translations as stored: texts trimmed, empty texts, lists and languages left out (so an
 * emptied input makes the field untranslated again). Call on a body `translationsProblem` accepted.
 */
export function cleanTranslations<T>(value: Translations<T>): Translations<T> {
  const result: Translations<T> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const fields = value[locale];
    if (!fields) continue;
    const kept = Object.fromEntries(
      Object.entries(fields)
        .map(([field, content]) => [field, Array.isArray(content) ? content.map((item: string) => item.trim()).filter(Boolean) : content])
        .filter(([, content]) => hasText(content)),
    );
    if (Object.keys(kept).length) result[locale] = kept as Partial<T>;
  }
  return result;
}

/**
 * `changes` applied to the stored translations: a text given replaces that language's text, an empty one
 * (or null) removes it, a language given as null loses every text; a language or a text left out keeps
 * its value; `null` for the whole removes every translation. The result is stored as `cleanTranslations` keeps it.
 */
export function mergeTranslations<T>(stored: Translations<T>, changes: Translations<T> | null): Translations<T> {
  if (changes === null) return {};
  const merged: Translations<T> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const own = changes[locale];
    merged[locale] = own === null ? {} : { ...stored[locale], ...own };
  }
  return cleanTranslations(merged);
}

/** A save's fields with their `translations`, if given, merged into the record's (`mergeTranslations`). */
export function mergingTranslations<F extends object>(fields: F, stored: Translations<unknown> = {}): F {
  const changes = (fields as { translations?: Translations<unknown> | null }).translations;
  return changes === undefined ? fields : { ...fields, translations: mergeTranslations(stored, changes) };
}

/**
 * The `translations` field of a back-office body: optional; a well-formed object by language (see
 * `translationsProblem`), trimmed. It changes only the texts it names (`mergeTranslations`), so that two
 * staff members translating one record into different languages at once keep each other's work.
 */
export function TranslationsOf<T>(spec: TextSpec<T>): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ description: 'Texts by language (fr, ar, sw); a text left out or empty is shown in English.' }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) => trimText(value)),
    ValidateBy({
      name: 'translations',
      validator: {
        validate: (value: unknown) => translationsProblem(value, spec) === undefined,
        defaultMessage: (args) => translationsProblem(args?.value, spec) ?? 'Translations are not valid',
      },
    }),
  );
}

/** A record's English texts of the fields of `T` (a text may be empty: null). */
type EnglishOf<T> = { [K in keyof T]?: T[K] | null };

/**
 * The languages a record is untranslated in: those missing a text its English has (an English field
 * left empty needs no translation).
 */
export function untranslatedLocales<T>(english: EnglishOf<T>, translations: Translations<T>, spec: TextSpec<T>): TranslatedLocale[] {
  const needed = (Object.keys(spec) as (keyof T)[]).filter((field) => hasText(english[field]));
  return TRANSLATED_LOCALES.filter((locale) => needed.some((field) => !hasText(translations[locale]?.[field])));
}

/** The record's texts in `locale`: each field's translation where there is one, else its English. */
export function localized<T, R extends { [K in keyof T]?: unknown }>(
  record: R,
  translations: Translations<T> | undefined,
  locale: Locale,
  spec: TextSpec<T>,
): R {
  if (locale === 'en') return record;
  const own = translations?.[locale];
  if (!own) return record;
  const result: Record<string, unknown> = { ...record };
  for (const field of Object.keys(spec)) {
    const content = (own as Record<string, unknown>)[field];
    if (hasText(content)) result[field] = content;
  }
  return result as R;
}

const regionNames = new Map<Locale, Intl.DisplayNames>();

/** A country's name in `locale` (from its ISO code, by the runtime's ICU data), or its stored name in English. */
export function countryName(code: string, name: string, locale: Locale): string {
  if (locale === 'en') return name;
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })));
  try {
    return names.of(code.toUpperCase()) ?? name;
  } catch {
    return name; // not a region code the runtime knows
  }
}

/** A record's translations for the back office: what is stored, and the languages it lacks texts in. */
export function translatedRecord<T>(english: EnglishOf<T>, translations: Translations<T>, spec: TextSpec<T>) {
  return { translations, untranslated: untranslatedLocales(english, translations, spec) };
}
