import { CreateButton, DataTable, List, SearchInput, TopToolbar } from 'react-admin';
import type { EmergencyNumberRecord } from '@medtour/contracts';
import { EmptyResults } from '../../common/EmptyResults';
import { EMPTY, formatDate } from '../../common/format';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search countries" />];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add Emergency Number" />
  </TopToolbar>
);

/** "Emergency numbers": what the assistant's emergency reply tells patients to call, per country. */
export const EmergencyNumberList = () => (
  <List
    title="Emergency numbers"
    filters={filters}
    actions={<Actions />}
    sort={{ field: 'country', order: 'ASC' }}
    perPage={25}
    empty={false}
  >
    <DataTable bulkActionButtons={false} rowClick="edit" empty={<EmptyResults text="No emergency numbers found matching your criteria." />}>
      <DataTable.Col source="country" label="Country" />
      <DataTable.Col source="number" label="Number" />
      <DataTable.Col label="Notes" disableSort render={(r: EmergencyNumberRecord) => r.notes ?? EMPTY} />
      <DataTable.Col source="updatedAt" label="Changed" render={(r: EmergencyNumberRecord) => formatDate(r.updatedAt)} />
    </DataTable>
  </List>
);
