import { randomUUID } from 'node:crypto';
import { NO_ORIGIN_MESSAGE } from '../src/common/http/same-origin.middleware.js';
import { createUser } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

/**
 * Issue 51: a signed-in (cookie) request that changes something and names no origin — neither
 * Origin nor Referer — is refused with a 403 that says why, as one from another site is; requests
 * that act for nobody (no session cookie: Stripe's webhooks, CSP reports, sign-in) keep working
 * without either header, and reads are never refused for it.
 */
describe('cross-site check of signed-in changes', () => {
  let api: TestApi;
  let cookie: string;

  beforeAll(async () => {
    api = await startApi();
    const user = await createUser(api.em, 'user');
    // Signing in names no origin either: it acts for nobody yet.
    const signIn = await api.http.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
    cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
  });
  afterAll(async () => api.close());

  const assessment = () => ({
    idempotencyKey: randomUUID(),
    conditionCategory: 'Orthopedic Surgery',
    symptoms: 'Knee pain',
    urgencyLevel: 'low',
  });

  it('refuses a signed-in POST, PUT or DELETE without Origin or Referer: 403 with a clear message', async () => {
    const refused = await api.http.post('/api/assessments').set('Cookie', cookie).send(assessment()).expect(403);
    expect(refused.body).toEqual({ statusCode: 403, message: NO_ORIGIN_MESSAGE });
    await api.http.put('/api/auth/language').set('Cookie', cookie).send({ language: 'fr' }).expect(403);
    await api.http.delete(`/api/records/${randomUUID()}`).set('Cookie', cookie).expect(403);
    // Empty headers name nothing either; `Origin: null` (a sandboxed or privacy-stripped page) is another site.
    await api.http.post('/api/assessments').set('Cookie', cookie).set('Origin', '').send(assessment()).expect(403);
    await api.http.post('/api/assessments').set('Cookie', cookie).set('Origin', 'null').send(assessment()).expect(403);
    // Behind the __Host- prefix (secure cookies) too.
    await api.http.post('/api/assessments').set('Cookie', `lang=fr; __Host-${cookie}`).send(assessment()).expect(403);
  });

  it('lets the same request through from the site itself (Origin, else Referer), and reads without either', async () => {
    await api.http.post('/api/assessments').set('Cookie', cookie).set('Origin', api.config.publicUrl).send(assessment()).expect(201);
    await api.http
      .post('/api/assessments')
      .set('Cookie', cookie)
      .set('Referer', `${api.config.publicUrl}/dashboard`)
      .send(assessment())
      .expect(201);
    await api.http.get('/api/assessments/latest').set('Cookie', cookie).expect(200);
    await api.http.post('/api/assessments').set('Cookie', cookie).set('Origin', 'https://evil.example').send(assessment()).expect(403);
  });

  it('keeps machine endpoints and requests without a session working without Origin or Referer', async () => {
    // Stripe's webhook: judged by its signature, not refused as cross-site.
    const webhook = await api.http.post('/api/payments/stripe/webhook').set('Stripe-Signature', 't=1,v1=bad').send({ id: 'evt_1' });
    expect(webhook.status).not.toBe(403);
    await api.http
      .post('/api/csp-reports')
      .set('Content-Type', 'application/csp-report')
      .send(JSON.stringify({ 'csp-report': { 'document-uri': `${api.config.publicUrl}/`, 'violated-directive': 'script-src' } }))
      .expect(204);
    await api.http.get('/api/health').expect(200);
    // A cookie that is not the session (the language choice) acts for nobody.
    const contact = await api.http
      .post('/api/contact')
      .set('Cookie', 'lang=fr')
      .send({ name: 'Amina', email: 'amina@example.com', country: 'Kenya', message: 'Hello' });
    expect(contact.status).not.toBe(403);
  });
});
