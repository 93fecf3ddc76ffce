import { DataTable } from 'react-admin';
import { CountryNumberList } from '../../common/CountryNumbers';

/** "Crisis lines": the services the assistant's self-harm reply lists, per country, beside its emergency number. */
export const CrisisLineList = () => (
  <CountryNumberList title="Crisis lines" addLabel="Add Crisis Line" searchPlaceholder="Search countries and services">
    <DataTable.Col source="name" label="Service" />
    <DataTable.Col source="number" label="Number" />
  </CountryNumberList>
);
