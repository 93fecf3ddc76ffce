import type { Me } from '@medtour/contracts';
import type { ApiClient } from '../api/client';

export type SignInResult = { user: Me; mfaRequired?: undefined } | { mfaRequired: true; user?: undefined };

const post = <T>(api: ApiClient, path: string, body?: unknown) => api.request<T>(path, { method: 'POST', body: body ?? {} });

/** Account calls, kept out of the public pages' bundle (only the account pages import them). */
export const accountApi = {
  me: (api: ApiClient) => api.request<Me>('/api/auth/me'),
  signIn: (api: ApiClient, body: { email: string; password: string }) => post<SignInResult>(api, '/api/auth/sign-in', body),
  verifyMfa: (api: ApiClient, code: string) => post<{ user: Me }>(api, '/api/auth/mfa/verify', { code }),
  signUp: (api: ApiClient, body: { firstName: string; lastName: string; email: string; password: string }) =>
    post<{ message: string }>(api, '/api/auth/sign-up', body),
  verifyEmail: (api: ApiClient, token: string) => post<{ message: string }>(api, '/api/auth/verify-email', { token }),
  requestPasswordReset: (api: ApiClient, email: string) => post<{ message: string }>(api, '/api/auth/password-reset/request', { email }),
  resetPassword: (api: ApiClient, token: string, password: string) =>
    post<{ message: string }>(api, '/api/auth/password-reset/confirm', { token, password }),
  acceptInvitation: (api: ApiClient, token: string, password: string) =>
    post<{ message: string }>(api, '/api/auth/invitation/accept', { token, password }),
  changePassword: (api: ApiClient, currentPassword: string, password: string) =>
    post<{ message: string }>(api, '/api/auth/change-password', { currentPassword, password }),
  signOut: (api: ApiClient) => post<{ ok: true }>(api, '/api/auth/sign-out'),
  signOutEverywhere: (api: ApiClient) => post<{ ok: true }>(api, '/api/auth/sign-out-everywhere'),
  enrollMfa: (api: ApiClient) => post<{ secret: string; otpauthUrl: string; qrCode: string }>(api, '/api/auth/mfa/enroll'),
  confirmMfa: (api: ApiClient, code: string) => post<{ recoveryCodes: string[] }>(api, '/api/auth/mfa/enroll/confirm', { code }),
};
