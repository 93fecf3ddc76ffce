import DoneIcon from '@mui/icons-material/Done';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from 'react-admin';
import { useRecordUpdate } from '../../common/useRecordUpdate';
import type { ContactMessageRecord } from '@medtour/contracts';

/** 'Mark handled' / 'Reopen' a contact message. */
export const HandledButton = ({ variant = 'text' }: { variant?: 'text' | 'contained' | 'outlined' }) => {
  const { record, save, isPending } = useRecordUpdate<ContactMessageRecord>('contact-messages');
  if (!record) return null;
  const handled = !record.handled;
  return (
    <Button
      variant={variant}
      label={record.handled ? 'Reopen' : 'Mark handled'}
      disabled={isPending}
      onClick={() =>
        save({ handled }, { success: handled ? 'Message marked as handled' : 'Message reopened', failure: 'Failed to update message' })
      }
    >
      {record.handled ? <ReplayIcon /> : <DoneIcon />}
    </Button>
  );
};
