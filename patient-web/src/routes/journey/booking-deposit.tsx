import { API_MESSAGES } from '@medtour/contracts';
import type { Route } from './+types/booking-deposit';
import { answerForm, formDone, saying } from '../../api/actions';
import { ApiError, getApi } from '../../api/client';
import { NO_FIELDS } from '../../forms/schema';
import { stripePage } from '../../journey/actions.server';
import { journeyApi } from '../../journey/api';
import { JourneyPage } from '../../journey/JourneyPage';

/**
 * "Pay with Stripe" of a booking's deposit: Stripe's payment page for it (only the booking is sent:
 * the API prices the deposit from the booking's current quote, never from the browser).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  return answerForm(
    request,
    NO_FIELDS,
    async () => formDone(undefined, { url: stripePage((await journeyApi.depositCheckout(getApi(context), params.bookingId)).url) }),
    {
      // A deposit that cannot be paid says why (409: no quote yet, expired, paid, not configured…), else the spec's failure.
      explain: (answer, error) =>
        saying(answer, error instanceof ApiError && error.status === 409 ? error.message : API_MESSAGES.paymentSessionFailed),
    },
  );
}

export default JourneyPage;
