import { randomUUID } from 'node:crypto';
import { createAdmin } from '../src/database/create-admin.js';
import type { Response } from 'supertest';
import { totpCode, totpStep } from '../src/common/crypto/totp.js';
import { browserAgent, createUser, currentCode, signedInAgent } from './support/factories.js';
import { queuedToken, uniqueIp } from './support/mail.js';
import { startApi, startApiWithWorker, type TestApi } from './support/app.js';
import { waitFor } from './support/wait.js';

const newEmail = () => `new-${randomUUID().slice(0, 8)}@test.example`;
const cookieOf = (res: Response) => String(res.headers['set-cookie']).split(';')[0]!;

describe('accounts and sessions', () => {
  let api: TestApi; // with a worker: sign-ups and reset requests are done by the worker
  beforeAll(async () => (api = await startApiWithWorker()));
  afterAll(async () => api.close());

  const agent = () => browserAgent(api.app);
  const audits = async (userId: string) =>
    (await api.em
      .getConnection()
      .execute(`select action, outcome, details from audit_events where actor_id = ? or (entity = 'user' and entity_id = ?) order by id`, [
        userId,
        userId,
      ])) as {
      action: string;
      outcome: string;
      details: Record<string, unknown>;
    }[];

  describe('sign-up and email verification', () => {
    it('creates an unverified account that can sign in only after following the emailed link', async () => {
      const email = newEmail();
      const res = await api.http
        .post('/api/auth/sign-up')
        .set('X-Forwarded-For', uniqueIp())
        .send({ firstName: 'Amina', lastName: 'Bello', email, password: 'kilimanjaro-77' })
        .expect(201);
      expect(res.body.message).toBe('Account created! Please check your email to verify your account.');

      const first = await queuedToken(api.em, email, 'auth.verify_email'); // the worker has created the account
      const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
      const linksSent = async () =>
        (
          await sql<{ n: number }>(
            `select count(*)::int as n from outbox o join users u on u.id = (o.payload->>'userId')::uuid
              where u.email = ? and o.job_name = 'auth.verify_email'`,
            [email],
          )
        )[0]!.n;

      // Signing in at once: told the link was sent and still works; no second email.
      const early = await api.http.post('/api/auth/sign-in').send({ email, password: 'kilimanjaro-77' }).expect(403);
      expect(early.body).toMatchObject({
        code: 'email_not_verified',
        message:
          'Please verify your email address before signing in. We have already sent you a verification link, and it still works: check your inbox and spam folder. You can ask for another one in 10 minutes.',
        messageCode: 'emailNotVerifiedLinkSent',
        messageParams: { minutes: '10' },
      });
      expect(await linksSent()).toBe(1);

      // Ten minutes later, another sign-in sends a new link; the first one still works.
      await sql(
        `update auth_tokens set created_at = created_at - interval '11 minutes' where user_id = (select id from users where email = ?)`,
        [email],
      );
      const later = await api.http.post('/api/auth/sign-in').send({ email, password: 'kilimanjaro-77' }).expect(403);
      expect(later.body).toMatchObject({ code: 'email_not_verified', messageCode: 'emailNotVerified' });
      expect(await linksSent()).toBe(2);
      const second = await queuedToken(api.em, email, 'auth.verify_email');
      expect(second).not.toBe(first);
      await api.http.post('/api/auth/verify-email').send({ token: first }).expect(200);
      // One link used: the others have nothing left to do.
      for (const token of [first, second]) {
        await api.http
          .post('/api/auth/verify-email')
          .send({ token })
          .expect(400, { statusCode: 400, message: 'This verification link is invalid or has expired.', messageCode: 'verifyLinkInvalid' });
      }

      const signedIn = await api.http.post('/api/auth/sign-in').send({ email, password: 'kilimanjaro-77' }).expect(200);
      expect(signedIn.body.user).toMatchObject({
        email,
        firstName: 'Amina',
        lastName: 'Bello',
        roles: ['user'],
        emailVerified: true,
        mfaEnabled: false,
      });
    });

    it('sends at most five verification links a day, and says when another may be asked for', async () => {
      const user = await createUser(api.em, 'user', { verified: false });
      await api.em.getConnection().execute(
        `insert into auth_tokens (id, user_id, purpose, token_hash, created_at, expires_at)
           select gen_random_uuid(), ?, 'verify_email', md5(random()::text) || md5(random()::text), now() - make_interval(hours => 2 + n), now() + interval '40 hours'
             from generate_series(1, 5) as n`,
        [user.id],
      );
      const res = await api.http.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(403);
      // The oldest of the day's five (7 hours ago) leaves the day in 17 hours.
      expect(res.body).toMatchObject({ messageCode: 'emailNotVerifiedLinkSent', messageParams: { minutes: String(17 * 60) } });
      const [sent] = await api.em
        .getConnection()
        .execute(`select count(*)::int as n from outbox where job_name = 'auth.verify_email' and payload->>'userId' = ?`, [user.id]);
      expect(sent.n).toBe(0);
    });

    it('answers a sign-up for a registered email exactly like a new one, and emails the owner instead', async () => {
      const existing = await createUser(api.em);
      const res = await api.http
        .post('/api/auth/sign-up')
        .set('X-Forwarded-For', uniqueIp())
        .send({ firstName: 'X', lastName: 'Y', email: existing.email, password: 'another-long-pass' })
        .expect(201);
      expect(res.body.message).toBe('Account created! Please check your email to verify your account.');
      await waitFor(async () => {
        const [job] = await api.em
          .getConnection()
          .execute(`select count(*)::int as n from outbox where job_name = 'auth.account_exists' and payload->>'userId' = ?`, [
            existing.id,
          ]);
        return job.n === 1;
      }, 'the account-exists email');
      const [row] = await api.em.getConnection().execute(`select count(*)::int as n from users where email = ?`, [existing.email]);
      expect(row.n).toBe(1);
    });

    it('answers two simultaneous sign-ups with one email alike, and makes one account: the second gets the account-exists email', async () => {
      const email = newEmail();
      const body = { firstName: 'Twin', lastName: 'Request', email, password: 'simultaneous-77' };
      const answers = await Promise.all([1, 2].map(() => api.http.post('/api/auth/sign-up').set('X-Forwarded-For', uniqueIp()).send(body)));
      expect(answers.map((res) => [res.status, res.body.message])).toEqual([
        [201, 'Account created! Please check your email to verify your account.'],
        [201, 'Account created! Please check your email to verify your account.'],
      ]);
      const jobs = await waitFor(async () => {
        const rows = await api.em
          .getConnection()
          .execute<{ job_name: string }[]>(
            `select o.job_name from outbox o join users u on u.id = (o.payload->>'userId')::uuid where u.email = ? order by o.job_name`,
            [email],
          );
        return rows.length === 2 ? rows.map((r) => r.job_name) : undefined;
      }, 'both emails');
      expect(jobs).toEqual(['auth.account_exists', 'auth.verify_email']);
      const [users] = await api.em.getConnection().execute(`select count(*)::int as n from users where email = ?`, [email]);
      expect(users.n).toBe(1);
    });

    it.each([
      [
        { firstName: 'A', lastName: 'B', email: 'x@test.example', password: '12345' },
        { password: 'Password must be at least 6 characters' },
      ],
      [
        { firstName: 'A', lastName: 'B', email: 'x@test.example', password: 'Password' },
        { password: 'This password is too common. Please choose a less common one.' },
      ],
      [
        { firstName: 'A', lastName: 'B', email: 'x@test.example', password: 'qwerty123' },
        { password: 'This password is too common. Please choose a less common one.' },
      ],
      [
        { firstName: '', lastName: 'B', email: 'not-an-email', password: 'fine-password-1' },
        { firstName: 'First name is required', email: 'Please enter a valid email address' },
      ],
      [
        { firstName: 'A'.repeat(101), lastName: 7, email: 'x@test.example', password: 'fine-password-1', role: 'admin' },
        { firstName: expect.any(String), lastName: expect.any(String), role: expect.any(String) },
      ],
    ])('refuses %j with field errors and creates nothing', async (body, errors) => {
      const res = await api.http.post('/api/auth/sign-up').set('X-Forwarded-For', uniqueIp()).send(body).expect(400);
      expect(res.body.errors).toEqual(errors);
      const [row] = await api.em.getConnection().execute(`select count(*)::int as n from users where email = 'x@test.example'`);
      expect(row.n).toBe(0);
    });
  });

  describe('sign-in and sessions', () => {
    it('signs in with a new httpOnly, SameSite=Lax session cookie each time', async () => {
      const user = await createUser(api.em);
      const a = agent();
      const first = await a.post('/api/auth/sign-in').send({ email: user.email.toUpperCase(), password: user.password }).expect(200);
      const cookie = String(first.headers['set-cookie']);
      expect(cookie).toMatch(/mt_session=[\w-]{40,}/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      await a
        .get('/api/auth/me')
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ id: user.id, roles: ['user'] }));

      const second = await a.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
      expect(cookieOf(second)).not.toBe(cookieOf(first));
      await api.http.get('/api/auth/me').set('Cookie', cookieOf(first)).expect(401); // the old token ended
    });

    it('gives the same answer for an unknown email and a wrong password, and audits both', async () => {
      const user = await createUser(api.em);
      const wrong = await api.http.post('/api/auth/sign-in').send({ email: user.email, password: 'nope-nope' }).expect(401);
      const unknown = await api.http.post('/api/auth/sign-in').send({ email: newEmail(), password: 'nope-nope' }).expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid email or password', messageCode: 'invalidCredentials' });
      expect(unknown.body).toEqual(wrong.body);
      // Against the account, with no actor: whoever tried is not known to be its owner.
      const attempts = await api.em
        .getConnection()
        .execute(`select actor_id, action, outcome, details from audit_events where entity = 'user' and entity_id = ?`, [user.id]);
      expect(attempts).toEqual([{ actor_id: null, action: 'auth.sign_in', outcome: 'failure', details: { reason: 'bad_password' } }]);
    });

    it('refuses malformed input with field errors', async () => {
      const res = await api.http.post('/api/auth/sign-in').send({ email: 'not-an-email', password: 42, extra: true }).expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'extra', 'password']);
    });

    it('signs out this device only, or everywhere', async () => {
      const user = await createUser(api.em);
      const phone = agent();
      const laptop = agent();
      const tablet = agent();
      for (const device of [phone, laptop, tablet])
        await device.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
      await phone.post('/api/auth/sign-out').expect(200);
      await phone.get('/api/auth/me').expect(401);
      await laptop.get('/api/auth/me').expect(200);
      await laptop.post('/api/auth/sign-out-everywhere').expect(200);
      await laptop.get('/api/auth/me').expect(401);
      await tablet.get('/api/auth/me').expect(401);
      expect((await audits(user.id)).map((a) => a.action)).toEqual([
        'auth.sign_in',
        'auth.sign_in',
        'auth.sign_in',
        'auth.sign_out',
        'auth.sign_out_everywhere',
      ]);
    });

    it('refuses a session past its absolute lifetime or idle for too long', async () => {
      const user = await createUser(api.em);
      const expired = cookieOf(await api.http.post('/api/auth/sign-in').send({ email: user.email, password: user.password }));
      await api.em
        .getConnection()
        .execute(
          `update sessions set created_at = now() - interval '2 hours', expires_at = now() - interval '1 second' where user_id = ?`,
          [user.id],
        );
      await api.http.get('/api/auth/me').set('Cookie', expired).expect(401);

      const idle = cookieOf(await api.http.post('/api/auth/sign-in').send({ email: user.email, password: user.password }));
      await api.em
        .getConnection()
        .execute(
          `update sessions set last_seen_at = now() - interval '4 days' where user_id = ? and revoked_at is null and expires_at > now()`,
          [user.id],
        );
      await api.http.get('/api/auth/me').set('Cookie', idle).expect(401);
    });

    it('refuses a deactivated account and a forged cookie', async () => {
      const user = await createUser(api.em);
      const cookie = cookieOf(await api.http.post('/api/auth/sign-in').send({ email: user.email, password: user.password }));
      await api.em.getConnection().execute(`update users set is_active = false where id = ?`, [user.id]);
      await api.http.get('/api/auth/me').set('Cookie', cookie).expect(401);
      await api.http.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(401);
      await api.http.get('/api/auth/me').set('Cookie', 'mt_session=forged-token-value').expect(401);
    });

    it('refuses a cross-site request (CSRF) that carries a valid session', async () => {
      const { agent: a } = await signedInAgent(api.app, api.em, 'user');
      await a.post('/api/auth/sign-out-everywhere').set('Origin', 'https://evil.example').expect(403);
      await a
        .post('/api/auth/change-password')
        .set('Origin', '') // no Origin (the agent sends the site's own): the Referer names the page
        .set('Referer', 'https://evil.example/page')
        .send({ currentPassword: 'x', password: 'whatever-long' })
        .expect(403);
      await a.get('/api/auth/me').expect(200); // still signed in: nothing happened
      await a.post('/api/auth/sign-out').set('Origin', api.config.publicUrl).expect(200); // our own origin is fine
    });
  });

  describe('passwords', () => {
    /** "Your password was changed" emails queued for the account (sent by the worker through the outbox). */
    const passwordChangedEmails = async (userId: string) =>
      (
        await api.em
          .getConnection()
          .execute<{ n: number }[]>(
            `select count(*)::int as n from outbox where job_name = 'auth.password_changed' and payload->>'userId' = ?`,
            [userId],
          )
      )[0]!.n;

    it('resets a password with a single-use link that ends every session', async () => {
      const user = await createUser(api.em);
      const device = agent();
      await device.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);

      const ip = uniqueIp();
      const res = await api.http
        .post('/api/auth/password-reset/request')
        .set('X-Forwarded-For', ip)
        .send({ email: user.email })
        .expect(200);
      const unknown = await api.http
        .post('/api/auth/password-reset/request')
        .set('X-Forwarded-For', ip)
        .send({ email: newEmail() })
        .expect(200);
      expect(unknown.body).toEqual(res.body);
      expect(res.body.message).toBe('If an account exists for this email, we have sent a password reset link.');

      const token = await queuedToken(api.em, user.email, 'auth.password_reset');
      await api.http.post('/api/auth/password-reset/confirm').send({ token, password: '123' }).expect(400);
      await api.http.post('/api/auth/password-reset/confirm').send({ token, password: 'a-brand-new-secret' }).expect(200);
      await device.get('/api/auth/me').expect(401);
      await api.http
        .post('/api/auth/password-reset/confirm')
        .send({ token, password: 'yet-another-secret' })
        .expect(400, { statusCode: 400, message: 'This password reset link is invalid or has expired.', messageCode: 'resetLinkInvalid' });
      await api.http.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(401);
      await api.http.post('/api/auth/sign-in').send({ email: user.email, password: 'a-brand-new-secret' }).expect(200);
      // The owner is told, once, in case it was not them.
      expect(await passwordChangedEmails(user.id)).toBe(1);
      // Everything this account did, in order: the worker audits the request, an unknown email audits nothing.
      expect((await audits(user.id)).map((a) => `${a.action}:${a.outcome}`)).toEqual([
        'auth.sign_in:success',
        'auth.password_reset_requested:success',
        'auth.password_reset:success',
        'auth.sign_in:failure',
        'auth.sign_in:success',
      ]);
    });

    it('refuses a reset link older than one hour', async () => {
      const user = await createUser(api.em);
      await api.http.post('/api/auth/password-reset/request').set('X-Forwarded-For', uniqueIp()).send({ email: user.email }).expect(200);
      const token = await queuedToken(api.em, user.email, 'auth.password_reset');
      await api.em
        .getConnection()
        .execute(
          `update auth_tokens set created_at = now() - interval '61 minutes', expires_at = now() - interval '1 minute' where user_id = ?`,
          [user.id],
        );
      await api.http.post('/api/auth/password-reset/confirm').send({ token, password: 'a-brand-new-secret' }).expect(400);
    });

    it('changes the password, ending the other sessions but not this one', async () => {
      const user = await createUser(api.em);
      const here = agent();
      const elsewhere = agent();
      await here.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
      await elsewhere.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
      const wrong = await here
        .post('/api/auth/change-password')
        .send({ currentPassword: 'not-it', password: 'the-next-secret' })
        .expect(400);
      expect(wrong.body.errors).toEqual({ currentPassword: 'Current password is incorrect' });
      expect(await passwordChangedEmails(user.id)).toBe(0); // a wrong current password changes nothing
      await here.post('/api/auth/change-password').send({ currentPassword: user.password, password: 'the-next-secret' }).expect(200);
      await here.get('/api/auth/me').expect(200);
      await elsewhere.get('/api/auth/me').expect(401);
      expect(await passwordChangedEmails(user.id)).toBe(1);
    });
  });

  describe('rate limits', () => {
    // Per email and client address: the test client's address here, 127.0.0.1 (no X-Forwarded-For). Other
    // addresses and the per-email ceiling: sign-in-link.int-spec.ts.
    it('allows 3 sign-in attempts per email and address per 15 minutes, across API instances, then 429 with Retry-After', async () => {
      const other = await startApi();
      try {
        const user = await createUser(api.em);
        await api.http.post('/api/auth/sign-in').send({ email: user.email, password: 'wrong-1' }).expect(401);
        await other.http.post('/api/auth/sign-in').send({ email: user.email, password: 'wrong-2' }).expect(401);
        await api.http.post('/api/auth/sign-in').send({ email: user.email, password: 'wrong-3' }).expect(401);
        const limited = await other.http.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(429);
        expect(limited.body.message).toBe('Too many requests. Please wait before trying again.');
        // Seconds left of the 15-minute window: relative on purpose, the window started a moment ago.
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
        expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
      } finally {
        await other.close();
      }
    });

    it('allows 2 sign-ups per 30 minutes from one address', async () => {
      const ip = uniqueIp();
      const body = () => ({ firstName: 'R', lastName: 'L', email: newEmail(), password: 'rate-limit-pass' });
      await api.http.post('/api/auth/sign-up').set('X-Forwarded-For', ip).send(body()).expect(201);
      await api.http.post('/api/auth/sign-up').set('X-Forwarded-For', ip).send(body()).expect(201);
      const limited = await api.http.post('/api/auth/sign-up').set('X-Forwarded-For', ip).send(body()).expect(429);
      // Seconds left of the 30-minute window, which started a moment ago: relative on purpose.
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(1700);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(1800);
    });

    it('allows 5 password-reset requests per 5 minutes per email', async () => {
      const email = newEmail();
      for (let i = 0; i < 5; i++)
        await api.http.post('/api/auth/password-reset/request').set('X-Forwarded-For', uniqueIp()).send({ email }).expect(200);
      await api.http.post('/api/auth/password-reset/request').set('X-Forwarded-For', uniqueIp()).send({ email }).expect(429);
    });
  });

  describe('two-factor authentication', () => {
    it('enrols with a QR code, then asks for a code at every sign-in; a code works once; recovery codes work once', async () => {
      const user = await createUser(api.em, 'user', { mfa: false });
      const a = agent();
      await a.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
      const enrol = await a.post('/api/auth/mfa/enroll').expect(200);
      expect(enrol.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(enrol.body.otpauthUrl).toContain(`secret=${enrol.body.secret}`);
      const [stored] = await api.em.getConnection().execute(`select mfa_secret from users where id = ?`, [user.id]);
      expect(stored.mfa_secret).not.toContain(enrol.body.secret); // encrypted at rest

      const secretUser = { ...user, mfaSecret: enrol.body.secret as string };
      await a.post('/api/auth/mfa/enroll/confirm').send({ code: '000000' }).expect(400);
      // The codes of the enrolment's 30-second step and the next, kept: a sign-in's argon2 can cross a step boundary.
      const enrolStep = totpStep();
      const enrolCode = totpCode(secretUser.mfaSecret, enrolStep);
      const confirmed = await a.post('/api/auth/mfa/enroll/confirm').send({ code: enrolCode }).expect(200);
      const recoveryCodes: string[] = confirmed.body.recoveryCodes;
      expect(recoveryCodes).toHaveLength(10);
      await a
        .get('/api/auth/me')
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ mfaEnabled: true, mfaVerified: true }));

      const b = agent();
      const step1 = await b.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
      expect(step1.body).toEqual({ mfaRequired: true });
      await b
        .get('/api/auth/me')
        .expect(401)
        .expect((r) => expect(r.body.code).toBe('mfa_pending'));
      await b.post('/api/auth/mfa/verify').send({ code: enrolCode }).expect(401); // already used at enrolment
      const next = totpCode(secretUser.mfaSecret, enrolStep + 1);
      await b.post('/api/auth/mfa/verify').send({ code: next }).expect(200);
      await b.get('/api/auth/me').expect(200);

      const c = agent();
      await c.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
      await c.post('/api/auth/mfa/verify').send({ code: next }).expect(401); // replay refused
      await c.post('/api/auth/mfa/verify').send({ code: recoveryCodes[0] }).expect(200);
      const d = agent();
      await d.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
      await d.post('/api/auth/mfa/verify').send({ code: recoveryCodes[0] }).expect(401);

      // Each sign-in (a to d), enrolment and code above, in order; a refused enrolment code is a 400, not audited.
      const actions = (await audits(user.id)).map((x) => `${x.action}:${x.outcome}`);
      expect(actions).toEqual([
        'auth.sign_in:success',
        'auth.mfa_enabled:success',
        'auth.sign_in:success',
        'auth.mfa_verify:failure',
        'auth.mfa_verify:success',
        'auth.sign_in:success',
        'auth.mfa_verify:failure',
        'auth.mfa_verify:success',
        'auth.sign_in:success',
        'auth.mfa_verify:failure',
      ]);
    });

    it('keeps staff without two-factor out of the back office until they enrol', async () => {
      const { agent: a, user } = await signedInAgent(api.app, api.em, 'admin', { mfa: false });
      const denied = await a.get('/api/admin/countries').expect(403);
      expect(denied.body).toMatchObject({ code: 'mfa_required' });
      const { body } = await a.post('/api/auth/mfa/enroll').expect(200);
      await a
        .post('/api/auth/mfa/enroll/confirm')
        .send({ code: currentCode({ ...user, mfaSecret: body.secret }) })
        .expect(200);
      await a.get('/api/admin/countries').expect(200);
    });

    it('blocks every route but verify and sign-out while the second factor is pending', async () => {
      const user = await createUser(api.em, 'admin');
      const a = agent();
      await a.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
      await a.get('/api/admin/countries').expect(401);
      await a.post('/api/auth/mfa/enroll').expect(401);
      await a.post('/api/auth/sign-out').expect(200);
    });
  });

  describe('roles', () => {
    it('changes a role by replacing all roles in one transaction, audited', async () => {
      const { agent: admin, user: adminUser } = await signedInAgent(api.app, api.em, 'admin');
      const target = await createUser(api.em, 'user');
      // The email is not editable here: a body that tries is refused whole.
      await admin.put(`/api/admin/users/${target.id}`).send({ role: 'moderator', email: 'other@x.y' }).expect(400);
      const res = await admin.put(`/api/admin/users/${target.id}`).send({ role: 'moderator' }).expect(200);
      expect(res.body).toMatchObject({ id: target.id, role: 'moderator', email: target.email });
      const rows = await api.em.getConnection().execute(`select role from user_roles where user_id = ?`, [target.id]);
      expect(rows).toEqual([{ role: 'moderator' }]);
      const [audit] = await api.em
        .getConnection()
        .execute(`select actor_id, details from audit_events where action = 'user.role_change' and entity_id = ?`, [target.id]);
      expect(audit).toEqual({ actor_id: adminUser.id, details: { from: 'user', to: 'moderator' } });
      await admin.put(`/api/admin/users/${target.id}`).send({ role: 'superuser' }).expect(400);
      await admin.put(`/api/admin/users/${adminUser.id}`).send({ role: 'user' }).expect(400);
    });

    it.each(['user', 'moderator'] as const)('refuses a %s on the admin-only users resource', async (role) => {
      const { agent: a } = await signedInAgent(api.app, api.em, role);
      const target = await createUser(api.em);
      await a.get('/api/admin/users').expect(403);
      await a.put(`/api/admin/users/${target.id}`).send({ role: 'admin' }).expect(403);
      const rows = await api.em.getConnection().execute(`select role from user_roles where user_id = ?`, [target.id]);
      expect(rows).toEqual([{ role: 'user' }]);
    });

    it('refuses a signed-out visitor', async () => {
      await api.http.get('/api/admin/users').expect(401);
    });

    it('deactivating an account ends its sessions', async () => {
      const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
      const { agent: patient, user } = await signedInAgent(api.app, api.em, 'user');
      await admin
        .put(`/api/admin/users/${user.id}`)
        .send({ isActive: false })
        .expect(200)
        .expect((r) => expect(r.body.isActive).toBe(false));
      await patient.get('/api/auth/me').expect(401);
    });
  });

  it('creates or promotes the first admin from the command line, with a one-hour set-password link', async () => {
    const email = newEmail();
    const link = await createAdmin(api.em.fork(), api.config, email, 'First', 'Admin');
    const token = new URL(link).searchParams.get('token')!;
    await api.http.post('/api/auth/password-reset/confirm').send({ token, password: 'first-admin-secret' }).expect(200);
    const res = await api.http.post('/api/auth/sign-in').send({ email, password: 'first-admin-secret' }).expect(200);
    expect(res.body.user.roles).toEqual(['admin']);
    const existing = await createUser(api.em, 'moderator');
    await createAdmin(api.em.fork(), api.config, existing.email, 'X', 'Y');
    const rows = await api.em.getConnection().execute(`select role from user_roles where user_id = ?`, [existing.id]);
    expect(rows).toEqual([{ role: 'admin' }]);
  });

  it('never writes passwords or tokens into the audit log', async () => {
    const rows = await api.em.getConnection().execute(`select details::text as d from audit_events`);
    // The scan covers every kind of event this file causes (one or more of each, from the tests above).
    const kinds = await api.em.getConnection().execute<{ action: string }[]>(`select distinct action from audit_events order by action`);
    expect(kinds.map((k) => k.action)).toEqual([
      'auth.mfa_enabled',
      'auth.mfa_verify',
      'auth.password_change',
      'auth.password_reset',
      'auth.password_reset_requested',
      'auth.sign_in',
      'auth.sign_out',
      'auth.sign_out_everywhere',
      'auth.sign_up',
      'auth.verify_email',
      'user.create_admin',
      'user.deactivate',
      'user.role_change',
    ]);
    // No field that could hold a secret, and none of the passwords this file used.
    for (const { d } of rows)
      expect(d).not.toMatch(/"(password|currentPassword|token|secret|code)":|Pw-|kilimanjaro|brand-new-secret|first-admin-secret/i);
  });
});
