import type { ContactMessage } from '../contact/entities/contact-message.entity.js';

export interface RenderedEmail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

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
export function contactConfirmation(message: ContactMessage): RenderedEmail {
  return {
    to: message.email,
    subject: 'We received your message',
    text: [
      `Dear ${message.name},`,
      '',
      'Thank you for contacting MedTour Asia. A patient coordinator will reply within 24 hours,',
      'and a free consultation can usually be arranged within 2-3 business days.',
      '',
      'Office hours: Mon-Fri 9:00 AM-6:00 PM MYT, Sat 9:00 AM-2:00 PM; Sun emergency consultations only.',
      '',
      'MedTour Asia patient care team',
    ].join('\n'),
  };
}

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
