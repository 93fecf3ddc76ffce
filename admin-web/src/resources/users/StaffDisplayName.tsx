import { Box } from '@mui/material';
import { Form, SaveButton, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { UserRecord } from '@medtour/contracts';
import { submitForm } from '../../common/format';
import { DisplayNameInput } from '../../profile/DisplayName';

/** A staff member's display name, set by an admin for them (each sets their own in "My profile"). */
export const StaffDisplayName = () => {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const save = (values: Record<string, unknown>) =>
    submitForm(
      () => dataProvider.update('users', { id: record.id, data: { displayName: values.displayName ?? null }, previousData: record }),
      {
        notify,
        failure: 'Failed to save the display name',
        done: () => {
          notify('Display name saved', { type: 'success' });
          refresh();
        },
      },
    );
  return (
    <Form record={record} onSubmit={save}>
      <DisplayNameInput firstName={record.firstName ?? ''} />
      <Box>
        <SaveButton label="Save display name" />
      </Box>
    </Form>
  );
};
