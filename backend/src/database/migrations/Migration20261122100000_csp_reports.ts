import { Migration } from '@mikro-orm/migrations';

/**
 * Content-Security-Policy violation reports sent by browsers to `POST /api/csp-reports`
 * (`report-to` and the older `report-uri`). Written by anyone, so every field is bounded; URLs are
 * kept without their query string or fragment (they can carry search text or tokens).
 */
export class Migration20261122100000_csp_reports extends Migration {
  override up(): void {
    this.addSql(`create table csp_reports (
      id uuid primary key,
      received_at timestamptz not null default now(),
      format varchar(20) not null check (format in ('report-to', 'report-uri')),
      document_url varchar(500),
      blocked_url varchar(500),
      effective_directive varchar(100),
      disposition varchar(20) check (disposition in ('enforce', 'report')),
      source_file varchar(500),
      line_number integer check (line_number >= 0),
      column_number integer check (column_number >= 0),
      status_code integer check (status_code between 0 and 999),
      sample varchar(300),
      user_agent varchar(300)
    );`);
    this.addSql(`create index csp_reports_received_idx on csp_reports (received_at desc);`);
  }

  override down(): void {
    this.addSql(`drop table if exists csp_reports;`);
  }
}
