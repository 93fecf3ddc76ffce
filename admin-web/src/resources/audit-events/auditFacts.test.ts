import { describe, expect, it } from 'vitest';
import type { AuditEventRecord } from '@medtour/contracts';
import { auditFacts } from './auditFacts';

const event = (over: Partial<AuditEventRecord>): AuditEventRecord => ({
  id: 'e1',
  createdAt: '2026-11-23T10:00:00.000Z',
  action: 'booking.update',
  actionLabel: 'Updated a booking',
  outcome: 'success',
  entity: null,
  entityId: null,
  actorId: null,
  actorEmail: null,
  ip: null,
  userAgent: null,
  requestId: null,
  details: {},
  ...over,
});

describe('auditFacts', () => {
  it('names the booking by its reference and says the status change and the estimate', () => {
    const facts = auditFacts(
      event({
        entity: 'booking',
        entityId: '0b6f7c1e-94a3-4b8e-9d7c-5e2a1f3c4d5e',
        details: { from: 'pending', to: 'payment_pending', estimatedCostUsd: 9200 },
      }),
    );
    expect(facts).toBe('Booking #1f3c4d5e · Status: pending → payment pending · estimated cost: $9,200');
  });

  it('says a role change with the roles’ names, and leaves ids out', () => {
    const facts = auditFacts(
      event({ action: 'user.role_change', entity: 'user', entityId: 'u1', details: { from: 'user', to: 'admin', patientId: 'p1' } }),
    );
    expect(facts).toBe('Role: User → Admin');
  });

  it('is empty for an entry without details', () => {
    expect(auditFacts(event({ action: 'auth.sign_in' }))).toBe('');
  });
});
