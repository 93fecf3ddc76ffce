import { dayStart, formatMoney, type Locale, localizedPath } from '@medtour/contracts';
import { say, yesNo } from '../../common/messages.js';

/**
 * What every email to a patient or visitor shares in their language (issue 27): the greeting, the
 * contact signature's labels, money, days and links to the site in that language. Every email's
 * words are in the message catalogues (`contracts/locales/<language>/email*.json`, see
 * common/messages.ts), beside the site's. Emails to staff stay English, the back office's language.
 */

/** `Dear Amina,`, or a greeting that names no one when the account has no name. */
export const greeting = (language: Locale, name: string): string => say(language, 'emailCommon.greeting', { named: yesNo(name), name });

/** An amount in a currency's minor unit, as the patient's language writes it (`2 157 $US` in French). */
export const moneyIn = (language: Locale, amountMinor: number, currency = 'usd'): string => formatMoney(amountMinor, currency, language);

/** A day (`2026-12-01`) as the patient's language writes it: `1 December 2026`, `1 Desemba 2026`. */
export function dayIn(language: Locale, day: string): string {
  const date = dayStart(day);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A page of the site in the patient's language: `https://…/sw/dashboard?booking=…`. */
export const siteLink = (publicUrl: string, language: Locale, path: string): string => `${publicUrl}${localizedPath(language, path)}`;
