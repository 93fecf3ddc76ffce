import StarIcon from '@mui/icons-material/Star';
import { Box, Chip } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { EmptyResults } from '../../common/EmptyResults';
import { useFetchErrorToast } from '../../common/useFetchErrorToast';
import { EMPTY, formatDate } from '../../common/format';
import { StopPropagation } from '../../common/StopPropagation';
import { UntranslatedChips } from '../../common/Translations';
import type { HospitalRecord } from '@medtour/contracts';
import { ActiveButton, FeatureButton } from './HospitalToggles';

const STATUS_CHOICES = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
  { id: 'featured', name: 'Featured' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search hospitals" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="All" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add Hospital" />
  </TopToolbar>
);

const Status = ({ record }: { record: HospitalRecord }) => (
  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
    <Chip size="small" color={record.isActive ? 'success' : 'default'} label={record.isActive ? 'Active' : 'Inactive'} />
    {record.isDemo ? <Chip size="small" variant="outlined" label="Demo" /> : null}
    {/* The languages it is untranslated in: here rather than a column of its own, which the list at 1280 px has no room for. */}
    {record.untranslated.length ? <UntranslatedChips record={record} /> : null}
  </Box>
);

/** Spec §2 "Hospital management": search, status filter, Add Hospital, activate and feature. */
export const HospitalList = () => {
  const queryOptions = useFetchErrorToast('Failed to fetch hospitals');
  return (
    <List
      queryOptions={queryOptions}
      title="Hospitals"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick="edit" empty={<EmptyResults text="No hospitals found matching your criteria." />}>
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col source="city" label="City" />
        <DataTable.Col label="Country" disableSort render={(record: HospitalRecord) => record.country?.name ?? EMPTY} />
        <DataTable.Col
          source="rating"
          label="Rating"
          render={(record: HospitalRecord) => (record.rating == null ? EMPTY : `${record.rating.toFixed(1)} / 5`)}
        />
        <DataTable.Col source="isActive" label="Status" render={(record: HospitalRecord) => <Status record={record} />} />
        <DataTable.Col
          source="featured"
          label="Featured"
          render={(record: HospitalRecord) =>
            record.featured ? <StarIcon color="warning" fontSize="small" titleAccess="Featured" /> : EMPTY
          }
        />
        <DataTable.Col source="createdAt" label="Added" render={(record: HospitalRecord) => formatDate(record.createdAt)} />
        <DataTable.Col
          label="Actions"
          disableSort
          render={() => (
            <StopPropagation>
              <ActiveButton />
              <FeatureButton />
              <EditButton />
            </StopPropagation>
          )}
        />
      </DataTable>
    </List>
  );
};
