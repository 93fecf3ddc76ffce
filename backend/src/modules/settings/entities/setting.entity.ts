import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/index.js';

/** A back-office setting (contact details, office hours, premium price, deposit rules…) as JSON. */
@Entity({ tableName: 'settings' })
export class Setting {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'json' })
  value!: unknown;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', fieldName: 'updated_by' })
  updatedBy?: Rel<User> | null;
}
