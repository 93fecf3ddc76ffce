import { FigureList, UsdRangeCol } from '../../common/trip-figures/pages';

/** "Travel Fares": the return fare per person the trip estimate counts, by home country and destination. */
export const TravelFareList = () => (
  <FigureList title="Travel Fares" addLabel="Add Fare" country="homeCountry">
    <UsdRangeCol sources={['minUsd', 'maxUsd']} label="Return fare per person" />
  </FigureList>
);
