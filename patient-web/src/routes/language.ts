import { localeOfPath } from '@medtour/contracts';
import { redirect } from 'react-router';
import type { Route } from './+types/language';
import { safeRedirect } from '../api/safe-redirect';

/** The cookie that remembers the visitor's language (a year; the site reads it, scripts need not). */
const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language switcher's links: `/language?to=/fr/hospitals` remembers French and opens that page.
 * `to` must be a page of this site (anything else opens the home page), and its language is the one
 * remembered, so the cookie can only ever hold one of ours.
 */
export function loader({ request }: Route.LoaderArgs) {
  const to = safeRedirect(new URL(request.url).searchParams.get('to'), '/');
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return redirect(to, {
    status: 303,
    headers: { 'Set-Cookie': `${LANGUAGE_COOKIE}=${localeOfPath(to)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}` },
  });
}
