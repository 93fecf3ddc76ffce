import { API_MESSAGES } from '@medtour/contracts';
import type { Route } from './+types/record-share-withdraw';
import { answerForm, formDone } from '../../api/actions';
import { getApi } from '../../api/client';
import { NO_FIELDS } from '../../forms/schema';
import { journeyApi } from '../../journey/api';
import { JourneyPage } from '../../journey/JourneyPage';

/** A consent to share records withdrawn (issue 53): the hospital's link stops at once. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return answerForm(
    request,
    NO_FIELDS,
    async () => {
      await journeyApi.withdrawShare(getApi(context), params.bookingId, params.shareId);
      return formDone();
    },
    { fallback: API_MESSAGES.internalError },
  );
}

export default JourneyPage;
