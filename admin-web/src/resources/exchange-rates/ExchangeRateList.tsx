import { CreateButton, DataTable, DateField, List, SelectInput, TopToolbar } from 'react-admin';
import { EmptyResults } from '../../common/EmptyResults';
import { CURRENCY_CHOICES } from './currencies';

const filters = [
  <SelectInput key="currency" source="currency" label="Currency" choices={CURRENCY_CHOICES} emptyText="All currencies" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add Rate" />
  </TopToolbar>
);

/**
 * Every rate entered, newest first. The patient site uses each currency's newest while it is no older
 * than Settings → "Exchange rates used for" days; after that, prices show in US dollars only.
 */
export const ExchangeRateList = () => (
  <List title="Exchange Rates" filters={filters} actions={<Actions />} sort={{ field: 'asOf', order: 'DESC' }} perPage={50} empty={false}>
    <DataTable bulkActionButtons={false} rowClick="edit" empty={<EmptyResults text="No exchange rates found." />}>
      <DataTable.Col source="currency" label="Currency" />
      <DataTable.NumberCol source="rate" label="Rate (per US$1)" options={{ maximumFractionDigits: 6 }} />
      <DataTable.Col source="asOf" label="Date">
        <DateField source="asOf" options={{ timeZone: 'UTC', dateStyle: 'medium' }} />
      </DataTable.Col>
      <DataTable.Col source="source" label="Source" disableSort />
    </DataTable>
  </List>
);
