import { jest } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { webHandler } from '../src/web/web-handler.js';
import { startApi, SITE_START_TIMEOUT_MS, testConfig, type TestApi } from './support/app.js';
import { createUser, signedInAgent } from './support/factories.js';
import { uniqueIp } from './support/mail.js';
import { freePort } from './support/ports.js';

/*
 * The patient site as the API serves it (React Router's Express handler over the built
 * patient-web): the CSP nonce of its inline scripts, forms posted without JavaScript (field errors,
 * the session cookie set by the action's answer), cross-site posts, posts that are not forms, and
 * redirects to other sites.
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
  }, SITE_START_TIMEOUT_MS);
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

  it('is drawn for a slow link: the frame’s styles inline, nothing fetched or run before the first paint but the hydration data', async () => {
    // The sign-in page has a stylesheet of its own.
    const { text } = await api.http.get('/fr/auth').expect(200);
    const head = text.slice(0, text.indexOf('</head>'));
    // The frame's styles ahead of the head's stylesheets (a page's own stylesheet still comes after them and may override them).
    const styles = head.indexOf('<style>:root{');
    const stylesheet = head.search(/<link [^>]*rel="stylesheet"/);
    expect([styles > 0, stylesheet > 0, styles < stylesheet]).toEqual([true, true, true]);
    // React Router's scripts and their preloads are inside the <noscript> the starter after it reads once the page has painted.
    const [before, rest] = text.split('<noscript data-scripts="">');
    const [inside, after] = (rest ?? '').split('</noscript>');
    expect(inside).toMatch(/<link rel="modulepreload" href="\/assets\/[^"]+\.js"/);
    expect(inside).toMatch(/<script nonce="[^"]+" type="module" async="">[^<]*import\(/);
    expect(inside).toContain('window.__reactRouterContext = ');
    for (const outside of [before, after]) {
      expect(outside).not.toContain('rel="modulepreload"');
      expect(outside).not.toContain('type="module"');
    }
    expect(after).toMatch(/^<script nonce="[^"]+" data-start-scripts="">\(function\(\)/);
    // The hydration data that follows the starter needs the context it creates.
    expect(after).toContain('window.__reactRouterContext.streamController.enqueue');
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
    // As written, and as a browser reads them: tabs and newlines dropped (`/<tab>/evil.example` is `//evil.example`).
    for (const target of [
      '//evil.example/x',
      'https://evil.example/x',
      '/\\evil.example',
      '/\t/evil.example/login',
      '/\r\n/evil.example',
      'javascript:alert(1)',
    ]) {
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

  it('the language switcher remembers the choice, signed out or in, without an error logged', async () => {
    const errors = jest.spyOn(console, 'error');
    try {
      const signedOut = await api.http.get('/language?to=%2Ffr%2Fhospitals').set('Sec-Fetch-Site', 'same-origin').redirects(0).expect(303);
      expect(signedOut.headers.location).toBe('/fr/hospitals');
      expect(String(signedOut.headers['set-cookie'])).toMatch(/^lang=fr; Path=\/; Max-Age=31536000; SameSite=Lax/);
      const { agent, user } = await signedInAgent(api.app, api.em, 'user');
      await agent.get('/language?to=%2Fsw').set('Sec-Fetch-Site', 'same-origin').redirects(0).expect(303);
      const [row] = await api.em.getConnection().execute(`select language from users where id = ?`, [user.id]);
      expect(row.language).toBe('sw');
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('sends a signed-in visitor on from the sign-in page to a path on this site only', async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    const from = (target: string) => agent.get(`/auth?redirect=${encodeURIComponent(target)}`).redirects(0);
    // The probe's finding: `%2F%09%2F…` answered `Location: /<tab>/evil.example/login`, which browsers open on evil.example.
    const probe = await agent.get('/auth?redirect=%2F%09%2Fevil.example%2Flogin').redirects(0);
    expect([probe.status, probe.headers.location]).toEqual([302, '/dashboard']);
    for (const target of ['/\r\n/evil.example', '/\n/evil.example', '/..//evil.example', '\\\\evil.example']) {
      const res = await from(target);
      expect([res.status, res.headers.location]).toEqual([302, '/dashboard']);
    }
    // A path on this site goes through as the browser would send it (a newline in it once answered 500).
    expect((await from('/dashboard?book=sunway medical#booking')).headers.location).toBe('/dashboard?book=sunway%20medical#booking');
    expect((await from('/dashboard/acc\r\nount')).headers.location).toBe('/dashboard/account');
  });

  it('answers a page post that is not a form with 415 at once (a JSON post was never answered)', async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    for (const path of ['/auth', '/contact', '/auth/forgot-password', '/dashboard/records', '/dashboard/bookings', '/dashboard/account']) {
      const res = await agent
        .post(path)
        .set('X-Forwarded-For', uniqueIp())
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ intent: 'signin', email: 'a@example.com', password: 'x' }))
        .timeout(5_000);
      expect([path, res.status, res.headers['content-type']]).toEqual([path, 415, expect.stringContaining('text/plain')]);
      expect(res.text).toContain('application/x-www-form-urlencoded');
    }
    const contact = (type: string, body: string) =>
      api.http.post('/contact').set('X-Forwarded-For', uniqueIp()).set('Content-Type', type).send(body).timeout(5_000);
    expect((await contact('text/plain', 'name=A&email=a@example.com&country=Kenya&message=Hi')).status).toBe(415);
    // Only the record upload takes multipart.
    expect((await contact('multipart/form-data', 'no boundary')).status).toBe(415);
    const upload = (type: string, body: string) =>
      agent.post('/dashboard/records').set('X-Forwarded-For', uniqueIp()).set('Content-Type', type).send(body).timeout(5_000);
    // A multipart form with its boundary reaches the upload's action (which wants a file).
    const noFile = await agent.post('/dashboard/records').set('X-Forwarded-For', uniqueIp()).field('note', 'no file');
    expect([noFile.status, noFile.text]).toEqual([400, expect.stringContaining('Please choose a file to upload.')]);
    // So does the upload in another language (/fr/dashboard/records), whose page (the diagnosis step) says it in its words.
    const inFrench = await agent.post('/fr/dashboard/records?step=diagnosis').set('X-Forwarded-For', uniqueIp()).field('note', 'no file');
    expect([inFrench.status, inFrench.text]).toEqual([400, expect.stringContaining('Veuillez choisir un fichier à envoyer.')]);
    // No other page of the journey takes files.
    const elsewhere = await agent.post('/dashboard/bookings').set('X-Forwarded-For', uniqueIp()).field('hospitalId', 'x');
    expect(elsewhere.status).toBe(415);
    const noBoundary = await upload('multipart/form-data', 'file=none');
    expect([noBoundary.status, noBoundary.text]).toEqual([400, 'The multipart form has no boundary.']);
    const broken = await upload('multipart/form-data; boundary=x', 'garbage that never names its boundary');
    expect(broken.status).toBe(400);
    expect(broken.text).toContain('The form could not be read.');
  });

  it('answers an unknown or missing form on the account page with 400 and says so', async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    for (const fields of [{ intent: 'no-such-form' }, {}] as Record<string, string>[]) {
      const res = await agent.post('/dashboard/account').set('X-Forwarded-For', uniqueIp()).type('form').send(form(fields));
      expect(res.status).toBe(400);
      expect(res.text).toContain('This form is not known here.');
    }
  });

  it('answers a wrong password with the API’s status and message on the page', async () => {
    const user = await createUser(api.em, 'user');
    const res = await postForm('/auth', { intent: 'signin', email: user.email, password: 'wrong-password' }).expect(401);
    expect(res.text).toContain('Invalid email or password');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('patient site when the API does not answer', () => {
  /** The site as the API serves it, its loaders' calls sent to a port nothing listens on (the API down or unreachable). */
  let site: ReturnType<typeof request>;

  beforeAll(async () => {
    const nowhere = await freePort();
    site = request(express().use(webHandler(testConfig(), () => nowhere)));
  });

  it.each(['/dashboard', '/fr/dashboard/bookings', '/auth', '/sw/auth?redirect=/dashboard'])(
    'answers %s for a signed-in visitor with the page that says to come back (503 with Retry-After), never a 500',
    async (path) => {
      const res = await site.get(path).set('Cookie', 'sid=a-session').set('X-Forwarded-For', uniqueIp());
      expect([res.status, res.headers['retry-after']]).toEqual([503, expect.stringMatching(/^\d+$/)]);
      // The site's own page, rendered by the route (not the handler's plain answer when the site's build is missing).
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<!DOCTYPE html>');
    },
  );
});
