import { startApi, type TestApi } from './support/app.js';
import { createUser } from './support/factories.js';
import { uniqueIp } from './support/mail.js';
import { freePort } from './support/ports.js';

/*
 * The patient site as the API serves it (React Router's Express handler over the built
 * patient-web): the CSP nonce of its inline scripts, forms posted without JavaScript (field errors,
 * the session cookie set by the action's answer), cross-site posts and redirects to other sites.
 * Needs the build (`npm run build`, which `npm test` runs first), like supervisor.int-spec: without it
 * the pages answer 503 and these tests fail rather than pass by skipping.
 */
describe('patient site served by the API', () => {
  let api: TestApi;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    api = await startApi({ PORT: String(port), PUBLIC_URL: origin }, { serveWeb: true });
  });
  afterAll(() => api?.close());

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const postForm = (path: string, fields: Record<string, string>, from = origin) =>
    api.http.post(path).set('Origin', from).set('X-Forwarded-For', uniqueIp()).type('form').send(form(fields));

  it('allows only the inline scripts that carry this response’s nonce', async () => {
    const res = await api.http.get('/').expect(200);
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(res.headers['content-security-policy'] as string)?.[1];
    expect(nonce).toBeDefined();
    const scripts = res.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await api.http.get('/').expect(200);
    expect(again.headers['content-security-policy']).not.toContain(nonce);
    // The API's own answers keep the policy without any inline script.
    const json = await api.http.get('/api/health').expect(200);
    expect(json.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('answers a form posted without JavaScript with its field errors (400), never a 500', async () => {
    const res = await postForm('/contact', { name: '', email: 'not-an-email', country: 'Kenya', message: '' }).expect(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('aria-invalid="true"');
    expect(res.text).toContain('Please correct the highlighted fields.');
  });

  it('refuses a form posted from another site', async () => {
    await postForm('/contact', { name: 'A', email: 'a@example.com', country: 'Kenya', message: 'Hello' }, 'https://evil.example').expect(
      403,
    );
  });

  it('refuses a page form larger than any of its forms', async () => {
    const res = await postForm('/contact', { name: 'A', email: 'a@example.com', country: 'Kenya', message: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
  });

  it('signs in through the form: the session cookie comes with the answer, and the redirect stays on this site', async () => {
    const user = await createUser(api.em, 'user');
    for (const target of ['//evil.example/x', 'https://evil.example/x', '/\\evil.example']) {
      const res = await postForm(`/auth?redirect=${encodeURIComponent(target)}`, {
        intent: 'signin',
        email: user.email,
        password: user.password,
      }).expect(302);
      expect(res.headers.location).toBe('/dashboard');
      expect(String(res.headers['set-cookie'])).toMatch(/mt_session=[^;]+;.*HttpOnly/i);
    }
    const res = await postForm(`/auth?redirect=${encodeURIComponent('/dashboard/account')}`, {
      intent: 'signin',
      email: user.email,
      password: user.password,
    }).expect(302);
    expect(res.headers.location).toBe('/dashboard/account');
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const page = await api.http.get('/dashboard/account').set('Cookie', cookie).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain(user.email);
  });

  it('answers a wrong password with the API’s status and message on the page', async () => {
    const user = await createUser(api.em, 'user');
    const res = await postForm('/auth', { intent: 'signin', email: user.email, password: 'wrong-password' }).expect(401);
    expect(res.text).toContain('Invalid email or password');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
