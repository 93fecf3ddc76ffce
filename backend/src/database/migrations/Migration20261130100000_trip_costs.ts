import { Migration } from '@mikro-orm/migrations';

/**
 * An all-in trip estimate (issue 28): staff's typical figures, each dated with its source — return
 * economy fares by home country and destination, visa costs by nationality and destination (0: none
 * needed), and a night's accommodation near each destination's hospitals, all per person in whole US
 * dollars — and the estimate a patient attaches to a booking request, kept as it was computed.
 * Countries are ISO codes checked by the API (home countries against contracts' list, destinations
 * against the countries marked destinations), so that either list can grow without a migration.
 */
export class Migration20261130100000_trip_costs extends Migration {
  override up(): void {
    this.addSql(`create table travel_fares (
      id uuid primary key,
      home_country char(2) not null check (home_country ~ '^[A-Z]{2}$'),
      destination char(2) not null check (destination ~ '^[A-Z]{2}$'),
      min_usd int not null check (min_usd > 0),
      max_usd int not null,
      as_of date not null,
      source text check (length(source) <= 200),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint travel_fares_home_country_destination_unique unique (home_country, destination),
      check (min_usd <= max_usd)
    );`);
    this.addSql(`create table visa_costs (
      id uuid primary key,
      nationality char(2) not null check (nationality ~ '^[A-Z]{2}$'),
      destination char(2) not null check (destination ~ '^[A-Z]{2}$'),
      cost_usd int not null check (cost_usd >= 0),
      note text check (length(note) <= 500),
      as_of date not null,
      source text check (length(source) <= 200),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint visa_costs_nationality_destination_unique unique (nationality, destination)
    );`);
    this.addSql(`create table accommodation_rates (
      id uuid primary key,
      destination char(2) not null check (destination ~ '^[A-Z]{2}$'),
      night_min_usd int not null check (night_min_usd > 0),
      night_max_usd int not null,
      as_of date not null,
      source text check (length(source) <= 200),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint accommodation_rates_destination_unique unique (destination),
      check (night_min_usd <= night_max_usd)
    );`);
    this.addSql(
      `alter table bookings add column trip_estimate jsonb check (trip_estimate is null or jsonb_typeof(trip_estimate) = 'object');`,
    );
  }

  override down(): void {
    this.addSql(`alter table bookings drop column if exists trip_estimate;`);
    this.addSql(`drop table if exists accommodation_rates;`);
    this.addSql(`drop table if exists visa_costs;`);
    this.addSql(`drop table if exists travel_fares;`);
  }
}
