/**
 * Patients' rights over their data (issue 53): a copy of everything (an export), and the closing and
 * erasure of the account. Each is a data request: a row with a state and a date by which it is due,
 * run by the worker and listed to admins.
 */

export const DATA_REQUEST_KINDS = ['export', 'erasure'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/**
 * An export is queued, then built (with its progress), then ready to download until it expires (or
 * failed). An erasure waits for the emailed link's confirmation, then is scheduled (the account is
 * closed) until its grace period ends and it is erased, unless cancelled; what the law keeps is
 * purged at the end of the retention period.
 */
export const DATA_REQUEST_STATES = [
  'queued',
  'building',
  'ready',
  'failed',
  'expired',
  'unconfirmed',
  'scheduled',
  'cancelled',
  'erased',
  'purged',
] as const;
export type DataRequestState = (typeof DATA_REQUEST_STATES)[number];

/** States in which a request is still being worked on (the law's month runs until it leaves them). */
export const OPEN_DATA_REQUEST_STATES: readonly DataRequestState[] = ['queued', 'building', 'unconfirmed', 'scheduled'];

export const DATA_RIGHTS = {
  /** The laws give about a month to answer: a request still open after this many days is overdue. */
  dueDays: 30,
  /** An export's link works this many days after it is ready. */
  exportLinkDays: 7,
  /** Asking for an export again within this many hours returns the one being built, or just built. */
  exportReuseHours: 24,
  /** Settings: days between closing the account and erasing it (the patient may cancel meanwhile). */
  defaultErasureGraceDays: 14,
  erasureGraceDays: { min: 1, max: 90 },
  /** Settings: years that payments, refunds and quotes are kept, pseudonymised, after erasure (7: Malaysia's accounting records). */
  defaultRetentionYears: 7,
  retentionYears: { min: 1, max: 15 },
} as const;

/** The periods of Settings that the privacy notice states (public). */
export interface DataRightsPeriods {
  erasureGraceDays: number;
  retentionYears: number;
  shareLinkDays: number;
}

/** A patient's own data request, as their account page shows it. */
export interface DataRequestView {
  id: string;
  kind: DataRequestKind;
  state: DataRequestState;
  /** 0-100 while an export is built. */
  progress: number;
  requestedAt: string;
  /** Export: until when its link works. */
  expiresAt: string | null;
  /** Erasure: when the account will be erased (set once confirmed). */
  eraseAfter: string | null;
  /** Export: the zip's size once ready. */
  sizeBytes: number | null;
}

/** The patient's data requests: the latest export and the latest erasure, if any. */
export interface DataRightsView {
  export: DataRequestView | null;
  erasure: DataRequestView | null;
}

/** What happens to a booking when its patient closes their account (told before they confirm). */
export interface ClosingBookingView {
  id: string;
  hospitalName: string;
  status: string;
  /** USD held for the booking (paid, net of refunds). */
  heldUsd: number;
  /** cancelled: closing cancels it; kept: it is already closed (completed or cancelled) and stays for the accounts. */
  outcome: 'cancelled' | 'kept';
}

export interface AccountClosingPreview {
  bookings: ClosingBookingView[];
  /** Settings' deposit refund policy: what happens to a deposit held by a cancelled booking. */
  depositRefundPolicy: string;
  graceDays: number;
  retentionYears: number;
}

/** An admin's view of a data request (the back office's "Data requests"). */
export interface DataRequestRecord extends DataRequestView {
  /** The patient's email while the account exists; after erasure, their pseudonym. */
  subject: string;
  userId: string | null;
  dueAt: string;
  completedAt: string | null;
  purgeAfter: string | null;
  overdue: boolean;
}
