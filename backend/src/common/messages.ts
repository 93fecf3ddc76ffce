import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { conditionMessageId, DEFAULT_LOCALE, type Locale } from '@medtour/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import type assistantReplies from '@medtour/contracts/locales/en/assistantReplies.json';
import type assistantSafety from '@medtour/contracts/locales/en/assistantSafety.json';
import type conditions from '@medtour/contracts/locales/en/conditions.json';
import type dataExport from '@medtour/contracts/locales/en/dataExport.json';
import type emailAccount from '@medtour/contracts/locales/en/emailAccount.json';
import type emailBookings from '@medtour/contracts/locales/en/emailBookings.json';
import type emailCommon from '@medtour/contracts/locales/en/emailCommon.json';
import type emailContact from '@medtour/contracts/locales/en/emailContact.json';
import type emailPayments from '@medtour/contracts/locales/en/emailPayments.json';
import type emailPrivacy from '@medtour/contracts/locales/en/emailPrivacy.json';
import type emailReviews from '@medtour/contracts/locales/en/emailReviews.json';
import type emailTrips from '@medtour/contracts/locales/en/emailTrips.json';

/**
 * What the API writes to patients, in their language, from the message catalogues the patient site
 * reads too (`contracts/locales/<language>/<namespace>.json`, ICU MessageFormat, English the source):
 * one way to translate, and one folder per language. The emails' namespaces are named `email…`; the
 * site does not carry them. Formatted by `intl-messageformat` (plural forms and numbers from `Intl`).
 * Amounts and days arrive already written in the language (email-language.ts): a message places them.
 */
export type MessageId =
  | keyof typeof assistantReplies
  | keyof typeof assistantSafety
  | keyof typeof conditions
  | keyof typeof dataExport
  | keyof typeof emailCommon
  | keyof typeof emailPayments
  | keyof typeof emailBookings
  | keyof typeof emailTrips
  | keyof typeof emailAccount
  | keyof typeof emailPrivacy
  | keyof typeof emailReviews
  | keyof typeof emailContact;
export type MessageValues = Record<string, string | number>;

/** The contracts package's catalogues: the same depth from src/ and dist/, and in the image (/app/contracts/locales). */
export const CATALOGUE_FOLDER = fileURLToPath(new URL('../../../contracts/locales/', import.meta.url));

/** A folder's catalogues: each language's messages by id, every namespace merged (ids are unique across them). */
export function readCatalogues(folder: string): Map<string, Record<string, string>> {
  const languages = new Map<string, Record<string, string>>();
  for (const language of readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const messages: Record<string, string> = {};
    for (const file of readdirSync(`${folder}/${language.name}`).filter((name) => name.endsWith('.json'))) {
      Object.assign(messages, JSON.parse(readFileSync(`${folder}/${language.name}/${file}`, 'utf8')) as Record<string, string>);
    }
    languages.set(language.name, messages);
  }
  return languages;
}

/**
 * A translator over a folder of catalogues: `say(language, id, values)`. A message a language lacks is
 * said in English (the catalogue test keeps them complete; a patient reads a sentence, never an id);
 * an id English lacks is a bug, and throws.
 */
export function translatorOf(folder: string): (language: string, id: string, values?: MessageValues, isolate?: boolean) => string {
  const catalogues = readCatalogues(folder);
  const compiled = new Map<string, { format: IntlMessageFormat; placed: Set<string> }>();
  return (language, id, values, isolate = true) => {
    const own = catalogues.get(language)?.[id];
    const text = own ?? catalogues.get(DEFAULT_LOCALE)?.[id];
    if (text === undefined) throw new Error(`No message ${id} in the catalogues`);
    const said = own === undefined ? DEFAULT_LOCALE : language;
    const key = `${said}\u0000${id}`;
    let message = compiled.get(key);
    if (!message) {
      const format = new IntlMessageFormat(text, said);
      message = { format, placed: placedArguments(format) };
      compiled.set(key, message);
    }
    return String(message.format.format(isolate && rightToLeft(said) ? isolatedValues(values, message.placed) : values));
  };
}

/** intl-messageformat's parsed message, as far as its arguments go (element types: 1 a value placed, 5 select, 6 plural). */
type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };

/** The arguments a message only places (never chooses a case by): those a right-to-left message isolates. */
function placedArguments(format: IntlMessageFormat): Set<string> {
  const placed = new Set<string>();
  const chosen = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if (element.type === 1) placed.add(element.value!);
      if (element.type === 5 || element.type === 6) chosen.add(element.value!);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(format.getAst() as Element[]);
  return new Set([...placed].filter((name) => !chosen.has(name)));
}

/** Arabic (and any language written right to left, by its tag). */
const rightToLeft = (language: string): boolean => /^(ar|fa|he|ur)(-|$)/.test(language);

/**
 * Each value a right-to-left message places, in Unicode's first-strong isolate: an amount, a phone
 * number, a link or a Latin name keeps its own direction (`+60 3-0000 0003`, not `0003 3-0000 60+`).
 */
function isolatedValues(values: MessageValues | undefined, placed: Set<string>): MessageValues | undefined {
  if (!values) return values;
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, placed.has(name) ? isolated(String(value)) : value]));
}

const isolated = (text: string): string => `\u2068${text}\u2069`;

/** A text an email writes beside its words (a phone number, an amount), isolated when the language is written right to left. */
export const inOwnDirection = (language: Locale, text: string): string => (rightToLeft(language) ? isolated(text) : text);

let catalogueTranslator: ReturnType<typeof translatorOf> | undefined;

/** A message of the catalogues in a patient's language: `say('fr', 'emailBookings.created.subject', { ref })`. */
export function say(language: Locale, id: MessageId, values?: MessageValues, isolate = true): string {
  catalogueTranslator ??= translatorOf(CATALOGUE_FOLDER);
  return catalogueTranslator(language, id, values, isolate);
}

/**
 * A condition category's name in `language`, from the `conditions` catalogue the site shows too (the one
 * lexicon of them: the assistant and premium matching read them in what patients type); a value the
 * site does not know as it is.
 */
export function conditionName(category: string, language: Locale): string {
  const id = conditionMessageId(category);
  return id ? say(language, id) : category;
}

/** The ids of one namespace, without it: `'quote.subject'` for `emailPayments.quote.subject`. */
type IdIn<Namespace extends string> = MessageId extends infer Id ? (Id extends `${Namespace}.${infer Rest}` ? Rest : never) : never;

/**
 * A translator of one namespace: `const said = messagesOf('emailPayments'); said('fr', 'quote.total', { amount })`.
 * `isolate: false` leaves right-to-left values as they are (the assistant's replies, whose evaluation reads them so).
 */
export const messagesOf =
  <Namespace extends string>(namespace: Namespace, { isolate = true } = {}) =>
  (language: Locale, id: IdIn<Namespace>, values?: MessageValues): string =>
    say(language, `${namespace}.${id}` as MessageId, values, isolate);

/** A condition as the messages' `select` reads it: `{named, select, yes {Dear {name},} other {Dear patient,}}`. */
export const yesNo = (condition: unknown): 'yes' | 'no' => (condition ? 'yes' : 'no');
