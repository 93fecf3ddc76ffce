import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * A number WhatsApp can reach: an international number that the numbering plan of its country
 * allocates to mobiles (or, where the plan cannot tell, to either). A landline is refused, since a
 * wa.me link to it leads nowhere.
 */
export function isMobileNumber(value: unknown): boolean {
  if (typeof value !== 'string' || !value.trim().startsWith('+')) return false;
  const number = parsePhoneNumberFromString(value);
  const type = number?.isValid() ? number.getType() : undefined;
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

export function IsMobileNumber(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isMobileNumber', validator: { validate: isMobileNumber } }, options);
}

/** The digits of an international number, for `tel:` and `wa.me` links. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}
