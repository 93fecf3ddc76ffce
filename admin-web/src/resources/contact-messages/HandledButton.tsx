import DoneIcon from '@mui/icons-material/Done';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { ContactMessageRecord } from '../../types';

/** 'Mark handled' / 'Reopen' a contact message. */
export const HandledButton = ({ variant = 'text' }: { variant?: 'text' | 'contained' | 'outlined' }) => {
  const record = useRecordContext<ContactMessageRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<ContactMessageRecord>();
  if (!record) return null;
  const handled = !record.handled;
  return (
    <Button
      variant={variant}
      label={record.handled ? 'Reopen' : 'Mark handled'}
      disabled={isPending}
      onClick={() =>
        update(
          'contact-messages',
          { id: record.id, data: { handled }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify(handled ? 'Message marked as handled' : 'Message reopened', { type: 'success' }),
            onError: () => notify('Failed to update message', { type: 'error' }),
          },
        )
      }
    >
      {record.handled ? <ReplayIcon /> : <DoneIcon />}
    </Button>
  );
};
