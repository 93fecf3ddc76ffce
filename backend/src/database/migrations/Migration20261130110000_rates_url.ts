import { Migration } from '@mikro-orm/migrations';

/**
 * Exchange rates refreshed from a rates URL (issue 28): the worker fetches the URL set in Settings
 * (kept in the settings JSON, like every setting) and stores each currency's rate for its date,
 * marked with when it fetched it. A rate without that mark is staff's: a fetch never replaces it.
 */
export class Migration20261130110000_rates_url extends Migration {
  override up(): void {
    this.addSql(`alter table exchange_rates add column fetched_at timestamptz;`);
  }

  override down(): void {
    this.addSql(`alter table exchange_rates drop column if exists fetched_at;`);
  }
}
