import type { RenderedEmail } from '../notifications/mailer.service.js';

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
    text: [
      `${b.patientName} requested a ${b.bookingType} for ${b.treatment} at ${b.hospital}.`,
      '',
      `Open it in the back office: ${b.link}`,
    ].join('\n'),
  };
}

export function bookingStatusChanged(b: BookingEmailFacts): RenderedEmail {
  return {
    to: b.patientEmail,
    subject: `Your booking #${b.reference} is now ${statusLabel(b.status)}`,
    text: [
      `Dear ${b.patientName},`,
      '',
      `The status of your booking at ${b.hospital} is now: ${statusLabel(b.status)}.`,
      '',
      `Details: ${b.link}`,
    ].join('\n'),
  };
}

export function bookingCancelledStaff(b: BookingEmailFacts, staffEmail: string): RenderedEmail {
  return {
    to: staffEmail,
    subject: `Booking #${b.reference} cancelled by the patient`,
    text: [`${b.patientName} cancelled the ${b.bookingType} at ${b.hospital}.`, '', b.link].join('\n'),
  };
}

/** Messages listed one per line at most; the rest are counted. */
const LISTED_MESSAGES = 20;

/**
 * New messages in the thread, one email for all those sent since the last one (they are coalesced,
 * see message-emails.ts). It lists when each was sent; the messages themselves stay behind sign-in,
 * as email is not a safe channel for what patients and coordinators write. `sentAt` is empty for an
 * email queued before messages were listed: it says there is a new message.
 */
export function bookingMessages(b: BookingEmailFacts, to: string, from: 'patient' | 'staff', sentAt: Date[]): RenderedEmail {
  const count = Math.max(sentAt.length, 1);
  const what = count === 1 ? 'a new message' : `${count} new messages`;
  const listed = sentAt.slice(0, LISTED_MESSAGES).map((at) => `- ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  if (sentAt.length > LISTED_MESSAGES) listed.push(`- and ${sentAt.length - LISTED_MESSAGES} more`);
  return {
    to,
    subject: count === 1 ? `New message about booking #${b.reference}` : `${count} new messages about booking #${b.reference}`,
    text: [
      from === 'staff' ? `Dear ${b.patientName},` : `${b.patientName} wrote about their booking at ${b.hospital}.`,
      '',
      `${from === 'staff' ? `Your patient coordinator sent you ${what}` : `${what[0]!.toUpperCase()}${what.slice(1)}`}${listed.length ? ':' : '.'}`,
      ...listed,
      '',
      count === 1 ? 'Read and answer it here:' : 'Read and answer them here:',
      b.link,
    ].join('\n'),
  };
}

/** To the admins: a booking went past the 24-hour promise without a staff reply. */
export function bookingOverdueAdmins(b: BookingEmailFacts, adminEmails: string[], hours: number): RenderedEmail {
  return {
    to: adminEmails.join(', '),
    subject: `No reply for ${hours} hours: booking #${b.reference}`,
    text: [
      `${b.patientName}'s ${b.bookingType} request for ${b.treatment} at ${b.hospital} has waited ${hours} hours for a coordinator's reply.`,
      'We promise patients an answer within 24 hours.',
      '',
      `Open it in the back office: ${b.link}`,
    ].join('\n'),
  };
}
