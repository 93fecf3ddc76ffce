import { API_MESSAGES, type HomeCountryCode } from '@medtour/contracts';
import type { Route } from './+types/booking-request';
import { answerForm, formDone, saying } from '../../api/actions';
import { getApi } from '../../api/client';
import { chosenCurrency } from '../../api/preferences.server';
import { journeyApi } from '../../journey/api';
import { JourneyPage } from '../../journey/JourneyPage';
import { bookingSchema } from '../../journey/schemas';

/** A booking request (spec §2 "Booking Management"), free; the trip estimate attached when the patient said where they travel from. */
export async function action({ request, context }: Route.ActionArgs) {
  return answerForm(
    request,
    bookingSchema,
    async ({ tripHome, tripMonth, ...booking }) => {
      await journeyApi.createBooking(getApi(context), {
        ...booking,
        // The API computes the estimate, in the patient's currency; it checks the country against its list (a field error otherwise).
        ...(tripHome
          ? { tripEstimate: { homeCountry: tripHome as HomeCountryCode, travelMonth: tripMonth, currency: chosenCurrency(request) } }
          : {}),
      });
      return formDone(API_MESSAGES.bookingSubmitted);
    },
    {
      // The toast says what to correct when a field is wrong, else the spec's failure.
      explain: (answer) => saying(answer, Object.values(answer.data.errors)[0] ?? API_MESSAGES.bookingFailed),
    },
  );
}

export default JourneyPage;
