import { TRIP_COST_LIMITS } from '@medtour/contracts';
import { FigureForm, UsdRangeInputs } from '../../common/trip-figures/inputs';

/** A typical return economy fare per person from a home country to a destination (the trip estimate's flights). */
export const TravelFareForm = () => (
  <FigureForm country="homeCountry" sourceHelper="Where the fare comes from, e.g. economy return fares via Addis Ababa on airline sites">
    <UsdRangeInputs noun="fare" sources={['minUsd', 'maxUsd']} max={TRIP_COST_LIMITS.maxFareUsd} />
  </FigureForm>
);
