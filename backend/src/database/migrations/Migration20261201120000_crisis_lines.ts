import { Migration } from '@mikro-orm/migrations';

/**
 * Crisis lines (issue 29): the services people can call in a country about suicide or self-harm, which the assistant's
 * self-harm reply lists beside each country's emergency number. Staff keep them like the emergency numbers; a country
 * may have several, each number once. A number may start with "+" (mobile lines are often given with their country code).
 */
export class Migration20261201120000_crisis_lines extends Migration {
  override up(): void {
    this.addSql(`create table crisis_lines (
      id uuid primary key,
      country varchar(100) not null check (length(btrim(country)) > 0),
      name varchar(100) not null check (length(btrim(name)) > 0),
      number varchar(40) not null check (number ~ '^[+]?[0-9][0-9 /,-]*$'),
      notes varchar(200),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint crisis_lines_country_number_unique unique (country, number)
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists crisis_lines;`);
  }
}
