import { API_MESSAGES } from '@medtour/contracts';
import type { Route } from './+types/ai-matching';
import { answerForm, formDone, saying } from '../../api/actions';
import { ApiError, getApi } from '../../api/client';
import { typedValues } from '../../forms/schema';
import { localeOf } from '../../i18n/messages';
import { journeyApi } from '../../journey/api';
import { JourneyPage } from '../../journey/JourneyPage';
import { aiMatchingSchema } from '../../journey/schemas';

/**
 * AI Treatment Matching, a Premium tool (spec §2, §3): it changes nothing, its answer is its result,
 * shown with the values sent (with or without JavaScript).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  return answerForm(
    request,
    aiMatchingSchema,
    async (matching, form) => {
      // Safety guidance, when the conditions describe an emergency, comes in the page's language.
      const result = await journeyApi.aiMatching(getApi(context), { ...matching, language: localeOf(params) });
      return formDone(undefined, { result, values: typedValues(form) });
    },
    {
      // Its refusals say why (400: the field's problem, 403: not Premium; 429), else the spec's failure.
      explain: (answer, error) =>
        saying(
          answer,
          error instanceof ApiError && [400, 403, 429].includes(error.status)
            ? (Object.values(answer.data.errors)[0] ?? error.message)
            : API_MESSAGES.matchingFailed,
        ),
    },
  );
}

export default JourneyPage;
