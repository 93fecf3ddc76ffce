import type { EntityManager } from '@mikro-orm/postgresql';
import type { AssessmentFit } from '@medtour/contracts';
import type { Booking } from '../booking-core/index.js';

/**
 * Which of these bookings name a treatment their assessment's condition is not treated with (issue
 * 52: a hip booking made after a fertility assessment). The condition mapping admins edit lists each
 * condition's treatments; a booking without a treatment or an assessment, or a condition that lists
 * none ('Other', a mapping left empty), cannot be judged and fits. One query, whatever the page.
 */
export async function assessmentMismatches(em: EntityManager, bookingIds: string[]): Promise<Set<string>> {
  if (!bookingIds.length) return new Set();
  const rows = await em.execute<{ id: string }[]>(
    `select b.id from bookings b
       join health_assessments a on a.id = b.assessment_id
       join condition_mappings m on m.condition_category = a.condition_category
      where b.id in (select jsonb_array_elements_text(?::jsonb)::uuid)
        and b.treatment_id is not null and cardinality(m.treatment_ids) > 0 and not (b.treatment_id = any(m.treatment_ids))`,
    [JSON.stringify(bookingIds)],
  );
  return new Set(rows.map((row) => row.id));
}

/** How the booking's treatment fits its assessment, knowing which of the page's bookings do not (`assessmentMismatches`). */
export const assessmentFitOf = (booking: Booking, mismatched: Set<string>): AssessmentFit =>
  !mismatched.has(booking.id) ? 'fits' : booking.assessmentAnsweredAt ? 'confirmed' : 'unanswered';
