import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/index.js';

/** A one-time code that replaces a TOTP code when the phone is lost. Stored hashed. */
@Entity({ tableName: 'mfa_recovery_codes' })
@Unique({ properties: ['user', 'codeHash'] })
export class MfaRecoveryCode {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'character', length: 64, hidden: true })
  codeHash!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
