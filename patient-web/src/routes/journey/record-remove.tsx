import { API_MESSAGES, messageText } from '@medtour/contracts';
import type { Route } from './+types/record-remove';
import { answerForm, formDone } from '../../api/actions';
import { getApi } from '../../api/client';
import { journeyApi } from '../../journey/api';
import { JourneyPage } from '../../journey/JourneyPage';
import { recordRemovalSchema } from '../../journey/schemas';

/** A medical record removed (after the patient confirmed it): the records' list says it is gone. */
export async function action({ request, context }: Route.ActionArgs) {
  return answerForm(
    request,
    recordRemovalSchema,
    async ({ recordId }) => {
      const record = await journeyApi.removeRecord(getApi(context), recordId);
      return formDone(messageText('recordRemoved', { name: record.name }));
    },
    { fallback: API_MESSAGES.removeFileFailed },
  );
}

export default JourneyPage;
