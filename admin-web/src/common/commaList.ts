/*
 * Short lists typed as one line, separated by commas ("NG, KE, UG"; "21, 10, 3"): a form holds the
 * text as typed, and these read it into the list the API takes, or say what is wrong with it.
 */

/** The text of a list (`['NG', 'KE']` → `NG, KE`); text being typed is kept as it is. */
export const commaText = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The entries of a list or of its text, trimmed, empty ones dropped. */
const entries = (value: unknown): string[] =>
  commaText(value)
    .split(/[,;\s]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

const ALPHA_2 = /^[A-Z]{2}$/;

/** ISO 3166-1 alpha-2 codes, upper case, each once (`ng, KE ke` → `['NG', 'KE']`). */
export const codesOf = (value: unknown): string[] => [...new Set(entries(value).map((entry) => entry.toUpperCase()))];

/** What is wrong with a list of country codes, or undefined (the API's message). */
export const codesProblem = (value: unknown): string | undefined =>
  codesOf(value).every((code) => ALPHA_2.test(code)) ? undefined : 'Nationalities must be two-letter country codes (KE, NG…), each once';

/** Whole numbers of days, each once, in `order` (`'21, 3, 10'` → `[21, 10, 3]` descending). */
export const daysOf = (value: unknown, order: 'asc' | 'desc' = 'asc'): number[] =>
  [...new Set(entries(value).map(Number))].sort((a, b) => (order === 'asc' ? a - b : b - a));

/**
 * What is wrong with a list of days (whole numbers from `min` to `max`, at most `count` of them), or
 * undefined; the API's message, naming the list (`what`). A day typed twice is read once.
 */
export function daysProblem(
  value: unknown,
  { min, max, count }: { min: number; max: number; count: number },
  what: string,
): string | undefined {
  const days = entries(value);
  const wrong = days.some((day) => !/^\d+$/.test(day) || Number(day) < min || Number(day) > max);
  return wrong || new Set(days.map(Number)).size > count
    ? `${what}: up to ${count} whole numbers of days from ${min} to ${max}, each once`
    : undefined;
}
