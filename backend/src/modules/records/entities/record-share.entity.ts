import { randomUUID } from 'node:crypto';
import { ArrayType, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Booking } from '../../booking-core/index.js';
import { User } from '../../users/index.js';

/**
 * A patient's consent to share some of their records with a booking's hospital (issue 53). Staff
 * send the hospital a link (only its hash is kept) that works until `expiresAt`, or until the
 * patient withdraws the consent; every opening is kept (`RecordShareOpening`) and shown to them.
 */
@Entity({ tableName: 'record_shares' })
export class RecordShare {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking!: Rel<Booking>;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  /** The records the patient ticked (their own, checked when consented). */
  @Property({ type: ArrayType, columnType: 'uuid[]' })
  recordIds!: string[];

  @Property({ type: 'character', length: 64, nullable: true, unique: true, hidden: true })
  tokenHash?: string | null;

  @Property({ type: 'datetime', nullable: true })
  linkSentAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  linkSentBy?: Rel<User> | null;

  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  withdrawnAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/** One opening of a shared link by the hospital: the list, or one record's download. */
@Entity({ tableName: 'record_share_openings' })
export class RecordShareOpening {
  [OptionalProps]?: 'openedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => RecordShare, { deleteRule: 'cascade', fieldName: 'share_id' })
  share!: Rel<RecordShare>;

  /** The record downloaded; null for the list. */
  @Property({ type: 'uuid', nullable: true })
  recordId?: string | null;

  @Property({ type: 'datetime' })
  openedAt: Date = new Date();
}
