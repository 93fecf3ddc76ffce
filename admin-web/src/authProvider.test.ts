import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import type { Me } from '@medtour/contracts';
import { createAuthProvider, LOGIN_PATH, ME_TTL_MS, MESSAGES, MFA_SETUP_PATH, SignInError } from './authProvider';

type Answer = unknown | HttpError | Promise<unknown>;

const me = (overrides: Partial<Me> = {}): Me => ({
  id: 'u1',
  email: 'amina@medtour.test',
  firstName: 'Amina',
  lastName: 'Okafor',
  roles: ['admin'],
  emailVerified: true,
  mfaEnabled: true,
  mfaVerified: true,
  currency: null,
  ...overrides,
});

const unauthorized = (code?: string) => new HttpError('Unauthorized', 401, code ? { message: 'Unauthorized', code } : null);

/**
 * An auth provider over a stand-in for fetch: `answers` gives, per URL, the answers in order (a
 * value is the JSON body, an HttpError is answered with its status and body, a promise is awaited);
 * the last one repeats.
 */
const setup = (answers: Record<string, Answer[]>) => {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  let clock = 1_000_000;
  const fetch = async (request: Request) => {
    const url = new URL(request.url).pathname;
    const text = await request.text();
    calls.push({ url, method: request.method, body: text ? JSON.parse(text) : undefined });
    expect(request.credentials).toBe('include');
    const queue = answers[url];
    if (!queue?.length) throw new Error(`unexpected request ${url}`);
    const answer = await (queue.length > 1 ? queue.shift() : queue[0]);
    if (answer instanceof HttpError) return Response.json(answer.body ?? {}, { status: answer.status });
    return Response.json(answer);
  };
  const provider = createAuthProvider({ fetch, now: () => clock });
  return {
    provider,
    calls,
    count: (url: string) => calls.filter((call) => call.url === url).length,
    tick: (ms: number) => {
      clock += ms;
    },
  };
};

/** The value a promise rejects with. */
const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
};

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('checkAuth', () => {
  it('lets in staff with two-factor on and checked, asking /me once per few seconds', async () => {
    const { provider, count, tick } = setup({ '/api/auth/me': [me()] });
    await provider.checkAuth({});
    await provider.checkAuth({});
    expect(count('/api/auth/me')).toBe(1);
    tick(ME_TTL_MS - 1);
    await provider.checkAuth({});
    expect(count('/api/auth/me')).toBe(1);
    tick(1);
    await provider.checkAuth({});
    expect(count('/api/auth/me')).toBe(2);
  });

  it('shares one /me request between checks made at the same time', async () => {
    const answer = deferred<Me>();
    const { provider, count } = setup({ '/api/auth/me': [answer.promise] });
    const checks = Promise.all([provider.checkAuth({}), provider.checkAuth({}), provider.getPermissions({})]);
    answer.resolve(me());
    await expect(checks).resolves.toEqual([undefined, undefined, ['admin']]);
    expect(count('/api/auth/me')).toBe(1);
  });

  it.each([
    ['signed out', unauthorized(), { redirectTo: LOGIN_PATH }],
    ['second factor pending', unauthorized('mfa_pending'), { redirectTo: LOGIN_PATH }],
    ['a patient', me({ roles: ['user'] }), { redirectTo: LOGIN_PATH }],
    ['staff whose second factor is not checked yet', me({ mfaVerified: false }), { redirectTo: LOGIN_PATH }],
    ['staff without two-factor', me({ roles: ['moderator'], mfaEnabled: false }), { redirectTo: MFA_SETUP_PATH, message: false }],
  ])('turns away %s', async (_who, answer, redirect) => {
    const { provider } = setup({ '/api/auth/me': [answer] });
    expect(await rejection(provider.checkAuth({}))).toEqual(redirect);
  });

  it('rejects with other failures and does not keep them', async () => {
    const failure = new HttpError('Server Error', 500, { message: 'Server Error' });
    const { provider, count } = setup({ '/api/auth/me': [failure, me()] });
    const error = await rejection(provider.checkAuth({}));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, message: 'Server Error' });
    await provider.checkAuth({});
    expect(count('/api/auth/me')).toBe(2);
  });
});

