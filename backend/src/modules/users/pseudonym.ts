import { createHmac } from 'node:crypto';

/**
 * The stable pseudonym of a person (issue 53): the same for one account every time, linkable to
 * nobody without the key. It names an erased patient wherever a record of them must stay (the
 * audit, the kept payments, their data requests).
 */
export function pseudonymOf(userId: string, key: Buffer): string {
  return `patient-${createHmac('sha256', key).update(`pseudonym:${userId}`).digest('hex').slice(0, 16)}`;
}

/** The email an erased account keeps (the column is unique and required): the pseudonym at a domain that can never receive mail. */
export const erasedEmail = (pseudonym: string): string => `${pseudonym}@erased.invalid`;

/** The address of an erased account: nobody to write to. */
export const isErasedEmail = (email: string): boolean => email.endsWith('@erased.invalid');
