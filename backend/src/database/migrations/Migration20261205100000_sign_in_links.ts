import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in links (issue 51): an emailed single-use link that signs its owner in, so that nobody can
 * keep an account out by failing its password. Its tokens live beside the other emailed links.
 */
export class Migration20261205100000_sign_in_links extends Migration {
  override up(): void {
    this.addSql(`alter table auth_tokens drop constraint if exists auth_tokens_purpose_check;`);
    this.addSql(
      `alter table auth_tokens add constraint auth_tokens_purpose_check check (purpose in ('verify_email', 'password_reset', 'invitation', 'sign_in_link'));`,
    );
  }

  override down(): void {
    this.addSql(`delete from auth_tokens where purpose = 'sign_in_link';`);
    this.addSql(`alter table auth_tokens drop constraint if exists auth_tokens_purpose_check;`);
    this.addSql(
      `alter table auth_tokens add constraint auth_tokens_purpose_check check (purpose in ('verify_email', 'password_reset', 'invitation'));`,
    );
  }
}
