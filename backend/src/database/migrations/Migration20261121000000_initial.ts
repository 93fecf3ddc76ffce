import { Migration } from '@mikro-orm/migrations';

/**
 * The initial schema: every table of the product spec §3 plus what the real product needs
 * (accounts, sessions, contact messages, audit log, outbox, settings).
 * Enums and ranges are CHECK constraints so that no code path can store a value the API refuses.
 */
export class Migration20261121000000_initial extends Migration {
  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists citext;`);

    // ---- accounts --------------------------------------------------------------------------
    this.addSql(`create table users (
      id uuid primary key,
      email citext not null unique check (length(email) between 3 and 254),
      password_hash text,
      email_verified_at timestamptz,
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create table profiles (
      user_id uuid primary key references users(id) on delete cascade,
      first_name varchar(100) not null,
      last_name varchar(100) not null,
      phone varchar(40),
      country varchar(100),
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index profiles_created_at_idx on profiles (created_at desc);`);
    this.addSql(
      `create index profiles_search_trgm_idx on profiles using gin ((first_name || ' ' || last_name || ' ' || coalesce(phone, '') || ' ' || coalesce(country, '')) gin_trgm_ops);`,
    );
    this.addSql(`create table user_roles (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      role varchar(20) not null check (role in ('user', 'moderator', 'admin')),
      created_at timestamptz not null default now(),
      unique (user_id, role)
    );`);
    this.addSql(`create index user_roles_role_idx on user_roles (role);`);
    this.addSql(`create table sessions (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      token_hash char(64) not null unique,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      ip varchar(64),
      user_agent varchar(300),
      check (expires_at > created_at)
    );`);
    this.addSql(`create index sessions_user_id_idx on sessions (user_id) where revoked_at is null;`);

    // ---- catalogue -------------------------------------------------------------------------
    this.addSql(`create table countries (
      id uuid primary key,
      name varchar(100) not null unique,
      code char(2) not null unique check (code ~ '^[A-Z]{2}$'),
      slug varchar(120) not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      is_destination boolean not null default false,
      flag varchar(16),
      capital varchar(100),
      description text,
      highlights text[] not null default '{}',
      specialties text[] not null default '{}',
      avg_cost_saving_min_pct smallint check (avg_cost_saving_min_pct between 0 and 100),
      avg_cost_saving_max_pct smallint check (avg_cost_saving_max_pct between 0 and 100),
      visa_info text,
      flight_time_from_africa varchar(100),
      languages text[] not null default '{}',
      safety_rating smallint check (safety_rating between 1 and 5),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (avg_cost_saving_min_pct is null or avg_cost_saving_max_pct is null or avg_cost_saving_min_pct <= avg_cost_saving_max_pct)
    );`);
    this.addSql(`create index countries_destination_idx on countries (is_destination, name);`);
    this.addSql(`create table specializations (
      id uuid primary key,
      name varchar(100) not null unique,
      slug varchar(120) not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      description text,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create table treatments (
      id uuid primary key,
      name varchar(150) not null unique,
      slug varchar(160) not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      type varchar(20) not null default 'conventional' check (type in ('conventional', 'ayurveda', 'acupuncture', 'functional', 'other')),
      category varchar(20) not null check (category in ('orthopedic', 'fertility', 'cosmetic', 'cardiology', 'spinal', 'cancer', 'other')),
      evidence_level varchar(10) not null default 'moderate' check (evidence_level in ('high', 'moderate', 'low')),
      description text not null,
      procedures text[] not null default '{}',
      benefits text[] not null default '{}',
      min_duration_days integer check (min_duration_days >= 0),
      max_duration_days integer check (max_duration_days >= 0),
      min_cost_usd integer check (min_cost_usd >= 0),
      max_cost_usd integer check (max_cost_usd >= 0),
      success_rate_percentage numeric(5,2) check (success_rate_percentage between 0 and 100),
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (min_duration_days is null or max_duration_days is null or min_duration_days <= max_duration_days),
      check (min_cost_usd is null or max_cost_usd is null or min_cost_usd <= max_cost_usd)
    );`);
    this.addSql(`create index treatments_category_idx on treatments (category) where is_active;`);
    this.addSql(`create index treatments_name_trgm_idx on treatments using gin (name gin_trgm_ops);`);
    this.addSql(`create index treatments_description_trgm_idx on treatments using gin (description gin_trgm_ops);`);
    this.addSql(`create index treatments_success_idx on treatments (success_rate_percentage desc nulls last) where is_active;`);

    // ---- hospitals -------------------------------------------------------------------------
    this.addSql(`create table hospitals (
      id uuid primary key,
      name varchar(200) not null,
      slug varchar(220) not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      city varchar(100) not null,
      country_id uuid not null references countries(id) on delete restrict,
      address text,
      phone varchar(40),
      email varchar(254),
      website varchar(500),
      description text,
      bed_capacity integer check (bed_capacity >= 0),
      staff_count integer check (staff_count >= 0),
      doctor_count integer check (doctor_count >= 0),
      established_year smallint check (established_year between 1800 and 2100),
      is_active boolean not null default true,
      featured boolean not null default false,
      is_demo boolean not null default false,
      rating numeric(2,1) check (rating between 0 and 5),
      success_rate_percentage numeric(5,2) check (success_rate_percentage between 0 and 100),
      patient_stories_count integer not null default 0 check (patient_stories_count >= 0),
      accreditations text[] not null default '{}',
      languages text[] not null default '{}',
      features text[] not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index hospitals_country_idx on hospitals (country_id, rating desc nulls last) where is_active;`);
    this.addSql(`create index hospitals_listing_idx on hospitals (featured desc, rating desc nulls last, name) where is_active;`);
    this.addSql(`create index hospitals_created_at_idx on hospitals (created_at desc);`);
    this.addSql(`create index hospitals_name_trgm_idx on hospitals using gin (name gin_trgm_ops);`);
    this.addSql(`create index hospitals_city_trgm_idx on hospitals using gin (city gin_trgm_ops);`);
    this.addSql(`create table hospital_specializations (
      id uuid primary key,
      hospital_id uuid not null references hospitals(id) on delete cascade,
      specialization_id uuid not null references specializations(id) on delete restrict,
      experience_years integer check (experience_years >= 0),
      success_rate_percentage numeric(5,2) check (success_rate_percentage between 0 and 100),
      unique (hospital_id, specialization_id)
    );`);
    this.addSql(`create index hospital_specializations_specialization_idx on hospital_specializations (specialization_id, hospital_id);`);
    this.addSql(`create table hospital_treatments (
      id uuid primary key,
      hospital_id uuid not null references hospitals(id) on delete cascade,
      treatment_id uuid not null references treatments(id) on delete restrict,
      min_cost_usd integer check (min_cost_usd >= 0),
      max_cost_usd integer check (max_cost_usd >= 0),
      cases_completed integer not null default 0 check (cases_completed >= 0),
      average_success_rate numeric(5,2) check (average_success_rate between 0 and 100),
      unique (hospital_id, treatment_id),
      check (min_cost_usd is null or max_cost_usd is null or min_cost_usd <= max_cost_usd)
    );`);
    this.addSql(`create index hospital_treatments_treatment_idx on hospital_treatments (treatment_id, min_cost_usd);`);
    this.addSql(`create table hospital_reviews (
      id uuid primary key,
      hospital_id uuid not null references hospitals(id) on delete cascade,
      reviewer_name varchar(150) not null default 'Anonymous Patient',
      review_text text not null,
      rating numeric(2,1) check (rating between 0 and 5),
      review_date date,
      treatment_mentioned varchar(200),
      source_url varchar(2000),
      is_success_story boolean not null default false,
      status varchar(10) not null default 'published' check (status in ('pending', 'published', 'rejected')),
      fingerprint char(64) not null,
      scraped_at timestamptz,
      created_at timestamptz not null default now(),
      unique (hospital_id, fingerprint)
    );`);
    this.addSql(`create index hospital_reviews_hospital_idx on hospital_reviews (hospital_id, is_success_story);`);
    this.addSql(`create index hospital_reviews_scraped_idx on hospital_reviews (scraped_at desc nulls last, created_at desc);`);

    // ---- patient journey -------------------------------------------------------------------
    this.addSql(`create table bookings (
      id uuid primary key,
      user_id uuid not null references users(id) on delete restrict,
      hospital_id uuid not null references hospitals(id) on delete restrict,
      treatment_id uuid references treatments(id) on delete restrict,
      booking_type varchar(20) not null default 'consultation' check (booking_type in ('consultation', 'surgery', 'treatment', 'checkup', 'therapy')),
      urgency_level varchar(10) not null default 'normal' check (urgency_level in ('low', 'normal', 'high', 'urgent')),
      preferred_date date,
      confirmed_date timestamptz,
      medical_summary text,
      special_requirements text,
      travel_required boolean not null default false,
      accommodation_needed boolean not null default false,
      visa_assistance_needed boolean not null default false,
      companion_count integer not null default 0 check (companion_count between 0 and 20),
      status varchar(20) not null default 'pending' check (status in ('pending', 'confirmed', 'payment_pending', 'completed', 'cancelled')),
      estimated_cost_usd integer check (estimated_cost_usd >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index bookings_user_idx on bookings (user_id, created_at desc);`);
    this.addSql(`create index bookings_status_idx on bookings (status, created_at desc);`);
    this.addSql(`create index bookings_created_at_idx on bookings (created_at desc);`);
    this.addSql(`create index bookings_hospital_idx on bookings (hospital_id);`);
    this.addSql(`create index bookings_treatment_idx on bookings (treatment_id);`);
    this.addSql(`create table medical_records (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      original_name varchar(255) not null,
      storage_key varchar(300) not null unique,
      mime_type varchar(100) not null check (mime_type in ('application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
      size_bytes integer not null check (size_bytes > 0 and size_bytes <= 10485760),
      sha256 char(64) not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index medical_records_user_idx on medical_records (user_id, created_at desc);`);
    this.addSql(`create table health_assessments (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      idempotency_key varchar(100) not null,
      condition_category varchar(50) not null check (condition_category in ('Heart Disease', 'Cancer Treatment', 'Orthopedic Surgery', 'Diabetes Management', 'Neurological Disorders', 'Cosmetic Surgery', 'Dental Care', 'Eye Surgery', 'Weight Loss Surgery', 'Fertility Treatment', 'Other')),
      symptoms text not null check (length(symptoms) > 0),
      current_medications text,
      medical_history text,
      treatment_goals text,
      urgency_level varchar(10) not null check (urgency_level in ('low', 'medium', 'high', 'urgent')),
      budget_range varchar(40) check (budget_range in ('Under $5,000', '$5,000 - $15,000', '$15,000 - $30,000', '$30,000 - $50,000', 'Over $50,000', 'Cost is not a concern')),
      preferred_destinations text[] not null default '{}',
      uploaded_files text[] not null default '{}',
      assessment_data jsonb not null,
      created_at timestamptz not null default now(),
      unique (user_id, idempotency_key)
    );`);
    this.addSql(`create index health_assessments_user_idx on health_assessments (user_id, created_at desc);`);

    // ---- contact, audit, outbox, settings ---------------------------------------------------
    this.addSql(`create table contact_messages (
      id uuid primary key,
      name varchar(100) not null,
      email varchar(254) not null,
      phone varchar(40),
      country varchar(40) not null check (country in ('Nigeria', 'South Africa', 'Kenya', 'Ghana', 'Uganda', 'Tanzania', 'Ethiopia', 'Morocco', 'Egypt', 'Algeria', 'Other')),
      treatment_interest varchar(40) check (treatment_interest in ('Orthopedic Surgery', 'Cardiology', 'Fertility Treatment', 'Cosmetic Surgery', 'Cancer Treatment', 'Dental Procedures', 'Eye Surgery', 'General Health Checkup', 'Other')),
      message text not null check (length(message) between 1 and 5000),
      handled_at timestamptz,
      handled_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index contact_messages_inbox_idx on contact_messages ((handled_at is null), created_at desc);`);
    this.addSql(`create table audit_events (
      id bigint generated always as identity primary key,
      actor_id uuid references users(id) on delete set null,
      action varchar(60) not null,
      entity varchar(60),
      entity_id varchar(100),
      outcome varchar(10) not null default 'success' check (outcome in ('success', 'failure')),
      ip varchar(64),
      user_agent varchar(300),
      details jsonb not null default '{}',
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index audit_events_created_idx on audit_events (created_at desc);`);
    this.addSql(`create index audit_events_actor_idx on audit_events (actor_id, created_at desc);`);
    this.addSql(`create index audit_events_action_idx on audit_events (action, created_at desc);`);
    // Append-only: the database itself refuses to change or delete audit history.
    this.addSql(`create function audit_events_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_events is append-only'; end; $$;`);
    this.addSql(`create trigger audit_events_no_update before update or delete on audit_events
      for each row execute function audit_events_append_only();`);
    this.addSql(`create table outbox (
      id uuid primary key,
      queue varchar(40) not null check (queue in ('email', 'scrape')),
      job_name varchar(60) not null,
      payload jsonb not null,
      created_at timestamptz not null default now(),
      published_at timestamptz,
      processed_at timestamptz,
      attempts integer not null default 0 check (attempts >= 0),
      last_error text
    );`);
    this.addSql(`create index outbox_unpublished_idx on outbox (created_at) where published_at is null;`);
    this.addSql(`create table settings (
      key varchar(100) primary key,
      value jsonb not null,
      updated_at timestamptz not null default now(),
      updated_by uuid references users(id) on delete set null
    );`);
  }

  override down(): void {
    for (const table of [
      'settings',
      'outbox',
      'audit_events',
      'contact_messages',
      'health_assessments',
      'medical_records',
      'bookings',
      'hospital_reviews',
      'hospital_treatments',
      'hospital_specializations',
      'hospitals',
      'treatments',
      'specializations',
      'countries',
      'sessions',
      'user_roles',
      'profiles',
      'users',
    ]) {
      this.addSql(`drop table if exists ${table} cascade;`);
    }
    this.addSql(`drop function if exists audit_events_append_only();`);
  }
}
