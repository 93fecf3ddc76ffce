import { Migration } from '@mikro-orm/migrations';

/** The tables the public catalogue reads: a change to any of them changes what a visitor may see. */
const CATALOGUE_TABLES = ['countries', 'specializations', 'treatments', 'hospitals', 'hospital_specializations', 'hospital_treatments'];

/**
 * A version number of the public catalogue, so that the API can reuse a catalogue answer for as
 * long as nothing it was read from has changed (see `CatalogueCache`).
 *
 * Every committed write to a catalogue table increments it, in the writer's own transaction: a
 * reader that sees the new number also sees the new rows. Triggers do it, so no code path (the back
 * office, the seed, the review scraper, a manual fix in psql) can change the catalogue unnoticed.
 * They are deferred to commit time and increment at most once per transaction: the version row is
 * locked only for the instant of the commit, so concurrent writers do not queue behind each other's
 * whole transactions. TRUNCATE has no row events (and constraint triggers are row triggers only),
 * so it increments at once.
 */
export class Migration20261121140000_catalogue_version extends Migration {
  override up(): void {
    this.addSql(`create table catalogue_version (
      singleton boolean primary key default true check (singleton),
      version bigint not null default 1
    );`);
    this.addSql(`insert into catalogue_version default values;`);

    this.addSql(`create function catalogue_version_bump() returns trigger language plpgsql as $$
      begin
        -- A transaction-local flag: the first catalogue row of a transaction increments the version, the rest need not.
        if coalesce(current_setting('medtour.catalogue_version_bumped', true), '') <> 'yes' then
          update catalogue_version set version = version + 1;
          perform set_config('medtour.catalogue_version_bumped', 'yes', true);
        end if;
        return null;
      end; $$;`);
    for (const table of CATALOGUE_TABLES) {
      this.addSql(`create constraint trigger ${table}_catalogue_version after insert or update or delete on ${table}
        deferrable initially deferred for each row execute function catalogue_version_bump();`);
      this.addSql(`create trigger ${table}_catalogue_version_truncate after truncate on ${table}
        for each statement execute function catalogue_version_bump();`);
    }
  }

  override down(): void {
    for (const table of CATALOGUE_TABLES) {
      this.addSql(`drop trigger if exists ${table}_catalogue_version_truncate on ${table};`);
      this.addSql(`drop trigger if exists ${table}_catalogue_version on ${table};`);
    }
    this.addSql(`drop function if exists catalogue_version_bump();`);
    this.addSql(`drop table if exists catalogue_version;`);
  }
}
