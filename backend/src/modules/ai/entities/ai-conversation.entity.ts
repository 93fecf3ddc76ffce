import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/index.js';

/**
 * A patient's conversation with the assistant. The counts are what admins see (never the text):
 * messages, emergency replies and refusals.
 */
@Entity({ tableName: 'ai_conversations' })
export class AiConversation {
  [OptionalProps]?: 'messageCount' | 'emergencyHits' | 'refusals' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 120 })
  title!: string;

  @Property({ type: 'integer' })
  messageCount: number = 0;

  @Property({ type: 'integer' })
  emergencyHits: number = 0;

  @Property({ type: 'integer' })
  refusals: number = 0;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}