describe('checkError', () => {
  it('sends a 401 (also a pending second factor) to the sign-in page and forgets the session', async () => {
    for (const error of [unauthorized(), unauthorized('mfa_pending')]) {
      const { provider, count } = setup({ '/api/auth/me': [me()] });
      await provider.checkAuth({});
      expect(await rejection(provider.checkError(error))).toEqual({ redirectTo: LOGIN_PATH });
      await provider.checkAuth({});
      expect(count('/api/auth/me')).toBe(2);
    }
  });

  it('sends staff whose account lost two-factor (403 mfa_required) to enrol, keeping the session', async () => {
    const { provider, count } = setup({ '/api/auth/me': [me()] });
    await provider.checkAuth({});
    const error = new HttpError('Two-factor required', 403, { message: 'Two-factor required', code: 'mfa_required' });
    expect(await rejection(provider.checkError(error))).toEqual({ redirectTo: MFA_SETUP_PATH, logoutUser: false, message: false });
    await provider.checkAuth({});
    expect(count('/api/auth/me')).toBe(2);
  });

  it('keeps the user signed in on other errors (a moderator on an admin-only route, a 500)', async () => {
    const { provider, count } = setup({ '/api/auth/me': [me()] });
    await provider.checkAuth({});
    await expect(provider.checkError(new HttpError('Forbidden', 403, { message: 'Forbidden' }))).resolves.toBeUndefined();
    await expect(provider.checkError(new HttpError('Server Error', 500, null))).resolves.toBeUndefined();
    await expect(provider.checkError(new Error('offline'))).resolves.toBeUndefined();
    await provider.checkAuth({});
    expect(count('/api/auth/me')).toBe(1);
  });
});

describe('getIdentity and getPermissions', () => {
  it('names the user, falling back to the email', async () => {
    await expect(setup({ '/api/auth/me': [me()] }).provider.getIdentity()).resolves.toEqual({
      id: 'u1',
      fullName: 'Amina Okafor',
      email: 'amina@medtour.test',
    });
    const nameless = setup({ '/api/auth/me': [me({ firstName: '', lastName: '' })] });
    await expect(nameless.provider.getIdentity()).resolves.toMatchObject({ fullName: 'amina@medtour.test' });
  });

  it('has no identity and no roles when signed out', async () => {
    const { provider } = setup({ '/api/auth/me': [unauthorized()] });
    await expect(provider.getIdentity()).rejects.toThrow('Not signed in');
    await expect(provider.getPermissions({})).resolves.toEqual([]);
  });

  it('gives the roles as permissions', async () => {
    const { provider } = setup({ '/api/auth/me': [me({ roles: ['moderator'] })] });
    await expect(provider.getPermissions({})).resolves.toEqual(['moderator']);
    await expect(provider.canAccess({ resource: 'bookings', action: 'list' })).resolves.toBe(true);
    await expect(provider.canAccess({ resource: 'users', action: 'list' })).resolves.toBe(false);
  });
});

describe('logout', () => {
  it('signs out when the user asks, and forgets the session', async () => {
    const { provider, count } = setup({ '/api/auth/me': [me()], '/api/auth/sign-out': [{}] });
    await provider.checkAuth({});
    await expect(provider.logout(null)).resolves.toBe(LOGIN_PATH);
    expect(count('/api/auth/sign-out')).toBe(1);
    await provider.checkAuth({});
    expect(count('/api/auth/me')).toBe(2);
  });

  it('goes to the sign-in page even when signing out fails', async () => {
    const { provider } = setup({ '/api/auth/sign-out': [new HttpError('Server Error', 500, null)] });
    await expect(provider.logout({ signOut: true })).resolves.toBe(LOGIN_PATH);
  });

  it("keeps a patient's session when the guard turns them away", async () => {
    const { provider, count } = setup({ '/api/auth/me': [me({ roles: ['user'] })] });
    await expect(provider.logout({})).resolves.toBe(LOGIN_PATH);
    expect(count('/api/auth/sign-out')).toBe(0);
  });

  it('sends staff without two-factor to enrol, keeping their session, and forgets the cache', async () => {
    const { provider, count } = setup({ '/api/auth/me': [me({ mfaEnabled: false })] });
    await expect(rejection(provider.checkAuth({}))).resolves.toMatchObject({ redirectTo: MFA_SETUP_PATH });
    await expect(provider.logout({})).resolves.toBe(MFA_SETUP_PATH);
    expect(count('/api/auth/me')).toBe(1); // decided from the cache
    expect(count('/api/auth/sign-out')).toBe(0);
    await expect(provider.logout({})).resolves.toBe(MFA_SETUP_PATH);
    expect(count('/api/auth/me')).toBe(2); // the cache went with the first call
  });

  it('signs out a half-open staff session when the guard turns it away', async () => {
    const { provider, count } = setup({ '/api/auth/me': [me({ mfaVerified: false })], '/api/auth/sign-out': [{}] });
    await expect(provider.logout({})).resolves.toBe(LOGIN_PATH);
    expect(count('/api/auth/sign-out')).toBe(1);
  });
});

