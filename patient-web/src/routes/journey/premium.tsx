import { Outlet } from 'react-router';
import type { Route } from './+types/premium';
import { getApi } from '../../api/client';
import { messagesFor } from '../../i18n/catalogues.server';
import { localeOf } from '../../i18n/messages';
import { journeyApi } from '../../journey/api';
import { logFailures, signInAgain, value } from '../../journey/load.server';

export { shouldRevalidate } from '../../journey/reloading';

/** The journey's Premium (spec §2 tools, §4): the patient's state and its price; null when it failed (spec §8: then treated as free). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const [subscription] = await Promise.allSettled([journeyApi.subscription(getApi(context), request.signal)]);
  signInAgain([subscription], request, params);
  logFailures({ subscription }, request.signal);
  return { messages: messagesFor(localeOf(params), 'premium'), subscription: value(subscription) };
}

export default function PremiumLayout() {
  return <Outlet />;
}
