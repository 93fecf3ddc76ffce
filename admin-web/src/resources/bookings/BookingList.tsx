import { Box } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { EmptyResults } from '../../common/EmptyResults';
import { useFetchErrorToast } from '../../common/useFetchErrorToast';
import { EMPTY, formatDate, humanize } from '../../common/format';
import { StopPropagation } from '../../common/StopPropagation';
import { formatEstimatedCost, type StaffBookingView } from '@medtour/contracts';
import { BookingQuickFilters } from './BookingQuickFilters';
import { BookingSummaryCards, useBookingSummary } from './BookingSummaryCards';
import { ReplyChip } from './response';
import { PriorityChip, STATUS_CHOICES, StatusBadge, UrgencyBadge } from './status';
import { StatusSelect } from './StatusSelect';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search bookings" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="All statuses" alwaysOn />,
];

/**
 * Spec §2 "Booking management": summary cards, search (hospital name or city, patient name,
 * treatment name), status filter and a status selector per row; the coordinator's quick filters
 * (awaiting a reply, mine) and each row's wait against the 24-hour promise. A row opens the booking.
 */
export const BookingList = () => {
  const queryOptions = useFetchErrorToast('Failed to fetch bookings');
  const summary = useBookingSummary();
  return (
    <Box>
      <BookingSummaryCards />
      <List
        queryOptions={queryOptions}
        title="Bookings"
        filters={filters}
        actions={false}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        empty={false}
      >
        <BookingQuickFilters awaiting={summary?.awaitingReply} />
        <DataTable bulkActionButtons={false} rowClick="show" empty={<EmptyResults text="No bookings found matching your criteria." />}>
          <DataTable.Col
            source="createdAt"
            label="Reference"
            render={(r: StaffBookingView) => (
              <>
                <Box component="code" sx={{ fontSize: '0.85rem' }}>
                  {r.reference}
                </Box>
                <Box sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>{formatDate(r.createdAt)}</Box>
              </>
            )}
          />
          <DataTable.Col
            label="Patient"
            disableSort
            render={(r: StaffBookingView) => (
              <>
                {r.patient.name}
                {r.priority ? (
                  <Box>
                    <PriorityChip />
                  </Box>
                ) : null}
              </>
            )}
          />
          <DataTable.Col
            label="Hospital and treatment"
            disableSort
            render={(r: StaffBookingView) => (
              <>
                {`${r.hospital.name}, ${r.hospital.city}`}
                <Box sx={{ color: 'text.secondary', fontSize: '0.8rem', textTransform: 'capitalize' }}>
                  {`${r.treatment?.name ?? EMPTY} · ${humanize(r.bookingType)}`}
                </Box>
              </>
            )}
            cellSx={() => ({ minWidth: 180 })}
          />
          <DataTable.Col label="Urgency" disableSort render={(r: StaffBookingView) => <UrgencyBadge urgency={r.urgencyLevel} />} />
          <DataTable.Col source="status" label="Status" render={(r: StaffBookingView) => <StatusBadge status={r.status} />} />
          <DataTable.Col source="awaitingReplySince" label="Reply" render={(r: StaffBookingView) => <ReplyChip booking={r} />} />
          <DataTable.Col
            source="estimatedCostUsd"
            label="Estimated cost"
            render={(r: StaffBookingView) => formatEstimatedCost(r.estimatedCostUsd)}
          />
          <DataTable.Col
            label="Change status"
            disableSort
            render={() => (
              <StopPropagation>
                <StatusSelect />
              </StopPropagation>
            )}
          />
        </DataTable>
      </List>
    </Box>
  );
};
