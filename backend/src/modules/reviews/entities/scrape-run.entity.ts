import { randomUUID } from 'node:crypto';
import { DecimalType, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { SCRAPE_RUN_STATUSES, type ScrapeRunStatus } from '@medtour/contracts';
import { Hospital } from '../../catalogue/index.js';
import { User } from '../../users/index.js';

/**
 * One scrape of one page for one hospital, asked for by a staff member and run by the worker.
 * The worker moves it along its steps (SCRAPE_RUN_STATUSES) so the back office can show progress;
 * it is also the history of scrapes (who, when, what URL, the counts, why it failed).
 */
@Entity({ tableName: 'scrape_runs' })
export class ScrapeRun {
  [OptionalProps]?: 'status' | 'attempts' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Hospital, { deleteRule: 'cascade' })
  hospital!: Rel<Hospital>;

  @Property({ type: 'string', length: 2000 })
  url!: string;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  requestedBy?: Rel<User> | null;

  @Enum({ items: () => [...SCRAPE_RUN_STATUSES], type: 'string', columnType: 'varchar(12)' })
  status: ScrapeRunStatus = 'queued';

  @Property({ type: 'integer', nullable: true })
  foundCount?: number | null;

  @Property({ type: 'integer', nullable: true })
  newCount?: number | null;

  @Property({ type: 'integer', nullable: true })
  duplicateCount?: number | null;

  /** Reviews on the page about another organisation (an aggregator's other clinics): left out. */
  @Property({ type: 'integer', nullable: true })
  otherOrganisationCount?: number | null;

  /** Pages read (the first, then its rel=next pages within the run's budget). */
  @Property({ type: 'integer', nullable: true })
  pageCount?: number | null;

  /** Why the run stopped before the end of the site's pages (the cap per run, the page or time budget); null: it read them all. */
  @Property({ type: 'string', length: 200, nullable: true })
  stoppedReason?: string | null;

  @Property({ type: new DecimalType('number'), precision: 2, scale: 1, nullable: true })
  aggregateRating?: number | null;

  @Property({ type: 'integer', nullable: true })
  aggregateCount?: number | null;

  @Property({ type: 'string', length: 500, nullable: true })
  reason?: string | null;

  @Property({ type: 'string', length: 300, nullable: true })
  message?: string | null;

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  startedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;
}
