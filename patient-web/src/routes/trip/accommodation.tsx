import type { Route } from './+types/accommodation';
import { accommodationSchema } from '../../trip-plan/form';
import { TripPlanRoutePage } from '../../journey/TripPlan';
import { answerPlanChange } from '../../trip-plan/actions.server';

/** Where the patient stays, when they arrange it: the place, its address and the nights. */
export async function action(args: Route.ActionArgs) {
  return answerPlanChange(args, accommodationSchema);
}

export default TripPlanRoutePage;
