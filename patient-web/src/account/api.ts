import type { Currency, Locale } from '@medtour/contracts';
import { answer, type ApiClient } from '../api/client';

/** Account calls, kept out of the public pages' bundle (only the account pages import them). */
export const accountApi = {
  me: (api: ApiClient) => answer(api.GET('/api/auth/me')),
  /** `keepAccount`: a closed account's owner reopens it (its erasure is cancelled). */
  signIn: (api: ApiClient, body: { email: string; password: string; keepAccount?: boolean }) =>
    answer(api.POST('/api/auth/sign-in', { body })),
  verifyMfa: (api: ApiClient, code: string) => answer(api.POST('/api/auth/mfa/verify', { body: { code } })),
  signUp: (api: ApiClient, body: { firstName: string; lastName: string; email: string; password: string; language: Locale }) =>
    answer(api.POST('/api/auth/sign-up', { body })),
  verifyEmail: (api: ApiClient, token: string) => answer(api.POST('/api/auth/verify-email', { body: { token } })),
  requestPasswordReset: (api: ApiClient, email: string) => answer(api.POST('/api/auth/password-reset/request', { body: { email } })),
  requestSignInLink: (api: ApiClient, email: string) => answer(api.POST('/api/auth/sign-in-link/request', { body: { email } })),
  signInWithLink: (api: ApiClient, token: string) => answer(api.POST('/api/auth/sign-in-link/confirm', { body: { token } })),
  resetPassword: (api: ApiClient, token: string, password: string) =>
    answer(api.POST('/api/auth/password-reset/confirm', { body: { token, password } })),
  acceptInvitation: (api: ApiClient, token: string, password: string) =>
    answer(api.POST('/api/auth/invitation/accept', { body: { token, password } })),
  changePassword: (api: ApiClient, currentPassword: string, password: string) =>
    answer(api.POST('/api/auth/change-password', { body: { currentPassword, password } })),
  signOut: (api: ApiClient) => answer(api.POST('/api/auth/sign-out')),
  setLanguage: (api: ApiClient, language: Locale) => answer(api.POST('/api/auth/language', { body: { language } })),
  setCurrency: (api: ApiClient, currency: Currency) => answer(api.POST('/api/auth/currency', { body: { currency } })),
  signOutEverywhere: (api: ApiClient) => answer(api.POST('/api/auth/sign-out-everywhere')),
  enrollMfa: (api: ApiClient) => answer(api.POST('/api/auth/mfa/enroll')),
  confirmMfa: (api: ApiClient, code: string) => answer(api.POST('/api/auth/mfa/enroll/confirm', { body: { code } })),
};

/** The patient's rights over their data (issue 53): a copy of everything, and closing the account. */
export const privacyApi = {
  rights: (api: ApiClient, signal?: AbortSignal) => answer(api.GET('/api/privacy', { signal })),
  requestExport: (api: ApiClient) => answer(api.POST('/api/privacy/exports')),
  closingPreview: (api: ApiClient, lang: Locale, signal?: AbortSignal) =>
    answer(api.GET('/api/privacy/closing', { params: { query: { lang } }, signal })),
  requestClosing: (api: ApiClient, password: string) => answer(api.POST('/api/privacy/closing', { body: { password } })),
  confirmClosing: (api: ApiClient, token: string) => answer(api.POST('/api/privacy/confirm-closing', { body: { token } })),
};
