import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from '@medtour/contracts';
import { createContext, Fragment, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { MessageCodes } from '../api/client';
import { formatMessage, type MessageValues, type Messages } from './format-message';
import type common from '@medtour/contracts/locales/en/common.json';
import type home from '@medtour/contracts/locales/en/home.json';
import type lists from '@medtour/contracts/locales/en/lists.json';
import type treatments from '@medtour/contracts/locales/en/treatments.json';
import type hospitals from '@medtour/contracts/locales/en/hospitals.json';
import type destinations from '@medtour/contracts/locales/en/destinations.json';
import type account from '@medtour/contracts/locales/en/account.json';
import type journey from '@medtour/contracts/locales/en/journey.json';
import type bookings from '@medtour/contracts/locales/en/bookings.json';
import type premium from '@medtour/contracts/locales/en/premium.json';
import type records from '@medtour/contracts/locales/en/records.json';
import type assistant from '@medtour/contracts/locales/en/assistant.json';
import type pages from '@medtour/contracts/locales/en/pages.json';
import type errors from '@medtour/contracts/locales/en/errors.json';
import type trips from '@medtour/contracts/locales/en/trips.json';
import type reviews from '@medtour/contracts/locales/en/reviews.json';
import type tripPlan from '@medtour/contracts/locales/en/tripPlan.json';
import type conditions from '@medtour/contracts/locales/en/conditions.json';

/**
 * A catalogue per language and namespace (`contracts/locales/<language>/<namespace>.json`, shared with the API): `common` is the site
 * frame's (header, footer, error pages), sent by the root loader; every other namespace belongs to the
 * pages that name it in their loader (`messagesFor(locale, 'home')`); `lists` is the list pages' parts
 * (result counts, pagination, filter problems, categories), sent by every page that shows one; `conditions`
 * the assessment's condition categories, which the API's assistant and matching read too. English
 * is the source: its keys are the message ids the type check knows.
 */
export const NAMESPACES = [
  'common',
  'home',
  'lists',
  'treatments',
  'hospitals',
  'destinations',
  'account',
  'journey',
  'bookings',
  'premium',
  'records',
  'assistant',
  'pages',
  'errors',
  'trips',
  'reviews',
  'tripPlan',
  'conditions',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type MessageId =
  | keyof typeof common
  | keyof typeof home
  | keyof typeof lists
  | keyof typeof treatments
  | keyof typeof hospitals
  | keyof typeof destinations
  | keyof typeof account
  | keyof typeof journey
  | keyof typeof bookings
  | keyof typeof premium
  | keyof typeof records
  | keyof typeof assistant
  | keyof typeof pages
  | keyof typeof errors
  | keyof typeof trips
  | keyof typeof reviews
  | keyof typeof tripPlan
  | keyof typeof conditions;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** What a loader that sends translations returns beside its data. */
export interface WithMessages {
  messages: Messages;
}

/** The parts of a matched route React Router gives components (`useMatches`) and meta functions. */
type MatchWithData = { id: string; params?: Record<string, string | undefined>; loaderData?: unknown } | undefined;

/** Route params that may hold the page's language (the `:lang?` segment, which the pages' parent route checks). */
export type LanguageParams = { lang?: string } | undefined;

/** The page's language from its route params. */
export function localeOf(params: LanguageParams): Locale {
  return isLocale(params?.lang) ? params.lang : DEFAULT_LOCALE;
}

/** The page's language, from the matched routes. */
export const localeOfMatches = (matches: readonly MatchWithData[]): Locale => localeOf(matches.at(-1)?.params);

/** Every namespace the matched routes' loaders sent, merged (ids are unique across namespaces). */
function messagesOf(matches: readonly MatchWithData[]): Messages {
  const merged: Messages = {};
  for (const match of matches) Object.assign(merged, (match?.loaderData as Partial<WithMessages> | undefined)?.messages);
  return merged;
}

/** A translator from the messages the matched routes carry (meta functions, the provider, the crash page). */
export function translatorFor(matches: readonly MatchWithData[]): Translate {
  const locale = localeOfMatches(matches);
  const messages = messagesOf(matches);
  // An id no matched route sent is a bug the type check and the catalogue test keep out; its id beats a blank.
  return (id, values) => (id in messages ? formatMessage(messages[id]!, locale, values) : id);
}

interface Translation {
  locale: Locale;
  t: Translate;
  /** The messages the matched routes sent (to tell whether one is there). */
  messages: Messages;
}

const TranslationContext = createContext<Translation>({ locale: DEFAULT_LOCALE, t: (id) => id, messages: {} });

/**
 * Gives the pages below it their language and the messages every matched route sent. A new set of
 * routes (a navigation) builds a new translator; the same routes revalidated keep theirs.
 */
export function TranslationProvider({ matches, children }: { matches: readonly MatchWithData[]; children: ReactNode }) {
  const locale = localeOfMatches(matches);
  const routes = matches.map((match) => match?.id).join(' ');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the route ids stand for the messages they sent
  const value = useMemo(() => ({ locale, t: translatorFor(matches), messages: messagesOf(matches) }), [locale, routes]);
  return <TranslationContext value={value}>{children}</TranslationContext>;
}

/** The translator of the page's language: `t('common.nav.home')`, `t('home.count', { count: 3 })`. */
export function useT(): Translate {
  return useContext(TranslationContext).t;
}

/**
 * Says a message of a form's answer or of the API (English as written) in the page's language: the
 * entry of its code (see `MessageCodes`) in the `errors` namespace, which the pages with forms send;
 * a text without a code, or whose page did not send the namespace, as it is.
 */
export function useMessageText(): (text: string, codes: MessageCodes | undefined) => string {
  const { locale, messages } = useContext(TranslationContext);
  return useCallback((text, codes) => codedText(text, codes, messages, locale), [locale, messages]);
}

/** `useMessageText` outside a component (a loader): `messages` holds the `errors` namespace of `locale`. */
export function codedText(text: string, codes: MessageCodes | undefined, messages: Messages, locale: Locale): string {
  const coded = codes?.[text];
  const message = coded && messages[`errors.${coded.code}`];
  return message ? formatMessage(message, locale, coded.params) : text;
}

export function useLocale(): Locale {
  return useContext(TranslationContext).locale;
}

/** Site addresses in the page's language: `path('/hospitals')` is `/fr/hospitals` on a French page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(locale, path);
}

/**
 * A message whose placeholders are elements (a link inside a sentence): translators keep the whole
 * sentence, in their word order. `withElements(t, 'common.outage.help', { email: <a …>…</a> })`.
 */
export function withElements(t: Translate, id: MessageId, elements: Record<string, ReactNode>): ReactNode[] {
  const names = Object.keys(elements);
  const markers = Object.fromEntries(names.map((name, index) => [name, `\u0000${index}\u0000`]));
  return t(id, markers)
    .split('\u0000')
    .map((part, index) => <Fragment key={index}>{index % 2 === 1 ? elements[names[Number(part)]!] : part}</Fragment>);
}
