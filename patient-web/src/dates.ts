/**
 * Calendar dates as the pages show them (bookings, records, reviews). Apart from format.ts, which
 * the landing page's cards need (it is in the file every page loads).
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-07-02` → `Jul 02, 2026` (the spec's 'MMM dd, yyyy'), read as a calendar date whatever the time zone. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${MONTHS[Number(month) - 1]} ${day}, ${year}`;
}
