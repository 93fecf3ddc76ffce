import { API_MESSAGES, messageText } from '@medtour/contracts';
import type { Route } from './+types/record-upload';
import { answerForm, formDone } from '../../api/actions';
import { getApi } from '../../api/client';
import { journeyApi } from '../../journey/api';
import { JourneyPage } from '../../journey/JourneyPage';
import { uploadSchema } from '../../journey/schemas';

/** Medical records uploaded without JavaScript (a multipart form; with it, each file goes to the API with its progress). */
export async function action({ request, context }: Route.ActionArgs) {
  return answerForm(
    request,
    uploadSchema,
    async ({ file: files }) => {
      for (const file of files) await journeyApi.uploadRecord(getApi(context), file);
      return formDone(messageText('filesUploaded', { count: String(files.length) }));
    },
    { fallback: API_MESSAGES.uploadFailed },
  );
}

export default JourneyPage;
