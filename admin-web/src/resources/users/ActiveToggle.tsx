import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useState } from 'react';
import { Button, Confirm, useGetIdentity, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { announceChange } from '../../common/useApi';
import type { UserRecord } from '../../types';

/** Deactivate (signs the user out everywhere and blocks sign-in) or activate an account. */
export const ActiveToggle = () => {
  const record = useRecordContext<UserRecord>();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<UserRecord>();
  const [confirming, setConfirming] = useState(false);
  if (!record || identity?.id === record.id) return null;

  const setActive = (isActive: boolean) =>
    update(
      'users',
      { id: record.id, data: { isActive }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(isActive ? 'User activated successfully' : 'User deactivated successfully', { type: 'success' });
          announceChange('users');
        },
        onError: () => notify('Failed to update user status', { type: 'error' }),
        onSettled: () => setConfirming(false),
      },
    );

  if (!record.isActive) {
    return (
      <Button label="Activate" disabled={isPending} onClick={() => setActive(true)}>
        <CheckCircleOutlineIcon />
      </Button>
    );
  }
  return (
    <>
      <Button label="Deactivate" color="error" disabled={isPending} onClick={() => setConfirming(true)}>
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={`Deactivate ${record.email}?`}
        content="They are signed out everywhere and cannot sign in until the account is activated again."
        confirm="Deactivate"
        onConfirm={() => setActive(false)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
