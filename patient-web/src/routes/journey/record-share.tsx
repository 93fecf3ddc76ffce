import { API_MESSAGES } from '@medtour/contracts';
import type { Route } from './+types/record-share';
import { answerForm, formDone } from '../../api/actions';
import { getApi } from '../../api/client';
import { journeyApi } from '../../journey/api';
import { JourneyPage } from '../../journey/JourneyPage';
import { shareRecordsSchema } from '../../journey/schemas';

/**
 * The patient's consent to share the records they ticked with a booking's hospital (issue 53): staff
 * then send the hospital a link. Refused, the records ticked are ticked again.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  return answerForm(
    request,
    shareRecordsSchema,
    async ({ recordIds }) =>
      formDone(undefined, { shareId: (await journeyApi.shareRecords(getApi(context), params.bookingId, recordIds)).id }),
    {
      fallback: API_MESSAGES.internalError,
      explain: (answer, _error, { recordIds }) => Object.assign(answer.data, { recordIds }),
    },
  );
}

export default JourneyPage;
