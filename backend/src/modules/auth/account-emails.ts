import type { RenderedEmail } from '../notifications/mailer.service.js';
import { encryptText } from '../../common/crypto/encryption.js';
import type { AccountEmailPayload } from '../../queues/queues.js';

/** The recipient of an account email and the link it carries. */
export interface AccountEmail {
  email: string;
  firstName: string;
  link: string;
}

export function verifyEmail({ email, firstName, link }: AccountEmail): RenderedEmail {
  return {
    to: email,
    subject: 'Verify your email address',
    text: [
      `Dear ${firstName},`,
      '',
      'Welcome to MedTour Asia. Please confirm your email address to activate your account:',
      link,
      '',
      'The link is valid for 48 hours. If you did not create an account, ignore this email.',
    ].join('\n'),
  };
}

export function passwordReset({ email, firstName, link }: AccountEmail): RenderedEmail {
  return {
    to: email,
    subject: 'Reset your password',
    text: [
      `Dear ${firstName},`,
      '',
      'We received a request to reset your MedTour Asia password. Choose a new password here:',
      link,
      '',
      'The link can be used once and expires in one hour. If you did not ask for it, ignore this email:',
      'your password stays the same.',
    ].join('\n'),
  };
}

export function accountExists({ email, firstName, link }: AccountEmail): RenderedEmail {
  return {
    to: email,
    subject: 'You already have a MedTour Asia account',
    text: [
      `Dear ${firstName},`,
      '',
      'Someone (probably you) tried to create a MedTour Asia account with this email address, but you already have one.',
      `Sign in here, or use "Forgot password?" if you do not remember it: ${link}`,
      '',
      'If this was not you, no action is needed.',
    ].join('\n'),
  };
}

export function invitation({ email, firstName, link }: AccountEmail): RenderedEmail {
  return {
    to: email,
    subject: 'You are invited to MedTour Asia',
    text: [
      `Dear ${firstName},`,
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
