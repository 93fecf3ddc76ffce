import { API_MESSAGES } from '@medtour/contracts';
import type { Route } from './+types/traveller-remove';
import { travellerRemovalSchema } from '../../trip-plan/form';
import { TripPlanRoutePage } from '../../journey/TripPlan';
import { answerTripForm } from '../../trip-plan/actions.server';
import { tripPlanApi } from '../../trip-plan/api';

/** A traveller removed (after the patient confirmed it): the travellers' list says so. */
export async function action(args: Route.ActionArgs) {
  return answerTripForm(
    args,
    travellerRemovalSchema,
    (api, bookingId, { travellerId }) => tripPlanApi.removeTraveller(api, bookingId, travellerId),
    API_MESSAGES.travellerRemoved,
  );
}

export default TripPlanRoutePage;
