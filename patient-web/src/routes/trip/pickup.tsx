import type { Route } from './+types/pickup';
import { pickupSchema } from '../../trip-plan/form';
import { TripPlanRoutePage } from '../../journey/TripPlan';
import { answerPlanChange } from '../../trip-plan/actions.server';

/** The pick-up at the airport: asked for or not, and an interpreter's language. */
export async function action(args: Route.ActionArgs) {
  return answerPlanChange(args, pickupSchema);
}

export default TripPlanRoutePage;
