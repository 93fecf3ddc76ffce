import { type BookingStatus, type BookingType, formatMoney, type Locale, type QuoteInLocalMoney } from '@medtour/contracts';
import { type RenderedEmail, greeting } from '../notifications/index.js';
import { messagesOf, yesNo } from '../../common/messages.js';
import { dollarsWithLocal, localRateNote } from '../payments/index.js';

/** What a booking email says about its booking (never the medical summary: email is not a safe channel). */
export interface BookingEmailFacts {
  reference: string;
  /** Empty when the account has no name: the patient's greeting then names no one. */
  patientName: string;
  patientEmail: string;
  /** The patient's language (their account's): the emails to them are written in it. */
  language: Locale;
  hospital: string;
  /** The treatment's name, or null for a booking without one (a consultation). */
  treatment: string | null;
  bookingType: BookingType;
  status: BookingStatus;
  link: string;
}

/** The booking emails' words to the patient (contracts/locales/<language>/emailBookings.json). */
const said = messagesOf('emailBookings');

/** The booking in the patient's words: `consultation for Knee replacement at …`. */
function what(b: BookingEmailFacts): string {
  const { language } = b;
  return said(language, 'what', {
    type: said(language, `type.${b.bookingType}`),
    treatment: b.treatment ?? said(language, 'anyTreatment'),
    hospital: b.hospital,
  });
}

/** A patient's email: the greeting, the lines, the link. */
function toPatient(b: BookingEmailFacts, subject: string, lines: string[]): RenderedEmail {
  return { to: b.patientEmail, subject, text: [greeting(b.language, b.patientName), '', ...lines].join('\n') };
}

export function bookingCreatedPatient(b: BookingEmailFacts): RenderedEmail {
  const { language } = b;
  return toPatient(b, said(language, 'created.subject', { ref: b.reference }), [
    said(language, 'created.intro', { what: what(b) }),
    said(language, 'created.follow'),
    b.link,
  ]);
}

/** The patient as staff emails name them (an account without a name is "The patient"). */
const patientOf = (b: BookingEmailFacts) => b.patientName || 'The patient';
const treatmentOf = (b: BookingEmailFacts) => b.treatment ?? said('en', 'anyTreatment');

export function bookingCreatedStaff(b: BookingEmailFacts, staffEmail: string): RenderedEmail {
  return {
    to: staffEmail,
    subject: `New booking request #${b.reference}`,
    text: [
      `${patientOf(b)} requested a ${b.bookingType} for ${treatmentOf(b)} at ${b.hospital}.`,
      '',
      `Open it in the back office: ${b.link}`,
    ].join('\n'),
  };
}

export function bookingStatusChanged(b: BookingEmailFacts): RenderedEmail {
  const { language } = b;
  const status = said(language, `status.${b.status}`);
  return toPatient(b, said(language, 'statusChanged.subject', { ref: b.reference, status }), [
    said(language, 'statusChanged.body', { hospital: b.hospital, status }),
    '',
    said(language, 'details', { link: b.link }),
  ]);
}

/** The deposit a cancelled booking holds (USD), and the refund policy of the day (Settings). */
export interface HeldDeposit {
  heldMinor: number;
  policy: string;
  /** The booking's quote in the patient's currency (QuoteView.local): the patient reads what they paid in it too. */
  local: QuoteInLocalMoney | null;
}

/** To the patient who cancelled: it is cancelled and, when they paid, what happens to their deposit. */
export function bookingCancelledPatient(b: BookingEmailFacts, held: HeldDeposit | null): RenderedEmail {
  const { language } = b;
  return toPatient(b, said(language, 'cancelled.subject', { ref: b.reference }), [
    said(language, 'cancelled.body', { what: what(b) }),
    ...(held
      ? [
          '',
          said(language, 'cancelled.held', { amount: dollarsWithLocal(language, held.heldMinor, held.local), policy: held.policy }),
          said(language, 'cancelled.decision'),
          ...(held.local ? [localRateNote(language, held.local)] : []),
        ]
      : []),
    '',
    said(language, 'details', { link: b.link }),
  ]);
}

/**
 * To the coordinators (and the admins, who decide on refunds, when money is held): the patient
 * cancelled, and the deposit waiting for a decision on the booking page.
 */
