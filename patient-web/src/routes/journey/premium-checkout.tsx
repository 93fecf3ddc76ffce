import { API_MESSAGES } from '@medtour/contracts';
import type { Route } from './+types/premium-checkout';
import { answerForm, formDone, saying } from '../../api/actions';
import { getApi } from '../../api/client';
import { NO_FIELDS } from '../../forms/schema';
import { premiumRefusal, stripePage } from '../../journey/actions.server';
import { journeyApi } from '../../journey/api';
import { JourneyPage } from '../../journey/JourneyPage';

/** "Upgrade to Premium": Stripe's payment page for it (409 when already premium, or when online payment is not configured). */
export async function action({ request, context }: Route.ActionArgs) {
  return answerForm(
    request,
    NO_FIELDS,
    async () => formDone(undefined, { url: stripePage((await journeyApi.premiumCheckout(getApi(context))).url) }),
    { explain: (answer, error) => saying(answer, premiumRefusal(error, API_MESSAGES.paymentSessionFailed)) },
  );
}

export default JourneyPage;
