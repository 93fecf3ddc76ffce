import request, { type Agent } from 'supertest';
import { RESPONSE_PROMISE_HOURS } from '@medtour/contracts';
import { seededOffer, signedInAgent, type TestUser } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

/**
 * The named coordinator (issue 31): a staff member sets the name patients see them by, and the
 * patient's booking shows the assigned coordinator by that name, in its chat too, with the time a
 * reply is promised while one is awaited.
 */
describe('the coordinator patients see', () => {
  let api: TestApi;
  let moderator: { agent: Agent; user: TestUser };
  let offer: { hospitalId: string; treatmentId: string };

  beforeAll(async () => {
    api = await startApi();
    moderator = await signedInAgent(api.app, api.em, 'moderator');
    offer = await seededOffer(api.em);
  });
  afterAll(async () => api.close());

  const profile = '/api/admin/profile/me';
  const storedName = async (userId: string) =>
    (
      await api.em
        .getConnection()
        .execute<{ display_name: string | null }[]>(`select display_name from profiles where user_id = ?`, [userId])
    )[0]!.display_name;
  const audited = async (userId: string) =>
    api.em
      .getConnection()
      .execute(`select actor_id, details from audit_events where action = 'user.display_name' and entity_id = ? order by id`, [userId]);

  it('lets a staff member set their display name (trimmed, with its initials) and clear it back to their first name, audited', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'moderator');
    await agent
      .get(profile)
      .expect(200)
      .expect((r) =>
        expect(r.body).toMatchObject({
          id: 'me',
          email: user.email,
          firstName: 'Test',
          displayName: null,
          shownName: 'Test',
          initials: 'T',
        }),
      );

    const set = await agent.put(profile).send({ displayName: '  Amina Wanjiru  ' }).expect(200);
    expect(set.body).toMatchObject({ displayName: 'Amina Wanjiru', shownName: 'Amina Wanjiru', initials: 'AW' });
    expect(await storedName(user.id)).toBe('Amina Wanjiru');

    const cleared = await agent.put(profile).send({ displayName: '   ' }).expect(200);
    expect(cleared.body).toMatchObject({ displayName: null, shownName: 'Test', initials: 'T' });
    expect(await storedName(user.id)).toBeNull();

    expect(await audited(user.id)).toEqual([
      { actor_id: user.id, details: { from: null, to: 'Amina Wanjiru' } },
      { actor_id: user.id, details: { from: 'Amina Wanjiru', to: null } },
    ]);
  });

  it('takes 80 characters and refuses 81 with a field error, saving nothing', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'admin');
    await agent.put(profile).send({ displayName: 'Amina' }).expect(200);
    const refused = await agent
      .put(profile)
      .send({ displayName: 'x'.repeat(81) })
      .expect(400);
    expect(refused.body.errors).toEqual({ displayName: 'Display name must be at most 80 characters' });
    expect(await storedName(user.id)).toBe('Amina');
    await agent.put(profile).send({ displayName: 42 }).expect(400);
    expect(await storedName(user.id)).toBe('Amina');

    await agent
      .put(profile)
      .send({ displayName: ` ${'y'.repeat(80)} ` })
      .expect(200);
    expect(await storedName(user.id)).toBe('y'.repeat(80));
  });

  it('refuses a patient (403) and a signed-out caller (401)', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    await agent.get(profile).expect(403);
    await agent.put(profile).send({ displayName: 'Dr. Me' }).expect(403);
    expect(await storedName(user.id)).toBeNull();
    await request(api.app.getHttpServer()).get(profile).expect(401);
    await request(api.app.getHttpServer()).put(profile).send({ displayName: 'Anyone' }).expect(401);
  });

  it("lets an admin set another staff member's display name in Users, never a patient's", async () => {
    const admin = await signedInAgent(api.app, api.em, 'admin');
    const { user: colleague } = await signedInAgent(api.app, api.em, 'moderator');
    const set = await admin.agent.put(`/api/admin/users/${colleague.id}`).send({ displayName: 'Grace' }).expect(200);
    expect(set.body.displayName).toBe('Grace');
    expect(await audited(colleague.id)).toEqual([{ actor_id: admin.user.id, details: { from: null, to: 'Grace' } }]);

    const { user: patient } = await signedInAgent(api.app, api.em, 'user');
    const refused = await admin.agent.put(`/api/admin/users/${patient.id}`).send({ displayName: 'Grace' }).expect(400);
    expect(refused.body.errors).toEqual({ displayName: 'Only staff have a display name' });
    await admin.agent
      .put(`/api/admin/users/${colleague.id}`)
      .send({ displayName: 'z'.repeat(81) })
      .expect(400);
    expect(await storedName(patient.id)).toBeNull();
    expect(await storedName(colleague.id)).toBe('Grace');
  });

  it('saves a change in Users whole or not at all: a refused display name leaves the role and the active flag as they were', async () => {
    const admin = await signedInAgent(api.app, api.em, 'admin');
    const { user: colleague } = await signedInAgent(api.app, api.em, 'moderator');
    const user = () => admin.agent.get(`/api/admin/users/${colleague.id}`).expect(200);
    const audits = async () =>
      (await api.em.getConnection().execute(`select action from audit_events where entity_id = ?`, [colleague.id])).length;

    const refused = await admin.agent
      .put(`/api/admin/users/${colleague.id}`)
      .send({ role: 'admin', displayName: 'z'.repeat(81) })
      .expect(400);
    expect(refused.body.errors).toEqual({ displayName: 'Display name must be at most 80 characters' });
    expect((await user()).body).toMatchObject({ role: 'moderator', displayName: null, isActive: true });

    // Refused after the role changed (the profile is gone): nothing of it saved or audited.
    await api.em.getConnection().execute(`delete from profiles where user_id = ?`, [colleague.id]);
    const audited = await audits();
    await admin.agent.put(`/api/admin/users/${colleague.id}`).send({ role: 'admin', displayName: 'Grace', isActive: false }).expect(404);
    expect((await user()).body).toMatchObject({ role: 'moderator', isActive: true });
    expect(await audits()).toBe(audited);
  });

  it("shows the patient the assigned coordinator's name and initials (never their email), to no other patient", async () => {
    await moderator.agent.put(profile).send({ displayName: 'Amina W.' }).expect(200);
    const { agent: patient } = await signedInAgent(api.app, api.em, 'user');
    const booking = (await patient.post('/api/bookings').send(offer).expect(201)).body;
    expect(booking.coordinator).toBeNull();

    await moderator.agent.put(`/api/admin/bookings/${booking.id}`).send({ assignedToId: moderator.user.id }).expect(200);
    const seen = await patient.get(`/api/bookings/${booking.id}`).expect(200);
    expect(seen.body.coordinator).toEqual({ name: 'Amina W.', initials: 'AW' });
    expect(JSON.stringify(seen.body)).not.toContain(moderator.user.email);
    const listed = await patient.get('/api/bookings').expect(200);
    expect(listed.body.items[0].coordinator).toEqual({ name: 'Amina W.', initials: 'AW' });

    const { agent: stranger } = await signedInAgent(api.app, api.em, 'user');
    await stranger.get(`/api/bookings/${booking.id}`).expect(404);

    // Unassigned: no coordinator again.
    await moderator.agent.put(`/api/admin/bookings/${booking.id}`).send({ assignedToId: null }).expect(200);
    expect((await patient.get(`/api/bookings/${booking.id}`).expect(200)).body.coordinator).toBeNull();
  });

  it('names staff in the chat by the name they show, and promises the reply 24 hours after the wait began, until staff reply', async () => {
    await moderator.agent.put(profile).send({ displayName: 'Amina W.' }).expect(200);
    const { user: colleague, agent: colleagueAgent } = await signedInAgent(api.app, api.em, 'admin');
    const { agent: patient } = await signedInAgent(api.app, api.em, 'user');
    const booking = (await patient.post('/api/bookings').send(offer).expect(201)).body;
    const awaitingSince = async () =>
      (
        await api.em
          .getConnection()
          .execute<{ at: string | null }[]>(`select awaiting_reply_since as at from bookings where id = ?`, [booking.id])
      )[0]!.at;
    const promised = (since: string) => new Date(new Date(since).getTime() + RESPONSE_PROMISE_HOURS * 3_600_000).toISOString();
    // A new request waits for the first reply.
    expect(booking.replyBy).toBe(promised((await awaitingSince())!));

    await moderator.agent.put(`/api/admin/bookings/${booking.id}`).send({ assignedToId: moderator.user.id }).expect(200);
    await moderator.agent.post(`/api/admin/bookings/${booking.id}/messages`).send({ body: 'Welcome!' }).expect(201);
    expect((await patient.get(`/api/bookings/${booking.id}`).expect(200)).body.replyBy).toBeNull();

    await patient.post(`/api/bookings/${booking.id}/messages`).send({ body: 'Thank you. Can I come in May?' }).expect(201);
    const waiting = (await patient.get(`/api/bookings/${booking.id}`).expect(200)).body;
    expect(waiting.replyBy).toBe(promised((await awaitingSince())!));
    expect(waiting.replyLate).toBe(false);

    // A day later with no reply: the promised time has passed, and the answer says so.
    await api.em
      .getConnection()
      .execute(`update bookings set awaiting_reply_since = now() - interval '25 hours' where id = ?`, [booking.id]);
    const late = (await patient.get(`/api/bookings/${booking.id}`).expect(200)).body;
    expect(late).toMatchObject({ replyBy: promised((await awaitingSince())!), replyLate: true });

    // Another staff member answers: that person's display name (their first name without one).
    await colleagueAgent.post(`/api/admin/bookings/${booking.id}/messages`).send({ body: 'Yes, May works.' }).expect(201);
    const thread = (await patient.get(`/api/bookings/${booking.id}/messages`).expect(200)).body.messages;
    expect(thread.map((m: { senderRole: string; senderName: string }) => [m.senderRole, m.senderName])).toEqual([
      ['staff', 'Amina W.'],
      ['patient', 'Test user'],
      ['staff', 'Test'],
    ]);
    expect(JSON.stringify(thread)).not.toContain(colleague.email);
    expect((await patient.get(`/api/bookings/${booking.id}`).expect(200)).body).toMatchObject({ replyBy: null, replyLate: false });

    // The patient writes again; staff answer by confirming the booking (the patient is emailed the new status): the wait ends.
    await patient.post(`/api/bookings/${booking.id}/messages`).send({ body: 'Is everything ready?' }).expect(201);
    expect((await patient.get(`/api/bookings/${booking.id}`).expect(200)).body.replyBy).toEqual(expect.any(String));
    await moderator.agent.put(`/api/admin/bookings/${booking.id}`).send({ status: 'confirmed' }).expect(200);
    expect((await patient.get(`/api/bookings/${booking.id}`).expect(200)).body).toMatchObject({ replyBy: null, replyLate: false });
    expect(await awaitingSince()).toBeNull();
  });
});
