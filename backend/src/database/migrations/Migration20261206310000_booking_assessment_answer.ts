import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 52: a booking whose treatment is not one its assessment's condition is treated with asks the
 * patient which assessment it is for (or to describe it). When they answered is kept: the question
 * is asked once, and the coordinator reads whether the patient confirmed the mismatch.
 */
export class Migration20261206310000_booking_assessment_answer extends Migration {
  override up(): void {
    this.addSql(`alter table bookings add column assessment_answered_at timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table bookings drop column if exists assessment_answered_at;`);
  }
}
