import { CreateButton, DataTable, List, SearchInput, TopToolbar } from 'react-admin';
import { EmptyResults } from '../../common/EmptyResults';
import { EMPTY, formatDate } from '../../common/format';
import { untranslatedColumn } from '../../common/Translations';
import type { SpecializationRecord } from '@medtour/contracts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search specializations" />];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add Specialization" />
  </TopToolbar>
);

export const SpecializationList = () => (
  <List title="Specializations" filters={filters} actions={<Actions />} sort={{ field: 'name', order: 'ASC' }} perPage={25} empty={false}>
    <DataTable bulkActionButtons={false} rowClick="edit" empty={<EmptyResults text="No specializations found matching your criteria." />}>
      <DataTable.Col source="name" label="Name" />
      <DataTable.Col
        label="Description"
        disableSort
        render={(r: SpecializationRecord) => r.description || EMPTY}
        cellSx={() => ({ maxWidth: 480, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}
      />
      <DataTable.Col source="createdAt" label="Added" render={(r: SpecializationRecord) => formatDate(r.createdAt)} />
      <DataTable.Col label="Translations" disableSort render={untranslatedColumn} />
    </DataTable>
  </List>
);
