import { type RenderedEmail, greeting } from '../notifications/index.js';
import { messagesOf } from '../../common/messages.js';
import { encryptText } from '../../common/crypto/encryption.js';
import type { AccountEmailPayload } from '../../queues/queues.js';
import { type Locale, SIGN_IN_LINK } from '@medtour/contracts';

/** The recipient of an account email, the language it is written in, and the link it carries. */
export interface AccountEmail {
  email: string;
  /** Empty when the account has no profile: the greeting then names no one. */
  firstName: string;
  language: Locale;
  link: string;
}

/** The account emails' words (contracts/locales/<language>/emailAccount.json). */
const said = messagesOf('emailAccount');

export function verifyEmail({ email, firstName, language, link }: AccountEmail): RenderedEmail {
  return {
    to: email,
    subject: said(language, 'verify.subject'),
    text: [greeting(language, firstName), '', said(language, 'verify.intro'), link, '', said(language, 'verify.validity')].join('\n'),
  };
}

export function passwordReset({ email, firstName, language, link }: AccountEmail): RenderedEmail {
  return {
    to: email,
    subject: said(language, 'reset.subject'),
    text: [greeting(language, firstName), '', said(language, 'reset.intro'), link, '', said(language, 'reset.validity')].join('\n'),
  };
}

export function accountExists({ email, firstName, language, link }: AccountEmail): RenderedEmail {
  return {
    to: email,
    subject: said(language, 'exists.subject'),
    text: [
      greeting(language, firstName),
      '',
      said(language, 'exists.intro'),
      said(language, 'exists.signIn', { link }),
      '',
      said(language, 'exists.notYou'),
    ].join('\n'),
  };
}

/** After a reset or a change of password: the owner learns of it, and what to do if it was not them. */
export function passwordChanged({ email, firstName, language, link }: AccountEmail, signature: string): RenderedEmail {
  return {
    to: email,
    subject: said(language, 'changed.subject'),
    text: [
      greeting(language, firstName),
      '',
      said(language, 'changed.intro'),
      '',
      said(language, 'changed.notYou', { link }),
      signature,
    ].join('\n'),
  };
}

/** The time of the first failed attempt, as the recipient's language writes it (UTC, which the email says). */
const failureTime = (language: Locale, iso: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));

/**
 * A sign-in link (issue 51): it signs the owner in whatever the password's lockout, and tells them of
 * the wrong passwords given for their account lately, which may be someone trying to get in.
 */
export function signInLink(
  { email, firstName, language, link }: AccountEmail,
  failures: { count: number; since: string } | undefined,
): RenderedEmail {
  const warning = failures
    ? ['', said(language, 'signInLink.failures', { count: failures.count, since: failureTime(language, failures.since) })]
    : [];
  return {
    to: email,
    subject: said(language, 'signInLink.subject'),
    text: [
      greeting(language, firstName),
      '',
      said(language, 'signInLink.intro'),
      link,
      '',
      said(language, 'signInLink.validity', { minutes: SIGN_IN_LINK.lifetimeMinutes }),
      ...warning,
    ].join('\n'),
  };
}

/** Staff are invited in English (the back office's language). */
export function invitation({ email, firstName, link }: AccountEmail): RenderedEmail {
  return {
    to: email,
    subject: 'You are invited to MedTour Asia',
    text: [
      greeting('en', firstName),
      '',
      'An administrator created a MedTour Asia account for you. Choose your password to activate it:',
      link,
      '',
      'The link can be used once and is valid for 7 days.',
    ].join('\n'),
  };
}

/** The payload of an account email: the link's token travels encrypted through the outbox. */
export function accountEmailPayload(userId: string, token: string | undefined, key: Buffer): AccountEmailPayload {
  return { userId, ...(token ? { encryptedToken: encryptText(token, key) } : {}) };
}
