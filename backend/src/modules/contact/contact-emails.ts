import type { CoordinatorContact, Locale } from '@medtour/contracts';
import type { RenderedEmail } from '../notifications/mailer.service.js';
import { GREETINGS } from '../notifications/email-language.js';
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

const CONFIRMATION: Record<Locale, { subject: string; body: string[] }> = {
  en: {
    subject: 'We received your message',
    body: [
      'Thank you for contacting MedTour Asia. A patient coordinator will reply within 24 hours,',
      'and a free consultation can usually be arranged within 2-3 business days.',
    ],
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    body: [
      'Merci d’avoir contacté MedTour Asia. Un coordinateur patients vous répondra dans les 24 heures,',
      'et une consultation gratuite peut généralement être organisée sous 2 à 3 jours ouvrés.',
    ],
  },
  ar: {
    subject: 'استلمنا رسالتك',
    body: [
      'شكرًا لتواصلك مع MedTour Asia. سيردّ عليك منسّق المرضى خلال 24 ساعة،',
      'ويمكن عادةً ترتيب استشارة مجانية خلال يومين إلى 3 أيام عمل.',
    ],
  },
  sw: {
    subject: 'Tumepokea ujumbe wako',
    body: [
      'Asante kwa kuwasiliana na MedTour Asia. Mratibu wa wagonjwa atakujibu ndani ya saa 24,',
      'na kwa kawaida mashauriano ya bure yanaweza kupangwa ndani ya siku 2-3 za kazi.',
    ],
  },
};

/**
 * To the visitor, in the language of the page they wrote from: a confirmation that does not repeat
 * what they wrote (it may hold health details).
 */
export function contactConfirmation(message: ContactMessage, contact: CoordinatorContact): RenderedEmail {
  const texts = CONFIRMATION[message.language];
  return {
    to: message.email,
    subject: texts.subject,
    text: [GREETINGS[message.language](message.name), '', ...texts.body, contactSignature(contact, message.language)].join('\n'),
  };
}
