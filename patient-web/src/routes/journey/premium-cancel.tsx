import { API_MESSAGES, utcDay } from '@medtour/contracts';
import type { Route } from './+types/premium-cancel';
import { answerForm, formDone, saying } from '../../api/actions';
import { getApi } from '../../api/client';
import { NO_FIELDS } from '../../forms/schema';
import { premiumRefusal } from '../../journey/actions.server';
import { journeyApi } from '../../journey/api';
import { JourneyPage } from '../../journey/JourneyPage';

/** Premium cancelled at the end of the paid period (after the patient confirmed it): until when they keep it. */
export async function action({ request, context }: Route.ActionArgs) {
  return answerForm(
    request,
    NO_FIELDS,
    async () => {
      const subscription = await journeyApi.cancelPremium(getApi(context));
      // The last day as the API writes days (UTC); the page says it in its language.
      const until = subscription.currentPeriodEnd ? utcDay(subscription.currentPeriodEnd) : null;
      return formDone(until ? API_MESSAGES.premiumCancelledUntil.replace('{day, date}', until) : API_MESSAGES.premiumCancelled);
    },
    { explain: (answer, error) => saying(answer, premiumRefusal(error, API_MESSAGES.cancelPremiumFailed)) },
  );
}

export default JourneyPage;
