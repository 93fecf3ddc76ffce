import type { Locale, TripGap } from '@medtour/contracts';
import { messagesOf, yesNo } from '../../common/messages.js';
import { dayIn, greeting, type RenderedEmail } from '../notifications/index.js';

/**
 * The emails of the trip after the deposit (issue 54): to the patient in their language (reminders
 * of what they still have to do before arrival, aftercare check-ins, the discharge pack), and to the
 * coordinators in English (a check-in with warning signs). None of them carries health details: the
 * answers, the documents and the bill stay behind sign-in, as email is not a safe channel for them.
 */

/** The patient an email of their trip goes to, in their language. */
export interface TripRecipient {
  email: string;
  firstName: string;
  language: Locale;
}

/** The patient's own gaps before arrival (TRIP_GAPS: 'patient', check-ins aside): what a reminder lists. */
const REMINDER_GAPS = [
  'travellers',
  'visa_reference',
  'visa_decision',
  'arrival_flight',
  'departure_flight',
  'pickup_answer',
  'accommodation_patient',
] as const satisfies readonly TripGap[];
type ReminderGap = (typeof REMINDER_GAPS)[number];

const isReminderGap = (gap: TripGap): gap is ReminderGap => (REMINDER_GAPS as readonly TripGap[]).includes(gap);

/** The trip emails' words to the patient (contracts/locales/<language>/emailTrips.json). */
const said = messagesOf('emailTrips');

/** A patient's email: the greeting in their language, then the lines. */
function toPatient(to: TripRecipient, subject: string, lines: string[]): RenderedEmail {
  return { to: to.email, subject, text: [greeting(to.language, to.firstName), '', ...lines].join('\n') };
}

/**
 * Reminder before arrival of what the patient still has to do: one short line per missing thing
 * (only the patient's own gaps are listed; a gap twice, once), the day of arrival and the days left.
 */
export function tripReminder(
  to: TripRecipient,
  facts: {
    reference: string;
    hospitalName: string;
    arrivalOn: string /* YYYY-MM-DD */;
    daysBefore: number;
    gaps: TripGap[] /* only patient gaps: travellers, visa_reference, visa_decision, arrival_flight, departure_flight, pickup_answer, accommodation_patient */;
    link: string;
  },
): RenderedEmail {
  const { language } = to;
  const hospital = facts.hospitalName;
  const gaps = [...new Set(facts.gaps.filter(isReminderGap))];
  const arrival = said(language, 'reminder.arrival', { hospital, day: dayIn(language, facts.arrivalOn), days: facts.daysBefore });
  const missing = gaps.length
    ? [said(language, 'reminder.ask'), ...gaps.map((gap) => `- ${said(language, `reminder.gaps.${gap}`)}`)]
    : [said(language, 'reminder.ready')];
  const subject = gaps.length
    ? said(language, 'reminder.subject', { hospital, count: gaps.length })
    : said(language, 'reminder.subjectReady', { hospital });
  return toPatient(to, subject, [
    arrival,
    '',
    ...missing,
    '',
    said(language, 'plan', { reference: facts.reference }),
    facts.link,
    '',
    said(language, 'reminder.help'),
  ]);
}

/** An aftercare check-in is due: a few questions (pain, wound, fever, mobility, questions) at the link. */
export function checkInDue(
  to: TripRecipient,
  facts: { reference: string; treatmentName: string | null; day: number /* days since discharge */; link: string },
): RenderedEmail {
  const { language } = to;
  return toPatient(to, said(language, 'checkIn.subject'), [
    said(language, 'checkIn.since', { days: facts.day, withTreatment: yesNo(facts.treatmentName), treatment: facts.treatmentName ?? '' }),
    '',
    said(language, 'checkIn.ask'),
    said(language, 'checkIn.answer', { reference: facts.reference }),
    facts.link,
    '',
    said(language, 'checkIn.reader'),
    '',
    said(language, 'checkIn.emergency'),
  ]);
}

/**
 * Staff: a check-in shows warning signs — read it now. English. `to` is a comma-separated list of
 * addresses. Only the booking's reference and the link: no name, no answers, no signs.
 */
export function aftercareAlert(to: string, facts: { reference: string; link: string }): RenderedEmail {
  return {
    to,
    subject: `Aftercare warning signs: booking #${facts.reference}`,
    text: [
      `An aftercare check-in for booking #${facts.reference} shows warning signs. Read it now and contact the patient:`,
      facts.link,
      '',
      'Acknowledge the alert on the trip plan once someone has taken it in hand.',
    ].join('\n'),
  };
}

/** The discharge pack (and final bill) are ready to read and download in the trip plan. */
export function dischargeReady(to: TripRecipient, facts: { reference: string; link: string }): RenderedEmail {
  const { language } = to;
  return toPatient(to, said(language, 'discharge.subject'), [
    said(language, 'discharge.body'),
    '',
    said(language, 'plan', { reference: facts.reference }),
    facts.link,
    '',
    said(language, 'discharge.keep'),
  ]);
}
