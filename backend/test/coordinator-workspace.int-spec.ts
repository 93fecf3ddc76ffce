import type { INestApplicationContext } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Agent } from 'supertest';
import { JobRunner } from '../src/modules/notifications/job-runner.js';
import { signedInAgent, type TestUser } from './support/factories.js';
import { startApi, startWorker, type TestApi } from './support/app.js';
import { waitFor } from './support/wait.js';

/**
 * The coordinator's workspace over bookings this file makes (its own database): which bookings wait
 * for a staff reply, the 24-hour promise per booking, and assignment to a coordinator.
 */
describe("coordinator's workspace", () => {
  let api: TestApi;
  let moderator: { agent: Agent; user: TestUser };
  let admin: { agent: Agent; user: TestUser };
  let offer: { hospitalId: string; treatmentId: string };

  beforeAll(async () => {
    api = await startApi();
    moderator = await signedInAgent(api.app, api.em, 'moderator');
    admin = await signedInAgent(api.app, api.em, 'admin');
    const [row] = await api.em
      .getConnection()
      .execute<{ hospital_id: string; treatment_id: string }[]>(`select hospital_id, treatment_id from hospital_treatments limit 1`);
    offer = { hospitalId: row!.hospital_id, treatmentId: row!.treatment_id };
  });
  afterAll(async () => api.close());

  const filterQuery = (filter: Record<string, unknown>) => `/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  const awaitingIds = async () =>
    ((await moderator.agent.get(filterQuery({ awaitingReply: true })).expect(200)).body as { id: string }[]).map((b) => b.id);
  const staffView = async (id: string) => (await moderator.agent.get(`/api/admin/bookings/${id}`).expect(200)).body;
  async function newBooking() {
    const patient = await signedInAgent(api.app, api.em, 'user');
    const booking = (await patient.agent.post('/api/bookings').send(offer).expect(201)).body as { id: string };
    return { patient, id: booking.id };
  }

  it('a new request waits for a reply; a staff reply ends the wait (the first reply is kept), the patient answering starts another', async () => {
    const { patient, id } = await newBooking();
    const fresh = await staffView(id);
    expect(fresh.awaitingReplySince).toEqual(expect.any(String));
    expect(fresh.firstStaffReplyAt).toBeNull();
    expect(await awaitingIds()).toContain(id);
    const before = (await moderator.agent.get('/api/admin/bookings/summary').expect(200)).body.awaitingReply;

    await moderator.agent.post(`/api/admin/bookings/${id}/messages`).send({ body: 'We are on it.' }).expect(201);
    const answered = await staffView(id);
    expect(answered.awaitingReplySince).toBeNull();
    expect(answered.firstStaffReplyAt).toEqual(expect.any(String));
    expect(await awaitingIds()).not.toContain(id);
    expect((await moderator.agent.get('/api/admin/bookings/summary').expect(200)).body.awaitingReply).toBe(before - 1);

    await patient.agent.post(`/api/bookings/${id}/messages`).send({ body: 'Thank you! When can I travel?' }).expect(201);
    const again = await staffView(id);
    expect(again.awaitingReplySince).toEqual(expect.any(String));
    expect(again.firstStaffReplyAt).toBe(answered.firstStaffReplyAt);
    expect(await awaitingIds()).toContain(id);

    // Cancelled: nobody waits any more.
    await patient.agent.post(`/api/bookings/${id}/cancel`).expect(200);
    expect((await staffView(id)).awaitingReplySince).toBeNull();
    expect(await awaitingIds()).not.toContain(id);
  });

  it('counts the bookings past the 24-hour promise', async () => {
    const { id } = await newBooking();
    const { overdue } = (await moderator.agent.get('/api/admin/bookings/summary').expect(200)).body;
    await api.em.getConnection().execute(`update bookings set awaiting_reply_since = now() - interval '25 hours' where id = ?`, [id]);
    const after = (await moderator.agent.get('/api/admin/bookings/summary').expect(200)).body;
    expect(after.overdue).toBe(overdue + 1);
    // Oldest wait first.
    const sorted = await moderator.agent.get(
      `${filterQuery({ awaitingReply: true })}&sort=${encodeURIComponent('["awaitingReplySince","ASC"]')}`,
    );
    expect(sorted.body[0].id).toBe(id);
  });

  it('assigns a booking to a coordinator ("My bookings"), refusing anyone who is not staff', async () => {
    const { patient, id } = await newBooking();
    const assigned = await admin.agent.put(`/api/admin/bookings/${id}`).send({ assignedToId: moderator.user.id }).expect(200);
    expect(assigned.body.assignedTo).toEqual({ id: moderator.user.id, name: expect.any(String) });
    const mine = (await moderator.agent.get(filterQuery({ assignedToId: moderator.user.id })).expect(200)).body as { id: string }[];
    expect(mine.map((b) => b.id)).toEqual([id]);

    const refused = await admin.agent.put(`/api/admin/bookings/${id}`).send({ assignedToId: patient.user.id }).expect(400);
    expect(refused.body.errors).toEqual({ assignedToId: 'Please choose a coordinator (a moderator or admin)' });
    await admin.agent.put(`/api/admin/bookings/${id}`).send({ assignedToId: 'nobody' }).expect(400);
    expect((await staffView(id)).assignedTo).toEqual({ id: moderator.user.id, name: expect.any(String) }); // unchanged

    await moderator.agent.put(`/api/admin/bookings/${id}`).send({ assignedToId: null }).expect(200);
    expect((await staffView(id)).assignedTo).toBeNull();
    await patient.agent.put(`/api/admin/bookings/${id}`).send({ assignedToId: patient.user.id }).expect(403);
  });

  describe('the email to admins when a booking goes past 24 hours without a reply', () => {
    let worker: INestApplicationContext;
    beforeAll(async () => (worker = await startWorker()));
    afterAll(async () => worker.close());

    const flag = () => worker.get(JobRunner).process({ name: 'maintenance.flag_overdue_bookings', id: 'flag-test', data: {} } as Job);
    const emailsAbout = async (id: string) =>
      (
        await api.em
          .getConnection()
          .execute<{ n: number }[]>(
            `select count(*)::int as n from outbox where job_name = 'booking.overdue.admins' and payload->>'bookingId' = ?`,
            [id],
          )
      )[0]!.n;
    /**
     * Runs the job until the booking's emails reach `count`: a run skips a booking another
     * transaction holds (the worker sending its message email locks it) and the next run takes it.
     */
    const flagUntil = (id: string, count: number) =>
      waitFor(async () => {
        await flag();
        return (await emailsAbout(id)) >= count;
      }, `${count} overdue email(s)`);
    const waitedHours = (id: string, hours: number) =>
      api.em
        .getConnection()
        .execute(`update bookings set awaiting_reply_since = now() - make_interval(hours => ?) where id = ?`, [hours, id]);

    it('is queued once per wait, only past 24 hours, and again after a reply and a new unanswered message', async () => {
      const late = await newBooking();
      const recent = await newBooking();
      const cancelled = await newBooking();
      await waitedHours(late.id, 25);
      await waitedHours(recent.id, 23);
      await waitedHours(cancelled.id, 30);
      await cancelled.patient.agent.post(`/api/bookings/${cancelled.id}/cancel`).expect(200);

      await flagUntil(late.id, 1);
      expect([await emailsAbout(late.id), await emailsAbout(recent.id), await emailsAbout(cancelled.id)]).toEqual([1, 0, 0]);
      await flag(); // the next run, 5 minutes later: nothing new
      expect(await emailsAbout(late.id)).toBe(1);

      // Answered, then the patient writes again and waits another 25 hours: a new wait, a new email.
      await moderator.agent.post(`/api/admin/bookings/${late.id}/messages`).send({ body: 'Sorry for the wait.' }).expect(201);
      await late.patient.agent.post(`/api/bookings/${late.id}/messages`).send({ body: 'Any news?' }).expect(201);
      await waitedHours(late.id, 25);
      await flagUntil(late.id, 2);
      await flag();
      expect(await emailsAbout(late.id)).toBe(2);
    });
  });

  it('refuses an unknown awaiting filter, and keeps the workspace from patients and visitors', async () => {
    await moderator.agent.get(filterQuery({ awaitingReply: 'maybe' })).expect(400);
    await moderator.agent.get(filterQuery({ assignedToId: 'me' })).expect(400);
    const { patient } = await newBooking();
    await patient.agent.get(filterQuery({ awaitingReply: true })).expect(403);
    await patient.agent.get('/api/admin/bookings/summary').expect(403);
    await api.http.get('/api/admin/bookings/summary').expect(401);
  });
});
