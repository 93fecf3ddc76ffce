import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, preArrivalGaps, tripSteps, utcDay } from '@medtour/contracts';
import type { OutboxService } from '../notifications/index.js';
import type { Booking } from '../booking-core/index.js';
import { AftercareCheckIn, TripDocument, type TripPlan, TripTraveller } from './entities/trip-plan.entity.js';
import { loadTripState, tripFacts, type TripState } from './trip-plan-state.js';

/** Reminders and check-ins go out at 06:00 UTC: morning from West Africa to Malaysia. */
const SEND_HOUR_UTC = 6;

/** The instant of a day's sending hour. */
export const sendingTimeOf = (day: string): Date => new Date(`${day}T${String(SEND_HOUR_UTC).padStart(2, '0')}:00:00Z`);

/**
 * Queues the reminders of a plan's arrival day, each at its days before (those still to come). A
 * reminder of an earlier arrival day finds the plan moved and sends nothing: changing the day moves
 * the reminders.
 */
export function scheduleReminders(
  tx: EntityManager,
  outbox: OutboxService,
  plan: TripPlan,
  reminderDays: readonly number[],
  now = new Date(),
): void {
  const arrivalOn = plan.arrivalOn;
  if (!arrivalOn) return;
  for (const daysBefore of new Set(reminderDays)) {
    const at = sendingTimeOf(addDays(arrivalOn, -daysBefore));
    if (at > now) outbox.enqueue(tx, 'trips.reminder', { bookingId: plan.booking.id, arrivalOn, daysBefore }, { availableAt: at });
  }
}

/**
 * The aftercare check-ins of a discharge day, per the treatment's schedule: the unanswered ones of
 * an earlier day are replaced (their jobs then find nothing), answered ones are kept. No day (the
 * discharge cleared), or a treatment without aftercare: only the answered ones stay.
 */
export async function scheduleCheckIns(
  tx: EntityManager,
  outbox: OutboxService,
  booking: Booking,
  dischargedOn: string | null,
): Promise<void> {
  await tx.nativeDelete(AftercareCheckIn, { booking: booking.id, answeredAt: null });
  const treatment = booking.treatment;
  if (!dischargedOn || !treatment?.tripSteps.includes('aftercare')) return;
  const answered = new Set((await tx.find(AftercareCheckIn, { booking: booking.id }, { fields: ['day'] })).map((c) => c.day));
  for (const day of new Set(treatment.aftercareDays)) {
    if (answered.has(day)) continue;
    const checkIn = tx.create(AftercareCheckIn, { booking: booking.id, day, dueAt: sendingTimeOf(addDays(dischargedOn, day)) });
    outbox.enqueue(tx, 'trips.check_in', { checkInId: checkIn.id, dueAt: checkIn.dueAt.toISOString() }, { availableAt: checkIn.dueAt });
  }
}

/**
 * Opens a booking's plan (once: a second opener, the worker or a first visit, finds it there) with
 * the day the patient asked for as its planned arrival, and schedules its reminders. The booking is loaded with
 * `BOOKING_RELATIONS`.
 */
export async function openTripPlan(em: EntityManager, outbox: OutboxService, booking: Booking): Promise<TripState> {
  await em.transactional(async (tx) => {
    // The day the patient asked for is the day they plan to come; they (or staff) change it with their flights.
    const day = booking.preferredDate ?? null;
    const inserted = await tx.execute<{ booking_id: string }[]>(
      `insert into trip_plans (booking_id, arrival_on) values (?, ?) on conflict (booking_id) do nothing returning booking_id`,
      [booking.id, day && day >= utcDay() ? day : null],
    );
    if (!inserted.length) return;
    const state = (await loadTripState(tx, booking))!;
    scheduleReminders(tx, outbox, state.plan, booking.hospital.country.reminderDays);
    await settlePlan(tx, outbox, state);
  });
  return (await loadTripState(em, booking))!;
}

/**
 * After any change: keeps what the trips list filters on (what is missing before arrival) and when
 * each step was done; the first time the discharge is complete, the patient is emailed.
 */
export async function settlePlan(tx: EntityManager, outbox: OutboxService, state: TripState): Promise<void> {
  const { plan } = state;
  state.travellers = await tx.find(TripTraveller, { booking: plan.booking.id });
  state.documents = await tx.find(TripDocument, { booking: plan.booking.id });
  const steps = tripSteps(tripFacts(state), utcDay());
  const doneAt = { ...plan.stepsDoneAt };
  const now = new Date().toISOString();
  for (const step of steps) {
    if (step.state === 'done') doneAt[step.step] ??= now;
    else delete doneAt[step.step];
  }
  if (!plan.stepsDoneAt.discharge && doneAt.discharge) outbox.enqueue(tx, 'trips.discharge_ready', { bookingId: plan.booking.id });
  plan.missing = preArrivalGaps(steps);
  plan.stepsDoneAt = doneAt;
  await tx.flush();
}
