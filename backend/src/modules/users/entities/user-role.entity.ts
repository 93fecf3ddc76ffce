import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { ROLES, type Role } from '@medtour/contracts';
// A relation's two sides import each other: MikroORM reads the class lazily (() => Entity, Rel<>), and the
// cycle check lets entities name each other (.dependency-cruiser.mjs, file-cycle).
import { User } from './user.entity.js';

@Entity({ tableName: 'user_roles' })
@Unique({ properties: ['user', 'role'] })
export class UserRole {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Enum({ items: () => [...ROLES], type: 'string', columnType: 'varchar(20)' })
  role!: Role;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
