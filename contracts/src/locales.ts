/**
 * The languages the product speaks. English is at the root of the site (`/hospitals`); every other
 * language is the first segment of the address (`/fr/hospitals`). The back office stays English.
 */
export const LOCALES = ['en', 'fr', 'ar', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the language switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية', sw: 'Kiswahili' };
/** The languages as the back office names them (staff work in English). */
export const LOCALE_NAMES_IN_ENGLISH: Record<Locale, string> = { en: 'English', fr: 'French', ar: 'Arabic', sw: 'Swahili' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Arabic is written right to left; the page's `dir` mirrors the layout (CSS logical properties). */
export const localeDirection = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/** The language named by an address's first segment (`/fr/…`, `/fr?…`, `/en/…`), if it names one. */
function languageSegment(path: string): Locale | undefined {
  const first = path.split(/[/?#]/)[1];
  return isLocale(first) ? first : undefined;
}

/** The language of a site address: its first segment when that names a language, else English. */
export function localeOfPath(pathname: string): Locale {
  return languageSegment(pathname) ?? DEFAULT_LOCALE;
}

/** The address without its language segment: `/fr/hospitals?page=2` → `/hospitals?page=2`, `/fr` → `/`. */
export function unlocalizedPath(path: string): string {
  const locale = languageSegment(path);
  if (locale === undefined) return path;
  const rest = path.slice(locale.length + 1);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** A site address (`/hospitals`, `/`, `/auth?tab=signup`) in a language: `/fr/hospitals`, `/fr`, English unchanged. */
export function localizedPath(locale: Locale, path: string): string {
  const bare = unlocalizedPath(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#') ? `/${locale}${bare.slice(1)}` : `/${locale}${bare}`;
}
