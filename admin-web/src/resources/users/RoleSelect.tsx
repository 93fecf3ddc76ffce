import { useGetIdentity } from 'react-admin';
import { ChoiceSelect } from '../../common/ChoiceSelect';
import { useRecordUpdate } from '../../common/useRecordUpdate';
import type { UserRecord } from '@medtour/contracts';
import { ROLE_CHOICES } from './roles';

/**
 * The role selector of a user row (spec §2): the server replaces all the user's roles with the
 * chosen one. Admins cannot demote themselves (the API refuses it too).
 */
export const RoleSelect = () => {
  const { record, save, isPending } = useRecordUpdate<UserRecord>('users');
  const { identity } = useGetIdentity();
  if (!record) return null;
  const self = identity?.id === record.id;
  return (
    <ChoiceSelect
      value={record.role}
      choices={ROLE_CHOICES}
      disabled={isPending || self}
      onChange={(role) => save({ role }, { success: 'User role updated successfully', failure: 'Failed to update user role' })}
      title={self ? 'You cannot change your own role' : undefined}
      ariaLabel={`Role of ${record.email}`}
      sx={{ minWidth: 140 }}
    />
  );
};
