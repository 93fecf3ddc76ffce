import type { Agent } from 'supertest';
import { HOSPITALS } from '../src/database/seeders/demo-catalogue.js';
import { signedInAgent, type TestUser } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

/**
 * The back-office figures (dashboard counters and charts, booking summary cards), checked against
 * a world this file knows completely: its own database holds the seeded catalogue, the three staff
 * and patient accounts below and the five bookings below — nothing else. Every expected figure is
 * counted from the seed's source data or from the bookings made here, never by asking PostgreSQL
 * the question the code under test asks.
 */

/** The seed's price of a hospital's treatment: a new booking's estimate. */
const offerPrice = (hospitalSlug: string, treatmentSlug: string): number =>
  HOSPITALS.find((h) => h.slug === hospitalSlug)!.treatments.find((t) => t.slug === treatmentSlug)!.minCostUsd;

const SEEDED_HOSPITALS = HOSPITALS.length;
const SEEDED_REVIEWS = HOSPITALS.reduce((sum, h) => sum + h.reviews.length, 0);

/** What the staff set on a booking. */
const QUOTED_USD = 9200;

/** Monday 00:00 UTC of the week `weeksAgo` weeks before this one, as `YYYY-MM-DD` (the test database's clock is UTC). */
function weekStart(weeksAgo: number): string {
  const now = new Date();
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(monday - weeksAgo * 7 * 86_400_000).toISOString().slice(0, 10);
}

/** The month `monthsAgo` months before this one, as `YYYY-MM` (UTC). */
function month(monthsAgo: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1)).toISOString().slice(0, 7);
}

