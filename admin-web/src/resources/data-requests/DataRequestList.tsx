import { Chip } from '@mui/material';
import { BooleanInput, DataTable, List, SelectInput } from 'react-admin';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATES, type DataRequestRecord } from '@medtour/contracts';
import { EmptyResults } from '../../common/EmptyResults';
import { formatDate, formatDateTime } from '../../common/format';

const KIND_NAMES: Record<DataRequestRecord['kind'], string> = { export: 'Copy of their data', erasure: 'Account deletion' };

/** What each state means to an admin reading the list. */
const STATE_NAMES: Record<DataRequestRecord['state'], string> = {
  queued: 'Queued',
  building: 'Being built',
  ready: 'Ready to download',
  failed: 'Failed',
  expired: 'Expired',
  unconfirmed: 'Waiting for the email confirmation',
  scheduled: 'Closed, erasure scheduled',
  cancelled: 'Cancelled',
  erased: 'Erased (payments kept)',
  purged: 'Erased completely',
};

const filters = [
  <SelectInput key="kind" source="kind" label="Kind" choices={DATA_REQUEST_KINDS.map((id) => ({ id, name: KIND_NAMES[id] }))} alwaysOn />,
  <SelectInput
    key="state"
    source="state"
    label="State"
    choices={DATA_REQUEST_STATES.map((id) => ({ id, name: STATE_NAMES[id] }))}
    alwaysOn
  />,
  <BooleanInput key="overdue" source="overdue" label="Overdue only" alwaysOn />,
];

/** Due by law within a month: an open request past its due date is in red. */
const DueDate = ({ record }: { record: DataRequestRecord }) =>
  record.overdue ? (
    <Chip color="error" size="small" label={`Overdue since ${formatDate(record.dueAt)}`} />
  ) : (
    <>{formatDate(record.dueAt)}</>
  );

/**
 * Patients' export and deletion requests (issue 53), newest first, with the date each is due; the
 * erasures to come are the "Closed, erasure scheduled" ones, with their day. Read-only: the worker
 * runs them.
 */
export const DataRequestList = () => (
  <List title="Data requests" filters={filters} actions={false} sort={{ field: 'requestedAt', order: 'DESC' }} perPage={25} empty={false}>
    <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyResults text="No data requests found matching your criteria." />}>
      <DataTable.Col source="requestedAt" label="Asked" render={(r: DataRequestRecord) => formatDateTime(r.requestedAt)} />
      <DataTable.Col
        label="Patient"
        disableSort
        render={(r: DataRequestRecord) => r.subject}
        cellSx={() => ({ overflowWrap: 'anywhere' })}
      />
      <DataTable.Col source="kind" label="Kind" render={(r: DataRequestRecord) => KIND_NAMES[r.kind]} />
      <DataTable.Col
        source="state"
        label="State"
        render={(r: DataRequestRecord) => (r.state === 'building' ? `${STATE_NAMES.building} (${r.progress} %)` : STATE_NAMES[r.state])}
      />
      <DataTable.Col source="dueAt" label="Due by" render={(r: DataRequestRecord) => <DueDate record={r} />} />
      <DataTable.Col source="eraseAfter" label="Erasure on" render={(r: DataRequestRecord) => formatDate(r.eraseAfter)} />
      <DataTable.Col label="Done" disableSort render={(r: DataRequestRecord) => formatDateTime(r.completedAt)} />
    </DataTable>
  </List>
);
