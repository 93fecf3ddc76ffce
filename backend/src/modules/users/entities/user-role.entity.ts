import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
// eslint-disable-next-line import-x/no-cycle -- a relation's two sides in this module; MikroORM reads the class lazily (() => Entity, Rel<>)
import { User } from './user.entity.js';

export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

@Entity({ tableName: 'user_roles' })
@Unique({ properties: ['user', 'role'] })
export class UserRole {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Enum({ items: () => [...ROLES], type: 'string' })
  role!: Role;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
