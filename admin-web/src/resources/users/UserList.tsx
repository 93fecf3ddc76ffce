import { Box, Chip, Typography } from '@mui/material';
import { CreateButton, DataTable, List, SearchInput, SelectInput, ShowButton, TopToolbar } from 'react-admin';
import { EmptyResults } from '../../common/EmptyResults';
import { EMPTY, formatDate, fullName } from '../../common/format';
import { StopPropagation } from '../../common/StopPropagation';
import { useFetchErrorToast } from '../../common/useFetchErrorToast';
import { LOCALE_NAMES_IN_ENGLISH, type UserRecord } from '@medtour/contracts';
import { ActiveToggle } from './ActiveToggle';
import { RoleSelect } from './RoleSelect';
import { ROLE_CHOICES } from './roles';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search users" />,
  <SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} emptyText="All roles" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add User" />
  </TopToolbar>
);

const Contact = ({ record }: { record: UserRecord }) => (
  <Box>
    <Typography variant="body2">{record.email}</Typography>
    <Typography variant="body2" color="text.secondary">
      {record.phone ?? EMPTY}
    </Typography>
  </Box>
);

const Name = ({ record }: { record: UserRecord }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
    <span>{fullName(record.firstName, record.lastName) || EMPTY}</span>
    {!record.isActive ? <Chip size="small" label="Inactive" /> : null}
    {!record.emailVerified ? <Chip size="small" variant="outlined" label="Unverified" /> : null}
  </Box>
);

/** Spec §2 "User management": search, role filter, a role selector per row, Add User (invitation). */
export const UserList = () => {
  const queryOptions = useFetchErrorToast('Failed to fetch users');
  return (
    <List
      queryOptions={queryOptions}
      title="Users"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyResults text="No users found matching your criteria." />}>
        <DataTable.Col label="Name" disableSort render={(record: UserRecord) => <Name record={record} />} />
        <DataTable.Col label="Contact" source="email" render={(record: UserRecord) => <Contact record={record} />} />
        <DataTable.Col label="Country" disableSort render={(record: UserRecord) => record.country ?? EMPTY} />
        <DataTable.Col label="Language" disableSort render={(record: UserRecord) => LOCALE_NAMES_IN_ENGLISH[record.language]} />
        <DataTable.Col label="Role" disableSort render={() => <RoleSelect />} />
        <DataTable.Col label="Joined" source="createdAt" render={(record: UserRecord) => formatDate(record.createdAt)} />
        <DataTable.Col
          label="Actions"
          disableSort
          render={() => (
            <StopPropagation>
              {/* The user's page: the account and their Premium. */}
              <ShowButton label="Open" />
              <ActiveToggle />
            </StopPropagation>
          )}
        />
      </DataTable>
    </List>
  );
};
