import { isCurrency } from '@medtour/contracts';
import { redirect } from 'react-router';
import type { Route } from './+types/currency';
import { accountApi } from '../account/api';
import { CURRENCY_COOKIE, rememberChoice } from '../api/preferences.server';
import { safeRedirect } from '../api/safe-redirect';

/**
 * The currency switcher's links: `/currency?code=NGN&to=/fr/hospitals` remembers the naira and opens
 * that page again (a page of this site; anything else opens the home page). A code not in the list
 * changes nothing. A signed-in patient's account keeps it too: their quotes keep its rate of the day.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = safeRedirect(url.searchParams.get('to'), '/');
  const code = url.searchParams.get('code');
  if (!isCurrency(code)) return redirect(to, 303);
  return rememberChoice(request, context, { cookie: CURRENCY_COOKIE, value: code, to, keep: (api) => accountApi.setCurrency(api, code) });
}
