import type { Route } from './+types/hospital-search';
import { getApi } from '../api/client';
import { journeyApi } from '../journey/api';
import { localeOf } from '../i18n/messages';

/**
 * The booking form's search-as-you-type (a fetcher calls it while the patient types): the active
 * hospitals matching `?q=` by name, city or specialty. Without JavaScript the form's search is a
 * plain GET of the dashboard, whose loader asks the same question.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim().slice(0, 100) ?? '';
  return { matches: q ? await journeyApi.searchHospitals(getApi(context), q, localeOf(params), request.signal) : [] };
}
