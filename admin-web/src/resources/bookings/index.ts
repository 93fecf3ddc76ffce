import BookOnlineIcon from '@mui/icons-material/BookOnline';
import { lazy } from 'react';
import type { StaffBookingView } from '@medtour/contracts';

const bookings = {
  list: lazy(() => import('./BookingList').then((m) => ({ default: m.BookingList }))),
  show: lazy(() => import('./BookingShow').then((m) => ({ default: m.BookingShow }))),
  icon: BookOnlineIcon,
  recordRepresentation: (record: StaffBookingView) => `Booking ${record.reference}`,
};

export default bookings;
