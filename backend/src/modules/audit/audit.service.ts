import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext, type RequestOrigin } from '../../common/request-context.js';
import type { AuditAction } from './audit-actions.js';
import { AuditEvent } from './entities/audit-event.entity.js';

export interface AuditEntry {
  /** Who acted. Left out: the signed-in user of the request, if any. `null`: nobody. */
  actorId?: string | null;
  /** A registered action (`audit-actions.ts`), e.g. `auth.sign_in`, `country.delete`. */
  action: AuditAction;
  entity?: string;
  entityId?: string;
  outcome?: 'success' | 'failure';
  /**
   * Only for work done outside an HTTP request on behalf of one (worker jobs, whose payload carries
   * the client's address and agent) or of nobody (command-line tools). In a request, the address
   * and agent come from the request context; never pass them by hand.
   */
  origin?: RequestOrigin;
  /** Never passwords, tokens or health data. */
  details?: Record<string, unknown>;
}

/**
 * Writes the append-only audit log. Pass the transaction's EntityManager to audit a change
 * atomically. The client address, user agent and request id (the worker: the job's correlation
 * id) come from the request context.
 */
@Injectable()
export class AuditService {
  constructor(private readonly context: RequestContext) {}

  async record(em: EntityManager, entry: AuditEntry): Promise<void> {
    const origin = entry.origin ?? this.context.origin;
    await em.insert(AuditEvent, {
      actor: entry.actorId !== undefined ? entry.actorId : this.context.actorId,
      action: entry.action,
      entity: entry.entity ?? null,
      entityId: entry.entityId ?? null,
      outcome: entry.outcome ?? 'success',
      ip: origin.ip,
      userAgent: origin.userAgent,
      requestId: this.context.requestId?.slice(0, 100) ?? null,
      details: entry.details ?? {},
    });
  }

  /**
   * The same entry once for each of `entityIds`, in one statement: a set-based change of thousands of
   * rows (a bulk moderation) is audited row by row without a round trip per row.
   */
  async recordEach(
    em: EntityManager,
    entry: Omit<AuditEntry, 'entityId'> & { entity: string },
    entityIds: readonly string[],
  ): Promise<void> {
    if (!entityIds.length) return;
    const origin = entry.origin ?? this.context.origin;
    const actorId = entry.actorId !== undefined ? entry.actorId : this.context.actorId;
    await em.execute(
      `insert into audit_events (actor_id, action, entity, entity_id, outcome, ip, user_agent, request_id, details)
       select ?::uuid, ?, ?, ids.id, ?, ?, ?, ?, ?::jsonb from jsonb_array_elements_text(?::jsonb) as ids(id)`,
      [
        actorId ?? null,
        entry.action,
        entry.entity,
        entry.outcome ?? 'success',
        origin.ip ?? null,
        origin.userAgent ?? null,
        this.context.requestId?.slice(0, 100) ?? null,
        JSON.stringify(entry.details ?? {}),
        JSON.stringify(entityIds),
      ],
    );
  }
}
