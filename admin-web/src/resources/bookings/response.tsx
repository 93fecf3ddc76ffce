import { Chip } from '@mui/material';
import { RESPONSE_PROMISE_HOURS, RESPONSE_WARNING_HOURS, type StaffBookingView } from '@medtour/contracts';

const HOUR = 3_600_000;

/** Whole hours from `since` to `until` (now by default). */
export const hoursSince = (since: string, until: number = Date.now()): number =>
  Math.max(0, Math.floor((until - Date.parse(since)) / HOUR));

/** How long the first staff reply took, e.g. "3 h after the request". */
export const firstReplyText = (booking: StaffBookingView): string =>
  booking.firstStaffReplyAt ? `${hoursSince(booking.createdAt, Date.parse(booking.firstStaffReplyAt))} h after the request` : 'Not yet';

/**
 * Where a booking stands against the 24-hour promise: waiting (and for how long: amber from
 * 20 hours, red past 24) or answered.
 */
export const ReplyChip = ({ booking }: { booking: StaffBookingView }) => {
  if (!booking.awaitingReplySince) {
    return booking.firstStaffReplyAt ? <Chip size="small" variant="outlined" label="Answered" /> : null;
  }
  const hours = hoursSince(booking.awaitingReplySince);
  const overdue = hours >= RESPONSE_PROMISE_HOURS;
  return (
    <Chip
      size="small"
      color={overdue ? 'error' : hours >= RESPONSE_WARNING_HOURS ? 'warning' : 'info'}
      label={overdue ? `Overdue ${hours} h` : `Waiting ${hours} h`}
      title={`Awaiting a staff reply for ${hours} hours`}
    />
  );
};
