import { Migration } from '@mikro-orm/migrations';

/** The language of the page a contact message was sent from (issue 27): its confirmation is written in it. */
export class Migration20261126100000_contact_language extends Migration {
  override up(): void {
    this.addSql(
      `alter table contact_messages add column language varchar(2) not null default 'en' check (language in ('en', 'fr', 'ar', 'sw'));`,
    );
  }

  override down(): void {
    this.addSql('alter table contact_messages drop column language;');
  }
}
