import { BooleanField, Datagrid, List, SearchInput, TextField } from 'react-admin';

const countryFilters = [<SearchInput key="q" source="q" alwaysOn />];

export const CountryList = () => (
  <List filters={countryFilters} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
    <Datagrid rowClick="edit">
      <TextField source="name" label="Name" />
      <TextField source="code" label="Code" />
      <BooleanField source="isDestination" label="Destination" />
    </Datagrid>
  </List>
);
