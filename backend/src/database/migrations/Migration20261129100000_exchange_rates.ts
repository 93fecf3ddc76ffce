import { Migration } from '@mikro-orm/migrations';

/**
 * Prices in the patient's currency (issue 28): staff's exchange rates, one row per currency and date
 * (units of the currency for one US dollar). A page uses a currency's newest rate while it is no older
 * than Settings allow.
 */
export class Migration20261129100000_exchange_rates extends Migration {
  override up(): void {
    this.addSql(`create table exchange_rates (
      id uuid primary key,
      currency char(3) not null check (currency ~ '^[A-Z]{3}$' and currency <> 'USD'),
      rate numeric(18, 6) not null check (rate > 0),
      as_of date not null,
      source varchar(200),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint exchange_rates_currency_as_of_unique unique (currency, as_of)
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists exchange_rates;`);
  }
}
