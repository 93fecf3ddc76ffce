import { formatDate as formatDay } from '@medtour/contracts';
import { HttpError } from 'react-admin';

/** The reader's time zone: staff read an instant as the day and time where they are. */
const READER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

// Dates are written as on the patient site (contracts' `formatDate`; prices with its `formatUsd`); the time of day is the back office's own.
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const compactUsdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const toDate = (value: string | Date): Date | null => {
  // A bare calendar date (YYYY-MM-DD) is that day wherever the reader is, not UTC midnight.
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)))
      : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export const EMPTY = '—';

/** 'MMM dd, yyyy', or a dash when there is no date. */
export const formatDate = (value: string | Date | null | undefined): string => (value ? formatDay(value, READER_TIME_ZONE) : EMPTY);

export const formatDateTime = (value: string | Date | null | undefined): string => {
  const date = value ? toDate(value) : null;
  return date ? dateTimeFormat.format(date) : EMPTY;
};

export const formatCompactUsd = (value: number): string => compactUsdFormat.format(value);

/** Spec §4: booking statuses are shown with underscores replaced by spaces. */
export const capitalise = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

export const humanize = (value: string | null | undefined): string => (value ? value.replace(/_/g, ' ') : EMPTY);

export const fullName = (first: string | null | undefined, last: string | null | undefined): string =>
  [first, last].filter(Boolean).join(' ');

export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

/** The field errors of a `400 {message:'Validation failed', errors:{field:msg}}` answer. */
export const fieldErrors = (error: unknown): Record<string, string> => {
  const errors: unknown = error instanceof HttpError ? error.body?.errors : undefined;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
};

/** The server's message of a failed call (e.g. the 409 of a delete), else `fallback`. */
export const serverMessage = (error: unknown, fallback: string): string => {
  if (error instanceof HttpError && typeof error.body?.message === 'string' && error.body.message) {
    return error.body.message;
  }
  return fallback;
};

/** A refusal's reason (the 409's message: "Four hospitals are featured already…"), else the spec's failure toast. */
export const conflictMessage = (error: unknown, failure: string): string =>
  error instanceof HttpError && error.status === 409 ? serverMessage(error, failure) : failure;

/**
 * A react-admin `Form`'s submit through one of the API's own calls: undefined when it worked (after
 * `done`), else the field errors for the form to show, or — when the answer names no field — an
 * error toast with the server's message (`failure` if it has none).
 */
export async function submitForm(
  call: () => Promise<unknown>,
  { notify, done, failure }: { notify: (message: string, options: { type: 'error' }) => void; done: () => void; failure: string },
): Promise<Record<string, string> | undefined> {
  try {
    await call();
    done();
    return undefined;
  } catch (error) {
    const errors = fieldErrors(error);
    if (!Object.keys(errors).length) notify(serverMessage(error, failure), { type: 'error' });
    return errors;
  }
}
