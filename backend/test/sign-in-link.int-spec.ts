import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { Agent } from 'supertest';
import { API_MESSAGES, RATE_LIMITS, SIGN_IN_LINK } from '@medtour/contracts';
import { browserAgent, createUser, currentCode, type TestUser } from './support/factories.js';
import { capturedMail, capturedMails, uniqueIp } from './support/mail.js';
import { freePort } from './support/ports.js';
import { startApi, startApiWithWorker, startWorker, SITE_START_TIMEOUT_MS, type TestApi } from './support/app.js';
import { waitFor } from './support/wait.js';

/**
 * Sign-in limits that cannot be turned against the owner (issue 51): wrong passwords count per email
 * and client address (the spec's 3 per 15 minutes) and per email from every address (a higher
 * ceiling), and the owner can always get in with an emailed single-use sign-in link. Client
 * addresses are set with X-Forwarded-For, which the API believes from loopback (TRUST_PROXY's default).
 */
describe('sign-in limits and sign-in links', () => {
  let api: TestApi; // with a worker: it looks the email up and sends the link
  beforeAll(async () => (api = await startApiWithWorker()));
  afterAll(async () => api.close());

  const LINK_SUBJECT = 'Your MedTour Asia sign-in link';
  const RATE_LIMITED = { statusCode: 429, message: API_MESSAGES.rateLimited, messageCode: 'rateLimited' };
  const LINK_INVALID = { statusCode: 400, message: API_MESSAGES.signInLinkInvalid, messageCode: 'signInLinkInvalid' };

  const signIn = (email: string, password: string, ip: string) =>
    api.http.post('/api/auth/sign-in').set('X-Forwarded-For', ip).send({ email, password });
  const askLink = (email: unknown, ip = uniqueIp()) =>
    api.http.post('/api/auth/sign-in-link/request').set('X-Forwarded-For', ip).send({ email });
  /** The token of the `count`th sign-in link emailed to the user, and the email. */
  const emailedLink = async (user: TestUser, count = 1) => {
    const mail = await capturedMail(user.email, LINK_SUBJECT, count);
    const [, path, token] = /(\/[\w/-]*sign-in-link)\?token=([\w-]+)/.exec(mail.text)!;
    return { mail, path: path!, token: token! };
  };
  const linkTokens = async (userId: string) =>
    (
      await api.em
        .getConnection()
        .execute<{ n: number }[]>(`select count(*)::int as n from auth_tokens where user_id = ? and purpose = 'sign_in_link'`, [userId])
    )[0]!.n;

  it('three wrong passwords from other addresses do not stop the owner signing in from theirs', async () => {
    const user = await createUser(api.em);
    for (let i = 0; i < RATE_LIMITS.signIn.limit; i++) await signIn(user.email, `wrong-${i}`, uniqueIp()).expect(401);
    // One other address is limited to the spec's 3 attempts…
    const stranger = uniqueIp();
    for (let i = 0; i < RATE_LIMITS.signIn.limit; i++) await signIn(user.email, `wrong-${i}`, stranger).expect(401);
    const limited = await signIn(user.email, user.password, stranger).expect(429);
    expect(limited.body).toEqual(RATE_LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800); // seconds left of a window that just started
    // …and the owner, from their own address, is not.
    const owner = await signIn(user.email, user.password, uniqueIp()).expect(200);
    expect(owner.body.user.email).toBe(user.email);
  });

  it('holds the per-email ceiling across addresses, for the owner too, with Retry-After', async () => {
    const user = await createUser(api.em);
    for (let i = 0; i < RATE_LIMITS.signInPerEmail.limit; i++) await signIn(user.email, `wrong-${i}`, uniqueIp()).expect(401);
    const limited = await signIn(user.email, user.password, uniqueIp()).expect(429);
    expect(limited.body).toEqual(RATE_LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
    // Another email is not concerned.
    const other = await createUser(api.em);
    await signIn(other.email, other.password, uniqueIp()).expect(200);
  });

  it('counts only wrong passwords toward the per-email ceiling: the owner signing in often, from anywhere, is never refused', async () => {
    const user = await createUser(api.em);
    await signIn(user.email, 'wrong-once', uniqueIp()).expect(401);
    // A phone, a laptop, a cybercafé: far more sign-ins than the ceiling in one window, all the owner's.
    for (let i = 0; i < RATE_LIMITS.signInPerEmail.limit + 5; i++) await signIn(user.email, user.password, uniqueIp()).expect(200);
    // The wrong passwords are still counted: the ceiling is reached with the ones left.
    for (let i = 1; i < RATE_LIMITS.signInPerEmail.limit; i++) await signIn(user.email, `wrong-${i}`, uniqueIp()).expect(401);
    await signIn(user.email, user.password, uniqueIp()).expect(429);
  });

  it('lets the owner locked out at their own address in with the emailed link, which tells of the failed attempts', async () => {
    const user = await createUser(api.em);
    const home = uniqueIp();
    for (let i = 0; i < RATE_LIMITS.signIn.limit; i++) await signIn(user.email, `wrong-${i}`, home).expect(401);
    await signIn(user.email, user.password, home).expect(429);

    const asked = await askLink(user.email, home).expect(200);
    expect(asked.body).toEqual({ message: API_MESSAGES.signInLinkRequested });
    const { mail, path, token } = await emailedLink(user);
    expect(path).toBe('/auth/sign-in-link'); // the patient site's page, which posts the token
    expect(mail.text).toContain('Dear Test,');
    expect(mail.text).toContain(`expires in ${SIGN_IN_LINK.lifetimeMinutes} minutes`);
    expect(mail.text).toMatch(/Since .+ \(UTC\), 3 attempts to sign in to your account with a wrong password failed\./);
    expect(mail.text).not.toContain(user.password);

    const browser = browserAgent(api.app);
    const signedIn = await browser.post('/api/auth/sign-in-link/confirm').set('X-Forwarded-For', home).send({ token }).expect(200);
    expect(signedIn.body.user).toMatchObject({ email: user.email });
    expect(String(signedIn.headers['set-cookie'])).toMatch(/mt_session=.*HttpOnly/);
    await browser.get('/api/auth/me').expect(200);
    // Using the link started the counts again: the password works from home once more.
    await signIn(user.email, user.password, home).expect(200);

    const [audit] = await api.em
      .getConnection()
      .execute<{ details: Record<string, unknown> }[]>(
        `select details from audit_events where actor_id = ? and action = 'auth.sign_in' and outcome = 'success' order by id limit 1`,
        [user.id],
      );
    expect(audit!.details).toEqual({ method: 'sign_in_link' });
  });

  it('works once, not twice, not after expiry; a malformed token is a field error', async () => {
    const user = await createUser(api.em);
    await askLink(user.email).expect(200);
    const { token, mail } = await emailedLink(user);
    expect(mail.text).not.toMatch(/attempts?.*failed/); // none to tell of
    await api.http.post('/api/auth/sign-in-link/confirm').send({ token }).expect(200);
    await api.http.post('/api/auth/sign-in-link/confirm').send({ token }).expect(400, LINK_INVALID);

    await askLink(user.email).expect(200);
    const second = await emailedLink(user, 2);
    await api.em.getConnection().execute(
      `update auth_tokens set created_at = now() - interval '16 minutes', expires_at = now() - interval '1 minute'
          where user_id = ? and purpose = 'sign_in_link' and used_at is null`,
      [user.id],
    );
    await api.http.post('/api/auth/sign-in-link/confirm').send({ token: second.token }).expect(400, LINK_INVALID);

    for (const bad of ['short', 'x'.repeat(500), 42, null]) {
      const res = await api.http.post('/api/auth/sign-in-link/confirm').send({ token: bad }).expect(400);
      expect(Object.keys(res.body.errors)).toEqual(['token']);
    }
    await api.http
      .post('/api/auth/sign-in-link/confirm')
      .send({ token: randomUUID().replace(/-/g, '') })
      .expect(400, LINK_INVALID);
  });

  it('answers a link asked for an unknown email exactly as for a known one, and refuses a malformed email with a field error', async () => {
    const user = await createUser(api.em);
    const known = await askLink(user.email).expect(200);
    const unknown = await askLink(`nobody-${randomUUID().slice(0, 8)}@test.example`).expect(200);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);

    for (const email of ['', 'not-an-email', undefined, 42]) {
      const res = await askLink(email).expect(400);
      expect(res.body.errors).toEqual({ email: expect.any(String) });
    }
    const empty = await askLink('').expect(400);
    expect(empty.body.errors.email).toBe(API_MESSAGES.emailInvalid);
  });

  it(`emails at most ${SIGN_IN_LINK.perWindow} links per lifetime, answering alike, and the earlier links keep working`, async () => {
    const user = await createUser(api.em);
    const answers = [];
    for (let i = 0; i <= SIGN_IN_LINK.perWindow; i++) answers.push((await askLink(user.email).expect(200)).body);
    expect(new Set(answers.map((body) => JSON.stringify(body))).size).toBe(1);
    const { token } = await emailedLink(user, SIGN_IN_LINK.perWindow);
    // The worker has done the last request too once it audited the refusal.
    const refused = async () =>
      (
        await api.em
          .getConnection()
          .execute<{ n: number }[]>(
            `select count(*)::int as n from audit_events where entity_id = ? and action = 'auth.sign_in_link_requested' and outcome = 'failure'`,
            [user.id],
          )
      )[0]!.n;
    await waitFor(async () => (await refused()) > 0, 'the refused request');
    expect(await refused()).toBe(1);
    expect(await linkTokens(user.id)).toBe(SIGN_IN_LINK.perWindow);
    expect((await capturedMails(user.email)).filter((mail) => mail.subject === LINK_SUBJECT)).toHaveLength(SIGN_IN_LINK.perWindow);
    // The first link still works (a newer one does not void it), and using one ends the others.
    const first = await emailedLink(user, 1);
    await api.http.post('/api/auth/sign-in-link/confirm').send({ token: first.token }).expect(200);
    await api.http.post('/api/auth/sign-in-link/confirm').send({ token }).expect(400, LINK_INVALID);
  });

  it('leads staff to the back office, and they still need their second factor after the link', async () => {
    const moderator = await createUser(api.em, 'moderator');
    await askLink(moderator.email).expect(200);
    const { path, token } = await emailedLink(moderator);
    expect(path).toBe('/admin/auth/sign-in-link');

    const browser = browserAgent(api.app);
    await browser.post('/api/auth/sign-in-link/confirm').send({ token }).expect(200, { mfaRequired: true });
    await browser.get('/api/admin/dashboard').expect(401);
    await browser.post('/api/auth/mfa/verify').send({ code: '000000' }).expect(401);
    await browser
      .post('/api/auth/mfa/verify')
      .send({ code: currentCode(moderator) })
      .expect(200);
    await browser.get('/api/admin/dashboard').expect(200);
  });
});

