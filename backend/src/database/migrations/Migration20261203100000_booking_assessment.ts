import { Migration } from '@mikro-orm/migrations';

/**
 * A booking keeps the health assessment it was made from (issue 31, item 3): the coordinator reads
 * that version, not the patient's latest. Null: made before the patient had one ("Get Quote" first).
 *
 * `on delete restrict`: the booking is the record a coordinator acted on, so its assessment may not
 * vanish under it (`set null` would silently turn "made from A" into "no assessment"). Assessments
 * are never edited nor deleted on their own; the only way one goes is with its patient, whom the
 * bookings already keep (`bookings.user_id` restricts too).
 *
 * Existing bookings are linked to the patient's latest assessment made at or before the booking,
 * the one the coordinator was shown when it arrived.
 */
export class Migration20261203100000_booking_assessment extends Migration {
  override up(): void {
    this.addSql(`alter table bookings add column assessment_id uuid references health_assessments(id) on delete restrict;`);
    this.addSql(`update bookings b set assessment_id = (
        select a.id from health_assessments a
         where a.user_id = b.user_id and a.created_at <= b.created_at
         order by a.created_at desc, a.id desc
         limit 1)
      where b.assessment_id is null;`);
    this.addSql(`create index bookings_assessment_idx on bookings (assessment_id) where assessment_id is not null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists bookings_assessment_idx;`);
    this.addSql(`alter table bookings drop column assessment_id;`);
  }
}
