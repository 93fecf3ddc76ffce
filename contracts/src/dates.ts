/**
 * Days as the product keeps and shows them: calendar days (YYYY-MM-DD) in UTC, their arithmetic, and
 * dates as every page of both front ends shows them (spec §9: 'MMM dd, yyyy', e.g. "Jul 02, 2026").
 */

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day (YYYY-MM-DD) of an instant in UTC: today's when none is given. */
export const utcDay = (at: Date | number | string = new Date()): string => new Date(at).toISOString().slice(0, 10);

/** The instant a calendar day (YYYY-MM-DD, or the day of a date-time text) starts, UTC midnight. */
export const dayStart = (day: string): Date => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** Whether `day` (YYYY-MM-DD) is a day of the calendar (not 2026-02-30). */
export const isCalendarDate = (day: string): boolean =>
  CALENDAR_DAY.test(day) && !Number.isNaN(dayStart(day).getTime()) && utcDay(dayStart(day)) === day;

/** `day` plus `days` (YYYY-MM-DD, UTC calendar; negative goes back). */
export function addDays(day: string, days: number): string {
  const date = dayStart(day);
  date.setUTCDate(date.getUTCDate() + days);
  return utcDay(date);
}

/** Whole days from `from` to `to` (YYYY-MM-DD): negative when `to` is before. */
export const daysBetween = (from: string, to: string): number => Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS);

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, timeZone: string, month: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${month}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      month === 'short' ? { month: 'short', day: '2-digit', year: 'numeric', timeZone } : { month: 'long', year: 'numeric', timeZone },
    );
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * `2026-07-02` → `Jul 02, 2026` (`02 juil. 2026` with `locale` `fr`). A calendar date is that day
 * wherever the reader is; an instant is its day in `timeZone` (UTC unless said: the patient site's
 * server and browser then render the same text; the back office passes the reader's). Anything else
 * is returned as it came.
 */
export function formatDate(value: string | Date, timeZone = 'UTC', locale = 'en-US'): string {
  const calendarDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = calendarDay ? dayStart(value) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat(locale, calendarDay ? 'UTC' : timeZone, 'short').format(date);
}

/**
 * A month (`2026-03`, or a day in it) as `locale` names it: `March 2026`, `mars 2026`, `Machi 2026`
 * (the month a patient was treated). A value that is no month is returned as it came.
 */
export function formatMonth(value: string, locale = 'en-US'): string {
  const date = dayStart(`${value.slice(0, 7)}-01`);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(locale, 'UTC', 'long').format(date);
}
