import { Box } from '@mui/material';
import { Form, SaveButton, useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import type { UserRecord } from '@medtour/contracts';
import { useFormSave } from '../../common/useFormSave';
import { DisplayNameInput } from '../../profile/DisplayName';

/** A staff member's display name, set by an admin for them (each sets their own in "My profile"). */
export const StaffDisplayName = () => {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const { save } = useFormSave<Pick<UserRecord, 'displayName'>>({
    send: (values) =>
      dataProvider.update('users', { id: record!.id, data: { displayName: values.displayName ?? null }, previousData: record }),
    success: 'Display name saved',
    failure: 'Failed to save the display name',
    done: refresh,
  });
  if (!record) return null;
  return (
    <Form record={record} onSubmit={save}>
      <DisplayNameInput firstName={record.firstName ?? ''} />
      <Box>
        <SaveButton label="Save display name" />
      </Box>
    </Form>
  );
};
