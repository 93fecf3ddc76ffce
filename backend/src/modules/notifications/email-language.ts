import { dayStart, formatMoney, type Locale, localizedPath } from '@medtour/contracts';

/**
 * What every email to a patient or visitor shares in their language (issue 27): the greeting, the
 * contact signature's labels, money, days, plural forms and links to the site in that language. Each
 * email's own texts sit beside it (`TEXTS: Record<Locale, …>`: a language missing there is a type
 * error). Emails to staff stay English, the back office's language. Reviewed like the site's
 * catalogues (docs/decisions/0069-languages.md).
 */

/** `Dear Amina,`, or a greeting that names no one when the account has no name. */
export const GREETINGS: Record<Locale, (name: string) => string> = {
  en: (name) => (name ? `Dear ${name},` : 'Dear patient,'),
  fr: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  ar: (name) => (name ? `عزيزي/عزيزتي ${name}،` : 'عزيزي المريض،'),
  sw: (name) => (name ? `Mpendwa ${name},` : 'Mpendwa mgonjwa,'),
};

/** An amount in a currency's minor unit, as the patient's language writes it (`2 157 $US` in French). */
export const moneyIn = (language: Locale, amountMinor: number, currency = 'usd'): string => formatMoney(amountMinor, currency, language);

/** A day (`2026-12-01`) as the patient's language writes it: `1 December 2026`, `1 Desemba 2026`. */
export function dayIn(language: Locale, day: string): string {
  const date = dayStart(day);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The form of a counted phrase the language's plural rules pick (Arabic has six); `other` when a form is not given. */
export function plural(language: Locale, count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
  return forms[new Intl.PluralRules(language).select(count)] ?? forms.other;
}

/** A page of the site in the patient's language: `https://…/sw/dashboard?booking=…`. */
export const siteLink = (publicUrl: string, language: Locale, path: string): string => `${publicUrl}${localizedPath(language, path)}`;
