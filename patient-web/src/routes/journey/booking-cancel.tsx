import { API_MESSAGES } from '@medtour/contracts';
import type { Route } from './+types/booking-cancel';
import { answerForm, formDone } from '../../api/actions';
import { getApi } from '../../api/client';
import { NO_FIELDS } from '../../forms/schema';
import { journeyApi } from '../../journey/api';
import { JourneyPage } from '../../journey/JourneyPage';

/** A booking cancelled by its patient (after they confirmed it; a deposit paid is then for the coordinators to decide). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return answerForm(
    request,
    NO_FIELDS,
    async () => {
      await journeyApi.cancelBooking(getApi(context), params.bookingId);
      return formDone(API_MESSAGES.bookingCancelled);
    },
    { fallback: API_MESSAGES.cancelBookingFailed },
  );
}

export default JourneyPage;
