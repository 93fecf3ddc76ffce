import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { getApi } from '../../api/client';
import { failPage } from '../../api/load';
import { messagesFor } from '../../i18n/catalogues.server';
import { localeOf } from '../../i18n/messages';
import { journeyApi } from '../../journey/api';
import { logFailures, signInAgain, value } from '../../journey/load.server';
import '../../styles/journey.css';

export { shouldRevalidate } from '../../journey/reloading';

/*
 * The patient's journey on /dashboard (spec §2): welcome → diagnosis → results. The page is one, its
 * parts each a route of their own with its loader (see routes.ts): this one, the patient's case (their
 * latest assessment, which decides the step they resume at, and their medical records); then the
 * recommendations, the bookings and Premium, nested under it (one address matches one branch of
 * routes, and React Router loads its routes' data side by side). Each form of the page is a route
 * below them, with its own action (forms/route-form.tsx).
 */

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = getApi(context);
  const { signal } = request;
  const [assessment, records] = await Promise.allSettled([journeyApi.latestAssessment(api, signal), journeyApi.records(api, signal)]);
  signInAgain([assessment, records], request, params);
  if (assessment.status === 'rejected') failPage(assessment.reason, request, 'Patient journey');
  logFailures({ records }, signal);
  return {
    // The journey's own words, the condition categories', the records' and the forms' errors.
    messages: messagesFor(localeOf(params), 'journey', 'conditions', 'records', 'errors'),
    assessment: assessment.value.assessment,
    /** The idempotency key of the next assessment: a double click or a retry stores one. */
    assessmentKey: crypto.randomUUID(),
    records: value(records) ?? [],
    recordsFailed: records.status === 'rejected',
  };
}

export default function JourneyLayout() {
  return <Outlet />;
}
