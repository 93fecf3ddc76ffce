import { BooleanField, CreateButton, DataTable, List, NullableBooleanInput, SearchInput, TopToolbar } from 'react-admin';
import { EmptyResults } from '../../common/EmptyResults';
import { untranslatedColumn } from '../../common/Translations';

const countryFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search countries" />,
  <NullableBooleanInput key="isDestination" source="isDestination" label="Destination" />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add Country" />
  </TopToolbar>
);

export const CountryList = () => (
  <List title="Countries" filters={countryFilters} actions={<Actions />} sort={{ field: 'name', order: 'ASC' }} perPage={25} empty={false}>
    <DataTable bulkActionButtons={false} rowClick="edit" empty={<EmptyResults text="No countries found matching your criteria." />}>
      <DataTable.Col source="name" label="Name" />
      <DataTable.Col source="code" label="Code" />
      <DataTable.Col source="isDestination" label="Destination" field={BooleanField} />
      <DataTable.Col label="Translations" disableSort render={untranslatedColumn} />
    </DataTable>
  </List>
);
