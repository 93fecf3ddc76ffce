import { Migration } from '@mikro-orm/migrations';

/**
 * The review scraper: each scrape run is a row the worker moves along (queued → loading →
 * extracting → saving → done or failed) with its counts and, on failure, the reason. Scraped
 * reviews name their site (`source`, for "from <site>") and the run that saved them; the existing
 * unique (hospital_id, fingerprint) index keeps a review saved once (the scraper's fingerprint
 * covers the site, the author, the date and the text). The scrape queue is back in the outbox.
 */
export class Migration20261123140000_scraper extends Migration {
  override up(): void {
    this.addSql(`create table scrape_runs (
      id uuid primary key,
      hospital_id uuid not null references hospitals(id) on delete cascade,
      url varchar(2000) not null,
      requested_by_id uuid references users(id) on delete set null,
      status varchar(12) not null default 'queued'
        check (status in ('queued', 'loading', 'extracting', 'saving', 'done', 'failed')),
      found_count integer check (found_count >= 0),
      new_count integer check (new_count >= 0),
      duplicate_count integer check (duplicate_count >= 0),
      aggregate_rating numeric(2,1) check (aggregate_rating between 0 and 5),
      aggregate_count integer check (aggregate_count >= 0),
      reason varchar(500),
      message varchar(300),
      attempts integer not null default 0 check (attempts >= 0),
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz
    );`);
    this.addSql(`create index scrape_runs_created_idx on scrape_runs (created_at desc);`);
    this.addSql(`create index scrape_runs_hospital_idx on scrape_runs (hospital_id, created_at desc);`);
    this.addSql(`create index scrape_runs_status_idx on scrape_runs (status, finished_at desc);`);

    this.addSql(`alter table hospital_reviews add column source varchar(255);`);
    this.addSql(`alter table hospital_reviews add column scrape_run_id uuid references scrape_runs(id) on delete set null;`);
    this.addSql(`create index hospital_reviews_scrape_run_idx on hospital_reviews (scrape_run_id) where scrape_run_id is not null;`);

    this.addSql(`alter table outbox drop constraint if exists outbox_queue_check;`);
    this.addSql(
      `alter table outbox add constraint outbox_queue_check check (queue in ('email', 'accounts', 'payments', 'maintenance', 'scrape'));`,
    );
  }

  override down(): void {
    this.addSql(`alter table outbox drop constraint if exists outbox_queue_check;`);
    this.addSql(`alter table outbox add constraint outbox_queue_check check (queue in ('email', 'accounts', 'payments', 'maintenance'));`);
    this.addSql(`drop index if exists hospital_reviews_scrape_run_idx;`);
    this.addSql(`alter table hospital_reviews drop column scrape_run_id, drop column source;`);
    this.addSql(`drop table scrape_runs;`);
  }
}
