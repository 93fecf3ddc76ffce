import { TextField } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { announceChange } from '../../common/useApi';
import type { BookingRecord, BookingStatus } from '../../types';
import { STATUS_CHOICES } from './status';

/**
 * The status selector of a booking (spec §4: any status may be set from any status; confirming
 * records the confirmation date). The patient is emailed about the change.
 */
export const StatusSelect = ({ label = false }: { label?: boolean }) => {
  const record = useRecordContext<BookingRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<BookingRecord>();
  if (!record) return null;

  const change = (status: BookingStatus) => {
    if (status === record.status) return;
    update(
      'bookings',
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('Booking status updated successfully', { type: 'success' });
          announceChange('bookings');
        },
        onError: () => notify('Failed to update booking status', { type: 'error' }),
      },
    );
  };

  return (
    <TextField
      select
      size="small"
      variant="outlined"
      fullWidth={false}
      label={label ? 'Status' : undefined}
      value={record.status}
      disabled={isPending}
      onChange={(event) => change(event.target.value as BookingStatus)}
      slotProps={{
        select: { native: true },
        htmlInput: { 'aria-label': `Status of booking ${record.reference}` },
      }}
      sx={{ minWidth: 160, '& select': { textTransform: 'capitalize' } }}
    >
      {STATUS_CHOICES.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
};
