import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 54, the trip after the deposit: a plan per booking (travellers with their passports
 * encrypted, visa, flights, pick-up, accommodation, admission, discharge with the final bill), the
 * staff's files (visa letter, discharge pack), the reminders sent before arrival, the aftercare
 * check-ins; each treatment's steps, stay and aftercare days, each destination's visa nationalities
 * and reminder days.
 */
export class Migration20261208100000_trip_plans extends Migration {
  override up(): void {
    this.addSql(`alter table treatments
      add column trip_steps text[] not null default '{visa,pickup,accommodation,aftercare}',
      add column stay_days smallint not null default 14,
      add column aftercare_days jsonb not null default '[3, 14, 30, 90]';`);
    this.addSql(`alter table countries
      add column visa_nationalities text[] not null default '{}',
      add column reminder_days jsonb not null default '[21, 10, 3]';`);
    this.addSql(`create table trip_plans (
      booking_id uuid primary key references bookings(id) on delete cascade,
      arrival_on date null,
      arrival_flight varchar(10) null,
      arrival_at varchar(16) null,
      departure_flight varchar(10) null,
      departure_at varchar(16) null,
      pickup_requested boolean null,
      interpreter_language varchar(60) null,
      pickup_details text null,
      accommodation_name varchar(150) null,
      accommodation_address varchar(300) null,
      accommodation_nights smallint null,
      visa_reference varchar(60) null,
      visa_status varchar(10) null check (visa_status in ('pending', 'approved', 'refused')),
      visa_decided_on date null,
      admission_on date null,
      discharged_on date null,
      final_bill_usd integer null,
      final_bill_reason text null,
      missing text[] not null default '{}',
      steps_done_at jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index trip_plans_arrival_on_index on trip_plans (arrival_on);`);
    this.addSql(`create table trip_travellers (
      id uuid primary key,
      booking_id uuid not null references bookings(id) on delete cascade,
      role varchar(10) not null check (role in ('patient', 'companion')),
      nationality char(2) not null,
      sealed text not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index trip_travellers_booking_id_index on trip_travellers (booking_id);`);
    this.addSql(`create table trip_documents (
      id uuid primary key,
      booking_id uuid not null references bookings(id) on delete cascade,
      kind varchar(20) not null check (kind in ('visa_letter', 'discharge')),
      original_name varchar(255) not null,
      storage_key varchar(300) not null unique,
      mime_type varchar(100) not null,
      size_bytes integer not null,
      uploaded_by_id uuid null references users(id) on delete set null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index trip_documents_booking_id_index on trip_documents (booking_id);`);
    this.addSql(`create table trip_reminders (
      id uuid primary key,
      booking_id uuid not null references bookings(id) on delete cascade,
      arrival_on date not null,
      days_before smallint not null,
      gaps text[] not null,
      sent_at timestamptz not null default now(),
      constraint trip_reminders_booking_id_arrival_on_days_before_unique unique (booking_id, arrival_on, days_before)
    );`);
    this.addSql(`create table aftercare_checkins (
      id uuid primary key,
      booking_id uuid not null references bookings(id) on delete cascade,
      day smallint not null,
      due_at timestamptz not null,
      sent_at timestamptz null,
      answered_at timestamptz null,
      answers jsonb null,
      signs text[] not null default '{}',
      alert_acknowledged_at timestamptz null,
      alert_acknowledged_by_id uuid null references users(id) on delete set null,
      created_at timestamptz not null default now(),
      constraint aftercare_checkins_booking_id_day_unique unique (booking_id, day)
    );`);
    this.addSql(`create index aftercare_checkins_due_at_index on aftercare_checkins (due_at);`);
  }
}
