import { Box } from '@mui/material';
import { BooleanInput, DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { TRIP_STAGES, type TripRecord } from '@medtour/contracts';
import { EmptyResults } from '../../common/EmptyResults';
import { EMPTY, formatDate } from '../../common/format';
import { useFetchErrorToast } from '../../common/useFetchErrorToast';
import { BookingLink, OpenAlerts } from './cells';
import { arrivalCountdown, gapsText, STAGE_NAMES } from './words';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search trips" />,
  <SelectInput
    key="stage"
    source="stage"
    label="Stage"
    choices={TRIP_STAGES.map((id) => ({ id, name: STAGE_NAMES[id] }))}
    emptyText="All stages"
    alwaysOn
  />,
  <BooleanInput key="missing" source="missing" label="Missing something" alwaysOn />,
];

/**
 * The coordinators' trips (issue 54): one row per booking whose deposit is settled, the next arrivals
 * first, with what is still missing before arrival and the aftercare alerts nobody acknowledged.
 * A trip is worked on from its booking's page.
 */
export const TripList = () => {
  const queryOptions = useFetchErrorToast('Failed to fetch trips');
  return (
    <List
      title="Trips"
      filters={filters}
      actions={false}
      queryOptions={queryOptions}
      sort={{ field: 'arrivalOn', order: 'ASC' }}
      perPage={25}
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyResults text="No trips found matching your criteria." />}>
        <DataTable.Col label="Reference" disableSort render={(r: TripRecord) => <BookingLink id={r.id} reference={r.reference} />} />
        <DataTable.Col
          label="Patient"
          disableSort
          render={(r: TripRecord) => r.patientName}
          cellSx={() => ({ overflowWrap: 'anywhere' })}
        />
        <DataTable.Col label="Hospital" disableSort render={(r: TripRecord) => r.hospitalName} />
        <DataTable.Col label="Treatment" disableSort render={(r: TripRecord) => r.treatmentName ?? EMPTY} />
        <DataTable.Col source="arrivalOn" label="Arrival" render={(r: TripRecord) => formatDate(r.arrivalOn)} />
        <DataTable.Col label="When" disableSort render={(r: TripRecord) => arrivalCountdown(r.daysToArrival) || EMPTY} />
        <DataTable.Col
          label="Missing"
          disableSort
          render={(r: TripRecord) =>
            r.missing.length ? (
              <Box component="span" sx={{ color: 'warning.main' }}>
                {gapsText(r.missing)}
              </Box>
            ) : (
              'Nothing'
            )
          }
          cellSx={() => ({ minWidth: 180 })}
        />
        <DataTable.Col label="Stage" disableSort render={(r: TripRecord) => STAGE_NAMES[r.stage]} />
        <DataTable.Col label="Open alerts" disableSort render={(r: TripRecord) => <OpenAlerts count={r.openAlerts} />} />
      </DataTable>
    </List>
  );
};
