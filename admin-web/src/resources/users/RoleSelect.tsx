import { TextField } from '@mui/material';
import { useGetIdentity, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { announceChange } from '../../common/useApi';
import type { Role } from '../../permissions';
import type { UserRecord } from '../../types';
import { ROLE_CHOICES } from './roles';

/**
 * The role selector of a user row (spec §2): the server replaces all the user's roles with the
 * chosen one. Admins cannot demote themselves (the API refuses it too).
 */
export const RoleSelect = () => {
  const record = useRecordContext<UserRecord>();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<UserRecord>();
  if (!record) return null;
  const self = identity?.id === record.id;

  const change = (role: Role) => {
    if (role === record.role) return;
    update(
      'users',
      { id: record.id, data: { role }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('User role updated successfully', { type: 'success' });
          announceChange('users');
        },
        onError: () => notify('Failed to update user role', { type: 'error' }),
      },
    );
  };

  return (
    <TextField
      select
      size="small"
      variant="outlined"
      fullWidth={false}
      value={record.role}
      disabled={isPending || self}
      onChange={(event) => change(event.target.value as Role)}
      title={self ? 'You cannot change your own role' : undefined}
      slotProps={{
        select: { native: true },
        htmlInput: { 'aria-label': `Role of ${record.email}` },
      }}
      sx={{ minWidth: 140 }}
    >
      {ROLE_CHOICES.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
};
