import { API_MESSAGES } from '@medtour/contracts';
import type { Route } from './+types/premium-billing';
import { answerForm, formDone, saying } from '../../api/actions';
import { getApi } from '../../api/client';
import { NO_FIELDS } from '../../forms/schema';
import { premiumRefusal, stripePage } from '../../journey/actions.server';
import { journeyApi } from '../../journey/api';
import { JourneyPage } from '../../journey/JourneyPage';

/** "Manage billing": Stripe's customer portal (card, invoices) for the patient's subscription (409 without one). */
export async function action({ request, context }: Route.ActionArgs) {
  return answerForm(
    request,
    NO_FIELDS,
    async () => formDone(undefined, { url: stripePage((await journeyApi.billingPortal(getApi(context))).url) }),
    { explain: (answer, error) => saying(answer, premiumRefusal(error, API_MESSAGES.billingPageFailed)) },
  );
}

export default JourneyPage;
