import { fetchUtils, HttpError, type AuthProvider, type UserIdentity } from 'react-admin';

export type Role = 'user' | 'moderator' | 'admin';

/** The signed-in user as `GET /api/auth/me` returns it. */
export interface Me {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}

export interface AdminIdentity extends UserIdentity {
  email: string;
}

export interface Credentials {
  email: string;
  password: string;
}

/** Router path (inside the /admin basename) of the sign-in page. */
export const LOGIN_PATH = '/auth';

export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  accessDenied: 'Access denied. Administrator privileges required.',
  signInFailed: 'An error occurred during sign in',
} as const;

const STAFF_ROLES: readonly Role[] = ['admin', 'moderator'];

export const isStaff = (me: Me): boolean => me.roles.some((role) => STAFF_ROLES.includes(role));

// react-admin asks for the session on every navigation and for every list/form; a short cache
// turns that into at most one /me request per few seconds.
const ME_TTL_MS = 5_000;
let cached: { me: Me | null; at: number } | undefined;
let pending: Promise<Me | null> | undefined;
// Bumped on sign-in/sign-out so that a /me answer already in flight cannot overwrite the new state.
let generation = 0;

const remember = (me: Me | null): Me | null => {
  cached = { me, at: Date.now() };
  return me;
};

const forget = () => {
  generation += 1;
  cached = undefined;
  pending = undefined;
};

const request = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

/** The current user, or null when signed out (401). Other failures reject. */
const getMe = (): Promise<Me | null> => {
  if (cached && Date.now() - cached.at < ME_TTL_MS) return Promise.resolve(cached.me);
  if (pending) return pending;
  const requestGeneration = generation;
  const keep = (me: Me | null) => (requestGeneration === generation ? remember(me) : me);
  const current: Promise<Me | null> = request('/api/auth/me')
    .then(({ json }) => keep(json as Me))
    .catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 401) return keep(null);
      throw error;
    })
    .finally(() => {
      if (pending === current) pending = undefined;
    });
  pending = current;
  return current;
};

const signOut = () => request('/api/auth/sign-out', { method: 'POST' }).catch(() => undefined);

const signInErrorMessage = (error: unknown): string => {
  if (error instanceof HttpError) {
    if (error.status === 401) return MESSAGES.invalidCredentials;
    const message: unknown = error.body?.message;
    if (typeof message === 'string' && message) return message;
  }
  return MESSAGES.signInFailed;
};

export const authProvider: AuthProvider = {
  /** Signs in and keeps the session only for staff; rejects with the message to show. */
  async login({ email, password }: Credentials) {
    forget();
    let me: Me;
    try {
      const { json } = await request('/api/auth/sign-in', {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      me = (json as { user: Me }).user;
    } catch (error) {
      throw new Error(signInErrorMessage(error));
    }
    forget(); // a /me request sent during sign-in would describe the old session
    if (!isStaff(me)) {
      await signOut();
      throw new Error(MESSAGES.accessDenied);
    }
    remember(me);
  },

  async logout() {
    const known = cached?.me;
    forget();
    // react-admin also calls logout when its guard turns a visitor away. A patient who is signed
    // in on the main site and opens /admin must not lose that session: only end staff sessions
    // (or sessions we know nothing about, e.g. after a 401).
    if (!(known && !isStaff(known))) await signOut();
    return LOGIN_PATH;
  },

  async checkAuth() {
    const me = await getMe();
    if (!me || !isStaff(me)) throw { redirectTo: LOGIN_PATH };
  },

  async checkError(error: { status?: number } | undefined) {
    if (error?.status === 401) {
      forget();
      throw { redirectTo: LOGIN_PATH };
    }
    // 403 and everything else: stay signed in, react-admin shows the error.
  },

  async getIdentity(): Promise<AdminIdentity> {
    const me = await getMe();
    if (!me) throw new Error('Not signed in');
    const fullName = `${me.firstName} ${me.lastName}`.trim() || me.email;
    return { id: me.id, fullName, email: me.email };
  },

  async getPermissions(): Promise<Role[]> {
    const me = await getMe();
    return me?.roles ?? [];
  },
};
