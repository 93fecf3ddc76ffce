import type { CoordinatorContact } from '@medtour/contracts';
import { type RenderedEmail, greeting } from '../notifications/index.js';
import { messagesOf } from '../../common/messages.js';
import { contactSignature } from '../settings/index.js';
import type { ContactMessage } from './entities/contact-message.entity.js';

/** To the coordinators: the whole message, with the visitor as Reply-To. */
export function contactReceivedStaff(message: ContactMessage, staffEmail: string): RenderedEmail {
  return {
    to: staffEmail,
    replyTo: message.email,
    subject: `New contact message from ${message.name}`,
    text: [
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      `Phone: ${message.phone ?? '-'}`,
      `Country: ${message.country}`,
      `Treatment interest: ${message.treatmentInterest ?? '-'}`,
      '',
      message.message,
      '',
      'Reply within 24 hours, as promised on the site.',
    ].join('\n'),
  };
}

/** The confirmation's words (contracts/locales/<language>/emailContact.json). */
const said = messagesOf('emailContact');

/**
 * To the visitor, in the language of the page they wrote from: a confirmation that does not repeat
 * what they wrote (it may hold health details).
 */
export function contactConfirmation(message: ContactMessage, contact: CoordinatorContact): RenderedEmail {
  const { language } = message;
  return {
    to: message.email,
    subject: said(language, 'subject'),
    text: [
      greeting(language, message.name),
      '',
      said(language, 'body.1'),
      said(language, 'body.2'),
      contactSignature(contact, language),
    ].join('\n'),
  };
}
