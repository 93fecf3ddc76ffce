import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
// A relation's two sides import each other: MikroORM reads the class lazily (() => Entity, Rel<>), and the
// cycle check lets entities name each other (.dependency-cruiser.mjs, file-cycle).
import { User } from './user.entity.js';

@Entity({ tableName: 'profiles' })
export class Profile {
  [OptionalProps]?: 'createdAt';

  @OneToOne(() => User, (user) => user.profile, { owner: true, primary: true, fieldName: 'user_id', deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Property({ type: 'string', length: 40, nullable: true })
  phone?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  country?: string | null;

  /** Staff: the name patients see (their coordinator's); null: the first name. */
  @Property({ type: 'string', length: 80, nullable: true })
  displayName?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
