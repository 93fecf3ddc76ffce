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

/** What a booking email says about its booking (never the medical summary: email is not a safe channel). */
export interface BookingEmailFacts {
  reference: string;
  patientName: string;
  patientEmail: string;
  hospital: string;
  treatment: string;
  bookingType: string;
  status: string;
  link: string;
}

const statusLabel = (status: string) => status.replace('_', ' ');

export function bookingCreatedPatient(b: BookingEmailFacts): RenderedEmail {
  return {
    to: b.patientEmail,
    subject: `Booking request received (#${b.reference})`,
    text: [
      `Dear ${b.patientName},`,
      '',
      `Your booking request has been submitted successfully: ${b.bookingType} for ${b.treatment} at ${b.hospital}.`,
      'A patient coordinator will contact you within 24 hours. You can follow it and message us here:',
      b.link,
    ].join('\n'),
  };
}

export function bookingCreatedStaff(b: BookingEmailFacts, staffEmail: string): RenderedEmail {
  return {
    to: staffEmail,
    subject: `New booking request #${b.reference}`,
    text: [`${b.patientName} requested a ${b.bookingType} for ${b.treatment} at ${b.hospital}.`, '', `Open it in the back office: ${b.link}`].join('\n'),
  };
}

export function bookingStatusChanged(b: BookingEmailFacts): RenderedEmail {
  return {
    to: b.patientEmail,
    subject: `Your booking #${b.reference} is now ${statusLabel(b.status)}`,
    text: [`Dear ${b.patientName},`, '', `The status of your booking at ${b.hospital} is now: ${statusLabel(b.status)}.`, '', `Details: ${b.link}`].join('\n'),
  };
}

export function bookingCancelledStaff(b: BookingEmailFacts, staffEmail: string): RenderedEmail {
  return {
    to: staffEmail,
    subject: `Booking #${b.reference} cancelled by the patient`,
    text: [`${b.patientName} cancelled the ${b.bookingType} at ${b.hospital}.`, '', b.link].join('\n'),
  };
}

/** A new message in the thread: the email says there is one, the message itself stays behind sign-in. */
export function bookingMessage(b: BookingEmailFacts, to: string, from: 'patient' | 'staff'): RenderedEmail {
  return {
    to,
    subject: `New message about booking #${b.reference}`,
    text: [
      from === 'staff' ? `Dear ${b.patientName},` : `${b.patientName} wrote about their booking at ${b.hospital}.`,
      '',
      from === 'staff' ? 'Your patient coordinator sent you a message. Read and answer it here:' : 'Read and answer it here:',
      b.link,
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
