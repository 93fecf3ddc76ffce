import { Box, Typography } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { EmptyResults } from '../../common/EmptyResults';
import { EMPTY, formatDateTime } from '../../common/format';
import { StopPropagation } from '../../common/StopPropagation';
import type { ContactMessageRecord } from '@medtour/contracts';
import { HandledButton } from './HandledButton';
import { HandledChip } from './HandledChip';

// The filter holds a boolean (`filter.handled`); the select works with text.
const HANDLED_CHOICES = [
  { id: 'false', name: 'Not handled' },
  { id: 'true', name: 'Handled' },
];
const formatHandled = (value: unknown) => (value === true ? 'true' : value === false ? 'false' : '');
const parseHandled = (value: string) => (value === 'true' ? true : value === 'false' ? false : null);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search messages" />,
  <SelectInput
    key="handled"
    source="handled"
    label="Status"
    choices={HANDLED_CHOICES}
    emptyText="All messages"
    format={formatHandled}
    parse={parseHandled}
    alwaysOn
  />,
];

// One line, cut (the whole message is its tooltip and its page): the row's actions stay on screen.
const Preview = ({ record }: { record: ContactMessageRecord }) => (
  <Typography
    variant="body2"
    title={record.message}
    sx={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
  >
    {record.message}
  </Typography>
);

const Sender = ({ record }: { record: ContactMessageRecord }) => (
  <Box>
    <Typography variant="body2" sx={{ fontWeight: record.handled ? 400 : 600 }}>
      {record.name}
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>
      {record.email}
    </Typography>
  </Box>
);

/** The contact-form inbox, newest first; a row opens the whole message. */
export const ContactMessageList = () => (
  <List title="Contact messages" filters={filters} actions={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={false}>
    <DataTable bulkActionButtons={false} rowClick="show" empty={<EmptyResults text="No messages found matching your criteria." />}>
      <DataTable.Col source="createdAt" label="Received" render={(r: ContactMessageRecord) => formatDateTime(r.createdAt)} />
      <DataTable.Col source="name" label="From" render={(r: ContactMessageRecord) => <Sender record={r} />} />
      <DataTable.Col source="country" label="Country" />
      <DataTable.Col label="Interest" disableSort render={(r: ContactMessageRecord) => r.treatmentInterest ?? EMPTY} />
      <DataTable.Col label="Message" disableSort render={(r: ContactMessageRecord) => <Preview record={r} />} />
      <DataTable.Col label="Status" disableSort render={(r: ContactMessageRecord) => <HandledChip handled={r.handled} />} />
      <DataTable.Col
        label="Actions"
        disableSort
        render={() => (
          <StopPropagation>
            <HandledButton />
          </StopPropagation>
        )}
      />
    </DataTable>
  </List>
);
