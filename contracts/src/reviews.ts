/**
 * Reviews patients can trust (issue 30): verified reviews by patients whose booking was completed,
 * and the provenance every public review shows.
 */

import type { BookingStatus } from './journey.js';
import type { ReviewStatus } from './catalogue.js';
import { DAY_MS, utcDay } from './dates.js';

export const REVIEW_LIMITS = {
  /** Longest text a patient writes (characters, after trimming). */
  textMax: 2000,
  /** Stars: whole numbers from 1 to 5. */
  ratingMin: 1,
  ratingMax: 5,
  /** A patient may edit their review for this many days after writing it. */
  editableDays: 30,
  /** The invitation is emailed this many days after the treatment date. */
  inviteAfterDays: 7,
} as const;

/** Where a public review comes from: a patient whose booking was completed, a site the scraper read, or the demo data. */
export type ReviewProvenance =
  | {
      kind: 'verified';
      /** The treatment's name in the page's language (null if it was removed from the catalogue). */
      treatment: string | null;
      /** The month the treatment took place, YYYY-MM. */
      treatedIn: string | null;
      /** The patient's country; null when they chose to stay anonymous or gave none. */
      country: string | null;
      /** Shown as "Anonymous patient" (then `reviewerName` names no one). */
      anonymous: boolean;
    }
  | { kind: 'imported'; site: string; url: string | null }
  | { kind: 'demo' };

/** Published reviews of one kind: how many, and their average rating (one decimal; null when none is rated). */
export interface ReviewTally {
  count: number;
  averageRating: number | null;
}

/** A hospital's rating summary: verified and imported reviews apart, published ones only. */
export interface RatingSummary {
  verified: ReviewTally;
  imported: ReviewTally;
}

/** A verified review as its patient reads and edits it. */
export interface PatientReviewView {
  id: string;
  rating: number;
  text: string;
  successStoryConsent: boolean;
  isAnonymous: boolean;
  /** Moderation: new and edited reviews wait (`pending`) until staff publish them. */
  status: ReviewStatus;
  /** The day it was written or last edited (YYYY-MM-DD). */
  reviewDate: string;
  createdAt: string;
  updatedAt: string | null;
}

/**
 * The review page of one of the patient's bookings: what the booking was, their review if they
 * wrote one, and whether (and until when) they may still write or edit it.
 */
export interface PatientReviewForm {
  booking: {
    id: string;
    reference: string;
    status: BookingStatus;
    hospital: { slug: string; name: string; city: string };
    /** The treatment's name in the page's language (null for a booking without one). */
    treatment: string | null;
    /** When the treatment took place (see `treatmentDay`), YYYY-MM-DD; null until the booking is completed. */
    treatedOn: string | null;
  };
  /** Only a completed booking may be reviewed. */
  reviewable: boolean;
  review: PatientReviewView | null;
  /** The review can still be edited (written less than `editableDays` ago). */
  editable: boolean;
  /** ISO instant until which it can be edited; null before it is written. */
  editableUntil: string | null;
  /** How the review is signed on the hospital page (unless anonymous): the profile's first name and country. */
  reviewer: { firstName: string; country: string | null };
}

/**
 * The day a booking's treatment took place, YYYY-MM-DD (UTC): the earlier of the day the patient asked
 * for and the day the booking was completed (a booking is completed once the treatment happened, and
 * often marked so days later; a treatment brought forward took place before the day asked for), or the
 * completion day when no day was asked for. Null while the booking was never completed.
 */
export function treatmentDay(preferredDate: string | null | undefined, completedAt: Date | string | null | undefined): string | null {
  if (!completedAt) return null;
  const completedDay = utcDay(completedAt);
  return preferredDate && preferredDate < completedDay ? preferredDate.slice(0, 10) : completedDay;
}

/** Until when a review written at `createdAt` can be edited. */
export const reviewEditableUntil = (createdAt: Date): Date => new Date(createdAt.getTime() + REVIEW_LIMITS.editableDays * DAY_MS);
