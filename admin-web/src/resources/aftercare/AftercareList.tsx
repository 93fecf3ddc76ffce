import { BooleanInput, DataTable, List } from 'react-admin';
import type { AftercareRecord } from '@medtour/contracts';
import { EmptyResults } from '../../common/EmptyResults';
import { EMPTY, formatDate } from '../../common/format';
import { useFetchErrorToast } from '../../common/useFetchErrorToast';
import { BookingLink, OpenAlerts } from '../trips/cells';
import { checkInProgress } from '../trips/words';

/** A row with warning signs nobody acknowledged: tinted red (light and dark themes). */
const ALERT_ROW = { bgcolor: 'rgba(211, 47, 47, 0.1)' } as const;

const filters = [<BooleanInput key="alerts" source="alerts" label="With alerts" alwaysOn />];

/**
 * The patients back home after treatment (issue 54): their aftercare check-ins, when the next one is
 * due, and the warning signs nobody acknowledged yet (the row is highlighted). The check-ins are
 * read and acknowledged on the booking's page.
 */
export const AftercareList = () => {
  const queryOptions = useFetchErrorToast('Failed to fetch aftercare');
  return (
    <List
      title="Aftercare"
      filters={filters}
      actions={false}
      queryOptions={queryOptions}
      // The API sorts by discharge day only (not yet by the next check-in due): the latest discharges first.
      sort={{ field: 'dischargedOn', order: 'DESC' }}
      perPage={25}
      empty={false}
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        rowSx={(r: AftercareRecord) => (r.openAlerts ? ALERT_ROW : {})}
        empty={<EmptyResults text="No aftercare found matching your criteria." />}
      >
        <DataTable.Col
          label="Patient"
          disableSort
          render={(r: AftercareRecord) => r.patientName}
          cellSx={() => ({ overflowWrap: 'anywhere' })}
        />
        <DataTable.Col label="Reference" disableSort render={(r: AftercareRecord) => <BookingLink id={r.id} reference={r.reference} />} />
        <DataTable.Col label="Treatment" disableSort render={(r: AftercareRecord) => r.treatmentName ?? EMPTY} />
        <DataTable.Col source="dischargedOn" label="Discharged on" render={(r: AftercareRecord) => formatDate(r.dischargedOn)} />
        <DataTable.Col label="Check-ins" disableSort render={(r: AftercareRecord) => checkInProgress(r.checkIns)} />
        <DataTable.Col label="Next due" disableSort render={(r: AftercareRecord) => formatDate(r.nextDueAt)} />
        <DataTable.Col label="Open alerts" disableSort render={(r: AftercareRecord) => <OpenAlerts count={r.openAlerts} />} />
      </DataTable>
    </List>
  );
};
