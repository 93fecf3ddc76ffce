import { CreateButton, DataTable, List, ReferenceField, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import type { AiSynonymRecord } from '@medtour/contracts';
import { EmptyResults } from '../../common/EmptyResults';
import { formatDate } from '../../common/format';
import { LANGUAGE_CHOICES, LANGUAGE_LABELS } from './languages';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search synonyms" />,
  <SelectInput key="language" source="language" label="Language" choices={LANGUAGE_CHOICES} emptyText="All languages" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add Synonym" />
  </TopToolbar>
);

/** What the term names: its treatment or its specialty. */
const Target = ({ record }: { record: AiSynonymRecord }) =>
  record.treatmentId ? (
    <ReferenceField source="treatmentId" reference="treatments" link={false} />
  ) : (
    <ReferenceField source="specializationId" reference="specializations" link={false} />
  );

/**
 * "AI synonyms": lay and foreign terms (French, Arabic, Swahili) the assistant's search maps to our
 * treatments and specialties.
 */
export const AiSynonymList = () => (
  <List title="AI synonyms" filters={filters} actions={<Actions />} sort={{ field: 'term', order: 'ASC' }} perPage={25} empty={false}>
    <DataTable bulkActionButtons={false} rowClick="edit" empty={<EmptyResults text="No synonyms found matching your criteria." />}>
      <DataTable.Col source="term" label="Term" />
      <DataTable.Col source="language" label="Language" render={(r: AiSynonymRecord) => LANGUAGE_LABELS[r.language]} />
      <DataTable.Col label="Means" disableSort render={(r: AiSynonymRecord) => <Target record={r} />} />
      <DataTable.Col source="updatedAt" label="Changed" render={(r: AiSynonymRecord) => formatDate(r.updatedAt)} />
    </DataTable>
  </List>
);
