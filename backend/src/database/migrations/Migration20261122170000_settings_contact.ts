import { Migration } from '@mikro-orm/migrations';

/**
 * Settings are the one source of the contact details every public page shows, and those answers
 * are kept by the catalogue cache: a change of settings moves the catalogue version on, like a
 * change to any catalogue table (see Migration20261121140000_catalogue_version).
 */
export class Migration20261122170000_settings_contact extends Migration {
  override up(): void {
    this.addSql(`create constraint trigger settings_catalogue_version after insert or update or delete on settings
      deferrable initially deferred for each row execute function catalogue_version_bump();`);
    this.addSql(`create trigger settings_catalogue_version_truncate after truncate on settings
      for each statement execute function catalogue_version_bump();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists settings_catalogue_version_truncate on settings;`);
    this.addSql(`drop trigger if exists settings_catalogue_version on settings;`);
  }
}
