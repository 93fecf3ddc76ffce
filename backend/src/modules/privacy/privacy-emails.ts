import type { Locale } from '@medtour/contracts';
import { messagesOf } from '../../common/messages.js';
import { dayIn, greeting, type RenderedEmail } from '../notifications/index.js';

/** The recipient of a privacy email, in their language. */
export interface PrivacyRecipient {
  email: string;
  firstName: string;
  language: Locale;
}

/** The privacy emails' words (contracts/locales/<language>/emailPrivacy.json). */
const said = messagesOf('emailPrivacy');

export function exportReady(to: PrivacyRecipient, link: string, expiresAt: Date): RenderedEmail {
  const { language } = to;
  return {
    to: to.email,
    subject: said(language, 'exportReady.subject'),
    text: [
      greeting(language, to.firstName),
      '',
      said(language, 'exportReady.intro'),
      link,
      '',
      said(language, 'exportReady.validity', { until: dayIn(language, expiresAt.toISOString()) }),
    ].join('\n'),
  };
}

export function confirmClosing(to: PrivacyRecipient, link: string): RenderedEmail {
  const { language } = to;
  return {
    to: to.email,
    subject: said(language, 'confirmClosing.subject'),
    text: [
      greeting(language, to.firstName),
      '',
      said(language, 'confirmClosing.intro'),
      link,
      '',
      said(language, 'confirmClosing.validity'),
      said(language, 'confirmClosing.notYou'),
    ].join('\n'),
  };
}

export function accountClosed(to: PrivacyRecipient, signInLink: string, eraseAfter: Date): RenderedEmail {
  const { language } = to;
  return {
    to: to.email,
    subject: said(language, 'closed.subject'),
    text: [
      greeting(language, to.firstName),
      '',
      said(language, 'closed.intro', { day: dayIn(language, eraseAfter.toISOString()) }),
      said(language, 'closed.keep', { link: signInLink }),
      '',
      said(language, 'closed.money'),
    ].join('\n'),
  };
}
