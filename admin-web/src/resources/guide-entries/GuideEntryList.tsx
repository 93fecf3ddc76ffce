import { CreateButton, DataTable, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { GUIDE_SECTION_LABELS, type GuideEntryRecord } from '@medtour/contracts';
import { EmptyResults } from '../../common/EmptyResults';
import { untranslatedColumn } from '../../common/Translations';
import { SECTION_CHOICES } from './sections';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search texts" />,
  <SelectInput key="section" source="section" label="Section" choices={SECTION_CHOICES} emptyText="All sections" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add Text" />
  </TopToolbar>
);

const clipped = () => ({ maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }) as const;

/** The patient guide's and the contact page's texts, section by section, each section in its page's order. */
export const GuideEntryList = () => (
  <List title="Patient Guide" filters={filters} actions={<Actions />} sort={{ field: 'section', order: 'ASC' }} perPage={50} empty={false}>
    <DataTable bulkActionButtons={false} rowClick="edit" empty={<EmptyResults text="No texts found matching your criteria." />}>
      <DataTable.Col source="section" label="Section" render={(r: GuideEntryRecord) => GUIDE_SECTION_LABELS[r.section]} />
      <DataTable.Col source="position" label="Position" />
      <DataTable.Col source="title" label="Title or question" cellSx={clipped} />
      <DataTable.Col source="body" label="Text or answer" disableSort cellSx={clipped} />
      <DataTable.Col label="Translations" disableSort render={untranslatedColumn} />
    </DataTable>
  </List>
);
