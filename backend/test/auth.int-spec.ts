import request from 'supertest';
import { createUser } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

describe('sessions', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(async () => api.close());

  it('signs in with an httpOnly, SameSite=Lax session cookie and knows who is signed in', async () => {
    const user = await createUser(api.em, 'moderator');
    const agent = request.agent(api.app.getHttpServer());
    const res = await agent.post('/api/auth/sign-in').send({ email: user.email.toUpperCase(), password: user.password }).expect(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/mt_session=[\w-]{40,}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ id: user.id, email: user.email, roles: ['moderator'] });
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const user = await createUser(api.em);
    const wrong = await api.http.post('/api/auth/sign-in').send({ email: user.email, password: 'nope-nope' }).expect(401);
    const unknown = await api.http.post('/api/auth/sign-in').send({ email: 'nobody@test.example', password: 'nope-nope' }).expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
    const [failures] = await api.em.getConnection().execute(`select count(*)::int as n from audit_events where action = 'auth.sign_in' and outcome = 'failure' and actor_id = ?`, [user.id]);
    expect(failures.n).toBe(1);
  });

  it('refuses malformed sign-in input with field errors', async () => {
    const res = await api.http.post('/api/auth/sign-in').send({ email: 'not-an-email', password: 42 }).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'password']);
  });

  it('revokes the session on sign-out: the same cookie no longer works', async () => {
    const user = await createUser(api.em);
    const agent = request.agent(api.app.getHttpServer());
    const res = await agent.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    await agent.post('/api/auth/sign-out').expect(200);
    await api.http.get('/api/auth/me').set('Cookie', cookie).expect(401);
  });

  it('refuses an expired session', async () => {
    const user = await createUser(api.em);
    const res = await api.http.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    await api.em.getConnection().execute(`update sessions set expires_at = now() - interval '1 second', created_at = now() - interval '1 hour' where user_id = ?`, [user.id]);
    await api.http.get('/api/auth/me').set('Cookie', cookie).expect(401);
  });
});
