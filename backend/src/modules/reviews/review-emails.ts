import { formatMonth, type Locale, REVIEW_LIMITS } from '@medtour/contracts';
import { type RenderedEmail, greeting } from '../notifications/index.js';
import { messagesOf, yesNo } from '../../common/messages.js';

/** What the review invitation says about the booking (never its medical summary: email is not a safe channel). */
export interface ReviewInvitationFacts {
  patientEmail: string;
  /** Empty when the account has no name: the greeting then names no one. */
  patientName: string;
  language: Locale;
  hospital: string;
  /** The treatment's name in the patient's language, or null for a booking without one. */
  treatment: string | null;
  /** When the treatment took place (YYYY-MM-DD): its month is named. */
  treatedOn: string;
  /** The review page of the booking, in the patient's language. */
  link: string;
}

/** The invitation's words (contracts/locales/<language>/emailReviews.json). */
const said = messagesOf('emailReviews');

/** A week after the treatment: the patient is asked to review the hospital and treatment, with the link to the review page. */
export function reviewInvitation(f: ReviewInvitationFacts): RenderedEmail {
  const { language } = f;
  return {
    to: f.patientEmail,
    subject: said(language, 'subject', { hospital: f.hospital }),
    text: [
      greeting(language, f.patientName),
      '',
      said(language, 'stay', {
        withTreatment: yesNo(f.treatment),
        treatment: f.treatment ?? '',
        hospital: f.hospital,
        month: formatMonth(f.treatedOn, language),
      }),
      said(language, 'ask'),
      f.link,
      '',
      said(language, 'verified'),
      said(language, 'editable', { days: REVIEW_LIMITS.editableDays }),
    ].join('\n'),
  };
}
