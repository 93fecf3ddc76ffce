import { randomUUID } from 'node:crypto';
import { type INestApplication, type INestApplicationContext, RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { Agent, Test } from 'supertest';
import {
  API_MESSAGES,
  bookingReference,
  operationAccess,
  type Role,
  ROUTE_LIMITS,
  SCRAPE_RUNS_UNFINISHED_PER_USER,
} from '@medtour/contracts';
import { MFA_REQUIRED } from '../src/modules/auth/session.guard.js';
import { MESSAGE_EMAIL_WINDOW_MS } from '../src/modules/bookings/message-emails.js';
import { PREMIUM_REQUIRED, PremiumGuard } from '../src/modules/payments/premium.guard.js';
import { browserAgent, createUser, currentCode, signedInAgent } from './support/factories.js';
import { startApi, startWorker, type TestApi } from './support/app.js';
import { type ReceivedMail, startSmtpServer, type SmtpStandIn } from './support/smtp.js';
import { waitFor } from './support/wait.js';

/**
 * Issue #24, item 6: what an outside probe found on the staff side — a staff account without its
 * second factor calling premium tools, and staff floods (scrape runs, replies and their emails).
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface PrivilegedRoute {
  method: Method;
  /** With its parameters filled in. */
  url: string;
  /** What grants it: a staff role (`@Roles`), or premium (`@PremiumOnly`, which staff roles also grant). */
  needs: Role[] | 'premium';
}

/**
 * Every route whose access a staff role grants, read from the controllers themselves (not from a
 * list that a new route could miss): the permission table's access for the route, and `PremiumGuard`.
 */
function staffPrivilegedRoutes(app: INestApplication): PrivilegedRoute[] {
  const routes: PrivilegedRoute[] = [];
  const join = (...parts: (string | undefined)[]) =>
    `/${parts
      .filter(Boolean)
      .join('/')
      .replace(/\/+/g, '/')
      .replace(/^\/|\/$/g, '')}`;
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const base = Reflect.getMetadata(PATH_METADATA, controller) as string | undefined;
      // As Nest finds them: the class's own methods and those it inherits (a back-office resource's, `AdminResourceController`).
      for (const name of new MetadataScanner().getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const guards = [
          ...(Reflect.getMetadata(GUARDS_METADATA, controller) ?? []),
          ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? []),
        ];
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod].toLowerCase() as Method;
        const path = join('api', base, Reflect.getMetadata(PATH_METADATA, handler) as string);
        const access = operationAccess(method, path);
        const needs: Role[] | 'premium' | null =
          access === 'staff' ? ['moderator', 'admin'] : access === 'admin' ? ['admin'] : guards.includes(PremiumGuard) ? 'premium' : null;
        if (!needs) continue;
        const url = path.replace(/:\w+/g, () => randomUUID());
        routes.push({ method, url, needs });
      }
    }
  }
  return routes;
}

const send = (agent: Agent, { method, url }: { method: Method; url: string }): Test =>
  method === 'get' ? agent.get(url) : (agent as unknown as Record<Method, (url: string) => Test>)[method](url).send({});

