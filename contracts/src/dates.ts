/** Dates as every page of both front ends shows them (spec §9: 'MMM dd, yyyy', e.g. "Jul 02, 2026"). */

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * `2026-07-02` → `Jul 02, 2026`. A calendar date is that day wherever the reader is; an instant is
 * its day in `timeZone` (UTC unless said: the patient site's server and browser then render the
 * same text; the back office passes the reader's). Anything else is returned as it came.
 */
export function formatDate(value: string | Date, timeZone = 'UTC'): string {
  const calendarDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = calendarDay ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dayFormat(calendarDay ? 'UTC' : timeZone).format(date);
}