describe('login', () => {
  it('admits staff and keeps their session, so the guard needs no /me request', async () => {
    const { provider, calls, count } = setup({ '/api/auth/sign-in': [{ user: me() }] });
    await expect(provider.login({ email: 'amina@medtour.test', password: 'secret' })).resolves.toBe('done');
    expect(calls[0]).toEqual({ url: '/api/auth/sign-in', method: 'POST', body: { email: 'amina@medtour.test', password: 'secret' } });
    await provider.checkAuth({});
    expect(count('/api/auth/me')).toBe(0);
  });

  it('asks for the second factor, then verifies it', async () => {
    const { provider } = setup({ '/api/auth/sign-in': [{ mfaRequired: true }], '/api/auth/mfa/verify': [{ user: me() }] });
    await expect(provider.login({ email: 'a@b.test', password: 'x' })).resolves.toBe('mfa');
    await expect(provider.verifyMfa('123456')).resolves.toBe('done');
  });

  it('refuses a patient with the access-denied message and ends that session', async () => {
    const { provider, count } = setup({ '/api/auth/sign-in': [{ user: me({ roles: ['user'] }) }], '/api/auth/sign-out': [{}] });
    const error = await rejection(provider.login({ email: 'a@b.test', password: 'x' }));
    expect(error).toBeInstanceOf(SignInError);
    expect(error).toMatchObject({ message: MESSAGES.accessDenied, restart: true });
    expect(count('/api/auth/sign-out')).toBe(1);
  });

  it('says the credentials are wrong on a 401', async () => {
    const { provider } = setup({ '/api/auth/sign-in': [unauthorized()] });
    await expect(provider.login({ email: 'a@b.test', password: 'x' })).rejects.toThrow(MESSAGES.invalidCredentials);
  });

  it('does not let a /me answer sent before signing in overwrite the new session', async () => {
    const stale = deferred<Me>();
    const { provider, count } = setup({ '/api/auth/me': [stale.promise], '/api/auth/sign-in': [{ user: me() }] });
    const before = provider.checkAuth({});
    await provider.login({ email: 'amina@medtour.test', password: 'secret' });
    stale.resolve(me({ roles: ['user'] })); // the session before: a patient's
    expect(await rejection(before)).toEqual({ redirectTo: LOGIN_PATH });
    await provider.checkAuth({}); // answered from the sign-in, not from the stale answer
    expect(count('/api/auth/me')).toBe(1);
  });
});

describe('createAuthProvider', () => {
  it('gives each provider its own session cache', async () => {
    const first = setup({ '/api/auth/me': [me()] });
    const second = setup({ '/api/auth/me': [unauthorized()] });
    await first.provider.checkAuth({});
    expect(await rejection(second.provider.checkAuth({}))).toEqual({ redirectTo: LOGIN_PATH });
  });
});

describe('sign-in links', () => {
  it('signs in with a link’s token, then asks for the code; a used link says so', async () => {
    const { provider, calls } = setup({
      '/api/auth/sign-in-link/confirm': [
        { mfaRequired: true },
        new HttpError('Bad Request', 400, { statusCode: 400, message: 'This sign-in link is invalid, has expired or was already used.' }),
      ],
    });
    expect(await provider.loginWithLink('a-token-of-forty-characters-or-so-000000')).toBe('mfa');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { token: 'a-token-of-forty-characters-or-so-000000' } });
    const error = await rejection(provider.loginWithLink('a-token-of-forty-characters-or-so-000000'));
    expect(error).toBeInstanceOf(SignInError);
    expect((error as SignInError).message).toBe('This sign-in link is invalid, has expired or was already used.');
  });

  it('asks for a link by email, and shows the email field’s error', async () => {
    const { provider } = setup({
      '/api/auth/sign-in-link/request': [
        { message: 'If an account exists for this email, we have sent a sign-in link.' },
        new HttpError('Bad Request', 400, { message: 'Validation failed', errors: { email: 'Please enter a valid email address' } }),
      ],
    });
    expect(await provider.requestSignInLink('amina@medtour.test')).toBe(
      'If an account exists for this email, we have sent a sign-in link.',
    );
    expect((await rejection(provider.requestSignInLink('not-an-email'))) as SignInError).toMatchObject({
      message: 'Please enter a valid email address',
    });
  });
});
