import { API_MESSAGES } from '@medtour/contracts';
import type { Route } from './+types/traveller-edit';
import { travellerSchema } from '../../trip-plan/form';
import { TripPlanRoutePage } from '../../journey/TripPlan';
import { answerTripForm } from '../../trip-plan/actions.server';
import { tripPlanApi } from '../../trip-plan/api';

/** A traveller changed (an empty passport number keeps the stored one). */
export async function action(args: Route.ActionArgs) {
  return answerTripForm(
    args,
    travellerSchema,
    (api, bookingId, traveller) => tripPlanApi.changeTraveller(api, bookingId, args.params.travellerId, traveller),
    API_MESSAGES.travellerSaved,
  );
}

export default TripPlanRoutePage;
