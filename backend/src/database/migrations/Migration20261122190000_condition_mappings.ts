import { Migration } from '@mikro-orm/migrations';

/**
 * The mapping from the assessment's condition categories to specialties and treatments that the
 * recommendations (and later the AI matching) start from. The seed fills the rows it does not find;
 * a change moves the catalogue version on, as recommendations depend on it like on the catalogue.
 */
export class Migration20261122190000_condition_mappings extends Migration {
  override up(): void {
    this.addSql(`create table condition_mappings (
      id uuid primary key,
      condition_category varchar(100) not null unique,
      specialization_ids uuid[] not null default '{}',
      treatment_ids uuid[] not null default '{}',
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create constraint trigger condition_mappings_catalogue_version after insert or update or delete on condition_mappings
      deferrable initially deferred for each row execute function catalogue_version_bump();`);
  }

  override down(): void {
    this.addSql(`drop table if exists condition_mappings;`);
  }
}