describe('back-office figures over known bookings', () => {
  let api: TestApi;
  let admin: { agent: Agent; user: TestUser };
  let moderator: { agent: Agent; user: TestUser };
  let patient: { agent: Agent; user: TestUser };

  /** The bookings of this file, with what is expected of each. */
  const bookings = {
    pendingNow: { hospital: 'selangor-joint-spine-institute', treatment: 'hip-replacement', id: '' },
    confirmedNow: { hospital: 'penang-lotus-fertility-hospital', treatment: 'ivf-treatment', id: '' },
    cancelledNow: { hospital: 'chao-phraya-international-hospital', treatment: 'rhinoplasty', id: '' },
    /** Pending, its estimate removed by staff, created three weeks before this week. */
    unpricedWeeksAgo: { hospital: 'deccan-multispeciality-hospital', treatment: 'cancer-treatment', id: '' },
    /** Pending, created four months before this month: in the monthly chart, not in the weekly one. */
    pendingMonthsAgo: { hospital: 'coromandel-orthopaedic-centre', treatment: 'knee-replacement', id: '' },
  };

  beforeAll(async () => {
    api = await startApi();
    admin = await signedInAgent(api.app, api.em, 'admin');
    moderator = await signedInAgent(api.app, api.em, 'moderator');
    patient = await signedInAgent(api.app, api.em, 'user');

    const ids = await api.em
      .getConnection()
      .execute<{ slug: string; id: string }[]>(`select slug, id from hospitals union all select slug, id from treatments`);
    const idOf = (slug: string) => ids.find((row) => row.slug === slug)!.id;
    for (const booking of Object.values(bookings)) {
      const res = await patient.agent
        .post('/api/bookings')
        .send({ hospitalId: idOf(booking.hospital), treatmentId: idOf(booking.treatment) })
        .expect(201);
      booking.id = res.body.id;
    }
    await moderator.agent
      .put(`/api/admin/bookings/${bookings.confirmedNow.id}`)
      .send({ status: 'confirmed', estimatedCostUsd: QUOTED_USD })
      .expect(200);
    await patient.agent.post(`/api/bookings/${bookings.cancelledNow.id}/cancel`).expect(200);
    await moderator.agent.put(`/api/admin/bookings/${bookings.unpricedWeeksAgo.id}`).send({ estimatedCostUsd: null }).expect(200);
    // Fixtures in the past, placed by the database's own calendar (as the charts' periods are).
    await api.em
      .getConnection()
      .execute(`update bookings set created_at = date_trunc('week', now()) - interval '3 weeks' + interval '2 days' where id = ?`, [
        bookings.unpricedWeeksAgo.id,
      ]);
    await api.em
      .getConnection()
      .execute(`update bookings set created_at = date_trunc('month', now()) - interval '4 months' + interval '3 days' where id = ?`, [
        bookings.pendingMonthsAgo.id,
      ]);
    // The ledger: this month a deposit of $2,400.50, a refund of $500, a dispute lost ($100) and one
    // still open ($50); four months ago a bank transfer of $1,000. Nothing else counts: a failed
    // payment, a dispute won, money that was not owed (€300 held, $700 refunded in full).
    await api.em.getConnection().execute(
      `insert into payments (id, kind, method, status, amount_minor, currency, unowed_reason, user_id, created_at) values
         (gen_random_uuid(), 'deposit', 'stripe', 'succeeded', 240050, 'usd', null, ?, date_trunc('month', now()) + interval '1 hour'),
         (gen_random_uuid(), 'refund', 'stripe', 'succeeded', 50000, 'usd', null, ?, date_trunc('month', now()) + interval '2 hours'),
         (gen_random_uuid(), 'deposit', 'stripe', 'failed', 99900, 'usd', null, ?, date_trunc('month', now()) + interval '3 hours'),
         (gen_random_uuid(), 'dispute', 'stripe', 'succeeded', 10000, 'usd', null, ?, date_trunc('month', now()) + interval '4 hours'),
         (gen_random_uuid(), 'dispute', 'stripe', 'pending', 5000, 'usd', null, ?, date_trunc('month', now()) + interval '5 hours'),
         (gen_random_uuid(), 'dispute', 'stripe', 'failed', 7000, 'usd', null, ?, date_trunc('month', now()) + interval '6 hours'),
         (gen_random_uuid(), 'deposit', 'stripe', 'succeeded', 30000, 'eur', 'the wrong currency', ?, date_trunc('month', now()) + interval '7 hours'),
         ('7e1f0a6c-0000-4000-8000-000000000001', 'deposit', 'stripe', 'succeeded', 70000, 'usd', 'the booking had been cancelled', ?, date_trunc('month', now()) + interval '8 hours'),
         (gen_random_uuid(), 'deposit', 'bank_transfer', 'succeeded', 100000, 'usd', null, ?, date_trunc('month', now()) - interval '4 months' + interval '1 day')`,
      Array(9).fill(patient.user.id),
    );
    await api.em.getConnection().execute(
      `insert into payments (id, kind, method, status, amount_minor, currency, user_id, refund_of_id, created_at)
       values (gen_random_uuid(), 'refund', 'stripe', 'succeeded', 70000, 'usd', ?, '7e1f0a6c-0000-4000-8000-000000000001', now())`,
      [patient.user.id],
    );
    // Reviews awaiting moderation or rejected are not the hospitals' reviews (yet): two pending, one rejected.
    await api.em.getConnection().execute(
      `insert into hospital_reviews (id, hospital_id, reviewer_name, review_text, status, fingerprint)
       select gen_random_uuid(), h.id, 'Unmoderated', 'Not yet moderated', s.status, encode(sha256(gen_random_uuid()::text::bytea), 'hex')
         from (select id from hospitals order by slug limit 1) h, (values ('pending'), ('pending'), ('rejected')) as s(status)`,
    );
  });
  afterAll(async () => api.close());

  const hip = offerPrice('selangor-joint-spine-institute', 'hip-replacement');
  const knee = offerPrice('coromandel-orthopaedic-centre', 'knee-replacement');
  /** Estimates of the bookings created this month that can be money: not the cancelled one (the unpriced one has none). */
  const thisMonthUsd = hip + QUOTED_USD;

  const expectedWeeks = Array.from({ length: 12 }, (_, i) => ({ weekStart: weekStart(11 - i), count: 0 }));
  expectedWeeks[11]!.count = 3; // the three bookings made now
  expectedWeeks[8]!.count = 1; // three weeks ago

  it('gives admins the six counters, both charts and the ten latest audit events', async () => {
    const { body } = await admin.agent.get('/api/admin/dashboard').expect(200);
    expect(body.stats).toEqual({
      totalUsers: 3, // the admin, the moderator and the patient of this file
      totalHospitals: SEEDED_HOSPITALS,
      totalBookings: 5,
      pendingBookings: 3, // pendingNow, unpricedWeeksAgo, pendingMonthsAgo
      totalReviews: SEEDED_REVIEWS, // published only
      pendingReviews: 2,
      monthlyRevenueUsd: thisMonthUsd,
      collectedRevenueUsd: 1750.5, // $2,400.50 − $500 − $100 − $50
    });
    expect(body.bookingsPerWeek).toEqual(expectedWeeks);
    const expectedMonths = Array.from({ length: 12 }, (_, i) => ({ month: month(11 - i), revenueUsd: 0, collectedUsd: 0 }));
    expectedMonths[11]!.revenueUsd = thisMonthUsd;
    expectedMonths[11]!.collectedUsd = 1750.5;
    expectedMonths[7]!.revenueUsd = knee;
    expectedMonths[7]!.collectedUsd = 1000;
    expect(body.revenuePerMonth).toEqual(expectedMonths);

    // 13 events in all (5 sign-in steps, 5 bookings, 2 staff updates, 1 cancellation): the 10 newest, newest first.
    const event = (action: string, actor: TestUser, entity: string) => ({ action, outcome: 'success', actorEmail: actor.email, entity });
    expect(
      body.recentActivity.map(({ action, outcome, actorEmail, entity }: Record<string, unknown>) => ({
        action,
        outcome,
        actorEmail,
        entity,
      })),
    ).toEqual([
      event('booking.update', moderator.user, 'booking'),
      event('booking.cancel', patient.user, 'booking'),
      event('booking.update', moderator.user, 'booking'),
      ...Array.from({ length: 5 }, () => event('booking.create', patient.user, 'booking')),
      event('auth.sign_in', patient.user, 'session'),
      event('auth.mfa_verify', moderator.user, 'session'),
    ]);
    for (const e of body.recentActivity) expect(new Date(e.createdAt).toISOString()).toBe(e.createdAt);
    // Each with the audit log's label, which the dashboard shows (not the code).
    expect(body.recentActivity.slice(0, 2).map((e: { actionLabel: string }) => e.actionLabel)).toEqual([
      'Updated a booking',
      'Cancelled a booking',
    ]);
  });

  it('gives moderators the booking and review counters and the weekly chart only', async () => {
    const { body } = await moderator.agent.get('/api/admin/dashboard').expect(200);
    expect(body).toEqual({
      stats: { totalHospitals: SEEDED_HOSPITALS, totalBookings: 5, pendingBookings: 3, totalReviews: SEEDED_REVIEWS, pendingReviews: 2 },
      recentActivity: [],
      bookingsPerWeek: expectedWeeks,
    });
  });

  it('summarises the bookings for the four cards: every estimate but a cancelled one, whatever the date', async () => {
    const { body } = await moderator.agent.get('/api/admin/bookings/summary').expect(200);
    // Total Value: every estimate but the cancelled request's.
    // Awaiting a reply: the three pending requests. The confirmed one was answered by its new status (the patient is
    // emailed it); the cancelled one is closed. None past 24 hours: they were all requested now.
    expect(body).toEqual({ total: 5, pending: 3, confirmed: 1, totalValueUsd: hip + QUOTED_USD + knee, awaitingReply: 3, overdue: 0 });
  });
});
