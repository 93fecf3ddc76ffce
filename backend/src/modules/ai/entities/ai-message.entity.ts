import { randomUUID } from 'node:crypto';
import { JsonType, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  AI_ENGINES,
  AI_MESSAGE_ROLES,
  AI_REPLY_KINDS,
  type AiEngine,
  type AiMessageRole,
  type AiReplyKind,
  type AiSource,
} from '@medtour/contracts';
import type { DialogueState } from '../understanding/dialogue.js';
import { AiConversation } from './ai-conversation.entity.js';

/** One message of a conversation: the patient's question or the assistant's reply (with how it was made and its sources). */
@Entity({ tableName: 'ai_messages' })
export class AiMessage {
  [OptionalProps]?: 'kind' | 'engine' | 'sources' | 'state' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => AiConversation, { deleteRule: 'cascade' })
  conversation!: Rel<AiConversation>;

  @Enum({ items: () => [...AI_MESSAGE_ROLES], type: 'string', columnType: 'varchar(10)' })
  role!: AiMessageRole;

  @Property({ type: 'text' })
  content!: string;

  @Enum({ items: () => [...AI_REPLY_KINDS], type: 'string', columnType: 'varchar(20)', nullable: true })
  kind?: AiReplyKind | null;

  @Enum({ items: () => [...AI_ENGINES], type: 'string', columnType: 'varchar(10)', nullable: true })
  engine?: AiEngine | null;

  @Property({ type: JsonType })
  sources: AiSource[] = [];

  /** An assistant reply's: what the conversation is about after it (understanding/dialogue.ts); never shown. */
  @Property({ type: JsonType, nullable: true })
  state?: DialogueState | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
