import { API_MESSAGES, type CheckInResult } from '@medtour/contracts';
import type { Route } from './+types/check-in';
import { formDone } from '../../api/actions';
import { TripPlanRoutePage } from '../../journey/TripPlan';
import { answerTripForm } from '../../trip-plan/actions.server';
import { tripPlanApi } from '../../trip-plan/api';
import { checkInSchema } from '../../trip-plan/form';

/**
 * An aftercare check-in's answers: the emergency guidance goes back with the warning signs found, when
 * there were some (the coordinator is alerted).
 */
export async function action(args: Route.ActionArgs) {
  return answerTripForm(
    args,
    checkInSchema,
    (api, bookingId, answers) => tripPlanApi.answerCheckIn(api, bookingId, args.params.checkInId, answers),
    (result: CheckInResult) => formDone(API_MESSAGES.checkInSaved, { guidance: result.guidance, signs: result.checkIn.signs }),
  );
}

export default TripPlanRoutePage;
