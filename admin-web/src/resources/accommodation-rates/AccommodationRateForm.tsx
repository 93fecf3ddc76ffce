import { TRIP_COST_LIMITS } from '@medtour/contracts';
import { FigureForm, UsdRangeInputs } from '../../common/trip-figures/inputs';

/** A typical night's accommodation per person near a destination's hospitals (the trip estimate's stay). */
export const AccommodationRateForm = () => (
  <FigureForm sourceHelper="Where the rate comes from, e.g. mid-range hotels near the hospitals on booking sites">
    <UsdRangeInputs noun="night rate" sources={['nightMinUsd', 'nightMaxUsd']} max={TRIP_COST_LIMITS.maxNightUsd} />
  </FigureForm>
);
