import { Create, CreateButton, DataTable, DateField, Edit, List, TopToolbar, useRecordContext } from 'react-admin';
import type { ReactElement, ReactNode } from 'react';
import { formatCostRange } from '@medtour/contracts';
import { EmptyResults } from '../EmptyResults';
import { COUNTRY_FIELDS, type CountryField, destinationName, homeCountryName } from './figures';
import { DestinationInput, HomeCountryInput, useDestinationCountries } from './inputs';

/** A row's destination by name ("Malaysia (MY)"), from the countries marked destinations. */
const DestinationField = () => {
  const record = useRecordContext<{ destination: string }>();
  const { countries } = useDestinationCountries();
  return record ? <>{destinationName(countries, record.destination)}</> : null;
};

const HomeCountryField = ({ source }: { source: string }) => {
  const record = useRecordContext<Record<string, string>>();
  return record ? <>{homeCountryName(record[source] ?? '')}</> : null;
};

const AsOfField = () => <DateField source="asOf" options={{ timeZone: 'UTC', dateStyle: 'medium' }} />;

/** A lowest–highest pair of whole dollars as one column (`$900 - $1,600`), sorted by the lowest. */
export const UsdRangeCol = ({ sources: [low, high], label }: { sources: [string, string]; label: string }) => (
  <DataTable.Col
    source={low}
    label={label}
    render={(record: Record<string, number>) => formatCostRange(record[low] ?? null, record[high] ?? null)}
  />
);

export const FigureCreate = ({ title, form }: { title: string; form: ReactElement }) => (
  <Create title={title} redirect="list">
    {form}
  </Create>
);

// Pessimistic: the server's field errors (a second row for the same countries) land on the form.
export const FigureEdit = ({ form }: { form: ReactElement }) => (
  <Edit mutationMode="pessimistic" redirect="list">
    {form}
  </Edit>
);

interface FigureListProps {
  /** The page's title ("Travel Fares"); the empty table says "No travel fares found." */
  title: string;
  addLabel: string;
  /** The traveller's country a row is of, when it is of one: its column and filter. */
  country?: CountryField;
  /** The figure's columns, between the countries and the date. */
  children: ReactNode;
}

/** A table of figures: filtered by country and destination, sorted by destination, with each figure's date and source. */
export const FigureList = ({ title, addLabel, country, children }: FigureListProps) => {
  const filters = [
    ...(country ? [<HomeCountryInput key={country} source={country} emptyText="All countries" alwaysOn />] : []),
    <DestinationInput key="destination" source="destination" emptyText="All destinations" alwaysOn />,
  ];
  // Arrays, not a null child: DataTable counts its children for the loading skeleton's columns.
  const countryColumn = country
    ? [<DataTable.Col key="country" source={country} label={COUNTRY_FIELDS[country]} field={HomeCountryField} />]
    : [];
  return (
    <List
      title={title}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label={addLabel} />
        </TopToolbar>
      }
      sort={{ field: 'destination', order: 'ASC' }}
      perPage={50}
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick="edit" empty={<EmptyResults text={`No ${title.toLowerCase()} found.`} />}>
        {countryColumn}
        <DataTable.Col source="destination" label="Destination" field={DestinationField} />
        {children}
        <DataTable.Col source="asOf" label="Date" field={AsOfField} />
        <DataTable.Col source="source" label="Source" disableSort />
      </DataTable>
    </List>
  );
};
