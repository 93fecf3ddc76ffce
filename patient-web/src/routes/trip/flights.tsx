import type { Route } from './+types/flights';
import { flightsSchema } from '../../trip-plan/form';
import { TripPlanRoutePage } from '../../journey/TripPlan';
import { answerPlanChange } from '../../trip-plan/actions.server';

/** The flights: both, each number and its local date-time (an emptied field clears its value). */
export async function action(args: Route.ActionArgs) {
  return answerPlanChange(args, flightsSchema);
}

export default TripPlanRoutePage;