describe('issue 24, item 6: the probe on the staff side', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => api.close());

  const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
  const KNEE = { medicalConditions: ['knee osteoarthritis'], preferences: 'Malaysia', budget: '$5,000 - $15,000' };

  /** A patient's booking at the first listed hospital, for its first treatment. */
  async function patientWithBooking() {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    const [hospital] = (await api.http.get('/api/hospitals?pageSize=1').expect(200)).body.items;
    const profile = (await api.http.get(`/api/hospitals/${hospital.slug}`).expect(200)).body;
    const booking = (await agent.post('/api/bookings').send({ hospitalId: profile.id, treatmentId: profile.treatments[0].id }).expect(201))
      .body;
    return { agent, user, bookingId: booking.id as string };
  }

  describe('every staff privilege needs the completed second factor', () => {
    it('a moderator or admin who has not set up two-factor is refused on every staff route and on premium AI matching, and is not premium', async () => {
      const routes = staffPrivilegedRoutes(api.app);
      // Floors and landmarks, not figures: the controllers were read.
      expect(routes.length).toBeGreaterThan(50);
      expect(routes).toContainEqual({ method: 'post', url: '/api/ai/treatment-matching', needs: 'premium' });
      expect(routes).toContainEqual({ method: 'get', url: '/api/admin/bookings', needs: ['moderator', 'admin'] });

      for (const role of ['moderator', 'admin'] as const) {
        const { agent } = await signedInAgent(api.app, api.em, role, { mfa: false });
        const wrong: string[] = [];
        for (const route of routes) {
          const res = await send(agent, route);
          const expected =
            route.needs === 'premium'
              ? { statusCode: 403, message: PREMIUM_REQUIRED, messageCode: 'premiumRequired' }
              : route.needs.includes(role)
                ? { statusCode: 403, message: MFA_REQUIRED, code: 'mfa_required' }
                : { statusCode: 403, message: API_MESSAGES.accessDenied, messageCode: 'accessDenied' };
          if (res.status !== 403 || JSON.stringify(res.body) !== JSON.stringify(expected)) {
            wrong.push(`${role} ${route.method.toUpperCase()} ${route.url} → ${res.status} ${JSON.stringify(res.body)}`);
          }
        }
        expect(wrong).toEqual([]);
        // With a body the route takes: still refused, nothing computed.
        expect((await agent.post('/api/ai/treatment-matching').send(KNEE).expect(403)).body.message).toBe(PREMIUM_REQUIRED);
        expect((await agent.get('/api/subscription').expect(200)).body).toMatchObject({ isSubscribed: false, tier: 'free', source: null });
        // Their own account still works as any signed-in user's.
        await agent.get('/api/auth/me').expect(200);
        await agent.get('/api/bookings').expect(200);
      }
    });

    it('the same account has them once two-factor is set up, and between password and code it has nothing', async () => {
      const { agent, user } = await signedInAgent(api.app, api.em, 'moderator', { mfa: false });
      await agent.post('/api/ai/treatment-matching').send(KNEE).expect(403);
      const { secret } = (await agent.post('/api/auth/mfa/enroll').expect(200)).body;
      await agent
        .post('/api/auth/mfa/enroll/confirm')
        .send({ code: currentCode({ ...user, mfaSecret: secret }) })
        .expect(200);
      expect((await agent.post('/api/ai/treatment-matching').send(KNEE).expect(200)).body.recommendations.length).toBeGreaterThan(0);
      await agent.get('/api/admin/bookings').expect(200);
      expect((await agent.get('/api/subscription').expect(200)).body).toMatchObject({ tier: 'premium', source: 'staff' });
      // A moderator's two-factor opens the moderators' routes, not the admins'.
      expect((await agent.get('/api/admin/users').expect(403)).body).toEqual({
        statusCode: 403,
        message: API_MESSAGES.accessDenied,
        messageCode: 'accessDenied',
      });

      // Password checked, code not yet: nothing but the code and sign-out.
      const staff = await createUser(api.em, 'admin');
      const pending = browserAgent(api.app);
      await pending.post('/api/auth/sign-in').send({ email: staff.email, password: staff.password }).expect(200);
      expect((await pending.post('/api/ai/treatment-matching').send(KNEE).expect(401)).body.code).toBe('mfa_pending');
      await pending.get('/api/subscription').expect(401);
    });
  });

  describe('staff replies: limited per staff member, and one email per thread and window', () => {
    let worker: INestApplicationContext;
    let smtp: SmtpStandIn;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      worker = await startWorker({ SMTP_URL: smtp.url, STAFF_EMAIL: 'coordinators@test.example' });
    });
    afterAll(async () => {
      await worker.close();
      await smtp.close();
    });

    const subjectOf = (mail: ReceivedMail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1];
    const listedIn = (mail: ReceivedMail) =>
      mail.raw.split(/\r?\n/).filter((line) => /^- \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/.test(line)).length;
    /** The message emails to this address (the booking's own emails left out). */
    const emailsTo = (address: string) =>
      smtp.received.filter((mail) => mail.to.includes(address) && / messages? about booking #/.test(subjectOf(mail) ?? ''));

    it('the first reply of a quiet thread is emailed at once; a burst of replies is refused past the limit and told in one more email, at the end of the window', async () => {
      const { user: patient, bookingId } = await patientWithBooking();
      const { agent: moderator } = await signedInAgent(api.app, api.em, 'moderator');
      const reply = (body: string) => moderator.post(`/api/admin/bookings/${bookingId}/messages`).send({ body });

      await reply('Hello, I am your coordinator.').expect(201);
      const first = await waitFor(() => emailsTo(patient.email)[0], 'the email of the first reply');
      expect([subjectOf(first), listedIn(first)]).toEqual([expect.stringMatching(/^New message about booking #/), 1]);
      // The patient is told who wrote, by the name the coordinator shows patients (their first name: no display name set).
      expect(first.raw).toContain('Test, your patient coordinator, sent you a new message:');

      // 40 replies in a burst, as a runaway script sends them: the route's limit per staff member. Eight at
      // a time: 40 at once queue on the booking's row lock behind a pool of ten connections, and on a loaded
      // two-core machine the last waited past the pool's acquire timeout and was (rightly) answered 503 busy.
      const statuses: number[] = [];
      for (let wave = 0; wave < 5; wave++)
        statuses.push(...(await Promise.all(Array.from({ length: 8 }, (_, i) => reply(`Burst ${wave * 8 + i}`).then((r) => r.status)))));
      const allowed = ROUTE_LIMITS.staffMessage.user.limit - 1; // the first reply counted
      expect(statuses.filter((s) => s === 201)).toHaveLength(allowed);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40 - allowed);
      expect(
        await sql(`select count(*)::int as n from booking_messages where booking_id = ? and sender_role = 'staff'`, [bookingId]),
      ).toEqual([{ n: allowed + 1 }]);

      // One more email waits for the end of the window that the first one opened, for all of them.
      const thread = () =>
        sql<{ processed: boolean; after_first_ms: number }>(
          `select o.processed_at is not null as processed,
                  (extract(epoch from o.available_at - f.processed_at) * 1000)::int as after_first_ms
             from outbox o, (select processed_at from outbox
                              where job_name = 'booking.message.patient' and payload->>'bookingId' = ? and processed_at is not null) f
            where o.job_name = 'booking.message.patient' and o.payload->>'bookingId' = ? order by o.created_at`,
          [bookingId, bookingId],
        );
      expect((await thread()).map((row) => row.processed)).toEqual([true, false]);
      expect((await thread())[1]!.after_first_ms).toBe(MESSAGE_EMAIL_WINDOW_MS);
      expect(emailsTo(patient.email)).toHaveLength(1);

      // The window ends (brought forward: the test does not wait five minutes).
      await sql(
        `update outbox set available_at = now() where job_name = 'booking.message.patient' and payload->>'bookingId' = ? and processed_at is null`,
        [bookingId],
      );
      const second = await waitFor(() => emailsTo(patient.email)[1], 'the email of the burst');
      expect(subjectOf(second)).toBe(`${allowed} new messages about booking #${bookingReference(bookingId)}`);
      expect(listedIn(second)).toBe(20);
      expect(second.raw).toContain(`- and ${allowed - 20} more`);
      expect(second.raw).not.toContain('Burst'); // the messages stay behind sign-in
      expect(second.raw).toContain(`Test, your patient coordinator, sent you ${allowed} new messages:`);
      expect(emailsTo(patient.email)).toHaveLength(2);
      // Another staff member is not held back by the first one's limit.
      const { agent: colleague } = await signedInAgent(api.app, api.em, 'moderator');
      await colleague.post(`/api/admin/bookings/${bookingId}/messages`).send({ body: 'Me too.' }).expect(201);
    });

    it("the patient's messages to the coordinators are coalesced the same way", async () => {
      const { agent, bookingId } = await patientWithBooking();
      const ask = (body: string) => agent.post(`/api/bookings/${bookingId}/messages`).send({ body }).expect(201);
      const aboutThis = () =>
        emailsTo('coordinators@test.example').filter((mail) => subjectOf(mail)?.endsWith(`#${bookingReference(bookingId)}`));
      await ask('First question');
      await waitFor(() => aboutThis()[0], "the first message's email");
      for (let i = 0; i < 4; i++) await ask(`Question ${i}`);
      const waiting = await sql(
        `select 1 from outbox where job_name = 'booking.message.staff' and payload->>'bookingId' = ? and processed_at is null`,
        [bookingId],
      );
      expect(waiting).toHaveLength(1);
      expect(aboutThis()).toHaveLength(1);
    });
  });

  describe('other staff writes', () => {
    it('a staff member has at most a few scrape runs queued or running: 40 at once queue that many, the rest are 429; a finished run frees a place', async () => {
      const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
      const [country] = (await admin.get('/api/admin/countries?range=[0,0]').expect(200)).body;
      const hospital = (
        await admin.post('/api/admin/hospitals').send({ name: 'Probe Partner Hospital', city: 'Ipoh', countryId: country.id }).expect(201)
      ).body;
      const { agent: moderator, user } = await signedInAgent(api.app, api.em, 'moderator');
      const start = (agent: Agent) =>
        agent.post('/api/admin/scrape-runs').send({ hospitalId: hospital.id, url: 'https://reviews.example.com/probe' });

      const answers = await Promise.all(Array.from({ length: 40 }, () => start(moderator)));
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(SCRAPE_RUNS_UNFINISHED_PER_USER);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40 - SCRAPE_RUNS_UNFINISHED_PER_USER);
      const refused = answers.find((r) => r.status === 429)!;
      expect(refused.body).toEqual({ statusCode: 429, message: API_MESSAGES.rateLimited, messageCode: 'rateLimited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const queued = () => sql<{ id: string }>(`select id from scrape_runs where requested_by_id = ? order by created_at`, [user.id]);
      expect(await queued()).toHaveLength(SCRAPE_RUNS_UNFINISHED_PER_USER);
      expect(
        await sql(
          `select count(*)::int as n from outbox where job_name = 'reviews.scrape' and payload->>'scrapeRunId' in (select id::text from scrape_runs where requested_by_id = ?)`,
          [user.id],
        ),
      ).toEqual([{ n: SCRAPE_RUNS_UNFINISHED_PER_USER }]);

      // Per staff member: a colleague still starts one.
      await start(admin).expect(201);
      // A run that ends frees its place.
      await sql(`update scrape_runs set status = 'done', finished_at = now() where id = ?`, [(await queued())[0]!.id]);
      await start(moderator).expect(201);
      await start(moderator).expect(429);
    });

    it('back-office changes that email someone are limited per route and staff member (quotes: the 61st in ten minutes is 429)', async () => {
      const { bookingId } = await patientWithBooking();
      const { agent: moderator } = await signedInAgent(api.app, api.em, 'moderator');
      const { limit } = ROUTE_LIMITS.staffNotify.user;
      // Refused quotes count too: the limit is on asking, whatever is asked.
      for (let i = 0; i < limit; i++) await moderator.post(`/api/admin/bookings/${bookingId}/quotes`).send({ lines: [] }).expect(400);
      const limited = await moderator.post(`/api/admin/bookings/${bookingId}/quotes`).send({ lines: [] }).expect(429);
      expect(limited.body).toEqual({ statusCode: 429, message: API_MESSAGES.rateLimited, messageCode: 'rateLimited' });
      // Another route and another staff member count on their own.
      await moderator.post(`/api/admin/bookings/${bookingId}/messages`).send({ body: 'Your quote follows.' }).expect(201);
      const { agent: colleague } = await signedInAgent(api.app, api.em, 'moderator');
      await colleague.post(`/api/admin/bookings/${bookingId}/quotes`).send({ lines: [] }).expect(400);
    });
  });
});
