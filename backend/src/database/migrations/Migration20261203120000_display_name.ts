import { Migration } from '@mikro-orm/migrations';

/**
 * The name a staff member shows patients (issue 31): the assigned coordinator on the patient's
 * booking and in its chat. On the profile, beside the first and last name it defaults to; null: the
 * first name is shown. Never blank (the API trims it and stores null for an empty one).
 */
export class Migration20261203120000_display_name extends Migration {
  override up(): void {
    this.addSql(`alter table profiles add column display_name varchar(80) check (length(btrim(display_name)) between 1 and 80);`);
  }

  override down(): void {
    this.addSql('alter table profiles drop column display_name;');
  }
}
