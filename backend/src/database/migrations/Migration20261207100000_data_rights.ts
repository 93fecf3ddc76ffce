import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 53, patients' rights: export and erasure requests as rows with a state and a due date; a
 * closed account (closed at once, erased after the grace period); the emailed link that confirms a
 * closing; a booking's records shared with its hospital by the patient's consent, through a link
 * that expires, each opening kept.
 */
export class Migration20261207100000_data_rights extends Migration {
  override up(): void {
    this.addSql(`alter table users add column closed_at timestamptz null;`);
    this.addSql(`alter table auth_tokens drop constraint if exists auth_tokens_purpose_check;`);
    this.addSql(
      `alter table auth_tokens add constraint auth_tokens_purpose_check check (purpose in ('verify_email', 'password_reset', 'invitation', 'sign_in_link', 'close_account'));`,
    );
    this.addSql(`create table data_requests (
      id uuid primary key,
      user_id uuid references users(id) on delete set null,
      subject varchar(40) not null,
      kind varchar(10) not null check (kind in ('export', 'erasure')),
      state varchar(20) not null check (state in ('queued', 'building', 'ready', 'failed', 'expired', 'unconfirmed', 'scheduled', 'cancelled', 'erased', 'purged')),
      progress smallint not null default 0 check (progress between 0 and 100),
      language varchar(2) not null default 'en' check (language in ('en', 'fr', 'ar', 'sw')),
      storage_key varchar(300) null unique,
      size_bytes integer null,
      requested_at timestamptz not null default now(),
      due_at timestamptz not null,
      completed_at timestamptz null,
      expires_at timestamptz null,
      erase_after timestamptz null,
      purge_after timestamptz null
    );`);
    this.addSql(`create index data_requests_user_idx on data_requests (user_id, kind, requested_at desc);`);
    this.addSql(`create index data_requests_list_idx on data_requests (requested_at desc, id);`);
    // One export being built and one erasure pending per patient: a double click or a second tab gets the same row.
    this.addSql(
      `create unique index data_requests_one_export on data_requests (user_id) where kind = 'export' and state in ('queued', 'building');`,
    );
    this.addSql(
      `create unique index data_requests_one_erasure on data_requests (user_id) where kind = 'erasure' and state in ('unconfirmed', 'scheduled');`,
    );
    // What the worker looks for: erasures whose grace period ended, kept money whose retention ended, exports to expire.
    this.addSql(`create table record_shares (
      id uuid primary key,
      booking_id uuid not null references bookings(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      record_ids uuid[] not null check (cardinality(record_ids) >= 1),
      token_hash char(64) null unique,
      link_sent_at timestamptz null,
      link_sent_by_id uuid null references users(id) on delete set null,
      expires_at timestamptz null,
      withdrawn_at timestamptz null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index record_shares_booking_idx on record_shares (booking_id, created_at desc);`);
    this.addSql(`create index record_shares_user_idx on record_shares (user_id, created_at desc);`);
    this.addSql(`create table record_share_openings (
      id uuid primary key,
      share_id uuid not null references record_shares(id) on delete cascade,
      record_id uuid null,
      opened_at timestamptz not null default now()
    );`);
    this.addSql(`create index record_share_openings_share_idx on record_share_openings (share_id, opened_at);`);
    // A patient's export lists who read their health data (the staff reads name the patient); erasure finds their rows.
    this.addSql(`create index audit_events_patient_idx on audit_events ((details ->> 'patientId'));`);
    this.addSql(`create index audit_events_entity_idx on audit_events (entity_id) where entity_id is not null;`);
    // The audit stays append-only, but erasing a patient pseudonymises their rows: in a transaction that
    // says so (the erasure's), an update may change who acted, from where and the details, nothing else.
    this.addSql(`create or replace function audit_events_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and current_setting('medtour.erasure', true) = 'on'
           and new.id = old.id and new.action = old.action and new.entity is not distinct from old.entity
           and new.entity_id is not distinct from old.entity_id and new.outcome = old.outcome
           and new.created_at = old.created_at and new.request_id is not distinct from old.request_id then
          return new;
        end if;
        raise exception 'audit_events is append-only';
      end; $$;`);
    this.addSql(`create index data_requests_work_idx on data_requests (state, erase_after, purge_after, expires_at);`);
  }

  override down(): void {
    this.addSql(`create or replace function audit_events_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_events is append-only'; end; $$;`);
    this.addSql(`drop index if exists audit_events_patient_idx;`);
    this.addSql(`drop index if exists audit_events_entity_idx;`);
    this.addSql(`drop table if exists record_share_openings;`);
    this.addSql(`drop table if exists record_shares;`);
    this.addSql(`drop table if exists data_requests;`);
    this.addSql(`delete from auth_tokens where purpose = 'close_account';`);
    this.addSql(`alter table auth_tokens drop constraint if exists auth_tokens_purpose_check;`);
    this.addSql(
      `alter table auth_tokens add constraint auth_tokens_purpose_check check (purpose in ('verify_email', 'password_reset', 'invitation', 'sign_in_link'));`,
    );
    this.addSql(`alter table users drop column if exists closed_at;`);
  }
}
