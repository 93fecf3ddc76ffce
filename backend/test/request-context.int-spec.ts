import { randomUUID } from 'node:crypto';
import { CLS_ID, ClsService } from 'nestjs-cls';
import { RequestContext } from '../src/common/request-context.js';
import { AUDIT_ACTIONS, type AuditAction } from '../src/modules/audit/audit-actions.js';
import { AuditService } from '../src/modules/audit/audit.service.js';
import { browserAgent, createUser, signedInAgent } from './support/factories.js';
import { uniqueIp } from './support/mail.js';
import { startApiWithWorker, type TestApi } from './support/app.js';
import { waitFor } from './support/wait.js';

interface AuditRow {
  id: string;
  action: string;
  outcome: string;
  actor_id: string | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');

/** A request id as a proxy would send one (the API keeps ids of 8 to 100 of `[A-Za-z0-9._-]`). */
const requestId = () => `rc-${randomUUID()}`;

describe('request context: request id, client address and agent in the audit log', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApiWithWorker())); // sign-ups are done by the worker
  afterAll(async () => api.close());

  const rowsOf = (id: string) =>
    api.em
      .getConnection()
      .execute<AuditRow[]>(
        `select id, action, outcome, actor_id, ip, user_agent, request_id from audit_events where request_id = ? order by id`,
        [id],
      );

  it('stores the request id, client address and user agent of a failed sign-in', async () => {
    const user = await createUser(api.em);
    const [id, ip] = [requestId(), uniqueIp()];
    const res = await api.http
      .post('/api/auth/sign-in')
      .set('X-Request-Id', id)
      .set('X-Forwarded-For', ip)
      .set('User-Agent', 'ContextTest/1.0 (audit)')
      .send({ email: user.email, password: 'not-the-password' })
      .expect(401);
    expect(res.headers['x-request-id']).toBe(id);
    expect(await rowsOf(id)).toEqual([
      {
        id: expect.any(String),
        action: 'auth.sign_in',
        outcome: 'failure',
        // Against the account, with no actor: whoever tried is not known to be its owner.
        actor_id: null,
        ip,
        user_agent: 'ContextTest/1.0 (audit)',
        request_id: id,
      },
    ]);
    const [target] = await api.em.getConnection().execute(`select entity, entity_id from audit_events where request_id = ?`, [id]);
    expect(target).toEqual({ entity: 'user', entity_id: user.id });
  });

  it('stores the id the API made when the request sent none (the id of its answer), and at most 300 characters of agent', async () => {
    const ip = uniqueIp();
    const res = await api.http
      .post('/api/auth/sign-in')
      .set('X-Forwarded-For', ip)
      .set('User-Agent', 'A'.repeat(400))
      .send({ email: `nobody-${randomUUID().slice(0, 8)}@test.example`, password: 'whatever-it-is' })
      .expect(401);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rowsOf(id)).toEqual([
      {
        id: expect.any(String),
        action: 'auth.sign_in',
        outcome: 'failure',
        actor_id: null,
        ip,
        user_agent: 'A'.repeat(300),
        request_id: id,
      },
    ]);
  });

  it('never mixes up the context of concurrent requests', async () => {
    const calls = Array.from({ length: 20 }, (_, i) => ({
      id: requestId(),
      ip: uniqueIp(),
      agent: `ContextTest/${i}`,
      email: `nobody-${i}-${randomUUID().slice(0, 8)}@test.example`,
    }));
    const answers = await Promise.all(
      calls.map((c) =>
        api.http
          .post('/api/auth/sign-in')
          .set('X-Request-Id', c.id)
          .set('X-Forwarded-For', c.ip)
          .set('User-Agent', c.agent)
          .send({ email: c.email, password: 'whatever-it-is' }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(calls.map(() => 401));
    for (const c of calls) {
      expect(await rowsOf(c.id)).toEqual([
        {
          id: expect.any(String),
          action: 'auth.sign_in',
          outcome: 'failure',
          actor_id: null,
          ip: c.ip,
          user_agent: c.agent,
          request_id: c.id,
        },
      ]);
    }
  });

  it('keeps the context on the session a sign-in opens, and through a multipart upload', async () => {
    const user = await createUser(api.em);
    const agent = browserAgent(api.app);
    const signInIp = uniqueIp();
    await agent
      .post('/api/auth/sign-in')
      .set('X-Forwarded-For', signInIp)
      .set('User-Agent', 'ContextTest/sign-in')
      .send({ email: user.email, password: user.password })
      .expect(200);
    const [session] = await api.em.getConnection().execute(`select ip, user_agent from sessions where user_id = ?`, [user.id]);
    expect(session).toEqual({ ip: signInIp, user_agent: 'ContextTest/sign-in' });

    const [id, ip] = [requestId(), uniqueIp()];
    await agent
      .post('/api/records')
      .set('X-Request-Id', id)
      .set('X-Forwarded-For', ip)
      .set('User-Agent', 'ContextTest/upload')
      .attach('file', PDF, { filename: 'scan.pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(await rowsOf(id)).toEqual([
      {
        id: expect.any(String),
        action: 'record.upload',
        outcome: 'success',
        actor_id: user.id,
        ip,
        user_agent: 'ContextTest/upload',
        request_id: id,
      },
    ]);
  });

  it("gives the worker's audit row of a sign-up the id, address and agent of the sign-up request", async () => {
    const [id, ip] = [requestId(), uniqueIp()];
    const email = `new-${randomUUID().slice(0, 8)}@test.example`;
    await api.http
      .post('/api/auth/sign-up')
      .set('X-Request-Id', id)
      .set('X-Forwarded-For', ip)
      .set('User-Agent', 'ContextTest/sign-up')
      .send({ firstName: 'Ama', lastName: 'Owusu', email, password: 'volta-river-88' })
      .expect(201);
    const rows = await waitFor(async () => {
      const found = await rowsOf(id);
      return found.length ? found : undefined;
    }, 'the sign-up audit row');
    const [user] = await api.em.getConnection().execute(`select id from users where email = ?`, [email]);
    expect(rows).toEqual([
      {
        id: expect.any(String),
        action: 'auth.sign_up',
        outcome: 'success',
        actor_id: user.id,
        ip,
        user_agent: 'ContextTest/sign-up',
        request_id: id,
      },
    ]);
  });

  it('names the signed-in user as actor when an entry names none, and nobody when it says null', async () => {
    const user = await createUser(api.em);
    const cls = api.app.get(ClsService);
    const context = api.app.get(RequestContext);
    const audit = api.app.get(AuditService);
    const id = requestId();
    await cls.run(async () => {
      cls.set(CLS_ID, id);
      context.setActor(user.id);
      await audit.record(api.em.fork(), { action: 'settings.update', entity: 'settings', entityId: 'site' });
      await audit.record(api.em.fork(), { actorId: null, action: 'settings.update', entity: 'settings', entityId: 'site' });
      await audit.record(api.em.fork(), { action: 'settings.update', origin: { ip: '192.0.2.9', userAgent: 'a job' } });
    });
    expect((await rowsOf(id)).map((r) => [r.actor_id, r.ip, r.user_agent])).toEqual([
      [user.id, null, null],
      [null, null, null],
      [user.id, '192.0.2.9', 'a job'],
    ]);
    // Outside any context (command-line tools): no actor, address, agent or request id.
    await audit.record(api.em.fork(), { action: 'user.create_admin', entityId: id });
    const [row] = await api.em
      .getConnection()
      .execute(`select actor_id, ip, user_agent, request_id from audit_events where entity_id = ?`, [id]);
    expect(row).toEqual({ actor_id: null, ip: null, user_agent: null, request_id: null });
  });

  it("answers each audit row with its action's label and request id in the admin API", async () => {
    const user = await createUser(api.em);
    const id = requestId();
    await api.http
      .post('/api/auth/sign-in')
      .set('X-Request-Id', id)
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: user.email, password: 'not-the-password' })
      .expect(401);
    const [row] = await rowsOf(id);

    const { agent: admin, user: adminUser } = await signedInAgent(api.app, api.em, 'admin', {}, uniqueIp());
    const one = await admin.get(`/api/admin/audit-events/${row!.id}`).expect(200);
    expect(one.body).toMatchObject({
      id: row!.id,
      action: 'auth.sign_in',
      actionLabel: 'Signed in',
      outcome: 'failure',
      actorId: null,
      entity: 'user',
      entityId: user.id,
      requestId: id,
    });

    const filter = encodeURIComponent(JSON.stringify({ action: 'auth.' }));
    const list = await admin.get(`/api/admin/audit-events?filter=${filter}&range=[0,49]`).expect(200);
    // The newest "auth." events, newest first: the admin's sign-in (two steps), then the refused sign-in above.
    type Listed = { id: string; action: string; actorId: string | null; entityId: string | null };
    expect((list.body as Listed[]).slice(0, 3).map((e) => [e.action, e.actorId ?? e.entityId])).toEqual([
      ['auth.mfa_verify', adminUser.id],
      ['auth.sign_in', adminUser.id],
      ['auth.sign_in', user.id],
    ]);
    expect(list.body[2].id).toBe(row!.id);
    for (const event of list.body as { action: AuditAction; actionLabel: string }[]) {
      expect(event).toHaveProperty('requestId');
      expect(event.actionLabel).toBe(AUDIT_ACTIONS[event.action]);
    }
  });
});
