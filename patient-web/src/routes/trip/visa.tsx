import type { Route } from './+types/visa';
import { visaSchema } from '../../trip-plan/form';
import { TripPlanRoutePage } from '../../journey/TripPlan';
import { answerPlanChange } from '../../trip-plan/actions.server';

/** The visa: the eVISA application's reference, its status and the day it was decided. */
export async function action(args: Route.ActionArgs) {
  return answerPlanChange(args, visaSchema);
}

export default TripPlanRoutePage;
