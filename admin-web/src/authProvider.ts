import { HttpError, useAuthProvider, type AuthProvider, type UserIdentity } from 'react-admin';
import { API_MESSAGES, type Me, type MfaEnrollment, type Role } from '@medtour/contracts';
import { answer, createApi } from './api';
import { canAccessResource, hasStaffRole } from './permissions';

export interface AdminIdentity extends UserIdentity {
  email: string;
}

export interface Credentials {
  email: string;
  password: string;
}

/** Router paths (inside the /admin basename) of the sign-in page and of the 2FA set-up page. */
export const LOGIN_PATH = '/auth';
export const MFA_SETUP_PATH = '/auth/setup-2fa';

export const MESSAGES = {
  invalidCredentials: API_MESSAGES.invalidCredentials,
  accessDenied: 'Access denied. Administrator privileges required.',
  signInFailed: 'An error occurred during sign in',
  invalidCode: API_MESSAGES.invalidCode,
  rateLimited: API_MESSAGES.rateLimited,
  unexpected: 'An unexpected error occurred. Please try again later.',
} as const;

/**
 * Where a sign-in stands after a step: `done` (staff, fully signed in), `mfa` (a code from the
 * authenticator app is needed) or `mfa-setup` (staff without two-factor: they must enrol first).
 */
export type SignInStep = 'done' | 'mfa' | 'mfa-setup';

/** A sign-in failure with the message to show; `restart` when the password step must be redone. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly restart = false,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

export const isStaff = (me: Me): boolean => hasStaffRole(me.roles);

/** The `code` of an API error body (`mfa_required`, `email_not_verified`, …). */
export const errorCode = (error: unknown): string | undefined => {
  const code: unknown = (error as { body?: { code?: unknown } } | null | undefined)?.body?.code;
  return typeof code === 'string' ? code : undefined;
};

const serverMessage = (error: unknown): string | undefined => {
  if (!(error instanceof HttpError)) return undefined;
  const message: unknown = error.body?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/** A 400's error on one field (e.g. a malformed email), else the server's message. */
const fieldOrServerMessage = (error: unknown, field: string): string => {
  const fieldError: unknown =
    error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | undefined)?.errors?.[field] : undefined;
  return typeof fieldError === 'string' ? fieldError : (serverMessage(error) ?? MESSAGES.signInFailed);
};

const signInErrorMessage = (error: unknown): string => {
  if (error instanceof HttpError) {
    if (error.status === 401) return MESSAGES.invalidCredentials;
    if (error.status === 429) return serverMessage(error) ?? MESSAGES.rateLimited;
  }
  return serverMessage(error) ?? MESSAGES.signInFailed;
};

/** For the code steps (sign-in verification and enrolment confirmation). */
const codeErrorMessage = (error: unknown): string => {
  if (error instanceof HttpError) {
    if (error.status === 429) return serverMessage(error) ?? MESSAGES.rateLimited;
    if (error.status === 400 || error.status === 401) return serverMessage(error) ?? MESSAGES.invalidCode;
  }
  return serverMessage(error) ?? MESSAGES.signInFailed;
};

export interface LogoutParams {
  /** The user asked to sign out (react-admin's guards call logout with `{}`, its Logout button with `null`). */
  signOut?: boolean;
}

/** react-admin's auth provider plus the sign-in steps of our own pages (two-factor, enrolment). */
export interface AdminAuthProvider extends AuthProvider {
  /** The password step. Keeps the session only for staff; rejects with a SignInError to show. */
  login(credentials: Credentials): Promise<SignInStep>;
  /** Instead of the password: the token of an emailed sign-in link (the second factor still follows). Rejects with a SignInError. */
  loginWithLink(token: string): Promise<SignInStep>;
  /** Asks for a sign-in link by email; resolves to the API's notice (the same whether or not the email has an account). */
  requestSignInLink(email: string): Promise<string>;
  /**
   * The second sign-in step: a 6-digit code from the authenticator app or a recovery code.
   * Rejects with a SignInError; `restart` when the half-open session is gone.
   */
  verifyMfa(code: string): Promise<SignInStep>;
  /** Starts (or restarts) two-factor enrolment for the signed-in user. Rejects with the HttpError. */
  enrollMfa(): Promise<MfaEnrollment>;
  /** Turns two-factor on with a first code; resolves to the recovery codes (shown once). */
  confirmMfaEnrollment(code: string): Promise<string[]>;
  /** The signed-in user from the server (not from the cache), or null. */
  fetchSession(): Promise<Me | null>;
  /** Abandons a sign-in half way (password given, second factor not): ends that session. */
  cancelSignIn(): Promise<void>;
  getIdentity(): Promise<AdminIdentity>;
  /** The roles of the signed-in user (none when signed out). */
  getPermissions(params?: unknown): Promise<Role[]>;
  canAccess(params: { resource: string; action: string }): Promise<boolean>;
}

