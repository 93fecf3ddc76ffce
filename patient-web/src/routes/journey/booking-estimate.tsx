import { API_MESSAGES } from '@medtour/contracts';
import type { Route } from './+types/booking-estimate';
import { answerForm, formDone, saying } from '../../api/actions';
import { getApi } from '../../api/client';
import { localeOf } from '../../i18n/messages';
import { typedValues } from '../../forms/schema';
import { JourneyPage } from '../../journey/JourneyPage';
import { bookingEstimateSchema } from '../../journey/schemas';
import { tripApi } from '../../trips/api';
import { estimateQuery } from '../../trips/estimate.server';

/** The booking form's names of the estimate's values. */
const BOOKING_FIELD: Record<string, string> = {
  hospitalId: 'hospitalId',
  treatmentId: 'treatmentId',
  homeCountry: 'tripHome',
  companions: 'companionCount',
  travelMonth: 'tripMonth',
};

/**
 * "Show the estimate" in the booking form: the trip estimate for what the form holds, before it is
 * sent (nothing is saved). Its refusals land on the form's fields; the form is shown again as it was.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  return answerForm(
    request,
    bookingEstimateSchema,
    async (trip, form) => {
      const values = {
        hospital: trip.hospitalId,
        treatment: trip.treatmentId,
        home: trip.tripHome,
        companions: trip.companionCount,
        month: trip.tripMonth ?? '',
      };
      const estimate = await tripApi.estimate(getApi(context), estimateQuery(values, localeOf(params), request), request.signal);
      return formDone(undefined, { estimate, values: typedValues(form) });
    },
    {
      fallback: API_MESSAGES.internalError,
      explain: (answer) => {
        answer.data.errors = Object.fromEntries(
          Object.entries(answer.data.errors).map(([name, text]) => [BOOKING_FIELD[name] ?? name, text]),
        );
        saying(answer, Object.values(answer.data.errors)[0] ?? answer.data.message);
      },
    },
  );
}

export default JourneyPage;
