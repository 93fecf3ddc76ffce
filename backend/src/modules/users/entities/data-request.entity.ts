import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_STATES,
  type DataRequestKind,
  type DataRequestState,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
} from '@medtour/contracts';
import { User } from './user.entity.js';

/**
 * A patient's export or erasure request (issue 53): its state, the month the law gives to answer it
 * (`dueAt`), and what the worker needs to run it. The row outlives the account: once erased, the
 * person is named only by `subject`, a pseudonym.
 */
@Entity({ tableName: 'data_requests' })
export class DataRequest {
  [OptionalProps]?: 'progress' | 'requestedAt' | 'language';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: Rel<User> | null;

  /** The stable pseudonym of the person (`pseudonymOf`): who the request was for, once no email is left to say it. */
  @Property({ type: 'string', length: 40 })
  subject!: string;

  @Enum({ items: () => [...DATA_REQUEST_KINDS], type: 'string', columnType: 'varchar(10)' })
  kind!: DataRequestKind;

  @Enum({ items: () => [...DATA_REQUEST_STATES], type: 'string', columnType: 'varchar(20)' })
  state!: DataRequestState;

  @Property({ type: 'smallint' })
  progress: number = 0;

  /** The language of the export's README and of the emails. */
  @Enum({ items: () => [...LOCALES], type: 'string', columnType: 'varchar(2)' })
  language: Locale = DEFAULT_LOCALE;

  /** Export: the encrypted zip in file storage. */
  @Property({ type: 'string', length: 300, nullable: true, hidden: true })
  storageKey?: string | null;

  @Property({ type: 'integer', nullable: true })
  sizeBytes?: number | null;

  @Property({ type: 'datetime' })
  requestedAt: Date = new Date();

  @Property({ type: 'datetime' })
  dueAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;

  /** Export: its link works until then. */
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  /** Erasure: the end of the grace period, set when the patient confirms. */
  @Property({ type: 'datetime', nullable: true })
  eraseAfter?: Date | null;

  /** Erasure: the end of the legal retention of payments, refunds and quotes. */
  @Property({ type: 'datetime', nullable: true })
  purgeAfter?: Date | null;
}
