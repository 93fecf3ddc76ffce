import { Outlet } from 'react-router';
import type { Route } from './+types/recommendations';
import { getApi } from '../../api/client';
import { messagesFor } from '../../i18n/catalogues.server';
import { localeOf } from '../../i18n/messages';
import { budget, journeyApi, RECOMMENDATION_PAGES } from '../../journey/api';
import { logFailures, pageIn, signInAgain, value } from '../../journey/load.server';

export { shouldRevalidate } from '../../journey/reloading';

/**
 * The journey's recommendations (spec §2 results): hospitals and alternative treatments for the
 * patient's assessment, for the filters and pages in the address (every filter applied by the API).
 */
export async function loader({ context, request, params: route }: Route.LoaderArgs) {
  const api = getApi(context);
  const { signal } = request;
  const params = new URL(request.url).searchParams;
  const filter = (key: string) => params.get(key)?.trim() || undefined;
  const maxBudget = budget(params.get('maxBudget'));
  const minRating = filter('minRating') === '0' ? undefined : filter('minRating');
  const lang = localeOf(route);
  const [hospitals, treatments] = await Promise.allSettled([
    journeyApi.hospitals(
      api,
      { specialization: filter('specialization'), country: filter('country'), minRating, maxBudget },
      pageIn(params, RECOMMENDATION_PAGES.hospitals),
      lang,
      signal,
    ),
    journeyApi.treatments(
      api,
      { type: filter('type'), evidenceLevel: filter('evidenceLevel'), maxBudget },
      pageIn(params, RECOMMENDATION_PAGES.treatments),
      lang,
      signal,
    ),
  ]);
  signInAgain([hospitals, treatments], request, route);
  logFailures({ hospitals, treatments }, signal);
  return { messages: messagesFor(lang, 'lists'), hospitals: value(hospitals), treatments: value(treatments) };
}

export default function RecommendationsLayout() {
  return <Outlet />;
}
