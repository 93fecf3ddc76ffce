import { readFileSync } from 'node:fs';

/**
 * The 10,000 most common passwords of 6 or more characters, lower-cased, one a line (SecLists
 * "10-million-password-list-top-1000000", MIT licence). Read once when the module loads, so a
 * missing file stops the start-up; the build copies it beside the compiled module (`ASSETS` in
 * backend/scripts/build.js).
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split(/\r?\n/)
    .filter(Boolean),
);

/** True for one of the 10,000 most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
