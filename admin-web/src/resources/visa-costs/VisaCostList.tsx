import { DataTable } from 'react-admin';
import { formatUsd, type VisaCostRecord } from '@medtour/contracts';
import { FigureList } from '../../common/trip-figures/pages';

const visaText = (record: VisaCostRecord) => (record.costUsd === 0 ? 'No visa needed' : formatUsd(record.costUsd));

/** "Visa Costs": what a visa costs per person by nationality and destination (0: none needed). */
export const VisaCostList = () => (
  <FigureList title="Visa Costs" addLabel="Add Visa Cost" country="nationality">
    <DataTable.Col source="costUsd" label="Visa per person" render={visaText} />
    <DataTable.Col source="note" label="Note" disableSort />
  </FigureList>
);