export interface AuthProviderOptions {
  /** How requests are sent (the browser's `fetch`; tests pass a stand-in). */
  fetch?: (request: Request) => Promise<Response>;
  /** The clock of the session cache, in milliseconds. */
  now?: () => number;
}

/** How long an answer of /api/auth/me is reused. */
export const ME_TTL_MS = 5_000;

/**
 * The back office's auth provider. Each one keeps its own cache of the session (App.tsx makes
 * the one the panel uses; the pages reach it through `useAdminAuthProvider`).
 */
export const createAuthProvider = ({ fetch, now = Date.now }: AuthProviderOptions = {}): AdminAuthProvider => {
  const api = createApi(fetch);
  // react-admin asks for the session on every navigation and for every list/form; a short cache
  // turns that into at most one /me request per few seconds.
  let cached: { me: Me | null; at: number } | undefined;
  let pending: Promise<Me | null> | undefined;
  // Bumped on sign-in/sign-out so that a /me answer already in flight cannot overwrite the new state.
  let generation = 0;

  const remember = (me: Me | null): Me | null => {
    cached = { me, at: now() };
    return me;
  };

  const forget = () => {
    generation += 1;
    cached = undefined;
    pending = undefined;
  };

  /** The current user, or null when signed out (401, also while a second factor is pending). Other failures reject. */
  const getMe = (): Promise<Me | null> => {
    if (cached && now() - cached.at < ME_TTL_MS) return Promise.resolve(cached.me);
    if (pending) return pending;
    const requestGeneration = generation;
    const keep = (me: Me | null) => (requestGeneration === generation ? remember(me) : me);
    const current: Promise<Me | null> = answer(api.GET('/api/auth/me'))
      .then(keep)
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

  const signOut = () => answer(api.POST('/api/auth/sign-out')).catch(() => undefined);

  /** Keeps the session of staff only; says what the sign-in page does next. */
  const admit = async (me: Me): Promise<SignInStep> => {
    if (!isStaff(me)) {
      await signOut();
      throw new SignInError(MESSAGES.accessDenied, true);
    }
    remember(me);
    if (!me.mfaEnabled) return 'mfa-setup';
    if (!me.mfaVerified) return 'mfa';
    return 'done';
  };

  /** The first sign-in step (a password or a link), then what comes next. */
  const firstStep = async (signIn: () => Promise<{ user?: Me; mfaRequired?: boolean }>, failed: (error: unknown) => string) => {
    forget();
    let signedIn: { user?: Me; mfaRequired?: boolean };
    try {
      signedIn = await signIn();
    } catch (error) {
      throw new SignInError(failed(error));
    }
    forget(); // a /me request sent during sign-in would describe the old session
    if (signedIn.mfaRequired) return 'mfa';
    if (!signedIn.user) throw new SignInError(MESSAGES.signInFailed);
    return admit(signedIn.user);
  };

  return {
    login({ email, password }: Credentials): Promise<SignInStep> {
      return firstStep(() => answer(api.POST('/api/auth/sign-in', { body: { email, password } })), signInErrorMessage);
    },

    loginWithLink(token: string): Promise<SignInStep> {
      return firstStep(
        () => answer(api.POST('/api/auth/sign-in-link/confirm', { body: { token } })),
        (error) => fieldOrServerMessage(error, 'token'),
      );
    },

    async requestSignInLink(email: string): Promise<string> {
      try {
        return (await answer(api.POST('/api/auth/sign-in-link/request', { body: { email } }))).message;
      } catch (error) {
        throw new SignInError(fieldOrServerMessage(error, 'email'));
      }
    },

    async verifyMfa(code: string): Promise<SignInStep> {
      forget();
      let me: Me;
      try {
        me = (await answer(api.POST('/api/auth/mfa/verify', { body: { code } }))).user;
      } catch (error) {
        const message = codeErrorMessage(error);
        const expired = error instanceof HttpError && error.status === 401 && message !== MESSAGES.invalidCode;
        throw new SignInError(message, expired);
      } finally {
        forget();
      }
      return admit(me);
    },

    async enrollMfa(): Promise<MfaEnrollment> {
      return answer(api.POST('/api/auth/mfa/enroll'));
    },

    async confirmMfaEnrollment(code: string): Promise<string[]> {
      try {
        return (await answer(api.POST('/api/auth/mfa/enroll/confirm', { body: { code } }))).recoveryCodes;
      } catch (error) {
        throw new SignInError(codeErrorMessage(error));
      } finally {
        forget(); // the session is now verified: the next check must ask the server again
      }
    },

    fetchSession(): Promise<Me | null> {
      forget();
      return getMe();
    },

    async cancelSignIn(): Promise<void> {
      forget();
      await signOut();
    },

    /**
     * Ends the session and says where to go. react-admin also calls this when its guard turns a
     * visitor away; then two sessions are kept:
     * - a patient signed in on the main site who opens /admin must not lose that session;
     * - staff without two-factor need theirs to enrol, so they go to the set-up page instead.
     */
    async logout(params?: LogoutParams | null) {
      const requested = params == null || params.signOut === true;
      if (!requested) {
        // Guards may call this several times in a row (and StrictMode does), so the decision is
        // made from the session each time, asking the server when the cache is empty.
        const me = cached ? cached.me : await getMe().catch(() => null);
        // The cache goes in every case: react-admin clears its queries after this and checks the
        // session again; answering that from the cache (instantly) would make its guard redirect
        // again before the router has left the page, over and over.
        forget();
        if (me && !isStaff(me)) return LOGIN_PATH;
        if (me && !me.mfaEnabled) return MFA_SETUP_PATH;
      }
      forget();
      await signOut();
      return LOGIN_PATH;
    },

    /**
     * Lets in staff whose account has two-factor on and whose session passed it. Staff without
     * two-factor are sent to enrol; everyone else (signed out, second factor pending, not staff)
     * to the sign-in page.
     */
    async checkAuth() {
      const me = await getMe();
      if (!me || !isStaff(me)) throw { redirectTo: LOGIN_PATH };
      if (!me.mfaEnabled) throw { redirectTo: MFA_SETUP_PATH, message: false };
      if (!me.mfaVerified) throw { redirectTo: LOGIN_PATH };
    },

    async checkError(error: unknown) {
      const status = (error as { status?: number } | null | undefined)?.status;
      if (status === 401) {
        forget();
        throw { redirectTo: LOGIN_PATH };
      }
      if (status === 403 && errorCode(error) === 'mfa_required') {
        // Signed in, but the account has no second factor (e.g. it was reset): enrol, keep the session.
        forget();
        throw { redirectTo: MFA_SETUP_PATH, logoutUser: false, message: false };
      }
      // Other 403s (a moderator on an admin-only route) and everything else: stay signed in,
      // react-admin shows the error.
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

    /** Resource pages and buttons: moderators only get what the permission matrix gives them. */
    async canAccess({ resource, action }: { resource: string; action: string }) {
      const me = await getMe();
      return !!me && isStaff(me) && canAccessResource(me.roles, resource, action);
    },
  };
};

/** The panel's auth provider, with the sign-in steps of our own pages. */
export const useAdminAuthProvider = (): AdminAuthProvider => {
  const authProvider = useAuthProvider<AdminAuthProvider>();
  if (!authProvider) throw new Error('The back office needs its auth provider (<Admin authProvider>)');
  return authProvider;
};
