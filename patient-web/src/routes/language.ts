import { type Locale, localeOfPath } from '@medtour/contracts';
import { redirect } from 'react-router';
import type { Route } from './+types/language';
import { accountApi } from '../account/api';
import { ApiError, getApi, type ApiClient } from '../api/client';
import { safeRedirect } from '../api/safe-redirect';

/** The cookie that remembers the visitor's language (a year; the site reads it, scripts need not). */
const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language switcher's links: `/language?to=/fr/hospitals` remembers French and opens that page.
 * `to` must be a page of this site (anything else opens the home page), and its language is the one
 * remembered, so the cookie can only ever hold one of ours. A signed-in patient's account keeps it too
 * (their emails follow it), when this site's own switcher sent them: a link from another site (a
 * cross-site navigation, as the browser's Sec-Fetch-Site says) changes only the cookie.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const to = safeRedirect(new URL(request.url).searchParams.get('to'), '/');
  const language = localeOfPath(to);
  if (request.headers.get('sec-fetch-site') === 'same-origin') await keepOnAccount(getApi(context), language);
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return redirect(to, {
    status: 303,
    headers: { 'Set-Cookie': `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}` },
  });
}

/** A visitor who is not signed in (401) has no account to keep it on; any other failure still switches the page. */
async function keepOnAccount(api: ApiClient, language: Locale): Promise<void> {
  try {
    await accountApi.setLanguage(api, language);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) console.error('Keeping the language on the account failed:', error);
  }
}
