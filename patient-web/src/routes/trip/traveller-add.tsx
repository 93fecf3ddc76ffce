import { API_MESSAGES } from '@medtour/contracts';
import type { Route } from './+types/traveller-add';
import { travellerSchema } from '../../trip-plan/form';
import { TripPlanRoutePage } from '../../journey/TripPlan';
import { answerTripForm } from '../../trip-plan/actions.server';
import { tripPlanApi } from '../../trip-plan/api';

/** A traveller added: the patient or a companion, as on their passport. */
export async function action(args: Route.ActionArgs) {
  return answerTripForm(
    args,
    travellerSchema,
    (api, bookingId, traveller) => tripPlanApi.addTraveller(api, bookingId, traveller),
    API_MESSAGES.travellerSaved,
  );
}

export default TripPlanRoutePage;
