import { useState } from 'react';
import { Confirm, useGetIdentity } from 'react-admin';
import { ChoiceSelect } from '../../common/ChoiceSelect';
import { useRecordUpdate } from '../../common/useRecordUpdate';
import type { Role, UserRecord } from '@medtour/contracts';
import { ROLE_ACCESS, ROLE_CHOICES, roleName } from './roles';

/**
 * The role selector of a user row (spec §2): the server replaces all the user's roles with the
 * chosen one, after the admin confirms what the new role can see (a patient made admin would see
 * every medical record). Admins cannot demote themselves (the API refuses it too).
 */
export const RoleSelect = () => {
  const { record, save, isPending } = useRecordUpdate<UserRecord>('users');
  const { identity } = useGetIdentity();
  const [asked, setAsked] = useState<Role | null>(null);
  if (!record) return null;
  const self = identity?.id === record.id;
  return (
    <>
      <ChoiceSelect
        value={record.role}
        choices={ROLE_CHOICES}
        disabled={isPending || self}
        onChange={setAsked}
        title={self ? 'You cannot change your own role' : undefined}
        ariaLabel={`Role of ${record.email}`}
        sx={{ minWidth: 140 }}
      />
      <Confirm
        isOpen={asked !== null}
        title={`Make ${record.email} ${asked ? roleName(asked) : ''}?`}
        content={asked ? ROLE_ACCESS[asked] : ''}
        confirm="Change role"
        onConfirm={() => {
          if (asked) save({ role: asked }, { success: 'User role updated successfully', failure: 'Failed to update user role' });
          setAsked(null);
        }}
        onClose={() => setAsked(null)}
      />
    </>
  );
};
