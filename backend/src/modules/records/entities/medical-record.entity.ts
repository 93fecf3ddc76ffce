import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { RECORD_FILE_TYPES, type RecordMimeType } from '@medtour/contracts';
import { User } from '../../users/index.js';

/** Metadata of an uploaded medical record; the encrypted bytes live in file storage under `storageKey`. */
@Entity({ tableName: 'medical_records' })
export class MedicalRecord {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 255 })
  originalName!: string;

  @Property({ type: 'string', length: 300, unique: true, hidden: true })
  storageKey!: string;

  @Enum({ items: () => RECORD_FILE_TYPES.map((t) => t.mimeType), type: 'string', columnType: 'varchar(100)' })
  mimeType!: RecordMimeType;

  @Property({ type: 'integer' })
  sizeBytes!: number;

  @Property({ type: 'character', length: 64 })
  sha256!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
