import LuggageIcon from '@mui/icons-material/Luggage';
import { lazy } from 'react';
import type { TripRecord } from '@medtour/contracts';

const trips = {
  list: lazy(() => import('./TripList').then((m) => ({ default: m.TripList }))),
  icon: LuggageIcon,
  recordRepresentation: (record: TripRecord) => `Trip ${record.reference}`,
};

export default trips;
