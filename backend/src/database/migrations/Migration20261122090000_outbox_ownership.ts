import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox owns a job until its effect is done: rows carry the instant of their next attempt,
 * a dead-letter mark and the correlation id of the request that caused them. Queues are those of
 * the job registry (the review scraper's queue comes back with its consumer).
 */
export class Migration20261122090000_outbox_ownership extends Migration {
  override up(): void {
    this.addSql(`alter table outbox add column available_at timestamptz not null default now();`);
    this.addSql(`alter table outbox add column dead_at timestamptz;`);
    this.addSql(`alter table outbox add column correlation_id varchar(100);`);
    this.addSql(`alter table outbox drop constraint if exists outbox_queue_check;`);
    this.addSql(`alter table outbox add constraint outbox_queue_check check (queue in ('email', 'accounts', 'maintenance'));`);
    this.addSql(`drop index if exists outbox_unpublished_idx;`);
    // The rows still owed an effect: few at any time, whatever the table's size.
    this.addSql(`create index outbox_pending_idx on outbox (available_at) where processed_at is null and dead_at is null;`);
    this.addSql(`create index outbox_dead_idx on outbox (dead_at desc) where dead_at is not null;`);
    this.addSql(`create index outbox_processed_idx on outbox (processed_at) where processed_at is not null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists outbox_processed_idx;`);
    this.addSql(`drop index if exists outbox_dead_idx;`);
    this.addSql(`drop index if exists outbox_pending_idx;`);
    this.addSql(`create index outbox_unpublished_idx on outbox (created_at) where published_at is null;`);
    this.addSql(`alter table outbox drop constraint if exists outbox_queue_check;`);
    this.addSql(`alter table outbox add constraint outbox_queue_check check (queue in ('email', 'scrape'));`);
    this.addSql(`alter table outbox drop column correlation_id, drop column dead_at, drop column available_at;`);
  }
}
