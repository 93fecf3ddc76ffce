/**
 * The review scraper (spec §2 "Scrape New Reviews", §5, §7 secure-review-scraper, §8): a scrape
 * run is a background job whose progress the back office follows.
 */

/** A run's steps, in order; `done`, `failed` and `refused` (a target the guard refuses ends it at once) are final. */
export const SCRAPE_RUN_STATUSES = ['queued', 'loading', 'extracting', 'saving', 'done', 'failed', 'refused'] as const;
export type ScrapeRunStatus = (typeof SCRAPE_RUN_STATUSES)[number];
export const SCRAPE_RUN_FINAL: readonly ScrapeRunStatus[] = ['done', 'failed', 'refused'];

/** Labels of the steps, as the back office shows them. */
export const SCRAPE_RUN_STATUS_LABELS: Record<ScrapeRunStatus, string> = {
  queued: 'Queued',
  loading: 'Loading the page',
  extracting: 'Extracting reviews',
  saving: 'Saving',
  done: 'Done',
  failed: 'Failed',
  refused: 'Refused',
};

/** Spec §5 and §8, verbatim. */
export const SCRAPER_MESSAGES = {
  hospitalRequired: 'Hospital ID is required for secure scraping',
  urlRequired: 'Source URL is required',
  urlInvalid: 'Source URL must be a URL',
  failed: 'Failed to scrape reviews securely',
  succeeded: 'Reviews scraped and saved securely',
} as const;

/** Longest source URL accepted (the column's length). */
export const SCRAPE_URL_MAX_LENGTH = 2000;

/**
 * How many new reviews one run may save (Settings, `scraperMaxReviewsPerRun`): a hostile or huge
 * page cannot flood moderation. Reviews already saved (duplicates) do not count.
 */
export const SCRAPER_REVIEWS_PER_RUN = { default: 200, min: 1, max: 2000 } as const;

export interface ScrapeRunRecord {
  id: string;
  hospitalId: string;
  hospital: { id: string; name: string };
  url: string;
  requestedBy: { id: string; email: string } | null;
  status: ScrapeRunStatus;
  /**
   * Reviews of the hospital found on the pages read, of which new (saved for moderation) and
   * duplicates (already saved); when the cap per run stopped it, the rest were not looked at.
   */
  found: number | null;
  new: number | null;
  duplicates: number | null;
  /** Reviews on the pages about another organisation (an aggregator's other clinics): left out. */
  otherOrganisations: number | null;
  /** Pages read: the first, then its rel=next pages within the run's budget. */
  pages: number | null;
  /** Why it stopped before the site's last page or review (the cap per run, the page or time budget); null: it read them all. */
  stoppedReason: string | null;
  /** The aggregate rating the page declares (out of 5), if any. */
  aggregateRating: number | null;
  aggregateCount: number | null;
  /** Why it failed or was refused (or why the last attempt failed, when it is retried). */
  reason: string | null;
  /** The server's message when done (the success toast shows it). */
  message: string | null;
  attempts: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** A run with the reviews it saved (for the result list). */
export interface ScrapeRunDetail extends ScrapeRunRecord {
  reviews: {
    id: string;
    reviewerName: string;
    reviewText: string;
    rating: number | null;
    reviewDate: string | null;
    status: string;
  }[];
}

/** The scrape queue's health (admins only). */
export interface ScrapeQueueHealth {
  waiting: number;
  active: number;
  delayed: number;
  /** Jobs that failed in BullMQ plus scrape jobs dead-lettered by the outbox. */
  failed: number;
  /** Runs that failed in the last 24 hours. */
  failedRunsLastDay: number;
}

/** A hospital a scrape may be for (never a demo one), as the tab's picker lists it. */
export interface ScrapeHospitalOption {
  id: string;
  name: string;
  city: string;
}
