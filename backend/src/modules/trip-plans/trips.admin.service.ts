import { BadRequestException, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type AftercareRecord,
  bookingReference,
  daysBetween,
  DEPOSIT_SETTLED_STATUSES,
  TRIP_LIMITS,
  TRIP_STAGES,
  type TripRecord,
  tripStage,
  type TripStage,
  utcDay,
} from '@medtour/contracts';
import type { AdminResource, RaPage } from '../../common/admin-resource.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import { likePattern, type RaListQuery, type RaListSpec } from '../../common/simple-rest.js';
import { staffActor } from '../booking-core/index.js';
import { HealthDataAccess } from '../health-access/index.js';
import { fullName } from '../users/index.js';
import { AftercareCheckIn, TripPlan } from './entities/trip-plan.entity.js';
import { checkInView } from './trip-plan-state.js';

export const TRIP_LIST: RaListSpec = {
  sortable: ['arrivalOn', 'updatedAt'],
  defaultSort: { field: 'arrivalOn', order: 'ASC' },
  filters: ['stage', 'missing', 'q'],
};
export const AFTERCARE_LIST: RaListSpec = {
  sortable: ['dischargedOn'],
  defaultSort: { field: 'dischargedOn', order: 'DESC' },
  filters: ['alerts', 'q'],
};

/** A booking id no booking has: an `$in` that matches nothing. */
const NO_BOOKING = '00000000-0000-0000-0000-000000000000';

const yes = (value: unknown) => value === true || value === 'true';

/**
 * The bookings whose aftercare is still open (a check-in unanswered and not lapsed: TRIP_LIMITS.checkInLapseDays,
 * as the review invitation counts it), and how many alerts of each nobody acknowledged yet.
 */
async function openCheckIns(em: EntityManager): Promise<{ open: string[]; alerted: string[]; alertsOf: Map<string, number> }> {
  const rows = await em.execute<{ booking_id: string; open: boolean; alerts: number }[]>(
    `select booking_id,
            bool_or(answered_at is null and due_at > now() - make_interval(days => ?::int)) as open,
            (count(*) filter (where cardinality(signs) > 0 and alert_acknowledged_at is null))::int as alerts
       from aftercare_checkins
      where (answered_at is null and due_at > now() - make_interval(days => ?::int)) or (cardinality(signs) > 0 and alert_acknowledged_at is null)
      group by booking_id`,
    [TRIP_LIMITS.checkInLapseDays, TRIP_LIMITS.checkInLapseDays],
  );
  return {
    open: rows.filter((r) => r.open).map((r) => r.booking_id),
    alerted: rows.filter((r) => r.alerts > 0).map((r) => r.booking_id),
    alertsOf: new Map(rows.map((r) => [r.booking_id, r.alerts])),
  };
}

/** The trips at a stage of their journey (`TRIP_STAGES`). */
function stageFilter(stage: unknown, today: string, open: string[]): Record<string, unknown> {
  if (typeof stage !== 'string' || !TRIP_STAGES.includes(stage as TripStage))
    throw new BadRequestException(`stage must be one of: ${TRIP_STAGES.join(', ')}`);
  switch (stage as TripStage) {
    case 'before_arrival':
      return { dischargedOn: null, $or: [{ arrivalOn: null }, { arrivalOn: { $gt: today } }] };
    case 'in_treatment':
      return { dischargedOn: null, arrivalOn: { $lte: today } };
    case 'aftercare':
      return { dischargedOn: { $ne: null }, booking: { $in: open.length ? open : [NO_BOOKING] } };
    case 'finished':
      return { dischargedOn: { $ne: null }, ...(open.length ? { booking: { $nin: open } } : {}) };
  }
}

