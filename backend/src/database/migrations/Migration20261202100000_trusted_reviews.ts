import { Migration } from '@mikro-orm/migrations';

/**
 * Reviews patients can trust (issue 30).
 *
 * - A verified patient review belongs to one completed booking (unique: one review per booking) and
 *   keeps what its label shows: the treatment, the date it took place (its month is shown), the
 *   patient's country and whether they chose to stay anonymous; whether they consent to its being
 *   shown as a success story; when it was last edited (patients edit for 30 days).
 * - A booking remembers when it was completed (the treatment took place by then) and when the
 *   patient was invited to review it (once).
 * - A scrape run may end "refused" (a refused target ends it at once), counts the reviews it left
 *   out because they were about another organisation, the pages it read, and says why it stopped
 *   early (the cap per run, the page or time budget).
 */
export class Migration20261202100000_trusted_reviews extends Migration {
  override up(): void {
    this.addSql(`alter table bookings add column completed_at timestamptz, add column review_invited_at timestamptz;`);
    this.addSql(`update bookings set completed_at = updated_at where status = 'completed';`);
    // The invitation sweep reads completed bookings not invited yet.
    this.addSql(
      `create index bookings_review_invitation_idx on bookings (completed_at) where status = 'completed' and review_invited_at is null;`,
    );

    this.addSql(`alter table hospital_reviews
      add column booking_id uuid references bookings(id) on delete cascade,
      add column treatment_id uuid references treatments(id) on delete set null,
      add column treated_on date,
      add column reviewer_country varchar(100),
      add column is_anonymous boolean not null default false,
      add column success_story_consent boolean not null default false,
      add column updated_at timestamptz;`);
    this.addSql(`alter table hospital_reviews add constraint hospital_reviews_booking_unique unique (booking_id);`);
    // A verified review is rated by its patient, 1 to 5 whole stars.
    this.addSql(
      `alter table hospital_reviews add constraint hospital_reviews_verified_rating_check check (booking_id is null or rating in (1, 2, 3, 4, 5));`,
    );
    // The public profile and its rating summary read a hospital's published reviews.
    this.addSql(`create index hospital_reviews_public_idx on hospital_reviews (hospital_id, status, review_date desc nulls last);`);
    // Moderation lists by state, newest first.
    this.addSql(`create index hospital_reviews_status_idx on hospital_reviews (status, created_at desc);`);

    this.addSql(`alter table scrape_runs drop constraint if exists scrape_runs_status_check;`);
    this.addSql(`alter table scrape_runs add constraint scrape_runs_status_check
      check (status in ('queued', 'loading', 'extracting', 'saving', 'done', 'failed', 'refused'));`);
    this.addSql(`alter table scrape_runs
      add column other_organisation_count integer check (other_organisation_count >= 0),
      add column page_count integer check (page_count >= 0),
      add column stopped_reason varchar(200);`);
  }

  override down(): void {
    this.addSql(`alter table scrape_runs drop column stopped_reason, drop column page_count, drop column other_organisation_count;`);
    this.addSql(`update scrape_runs set status = 'failed' where status = 'refused';`);
    this.addSql(`alter table scrape_runs drop constraint if exists scrape_runs_status_check;`);
    this.addSql(`alter table scrape_runs add constraint scrape_runs_status_check
      check (status in ('queued', 'loading', 'extracting', 'saving', 'done', 'failed'));`);
    this.addSql(`drop index if exists hospital_reviews_status_idx;`);
    this.addSql(`drop index if exists hospital_reviews_public_idx;`);
    this.addSql(`alter table hospital_reviews drop constraint if exists hospital_reviews_verified_rating_check;`);
    this.addSql(`alter table hospital_reviews drop constraint if exists hospital_reviews_booking_unique;`);
    this.addSql(`alter table hospital_reviews drop column updated_at, drop column success_story_consent, drop column is_anonymous,
      drop column reviewer_country, drop column treated_on, drop column treatment_id, drop column booking_id;`);
    this.addSql(`drop index if exists bookings_review_invitation_idx;`);
    this.addSql(`alter table bookings drop column review_invited_at, drop column completed_at;`);
  }
}
