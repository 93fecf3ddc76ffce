import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/index.js';

/** One row of the append-only audit log (a database trigger refuses UPDATE and DELETE). */
@Entity({ tableName: 'audit_events' })
export class AuditEvent {
  [OptionalProps]?: 'id' | 'outcome' | 'details' | 'createdAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  actor?: Rel<User> | null;

  @Property({ type: 'string', length: 60 })
  action!: string;

  @Property({ type: 'string', length: 60, nullable: true })
  entity?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  entityId?: string | null;

  @Enum({ items: ['success', 'failure'], type: 'string', columnType: 'varchar(10)' })
  outcome: 'success' | 'failure' = 'success';

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  @Property({ type: 'string', length: 300, nullable: true })
  userAgent?: string | null;

  /** The request that did it (the id pino logs and `X-Request-Id` answers carry); for the worker's rows, the causing request's. */
  @Property({ type: 'string', length: 100, nullable: true })
  requestId?: string | null;

  /** Never passwords, tokens or health data. */
  @Property({ type: 'json' })
  details: Record<string, unknown> = {};

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
