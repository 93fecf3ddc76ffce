import { Box } from '@mui/material';
import { DataTable, List, SelectInput } from 'react-admin';
import type { SubscriptionRecord } from '@medtour/contracts';
import { EmptyResults } from '../../common/EmptyResults';
import { formatDateTime } from '../../common/format';
import { useFetchErrorToast } from '../../common/useFetchErrorToast';
import { RenewsOrEnds, STATUS_CHOICES, SubscriptionStatusChip } from './labels';

const filters = [<SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="All" alwaysOn />];

/** Patients' Premium subscriptions (admins), newest first; a row opens the subscription and its refund. */
export const SubscriptionList = () => {
  const queryOptions = useFetchErrorToast('Failed to fetch subscriptions');
  return (
    <List
      queryOptions={queryOptions}
      title="Premium subscriptions"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick="show" empty={<EmptyResults text="No subscriptions found." />}>
        <DataTable.Col
          label="Patient email"
          disableSort
          render={(s: SubscriptionRecord) => <Box sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>{s.userEmail}</Box>}
        />
        <DataTable.Col source="status" label="Status" render={(s: SubscriptionRecord) => <SubscriptionStatusChip status={s.status} />} />
        <DataTable.Col label="Renews/ends" disableSort render={(s: SubscriptionRecord) => <RenewsOrEnds record={s} />} />
        <DataTable.Col source="firstPaidAt" label="First payment" render={(s: SubscriptionRecord) => formatDateTime(s.firstPaidAt)} />
        <DataTable.Col label="Refundable until" disableSort render={(s: SubscriptionRecord) => formatDateTime(s.refundableUntil)} />
        <DataTable.Col label="Refunded" disableSort render={(s: SubscriptionRecord) => formatDateTime(s.refundedAt)} />
      </DataTable>
    </List>
  );
};
