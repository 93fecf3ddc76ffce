import { Box, Chip } from '@mui/material';
import { Link } from 'react-admin';

/** The booking a row is of, by its reference. */
export const BookingLink = ({ id, reference }: { id: string; reference: string }) => (
  <Link to={`/bookings/${encodeURIComponent(id)}/show`}>
    <Box component="code" sx={{ fontSize: '0.85rem' }}>
      {reference}
    </Box>
  </Link>
);

/** The number of unacknowledged check-in alerts, in red when there are any. */
export const OpenAlerts = ({ count }: { count: number }) =>
  count ? <Chip size="small" color="error" label={count} aria-label={`${count} open alert${count === 1 ? '' : 's'}`} /> : <>0</>;
