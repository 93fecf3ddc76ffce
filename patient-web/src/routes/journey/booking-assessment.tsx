import { API_MESSAGES } from '@medtour/contracts';
import type { Route } from './+types/booking-assessment';
import { answerForm, formDone } from '../../api/actions';
import { getApi } from '../../api/client';
import { journeyApi } from '../../journey/api';
import { JourneyPage } from '../../journey/JourneyPage';
import { bookingAssessmentSchema } from '../../journey/schemas';

/**
 * Which assessment a booking is for (issue 52): one of the patient's, or none ("none of these" sends
 * no assessment), and then their words of what it is for.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  return answerForm(
    request,
    bookingAssessmentSchema,
    async ({ assessmentId, description }) => {
      await journeyApi.answerAssessment(getApi(context), params.bookingId, {
        assessmentId: assessmentId ?? null,
        ...(assessmentId ? {} : { description }),
      });
      return formDone();
    },
    { fallback: API_MESSAGES.bookingFailed },
  );
}

export default JourneyPage;
