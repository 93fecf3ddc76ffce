import { Migration } from '@mikro-orm/migrations';

/**
 * Moderation at scale (issue 30): the back office lists a site's scraped reviews, newest first
 * (status and scrape run have their indexes already).
 */
export class Migration20261202130000_review_moderation extends Migration {
  override up(): void {
    this.addSql(`create index hospital_reviews_source_idx on hospital_reviews (source, created_at desc) where source is not null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists hospital_reviews_source_idx;`);
  }
}
