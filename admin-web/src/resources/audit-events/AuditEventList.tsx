import { AutocompleteInput, DataTable, DateInput, List, ReferenceInput, TextInput } from 'react-admin';
import type { AuditEventRecord } from '@medtour/contracts';
import { EmptyResults } from '../../common/EmptyResults';
import { EMPTY, formatDateTime } from '../../common/format';
import { ActionName } from './ActionName';
import { auditFacts } from './auditFacts';
import { entityName, OutcomeChip } from './labels';

/**
 * The date inputs hold a calendar day (YYYY-MM-DD); the API compares instants. "From" is the
 * start of that day and "to" its end, in the reader's time zone.
 */
const dayBoundary = (end: boolean) => (value: string | null) => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value || null;
  const [year, month, day] = value.split('-').map(Number);
  const date = end ? new Date(year!, month! - 1, day!, 23, 59, 59, 999) : new Date(year!, month! - 1, day!);
  return date.toISOString();
};

const filters = [
  <TextInput
    key="action"
    source="action"
    label="Action"
    alwaysOn
    resettable
    helperText="e.g. auth.sign_in, or auth. for every auth event"
  />,
  <ReferenceInput key="actorId" source="actorId" reference="users" alwaysOn>
    <AutocompleteInput label="Actor" optionText="email" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <DateInput key="createdAt_gte" source="createdAt_gte" label="From" parse={dayBoundary(false)} alwaysOn />,
  <DateInput key="createdAt_lte" source="createdAt_lte" label="To" parse={dayBoundary(true)} alwaysOn />,
];

/** The append-only audit log (admins): sign-ins, role changes, record access, every admin change; a row opens the event. */
export const AuditEventList = () => (
  <List title="Audit log" filters={filters} actions={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={false}>
    <DataTable bulkActionButtons={false} rowClick="show" empty={<EmptyResults text="No audit events found matching your criteria." />}>
      <DataTable.Col source="createdAt" label="Time" render={(r: AuditEventRecord) => formatDateTime(r.createdAt)} />
      <DataTable.Col
        label="Actor"
        disableSort
        render={(r: AuditEventRecord) => r.actorEmail ?? 'System'}
        cellSx={() => ({ maxWidth: 200, overflowWrap: 'anywhere' })}
      />
      <DataTable.Col source="action" label="Action" render={(r: AuditEventRecord) => <ActionName record={r} />} />
      <DataTable.Col label="Outcome" disableSort render={(r: AuditEventRecord) => <OutcomeChip outcome={r.outcome} />} />
      <DataTable.Col label="Entity" disableSort render={(r: AuditEventRecord) => entityName(r.entity)} />
      <DataTable.Col
        label="Details"
        disableSort
        render={(r: AuditEventRecord) => auditFacts(r) || EMPTY}
        cellSx={() => ({ maxWidth: 300, overflowWrap: 'anywhere' })}
      />
      {/* IPv6 addresses and long emails wrap: the table stays within a 1280 px screen. */}
      <DataTable.Col
        label="IP"
        disableSort
        render={(r: AuditEventRecord) => r.ip ?? EMPTY}
        cellSx={() => ({ maxWidth: 140, overflowWrap: 'anywhere' })}
      />
    </DataTable>
  </List>
);