export function bookingCancelledStaff(b: BookingEmailFacts, to: string, held: HeldDeposit | null): RenderedEmail {
  return {
    to,
    subject: held
      ? `Booking #${b.reference} cancelled holding ${formatMoney(held.heldMinor, 'usd')}: refund decision needed`
      : `Booking #${b.reference} cancelled by the patient`,
    text: [
      `${patientOf(b)} cancelled the ${b.bookingType} at ${b.hospital}.`,
      ...(held
        ? [
            '',
            `They had paid ${formatMoney(held.heldMinor, 'usd')} towards the deposit. An admin decides on the booking page whether it is refunded or kept under the policy:`,
            held.policy,
          ]
        : []),
      '',
      b.link,
    ].join('\n'),
  };
}

/**
 * To the patient: the admins kept their deposit (or what was left of it) under the policy, and why
 * (the admin's words); what was kept with the patient's currency beside the dollars (`local`: the
 * quote's, QuoteView.local).
 */
export function bookingDepositKept(
  b: BookingEmailFacts,
  keptMinor: number,
  reason: string,
  local: QuoteInLocalMoney | null,
): RenderedEmail {
  const { language } = b;
  return toPatient(b, said(language, 'depositKept.subject', { ref: b.reference }), [
    said(language, 'depositKept.body', { hospital: b.hospital, amount: dollarsWithLocal(language, keptMinor, local) }),
    reason,
    ...(local ? [localRateNote(language, local)] : []),
    '',
    said(language, 'depositKept.question', { link: b.link }),
  ]);
}

/** Messages listed one per line at most; the rest are counted. */
const LISTED_MESSAGES = 20;

/**
 * New messages in the thread, one email for all those sent since the last one (they are coalesced,
 * see message-emails.ts). It lists when each was sent; the messages themselves stay behind sign-in,
 * as email is not a safe channel for what patients and coordinators write. `sentAt` is empty for an
 * email queued before messages were listed: it says there is a new message. To the patient in their
 * language, naming the coordinator when one wrote them all (`writer`: the name staff show patients);
 * to the coordinators in English.
 */
export function bookingMessages(
  b: BookingEmailFacts,
  to: string,
  from: 'patient' | 'staff',
  sentAt: Date[],
  writer: string | null = null,
): RenderedEmail {
  const language = from === 'staff' ? b.language : 'en';
  const count = Math.max(sentAt.length, 1);
  const listed = sentAt.slice(0, LISTED_MESSAGES).map((at) => `- ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  if (sentAt.length > LISTED_MESSAGES) listed.push(`- ${said(language, 'messages.more', { count: sentAt.length - LISTED_MESSAGES })}`);
  const newMessages = said(language, 'messages.count', { count });
  const told =
    from === 'staff'
      ? said(language, 'messages.sent', { what: newMessages, named: yesNo(writer), name: writer ?? '' })
      : `${newMessages[0]!.toUpperCase()}${newMessages.slice(1)}`;
  const lines = [
    `${told}${listed.length ? said(language, 'messages.colon') : '.'}`,
    ...listed,
    '',
    said(language, 'messages.read', { count }),
    b.link,
  ];
  const subject = said(language, 'messages.subject', { ref: b.reference, count });
  if (from === 'staff') return toPatient({ ...b, patientEmail: to }, subject, lines);
  return {
    to,
    subject,
    text: [`${patientOf(b)} wrote about their booking at ${b.hospital}.`, '', ...lines].join('\n'),
  };
}

/** To the admins: a booking went past the 24-hour promise without a staff reply. */
export function bookingOverdueAdmins(b: BookingEmailFacts, adminEmails: string[], hours: number): RenderedEmail {
  return {
    to: adminEmails.join(', '),
    subject: `No reply for ${hours} hours: booking #${b.reference}`,
    text: [
      `${patientOf(b)}'s ${b.bookingType} request for ${treatmentOf(b)} at ${b.hospital} has waited ${hours} hours for a coordinator's reply.`,
      'We promise patients an answer within 24 hours.',
      '',
      `Open it in the back office: ${b.link}`,
    ].join('\n'),
  };
}
