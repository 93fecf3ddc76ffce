import type { CoordinatorContact, Locale } from '@medtour/contracts';
import { inOwnDirection, messagesOf } from '../../common/messages.js';

const said = messagesOf('emailCommon');

/**
 * The end of every email to a patient or visitor, in their language: how to reach the coordinators,
 * from Settings (their one source; the office hours are the coordinators' own words).
 */
export function contactSignature(contact: CoordinatorContact, language: Locale = 'en'): string {
  return [
    '',
    '--',
    said(language, 'signature.team'),
    `${said(language, 'signature.phone')}: ${inOwnDirection(language, contact.phone)}`,
    `WhatsApp: ${inOwnDirection(language, contact.whatsapp)} (${contact.whatsappUrl})`,
    `${said(language, 'signature.email')}: ${contact.email}`,
    `${said(language, 'signature.hours')}: ${contact.officeHours.join('; ')}`,
  ].join('\n');
}
