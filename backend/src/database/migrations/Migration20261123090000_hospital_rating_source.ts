import { Migration } from '@mikro-orm/migrations';

/** Where a hospital's rating comes from (e.g. "Google reviews, March 2026"), shown beside the rating. */
export class Migration20261123090000_hospital_rating_source extends Migration {
  override up(): void {
    this.addSql(`alter table hospitals add column rating_source varchar(200);`);
  }

  override down(): void {
    this.addSql(`alter table hospitals drop column rating_source;`);
  }
}
