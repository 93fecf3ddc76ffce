import { Box, Typography } from '@mui/material';
import { DataTable, List, SelectInput } from 'react-admin';
import { PAYMENT_METHOD_LABELS, type PaymentRecord } from '@medtour/contracts';
import { EmptyResults } from '../../common/EmptyResults';
import { capitalise, EMPTY, formatDateTime } from '../../common/format';
import { useFetchErrorToast } from '../../common/useFetchErrorToast';
import { KIND_CHOICES, LedgerAmount, METHOD_CHOICES, PaymentStatusChip, STATUS_CHOICES } from './labels';

/** Money received that the booking did not owe (refunded, or for staff to refund) against the rest. */
const OWED_CHOICES = [
  { id: 'true', name: 'Not owed' },
  { id: 'false', name: 'Owed' },
];

const filters = [
  <SelectInput key="kind" source="kind" label="Kind" choices={KIND_CHOICES} emptyText="All" alwaysOn />,
  <SelectInput key="method" source="method" label="Method" choices={METHOD_CHOICES} emptyText="All" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="All" alwaysOn />,
  <SelectInput key="unowed" source="unowed" label="Owed" choices={OWED_CHOICES} emptyText="All" alwaysOn />,
];

/** The payments ledger: every payment, refund and failure, Stripe or offline (admins); money going out reads as minus, in red. */
export const PaymentList = () => {
  const queryOptions = useFetchErrorToast('Failed to fetch payments');
  return (
    <List
      queryOptions={queryOptions}
      title="Payments"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick="show" empty={<EmptyResults text="No payments found." />}>
        <DataTable.Col source="createdAt" label="Date" render={(p: PaymentRecord) => formatDateTime(p.createdAt)} />
        <DataTable.Col
          source="amountMinor"
          label="Amount"
          render={(p: PaymentRecord) => (
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                <LedgerAmount payment={p} />
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {`${capitalise(p.kind)} · ${PAYMENT_METHOD_LABELS[p.method]}`}
              </Typography>
              {p.unowedReason ? (
                <Typography variant="caption" color="warning.main" component="p">
                  {`Not owed: ${p.unowedReason}`}
                </Typography>
              ) : null}
            </Box>
          )}
        />
        <DataTable.Col source="status" label="Status" render={(p: PaymentRecord) => <PaymentStatusChip status={p.status} />} />
        <DataTable.Col
          label="Booking"
          disableSort
          render={(p: PaymentRecord) => (p.bookingReference ? <code>{p.bookingReference}</code> : EMPTY)}
        />
        <DataTable.Col
          label="Patient"
          disableSort
          render={(p: PaymentRecord) => <Box sx={{ overflowWrap: 'anywhere', maxWidth: 260 }}>{p.userEmail ?? EMPTY}</Box>}
        />
      </DataTable>
    </List>
  );
};
