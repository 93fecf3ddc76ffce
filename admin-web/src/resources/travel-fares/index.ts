import FlightIcon from '@mui/icons-material/Flight';
import { lazy } from 'react';
import type { TravelFareRecord } from '@medtour/contracts';
import { homeCountryName } from '../../common/trip-figures/figures';

const travelFares = {
  list: lazy(() => import('./TravelFareList').then((m) => ({ default: m.TravelFareList }))),
  create: lazy(() => import('./TravelFareCreate').then((m) => ({ default: m.TravelFareCreate }))),
  edit: lazy(() => import('./TravelFareEdit').then((m) => ({ default: m.TravelFareEdit }))),
  icon: FlightIcon,
  recordRepresentation: (record: TravelFareRecord) => `${homeCountryName(record.homeCountry)} to ${record.destination}`,
};

export default travelFares;
