/**
 * Renders a compiled message (Lingui's compiled form of ICU MessageFormat, made on the server by
 * `@lingui/message-utils`, see catalogues.server.ts) in a language. What the catalogues use: text,
 * `{name}`, `{n, plural, …}` and `{n, selectordinal, …}` with `=n` cases, `offset` and `#`,
 * `{x, select, …}`, `{n, number}` and `{d, date}` (see `formatDate`); plural forms and numbers come from `Intl`.
 *
 * Ours rather than Lingui's runtime (`@lingui/core`): this is all of it the site uses, and every page's
 * JavaScript carries it, in 0.5 kB instead of 2 kB (the landing page's budget is 110 kB).
 */
import type { CompiledIcuChoices, CompiledMessageToken } from '@lingui/message-utils/compileMessage';

/** A message without arguments compiles to its text. */
export type CompiledMessage = string | CompiledMessageToken[];
type Cases = Record<string, CompiledMessage> & Partial<Pick<CompiledIcuChoices, 'offset'>>;

export type Messages = Record<string, CompiledMessage>;
export type MessageValues = Record<string, string | number>;

/** Where `#` stands inside a plural case until the count replaces it. */
const OCTOTHORPE = '\u0000#\u0000';

export function formatMessage(message: CompiledMessage, locale: string, values: MessageValues = {}): string {
  const render = (tokens: CompiledMessage, inPlural: boolean): string => {
    if (typeof tokens === 'string') return tokens;
    let out = '';
    for (const token of tokens) {
      if (typeof token === 'string') out += token === '#' && inPlural ? OCTOTHORPE : token;
      else out += renderArgument(token);
    }
    return out;
  };

  const renderArgument = ([name, type, format]: Exclude<CompiledMessageToken, string>): string => {
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const cases = format as Cases;
      const count = Number(value) - (cases.offset ?? 0);
      const form = new Intl.PluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' }).select(count);
      const chosen = cases[String(value)] ?? cases[form] ?? cases.other ?? '';
      return render(chosen, true).replaceAll(OCTOTHORPE, new Intl.NumberFormat(locale).format(count));
    }
    if (type === 'select') {
      const cases = format as Cases;
      return render(cases[String(value)] ?? cases.other ?? '', false);
    }
    if (value === undefined || value === null) return '';
    if (type === 'number')
      return isolated(new Intl.NumberFormat(locale, format ? { style: format as 'percent' } : {}).format(Number(value)));
    if (type === 'date') return isolated(formatDate(String(value), locale));
    return isolated(String(value));
  };

  /**
   * A value inside a right-to-left sentence keeps its own direction (Unicode's first-strong isolate):
   * a phone number `+60 3-0000 0003` in Arabic would otherwise read `0003 3-0000 60+`, a price or a
   * reference likewise. Left-to-right languages are left as they are.
   */
  const isolated = RIGHT_TO_LEFT.test(locale) ? (text: string) => `\u2068${text}\u2069` : (text: string) => text;

  return render(message, false);
}

/** The languages written right to left (of ours, Arabic), by their tag (`ar`, `ar-EG`). */
const RIGHT_TO_LEFT = /^(ar|fa|he|ur)(-|$)/;

/** How the API writes a day (`2026-07-02`) or a minute (`2026-07-02 14:05`) into its messages: both in UTC. */
const UTC_DAY_OR_MINUTE = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}))?$/;

/**
 * `{d, date}`: a day of the API reads as the site's days do (`Jul 02, 2026`, `02 juil. 2026`), with its
 * time when it has one; in UTC, as the API means it (the server and any browser then write the same text).
 */
function formatDate(value: string, locale: string): string {
  const utc = UTC_DAY_OR_MINUTE.exec(value);
  const date = new Date(utc ? `${utc[1]}T${utc[2] ?? '00:00'}Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const time = utc?.[2] ? ({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const) : {};
  return new Intl.DateTimeFormat(locale, { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC', ...time }).format(date);
}