/** A booking reference (the id's last characters) or the patient's name or email. */
async function search(em: EntityManager, q: unknown): Promise<Record<string, unknown>> {
  if (typeof q !== 'string' || q.length > 100) throw new BadRequestException('Search text must be at most 100 characters');
  const pattern = likePattern(q.trim());
  const reference = q.trim().replace(/^#/, '').toLowerCase();
  const byReference = /^[0-9a-f]{4,12}$/.test(reference)
    ? (
        await em.execute<{ booking_id: string }[]>(`select booking_id from trip_plans where booking_id::text like ?`, [`%${reference}`])
      ).map((r) => r.booking_id)
    : [];
  return {
    booking: {
      $or: [
        { user: { email: { $ilike: pattern } } },
        { user: { profile: { firstName: { $ilike: pattern } } } },
        { user: { profile: { lastName: { $ilike: pattern } } } },
        ...(byReference.length ? [{ id: { $in: byReference } }] : []),
      ],
    },
  };
}

/** Plans whose booking's deposit is settled, as `HealthDataAccess` lets the caller see them (a moderator: theirs and those unassigned). */
const settledFor = (access: HealthDataAccess, auth: AuthContext) => ({
  booking: { status: { $in: DEPOSIT_SETTLED_STATUSES }, ...(access.bookingScope(staffActor(auth)) as object) },
});

/** A page of the plans meeting every condition of `where`, in the order asked, then by booking. */
function planPage(em: EntityManager, where: Record<string, unknown>[], populate: string[], query: RaListQuery) {
  return em.findAndCount(TripPlan, { $and: where } as never, {
    populate: populate as never,
    orderBy: { [query.orderBy.field]: `${query.orderBy.order.toLowerCase()} nulls last`, booking: 'asc' } as never,
    limit: query.limit,
    offset: query.offset,
  });
}

/**
 * The coordinators' list of trips after the deposit (issue 54): every trip by arrival day with what
 * is still missing before it ("arrives in 10 days, no visa letter"). Bookings as `HealthDataAccess`
 * scopes them (a moderator: theirs and those unassigned).
 */
@Injectable()
export class TripsAdminService implements Pick<AdminResource<TripRecord>, 'list'> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: HealthDataAccess,
  ) {}

  async list(query: RaListQuery, auth: AuthContext): Promise<RaPage<TripRecord>> {
    const { stage, missing, q } = query.filter;
    const today = utcDay();
    const { open, alertsOf } = await openCheckIns(this.em);
    const where: Record<string, unknown>[] = [settledFor(this.access, auth)];
    if (yes(missing)) where.push({ missing: { $ne: [] } });
    if (stage !== undefined) where.push(stageFilter(stage, today, open));
    if (q !== undefined) where.push(await search(this.em, q));
    const [plans, total] = await planPage(this.em, where, ['booking.user.profile', 'booking.hospital', 'booking.treatment'], query);
    const aftercareOpen = new Set(open);
    const rows = plans.map((plan): TripRecord => ({
      id: plan.booking.id,
      reference: bookingReference(plan.booking.id),
      patientName: fullName(plan.booking.user),
      hospitalName: plan.booking.hospital.name,
      treatmentName: plan.booking.treatment?.name ?? null,
      arrivalOn: plan.arrivalOn ?? null,
      daysToArrival: plan.arrivalOn ? daysBetween(today, plan.arrivalOn) : null,
      missing: plan.missing,
      stage: tripStage(
        { arrivalOn: plan.arrivalOn ?? null, dischargedOn: plan.dischargedOn ?? null, aftercareOpen: aftercareOpen.has(plan.booking.id) },
        today,
      ),
      openAlerts: alertsOf.get(plan.booking.id) ?? 0,
    }));
    return { rows, total };
  }
}

/** Every patient's aftercare after discharge (issue 54), scoped as the trips are. */
@Injectable()
export class AftercareAdminService implements Pick<AdminResource<AftercareRecord>, 'list'> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: HealthDataAccess,
  ) {}

  async list(query: RaListQuery, auth: AuthContext): Promise<RaPage<AftercareRecord>> {
    const { alerts, q } = query.filter;
    const where: Record<string, unknown>[] = [{ dischargedOn: { $ne: null } }, settledFor(this.access, auth)];
    if (yes(alerts)) {
      const { alerted } = await openCheckIns(this.em);
      where.push({ booking: { $in: alerted.length ? alerted : [NO_BOOKING] } });
    }
    if (q !== undefined) where.push(await search(this.em, q));
    const [plans, total] = await planPage(this.em, where, ['booking.user.profile', 'booking.treatment'], query);
    const checkIns = await this.em.find(
      AftercareCheckIn,
      { booking: { $in: plans.map((p) => p.booking.id) } },
      { orderBy: { day: 'asc' } },
    );
    const rows = plans.map((plan): AftercareRecord => {
      const own = checkIns.filter((c) => c.booking.id === plan.booking.id);
      return {
        id: plan.booking.id,
        reference: bookingReference(plan.booking.id),
        patientName: fullName(plan.booking.user),
        treatmentName: plan.booking.treatment?.name ?? null,
        dischargedOn: plan.dischargedOn!,
        checkIns: own.map(checkInView),
        nextDueAt: own.find((c) => !c.answeredAt)?.dueAt.toISOString() ?? null,
        openAlerts: own.filter((c) => c.signs.length && !c.alertAcknowledgedAt).length,
      };
    });
    return { rows, total };
  }
}
