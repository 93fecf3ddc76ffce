import { type DataRequestRecord, type DataRequestView, OPEN_DATA_REQUEST_STATES } from '@medtour/contracts';
import { type DataRequest, isErasedEmail } from '../users/index.js';

const iso = (date: Date | null | undefined): string | null => date?.toISOString() ?? null;

/** A data request as its patient reads it. */
export function toDataRequestView(r: DataRequest): DataRequestView {
  return {
    id: r.id,
    kind: r.kind,
    state: r.state,
    progress: r.progress,
    requestedAt: r.requestedAt.toISOString(),
    expiresAt: iso(r.expiresAt),
    eraseAfter: iso(r.eraseAfter),
    sizeBytes: r.sizeBytes ?? null,
  };
}

/** A data request as the admins' list shows it: overdue when still open past its due date. */
export function toDataRequestRecord(r: DataRequest, now = new Date()): DataRequestRecord {
  const open = OPEN_DATA_REQUEST_STATES.includes(r.state);
  return {
    ...toDataRequestView(r),
    subject: r.user && !isErasedEmail(r.user.email) ? r.user.email : r.subject,
    userId: r.user?.id ?? null,
    dueAt: r.dueAt.toISOString(),
    completedAt: iso(r.completedAt),
    purgeAfter: iso(r.purgeAfter),
    overdue: open && r.dueAt.getTime() < now.getTime(),
  };
}
