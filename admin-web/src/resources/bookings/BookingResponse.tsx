import { Box, Button } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import type { StaffBookingView } from '@medtour/contracts';
import { Facts } from '../../common/Facts';
import { formatDateTime } from '../../common/format';
import { useRecordUpdate } from '../../common/useRecordUpdate';
import { firstReplyText, ReplyChip } from './response';

/** The 24-hour promise on this booking, and the coordinator in charge (taken or let go here). */
export const BookingResponse = () => {
  const { record, save, isPending } = useRecordUpdate<StaffBookingView>('bookings');
  const { identity } = useGetIdentity();
  if (!record) return null;
  const mine = identity !== undefined && record.assignedTo?.id === identity.id;
  const assign = (assignedToId: string | null, success: string) =>
    save({ assignedToId } as Partial<StaffBookingView>, { success, failure: 'Failed to update the booking' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Facts
        items={[
          ['Reply', record.awaitingReplySince || record.firstStaffReplyAt ? <ReplyChip key="reply" booking={record} /> : 'No reply needed'],
          ['Waiting since', record.awaitingReplySince ? formatDateTime(record.awaitingReplySince) : 'Not waiting'],
          ['First staff reply', firstReplyText(record)],
          ['Coordinator', record.assignedTo?.name ?? 'Not assigned'],
        ]}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {!mine && (
          <Button
            variant="outlined"
            size="small"
            disabled={isPending || !identity}
            onClick={() => identity && assign(String(identity.id), 'Booking assigned to you')}
          >
            Assign to me
          </Button>
        )}
        {record.assignedTo && (
          <Button variant="text" size="small" disabled={isPending} onClick={() => assign(null, 'Booking unassigned')}>
            Unassign
          </Button>
        )}
      </Box>
    </Box>
  );
};
