import { Typography } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRecordContext } from 'react-admin';
import type { StaffProfileRecord } from '@medtour/contracts';
import { fieldErrors } from '../common/format';
import { DisplayNameInput } from './DisplayName';

const Account = () => {
  const record = useRecordContext<StaffProfileRecord>();
  if (!record) return null;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {`${record.firstName} ${record.lastName}`.trim()} · {record.email}
      </Typography>
      <DisplayNameInput firstName={record.firstName} />
    </>
  );
};

// One record: no delete.
const ProfileToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * "My profile" (every staff member): the name patients see them by once they take a booking
 * ("Assign to me"), on the patient's booking and in its chat, with its initials as their avatar.
 */
export const MyProfilePage = () => {
  const notify = useNotify();
  return (
    <Edit<StaffProfileRecord>
      resource="profile"
      id="me"
      title="My profile"
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      mutationOptions={{
        onSuccess: () => notify('Profile saved', { type: 'success' }),
        onError: (error: unknown) => {
          if (Object.keys(fieldErrors(error)).length === 0) notify('Failed to save your profile', { type: 'error' });
        },
      }}
    >
      <SimpleForm toolbar={<ProfileToolbar />} sx={{ maxWidth: 720 }}>
        <Account />
      </SimpleForm>
    </Edit>
  );
};
