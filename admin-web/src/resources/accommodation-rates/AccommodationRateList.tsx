import { FigureList, UsdRangeCol } from '../../common/trip-figures/pages';

/** "Accommodation Rates": a night per person near each destination's hospitals, for the trip estimate's stay. */
export const AccommodationRateList = () => (
  <FigureList title="Accommodation Rates" addLabel="Add Rate">
    <UsdRangeCol sources={['nightMinUsd', 'nightMaxUsd']} label="Night per person" />
  </FigureList>
);
