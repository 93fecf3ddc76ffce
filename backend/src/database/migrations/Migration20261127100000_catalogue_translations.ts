import { Migration } from '@mikro-orm/migrations';

/**
 * Catalogue content in French, Arabic and Swahili (issue 27): each translatable record keeps its
 * other languages' texts beside its English, `{ "fr": { "description": "…" }, … }` (see
 * modules/catalogue/translations.ts). The catalogue-version triggers already count writes to these tables.
 */
export class Migration20261127100000_catalogue_translations extends Migration {
  override up(): void {
    for (const table of ['treatments', 'countries', 'hospitals', 'specializations']) {
      this.addSql(
        `alter table ${table} add column translations jsonb not null default '{}' check (jsonb_typeof(translations) = 'object');`,
      );
    }
  }

  override down(): void {
    for (const table of ['treatments', 'countries', 'hospitals', 'specializations'])
      this.addSql(`alter table ${table} drop column translations;`);
  }
}
