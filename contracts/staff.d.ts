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

/** A row of the append-only audit log, for admins (`/api/admin/audit-events`). */
export interface AuditEventRecord {
  id: string;
  createdAt: string;
  /** The action's code, e.g. `auth.sign_in` (stored; the backend's registry lists them). */
  action: string;
  /** The action's readable label, e.g. "Signed in" (the code itself for a code no longer registered). */
  actionLabel: string;
  outcome: 'success' | 'failure';
  entity: string | null;
  entityId: string | null;
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  /** The request that wrote the row (the id in the API's logs and its `X-Request-Id` answer); for rows written by the worker, the request that caused the job. */
  requestId: string | null;
  /** Never passwords, tokens or health data. */
  details: Record<string, unknown>;
}
