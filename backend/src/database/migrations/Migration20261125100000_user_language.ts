import { Migration } from '@mikro-orm/migrations';

/**
 * The patient's language (issue 27): the one they signed up in, in which their emails are written and
 * which coordinators see in the back office. Existing accounts are English.
 */
export class Migration20261125100000_user_language extends Migration {
  override up(): void {
    this.addSql(`alter table users add column language varchar(2) not null default 'en' check (language in ('en', 'fr', 'ar', 'sw'));`);
  }

  override down(): void {
    this.addSql('alter table users drop column language;');
  }
}
