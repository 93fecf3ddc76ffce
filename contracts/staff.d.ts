/** Back-office records shared with the backend's own types. */

/** A message of the contact form, in the staff inbox. */
export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  country: string;
  treatmentInterest: string | null;
  message: string;
  handled: boolean;
  handledAt: string | null;
  /** Email of the staff member who marked it handled. */
  handledBy: string | null;
  createdAt: string;
}

/** A job that failed its last attempt (dead-lettered), for admins: never its payload. */
export interface FailedJobRecord {
  id: string;
  queue: string;
  jobName: string;
  attempts: number;
  /** The error of the last attempt. */
  lastError: string | null;
  /** The request id of the request that caused the job. */
  correlationId: string | null;
  createdAt: string;
  /** When it was dead-lettered; null once an admin sent it round again. */
  deadAt: string | null;
}
