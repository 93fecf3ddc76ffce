import { DataTable } from 'react-admin';
import { CountryNumberList } from '../../common/CountryNumbers';

/** "Emergency numbers": what the assistant's emergency reply tells patients to call, per country. */
export const EmergencyNumberList = () => (
  <CountryNumberList title="Emergency numbers" addLabel="Add Emergency Number" searchPlaceholder="Search countries">
    <DataTable.Col source="number" label="Number" />
  </CountryNumberList>
);
