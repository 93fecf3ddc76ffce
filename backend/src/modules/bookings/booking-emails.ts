import { formatMinorUsd } from '@medtour/contracts';
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

/** The deposit a cancelled booking holds (USD), and the refund policy of the day (Settings). */
export interface HeldDeposit {
  heldMinor: number;
  policy: string;
}

/** To the patient who cancelled: it is cancelled and, when they paid, what happens to their deposit. */
export function bookingCancelledPatient(b: BookingEmailFacts, held: HeldDeposit | null): RenderedEmail {
  return {
    to: b.patientEmail,
    subject: `Your booking #${b.reference} is cancelled`,
    text: [
      `Dear ${b.patientName},`,
      '',
      `Your ${b.bookingType} for ${b.treatment} at ${b.hospital} is cancelled, as you asked.`,
      ...(held
        ? [
            '',
            `You paid ${formatMinorUsd(held.heldMinor)} towards its deposit. Our deposit refund policy: ${held.policy}`,
            'Your coordinator will decide on the refund under this policy and email you what is refunded and when.',
          ]
        : []),
      '',
      `Details: ${b.link}`,
    ].join('\n'),
  };
}

/**
 * To the coordinators (and the admins, who decide on refunds, when money is held): the patient
 * cancelled, and the deposit waiting for a decision on the booking page.
 */
export function bookingCancelledStaff(b: BookingEmailFacts, to: string, held: HeldDeposit | null): RenderedEmail {
  return {
    to,
    subject: held
      ? `Booking #${b.reference} cancelled holding ${formatMinorUsd(held.heldMinor)}: refund decision needed`
      : `Booking #${b.reference} cancelled by the patient`,
    text: [
      `${b.patientName} cancelled the ${b.bookingType} at ${b.hospital}.`,
      ...(held
        ? [
            '',
            `They had paid ${formatMinorUsd(held.heldMinor)} towards the deposit. An admin decides on the booking page whether it is refunded or kept under the policy:`,
            held.policy,
          ]
        : []),
      '',
      b.link,
    ].join('\n'),
  };
}

/** To the patient: the admins kept their deposit (or what was left of it) under the policy, and why. */
export function bookingDepositKept(b: BookingEmailFacts, keptMinor: number, reason: string): RenderedEmail {
  return {
    to: b.patientEmail,
    subject: `Your deposit for booking #${b.reference}`,
    text: [
      `Dear ${b.patientName},`,
      '',
      `Your booking at ${b.hospital} was cancelled. Under our deposit refund policy, ${formatMinorUsd(keptMinor)} of the deposit you paid is not refunded:`,
      reason,
      '',
      `If you have a question, write to your coordinator: ${b.link}`,
    ].join('\n'),
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
