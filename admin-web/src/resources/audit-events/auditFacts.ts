import { bookingReference, formatUsd, type AuditEventRecord } from '@medtour/contracts';
import { humanize } from '../../common/format';
import { roleName } from '../users/roles';

/** Detail keys that are ids or machine values: the log's readers get the readable ones. */
const HIDDEN = new Set(['patientId', 'assessmentId', 'assignedToId', 'before', 'after']);

const value = (key: string, raw: unknown): string => {
  if (raw === null || raw === undefined) return 'none';
  if (key.toLowerCase().endsWith('usd') && typeof raw === 'number') return formatUsd(raw);
  if (Array.isArray(raw)) return raw.join(', ');
  if (typeof raw === 'object') return JSON.stringify(raw);
  return String(raw);
};

/**
 * What an audit entry was about, in words: the booking's reference, a role or status change as
 * "from → to", then the other details (ids left out: the entry's page shows them all).
 */
export function auditFacts(event: AuditEventRecord): string {
  const parts: string[] = [];
  if (event.entity === 'booking' && event.entityId) parts.push(`Booking #${bookingReference(event.entityId)}`);
  const { from, to, ...rest } = event.details as Record<string, unknown>;
  if (from !== undefined || to !== undefined) {
    const label = (v: unknown) =>
      event.action === 'user.role_change' && typeof v === 'string' ? roleName(v as never) : humanize(String(v ?? 'none'));
    parts.push(`${event.action === 'user.role_change' ? 'Role' : 'Status'}: ${label(from)} → ${label(to)}`);
  }
  for (const [key, raw] of Object.entries(rest)) {
    if (!HIDDEN.has(key))
      parts.push(`${humanize(key.replace(/Usd$/, '').replace(/([a-z])([A-Z])/g, '$1 $2')).toLowerCase()}: ${value(key, raw)}`);
  }
  return parts.join(' · ');
}
