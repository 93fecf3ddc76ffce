import { localeOfPath } from '@medtour/contracts';
import type { Route } from './+types/language';
import { accountApi } from '../account/api';
import { LANGUAGE_COOKIE, rememberChoice } from '../api/preferences.server';
import { safeRedirect } from '../api/safe-redirect';

/**
 * The language switcher's links: `/language?to=/fr/hospitals` remembers French and opens that page.
 * `to` must be a page of this site (anything else opens the home page), and its language is the one
 * remembered, so the cookie can only ever hold one of ours. A signed-in patient's account keeps it too
 * (their emails follow it).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const to = safeRedirect(new URL(request.url).searchParams.get('to'), '/');
  const language = localeOfPath(to);
  return rememberChoice(request, context, {
    cookie: LANGUAGE_COOKIE,
    value: language,
    to,
    keep: (api) => accountApi.setLanguage(api, language),
  });
}
