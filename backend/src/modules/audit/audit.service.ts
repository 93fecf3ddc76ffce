import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestOrigin } from '../../common/auth.decorators.js';
import { AuditEvent } from './entities/audit-event.entity.js';

export interface AuditEntry {
  actorId?: string | null;
  /** Dotted verb, e.g. `auth.sign_in`, `country.delete`. */
  action: string;
  entity?: string;
  entityId?: string;
  outcome?: 'success' | 'failure';
  origin?: RequestOrigin;
  /** Never passwords, tokens or health data. */
  details?: Record<string, unknown>;
}

/** Writes the append-only audit log. Pass the transaction's EntityManager to audit a change atomically. */
@Injectable()
export class AuditService {
  async record(em: EntityManager, entry: AuditEntry): Promise<void> {
    await em.insert(AuditEvent, {
      actor: entry.actorId ?? null,
      action: entry.action,
      entity: entry.entity ?? null,
      entityId: entry.entityId ?? null,
      outcome: entry.outcome ?? 'success',
      ip: entry.origin?.ip ?? null,
      userAgent: entry.origin?.userAgent ?? null,
      details: entry.details ?? {},
    });
  }
}
