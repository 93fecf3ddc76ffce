import { API_MESSAGES } from '@medtour/contracts';
import type { Route } from './+types/assessment';
import { answerForm, redirectIn, saying } from '../../api/actions';
import { getApi } from '../../api/client';
import { journeyApi } from '../../journey/api';
import { JourneyPage } from '../../journey/JourneyPage';
import { assessmentSchema } from '../../journey/schemas';

/**
 * The health assessment (spec §5), with the records listed beside it; its idempotency key came with
 * the page (a double click or a retry stores one). Stored: on to the results (an address of their
 * own, so that later forms stay there).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  return answerForm(
    request,
    assessmentSchema,
    async (assessment) => {
      await journeyApi.submitAssessment(getApi(context), assessment);
      return redirectIn(params, '/dashboard?step=results');
    },
    {
      summary: 'fillRequiredFields',
      fallback: API_MESSAGES.assessmentFailed,
      // The toast says the API's first field error.
      explain: (answer) => saying(answer, Object.values(answer.data.errors)[0] ?? answer.data.message),
    },
  );
}

export default JourneyPage;
