import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useState } from 'react';
import { Button, Confirm, useGetIdentity } from 'react-admin';
import { useRecordUpdate } from '../../common/useRecordUpdate';
import type { UserRecord } from '@medtour/contracts';

/** Deactivate (signs the user out everywhere and blocks sign-in) or activate an account. */
export const ActiveToggle = () => {
  const { record, save, isPending } = useRecordUpdate<UserRecord>('users');
  const { identity } = useGetIdentity();
  const [confirming, setConfirming] = useState(false);
  if (!record || identity?.id === record.id) return null;

  const setActive = (isActive: boolean) =>
    save(
      { isActive },
      {
        success: isActive ? 'User activated successfully' : 'User deactivated successfully',
        failure: 'Failed to update user status',
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
