import type { Route } from './+types/hospital-search';
import { data } from 'react-router';
import { getApi, SIGNED_IN_ANSWER } from '../api/client';
import { journeyApi } from '../journey/api';
import { localeOf } from '../i18n/messages';

/**
 * The booking form's search-as-you-type (a fetcher calls it while the patient types): the active
 * hospitals matching `?q=` by name, city or specialty. Without JavaScript the form's search is a
 * plain GET of the dashboard, whose loader asks the same question.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim().slice(0, 100) ?? '';
  const matches = q ? await journeyApi.searchHospitals(getApi(context), q, localeOf(params), request.signal) : [];
  // A signed-in answer (what the patient typed): kept by no cache, as every signed-in answer.
  return data({ matches }, { headers: SIGNED_IN_ANSWER });
}
