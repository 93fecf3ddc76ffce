import { randomUUID } from 'node:crypto';
import { Collection, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, OneToMany, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { type Currency, DEFAULT_LOCALE, LOCALES, type Locale } from '@medtour/contracts';
// A relation's two sides import each other: MikroORM reads the class lazily (() => Entity, Rel<>), and the
// cycle check lets entities name each other (.dependency-cruiser.mjs, file-cycle).
import { Profile } from './profile.entity.js';
import { UserRole } from './user-role.entity.js';

@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'isActive' | 'createdAt' | 'updatedAt' | 'roles' | 'language' | 'currency';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stored as citext: unique regardless of case. */
  @Property({ columnType: 'citext' })
  email!: string;

  /** argon2id; null for an invited account that has not set a password yet. */
  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  passwordHash?: string | null;

  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt?: Date | null;

  @Property({ type: 'boolean' })
  isActive: boolean = true;

  /** TOTP secret, AES-GCM encrypted; set at enrolment, in use once `mfaEnabledAt` is set. */
  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  mfaSecret?: string | null;

  @Property({ type: 'datetime', nullable: true })
  mfaEnabledAt?: Date | null;

  /** The patient closed the account (issue 53): sign-in is refused, and it is erased once its erasure request's grace period ends. */
  @Property({ type: 'datetime', nullable: true })
  closedAt?: Date | null;

  /** Last TOTP time step accepted: a code is never accepted twice. */
  @Property({ type: 'bigint', nullable: true, hidden: true })
  mfaLastStep?: string | null;

  /** The language the patient signed up in: their emails are written in it (issue 27). */
  @Enum({ items: () => [...LOCALES], type: 'string', columnType: 'varchar(2)', default: DEFAULT_LOCALE })
  language: Locale = DEFAULT_LOCALE;

  /** The currency the patient chose in the site's header (issue 28): their quotes keep its rate of the day. */
  @Property({ type: 'string', columnType: 'char(3)', nullable: true })
  currency?: Currency | null;

  @OneToOne(() => Profile, (profile) => profile.user, { nullable: true })
  profile?: Rel<Profile> | null;

  @OneToMany(() => UserRole, (role) => role.user)
  roles = new Collection<UserRole>(this);

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
