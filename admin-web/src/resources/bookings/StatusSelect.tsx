import { ChoiceSelect } from '../../common/ChoiceSelect';
import { useRecordUpdate } from '../../common/useRecordUpdate';
import type { StaffBookingView } from '@medtour/contracts';
import { STATUS_CHOICES } from './status';

/**
 * The status selector of a booking (spec §4: any status may be set from any status; confirming
 * records the confirmation date). The patient is emailed about the change.
 */
export const StatusSelect = ({ label = false }: { label?: boolean }) => {
  const { record, save, isPending } = useRecordUpdate<StaffBookingView>('bookings');
  if (!record) return null;
  return (
    <ChoiceSelect
      label={label ? 'Status' : undefined}
      value={record.status}
      choices={STATUS_CHOICES}
      disabled={isPending}
      onChange={(status) =>
        save({ status }, { success: 'Booking status updated successfully', failure: 'Failed to update booking status' })
      }
      ariaLabel={`Status of booking ${record.reference}`}
      sx={{ minWidth: 140, '& select': { textTransform: 'capitalize' } }}
    />
  );
};
