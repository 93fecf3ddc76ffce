import { COMMON_PASSWORDS_TEXT } from './common-passwords.data.js';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose a less common one.';

let common: Set<string> | undefined;

/** True for one of the 10,000 most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean));
  return common.has(password.toLowerCase());
}
