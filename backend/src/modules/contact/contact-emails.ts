import type { CoordinatorContact } from '@medtour/contracts';
import type { RenderedEmail } from '../notifications/mailer.service.js';
import { contactSignature } from '../settings/contact-signature.js';
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

/** To the visitor: a confirmation that does not repeat what they wrote (it may hold health details). */
export function contactConfirmation(message: ContactMessage, contact: CoordinatorContact): RenderedEmail {
  return {
    to: message.email,
    subject: 'We received your message',
    text: [
      `Dear ${message.name},`,
      '',
      'Thank you for contacting MedTour Asia. A patient coordinator will reply within 24 hours,',
      'and a free consultation can usually be arranged within 2-3 business days.',
      contactSignature(contact),
    ].join('\n'),
  };
}
