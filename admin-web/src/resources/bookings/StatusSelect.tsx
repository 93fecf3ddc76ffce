import { ChoiceSelect } from '../../common/ChoiceSelect';
import { useRecordUpdate } from '../../common/useRecordUpdate';
import { canTransition, type StaffBookingView } from '@medtour/contracts';
import { STATUS_CHOICES } from './status';
import { useLifecycleRole } from './useLifecycleRole';

/**
 * The status selector of a booking: the states the lifecycle lets staff set (spec §4: any status
 * from any status; confirming records the confirmation date). The patient is emailed about the change.
 */
export const StatusSelect = ({ label = false }: { label?: boolean }) => {
  const { record, save, isPending } = useRecordUpdate<StaffBookingView>('bookings');
  const role = useLifecycleRole();
  if (!record) return null;
  return (
    <ChoiceSelect
      label={label ? 'Status' : undefined}
      value={record.status}
      choices={STATUS_CHOICES.filter((choice) => canTransition(record.status, 'set_status', role, {}, choice.id))}
      disabled={isPending}
      onChange={(status) =>
        save({ status }, { success: 'Booking status updated successfully', failure: 'Failed to update booking status' })
      }
      ariaLabel={`Status of booking ${record.reference}`}
      sx={{ minWidth: 140, '& select': { textTransform: 'capitalize' } }}
    />
  );
};
