import { Chip } from '@mui/material';
import { BooleanField, CreateButton, DataTable, List, NullableBooleanInput, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { EmptyResults } from '../../common/EmptyResults';
import { EMPTY } from '../../common/format';
import { untranslatedColumn } from '../../common/Translations';
import { formatCostRange, type TreatmentRecord } from '@medtour/contracts';
import { CATEGORY_CHOICES, EVIDENCE_CHOICES, labelOf, TYPE_CHOICES } from './choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search treatments" />,
  <SelectInput key="category" source="category" label="Category" choices={CATEGORY_CHOICES} emptyText="All categories" alwaysOn />,
  <SelectInput key="type" source="type" label="Type" choices={TYPE_CHOICES} emptyText="All types" />,
  <SelectInput key="evidenceLevel" source="evidenceLevel" label="Evidence" choices={EVIDENCE_CHOICES} emptyText="Any evidence" />,
  <NullableBooleanInput key="isActive" source="isActive" label="Active" />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add Treatment" />
  </TopToolbar>
);

/** As the treatments page shows it: `$8,000 - $15,000`, `From $8,000`… */
const costRange = (record: TreatmentRecord) => formatCostRange(record.minCostUsd ?? null, record.maxCostUsd ?? null) ?? EMPTY;

export const TreatmentList = () => (
  <List title="Treatments" filters={filters} actions={<Actions />} sort={{ field: 'name', order: 'ASC' }} perPage={25} empty={false}>
    <DataTable bulkActionButtons={false} rowClick="edit" empty={<EmptyResults text="No treatments found matching your criteria." />}>
      <DataTable.Col source="name" label="Name" />
      <DataTable.Col source="category" label="Category" render={(r: TreatmentRecord) => labelOf(CATEGORY_CHOICES, r.category)} />
      <DataTable.Col source="type" label="Type" render={(r: TreatmentRecord) => labelOf(TYPE_CHOICES, r.type)} />
      <DataTable.Col
        source="evidenceLevel"
        label="Evidence"
        render={(r: TreatmentRecord) => <Chip size="small" variant="outlined" label={labelOf(EVIDENCE_CHOICES, r.evidenceLevel)} />}
      />
      <DataTable.Col source="minCostUsd" label="Cost" render={costRange} />
      <DataTable.Col
        source="successRatePercentage"
        label="Success rate"
        render={(r: TreatmentRecord) => (r.successRatePercentage == null ? EMPTY : `${r.successRatePercentage}%`)}
      />
      <DataTable.Col source="isActive" label="Active" field={BooleanField} />
      <DataTable.Col label="Translations" disableSort render={untranslatedColumn} />
    </DataTable>
  </List>
);
