import type { Currency } from './currencies.js';
/** Account roles, from least to most privileged: a user without a role row is a plain user. */
export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles of the back office (they must use two-factor). */
export const STAFF_ROLES = ['moderator', 'admin'] as const satisfies readonly Role[];
export const isStaffRole = (role: Role): boolean => (STAFF_ROLES as readonly Role[]).includes(role);

/** A staff member's display name, the name patients see them by (issue 31): 1–80 characters once trimmed. */
export const DISPLAY_NAME_MAX_LENGTH = 80;

/**
 * The letters of a name's avatar (staff have no photo): the first letter or digit of its first and
 * last words, upper-cased — "Amina Wanjiru" → "AW", "Amina" → "A", "" → "".
 */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((letter): letter is string => !!letter);
  return (letters.length > 1 ? [letters[0], letters.at(-1)] : letters).join('').toLocaleUpperCase();
}

/** The signed-in user (`GET /api/auth/me` and the answers of sign-in and two-factor steps). */
export interface Me {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  emailVerified: boolean;
  /** The account has TOTP two-factor turned on. */
  mfaEnabled: boolean;
  /** The second factor was checked in this session (true when the account has none). */
  mfaVerified: boolean;
  /** The currency the patient chose in the site's header (prices are shown in it beside USD); null: not chosen. */
  currency: Currency | null;
}
