import { Migration } from '@mikro-orm/migrations';

/**
 * The patient guide's and the contact page's content, edited by staff (issue 27): entries by section
 * in their order, English in the columns, the other languages in `translations` (as the catalogue's).
 * A write moves the catalogue version like a catalogue table's, so the pages' cached answers and the
 * assistant's passages follow every edit.
 */
export class Migration20261128100000_guide_entries extends Migration {
  override up(): void {
    this.addSql(`create table guide_entries (
      id uuid primary key,
      section varchar(20) not null check (section in ('steps', 'services', 'faq', 'contact')),
      position int not null default 0 check (position between 0 and 999),
      title varchar(200) not null check (length(btrim(title)) > 0),
      body text not null check (length(btrim(body)) > 0 and length(body) <= 2000),
      badge varchar(60),
      time varchar(60),
      translations jsonb not null default '{}' check (jsonb_typeof(translations) = 'object'),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index guide_entries_section_position_idx on guide_entries (section, position);`);
    this.addSql(`create constraint trigger guide_entries_catalogue_version after insert or update or delete on guide_entries
      deferrable initially deferred for each row execute function catalogue_version_bump();`);
    this.addSql(`create trigger guide_entries_catalogue_version_truncate after truncate on guide_entries
      for each statement execute function catalogue_version_bump();`);
  }

  override down(): void {
    this.addSql(`drop table if exists guide_entries;`);
  }
}
