import { Chip } from '@mui/material';
import { humanize } from '../../common/format';
import { BOOKING_STATUSES, type BookingStatus } from '@medtour/contracts';

export const STATUS_CHOICES = BOOKING_STATUSES.map((id) => ({ id, name: humanize(id) }));

// Spec §4: pending yellow, confirmed green, cancelled red, completed blue (payment pending: orange).
const STATUS_COLOURS: Record<BookingStatus, { bg: string; fg: string }> = {
  pending: { bg: '#FEF9C3', fg: '#854D0E' },
  confirmed: { bg: '#DCFCE7', fg: '#166534' },
  cancelled: { bg: '#FEE2E2', fg: '#991B1B' },
  completed: { bg: '#DBEAFE', fg: '#1E40AF' },
  payment_pending: { bg: '#FFEDD5', fg: '#9A3412' },
};

export const StatusBadge = ({ status }: { status: string }) => {
  const colours = STATUS_COLOURS[status as BookingStatus] ?? { bg: '#F3F4F6', fg: '#374151' };
  return (
    <Chip
      size="small"
      label={humanize(status)}
      sx={{ bgcolor: colours.bg, color: colours.fg, fontWeight: 600, textTransform: 'capitalize' }}
    />
  );
};

/** A premium patient's booking: priority handling (real-product: premium tools). */
export const PriorityChip = () => <Chip size="small" color="secondary" label="Priority" title="Premium patient: priority handling" />;

// Spec §4: the admin view treats urgent, high, medium and anything else as low.
const URGENCY_COLOURS: Record<string, { bg: string; fg: string }> = {
  urgent: { bg: '#FEE2E2', fg: '#991B1B' },
  high: { bg: '#FFEDD5', fg: '#9A3412' },
  medium: { bg: '#FEF9C3', fg: '#854D0E' },
  low: { bg: '#F3F4F6', fg: '#374151' },
};

export const UrgencyBadge = ({ urgency }: { urgency: string }) => {
  const colours = URGENCY_COLOURS[urgency] ?? URGENCY_COLOURS.low!;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={humanize(urgency)}
      sx={{ bgcolor: colours.bg, color: colours.fg, borderColor: 'transparent', textTransform: 'capitalize' }}
    />
  );
};
