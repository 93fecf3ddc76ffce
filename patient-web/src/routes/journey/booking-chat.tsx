import { API_MESSAGES } from '@medtour/contracts';
import type { Route } from './+types/booking-chat';
import { answerForm, formDone } from '../../api/actions';
import { getApi } from '../../api/client';
import { journeyApi } from '../../journey/api';
import { JourneyPage } from '../../journey/JourneyPage';
import { messageSchema } from '../../journey/schemas';

/** A message of the patient's in a booking's chat with the coordinators. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return answerForm(
    request,
    messageSchema,
    async ({ body }) => {
      await journeyApi.sendMessage(getApi(context), params.bookingId, body);
      return formDone();
    },
    { fallback: API_MESSAGES.sendMessageFailed },
  );
}

export default JourneyPage;
