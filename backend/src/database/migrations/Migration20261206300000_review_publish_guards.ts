import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 52: what a moderator publishes is what the patient wrote when it was read. Each review
 * carries `content_version`, raised by the database itself whenever its words or the patient's
 * choices change (whoever writes them: the patient's edit, a staff correction of a scraped one), so a
 * publish can say "this version" in its UPDATE. And a verified patient's review can be a success
 * story only with the patient's consent, now a CHECK (scraped and demo reviews have no patient to ask).
 */
export class Migration20261206300000_review_publish_guards extends Migration {
  override up(): void {
    this.addSql(`alter table hospital_reviews add column content_version integer not null default 1;`);
    this.addSql(`
      create or replace function hospital_reviews_content_version() returns trigger language plpgsql as $$
      begin
        if (new.review_text, new.rating, new.reviewer_name, new.is_anonymous, new.success_story_consent)
           is distinct from (old.review_text, old.rating, old.reviewer_name, old.is_anonymous, old.success_story_consent) then
          new.content_version := old.content_version + 1;
        end if;
        return new;
      end $$;`);
    this.addSql(`
      create trigger hospital_reviews_content_version before update on hospital_reviews
      for each row execute function hospital_reviews_content_version();`);
    // Rows from before the rule: a verified review marked without consent is no longer featured.
    this.addSql(
      `update hospital_reviews set is_success_story = false where booking_id is not null and is_success_story and not success_story_consent;`,
    );
    this.addSql(`
      alter table hospital_reviews add constraint hospital_reviews_success_story_consent
      check (booking_id is null or not is_success_story or success_story_consent);`);
  }

  override down(): void {
    this.addSql(`alter table hospital_reviews drop constraint if exists hospital_reviews_success_story_consent;`);
    this.addSql(`drop trigger if exists hospital_reviews_content_version on hospital_reviews;`);
    this.addSql(`drop function if exists hospital_reviews_content_version();`);
    this.addSql(`alter table hospital_reviews drop column if exists content_version;`);
  }
}
