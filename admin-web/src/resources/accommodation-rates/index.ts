import HotelIcon from '@mui/icons-material/Hotel';
import { lazy } from 'react';
import type { AccommodationRateRecord } from '@medtour/contracts';

const accommodationRates = {
  list: lazy(() => import('./AccommodationRateList').then((m) => ({ default: m.AccommodationRateList }))),
  create: lazy(() => import('./AccommodationRateCreate').then((m) => ({ default: m.AccommodationRateCreate }))),
  edit: lazy(() => import('./AccommodationRateEdit').then((m) => ({ default: m.AccommodationRateEdit }))),
  icon: HotelIcon,
  recordRepresentation: (record: AccommodationRateRecord) => `Accommodation in ${record.destination}`,
};

export default accommodationRates;