/*
 * The patient site's pages (React Router over the built patient-web, as web.int-spec: needs the build),
 * posted without JavaScript: the link's page signs in only when its form is posted, so that a mail
 * scanner opening the link does not use it up.
 */
describe('the patient site’s sign-in link pages', () => {
  let api: TestApi;
  let worker: INestApplicationContext;
  let origin: string;
  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    api = await startApi({ PORT: String(port), PUBLIC_URL: origin }, { serveWeb: true });
    worker = await startWorker({ PUBLIC_URL: origin });
  }, SITE_START_TIMEOUT_MS);
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  const postForm = (agent: Agent | TestApi['http'], path: string, fields: Record<string, string>) =>
    agent.post(path).set('Origin', origin).set('X-Forwarded-For', uniqueIp()).type('form').send(new URLSearchParams(fields).toString());

  it('offers the link on the sign-in page, sends it, and signs in only when the link’s page is posted, once', async () => {
    const user = await createUser(api.em);
    const signInPage = await api.http.get('/fr/auth').expect(200);
    expect(signInPage.text).toContain('href="/fr/auth/sign-in-link"');

    const asked = await postForm(api.http, '/auth/sign-in-link', { intent: 'request', email: user.email }).expect(200);
    expect(asked.text).toContain('we have sent a sign-in link');
    const mail = await capturedMail(user.email, 'Your MedTour Asia sign-in link');
    const link = new URL(/https?:\/\/\S+sign-in-link\?token=[\w-]+/.exec(mail.text)![0]);
    expect(link.origin + link.pathname).toBe(`${origin}/auth/sign-in-link`);
    const token = link.searchParams.get('token')!;

    // Opening the link (a scanner's GET, or the patient's) shows a button; nothing is used up.
    const page = await api.http.get(`${link.pathname}${link.search}`).expect(200);
    expect(page.text).toContain(`name="token" value="${token}"`);
    await api.http.get(`${link.pathname}${link.search}`).expect(200);

    const browser = browserAgent(api.app);
    const signedIn = await postForm(browser, `${link.pathname}${link.search}`, { intent: 'link', token }).expect(302);
    expect(signedIn.headers.location).toBe('/dashboard');
    expect(String(signedIn.headers['set-cookie'])).toContain('mt_session=');
    await browser.get('/api/auth/me').expect(200);

    const again = await postForm(api.http, `${link.pathname}${link.search}`, { intent: 'link', token }).expect(400);
    expect(again.text).toContain(API_MESSAGES.signInLinkInvalid);
    expect(again.headers['set-cookie']).toBeUndefined();
  });
});
