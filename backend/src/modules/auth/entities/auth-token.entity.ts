import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/index.js';

export const TOKEN_PURPOSES = ['verify_email', 'password_reset', 'invitation', 'sign_in_link', 'close_account'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** A single-use emailed link. Only the SHA-256 of the token is stored. */
@Entity({ tableName: 'auth_tokens' })
export class AuthToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Enum({ items: () => [...TOKEN_PURPOSES], type: 'string', columnType: 'varchar(20)' })
  purpose!: TokenPurpose;

  @Property({ type: 'character', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
