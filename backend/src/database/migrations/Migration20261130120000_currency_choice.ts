import { Migration } from '@mikro-orm/migrations';

/**
 * The patient's currency (issue 28): chosen in the site's header and kept on the account, like the
 * language; and the rate a quote was shown with, kept with the quote, so that its local figure never
 * moves under the patient while they decide (charging stays in US dollars).
 */
export class Migration20261130120000_currency_choice extends Migration {
  override up(): void {
    this.addSql(`alter table users add column currency char(3) check (currency ~ '^[A-Z]{3}$');`);
    this.addSql(`alter table booking_quotes
      add column local_currency char(3) check (local_currency ~ '^[A-Z]{3}$' and local_currency <> 'USD'),
      add column local_rate numeric(18, 6) check (local_rate > 0),
      add column local_rate_as_of date,
      add constraint booking_quotes_local_rate_whole check ((local_currency is null) = (local_rate is null) and (local_rate is null) = (local_rate_as_of is null));`);
  }

  override down(): void {
    this.addSql(`alter table booking_quotes drop constraint if exists booking_quotes_local_rate_whole,
      drop column if exists local_currency, drop column if exists local_rate, drop column if exists local_rate_as_of;`);
    this.addSql(`alter table users drop column if exists currency;`);
  }
}
