/**
 * Reviews patients can trust (issue 30): verified reviews by patients whose booking was completed,
 * and the provenance every public review shows.
 */

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
