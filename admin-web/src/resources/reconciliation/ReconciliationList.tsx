import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DataTable, Link, List, SelectInput, useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { formatMoney, RECONCILIATION_KIND_LABELS, type ReconciliationDifferenceRecord } from '@medtour/contracts';
import { EmptyResults } from '../../common/EmptyResults';
import { EMPTY, formatDateTime, serverMessage } from '../../common/format';
import { queryKeys } from '../../common/queries';
import type { AdminDataProvider } from '../../dataProvider';

const amount = (minor: number | null, currency: string | null) => (minor === null || !currency ? EMPTY : formatMoney(minor, currency));

const filters = [
  <SelectInput
    key="open"
    source="open"
    label="Show"
    choices={[
      { id: 'true', name: 'Standing differences' },
      { id: 'false', name: 'Resolved' },
    ]}
    alwaysOn
    emptyText="Standing differences"
    sx={{ minWidth: 220 }}
  />,
];

/** The last run, what it looked at, and a button to run it now. */
const LastRun = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const { data: status } = useQuery({ queryKey: queryKeys.reconciliationStatus, queryFn: () => dataProvider.getReconciliationStatus() });
  const { mutate: run, isPending } = useMutation({
    mutationFn: () => dataProvider.runReconciliation(),
    onSuccess: (done) => {
      notify(done.error ?? (done.differences ? `Reconciled: ${done.differences} difference(s) stand` : 'Reconciled: no differences'), {
        type: done.error ? 'warning' : 'success',
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reconciliationStatus });
      refresh();
    },
    onError: (error: unknown) => notify(serverMessage(error, 'Reconciliation could not run'), { type: 'error' }),
  });
  const last = status?.lastRun;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', my: 1 }}>
      <Typography variant="body2" sx={{ flex: 1 }}>
        {last
          ? `Last run ${formatDateTime(last.startedAt)} (${last.trigger === 'schedule' ? 'daily' : 'by an admin'}): ${last.chargesChecked} Stripe charges, ${last.subscriptionsChecked} subscriptions and ${last.bookingsChecked} bookings compared over ${status.windowDays} days.`
          : 'Reconciliation has not run yet. It runs daily in the worker.'}
        {status && !status.stripeConfigured && ' Stripe is not configured: only the ledger and bookings are compared.'}
      </Typography>
      <Button label={isPending ? 'Reconciling…' : 'Run now'} variant="contained" disabled={isPending} onClick={() => run()}>
        <PlayArrowIcon />
      </Button>
      {last?.error && (
        <Alert severity="warning" sx={{ width: '100%' }}>
          {last.error}
        </Alert>
      )}
    </Box>
  );
};

const NoDifferences = () => {
  const { filterValues } = useListContext();
  return (
    <EmptyResults
      text={
        filterValues.open === 'false'
          ? 'Nothing has been resolved yet.'
          : 'No differences: Stripe, the ledger and what patients and staff are shown agree.'
      }
    />
  );
};

/**
 * Reconciliation (admins): where Stripe, the payments ledger and what patients and staff are shown
 * disagree. Each difference stays until a run no longer finds it; admins are emailed about each once.
 */
export const ReconciliationList = () => (
  <List title="Reconciliation" filters={filters} actions={false} sort={{ field: 'firstSeenAt', order: 'DESC' }} perPage={25} empty={false}>
    <LastRun />
    <DataTable bulkActionButtons={false} rowClick={false} empty={<NoDifferences />}>
      <DataTable.Col source="kind" label="Difference" render={(d: ReconciliationDifferenceRecord) => RECONCILIATION_KIND_LABELS[d.kind]} />
      <DataTable.Col source="detail" label="What differs" disableSort />
      <DataTable.Col
        label="Booking"
        disableSort
        render={(d: ReconciliationDifferenceRecord) =>
          d.bookingId ? <Link to={`/bookings/${d.bookingId}/show`}>{`#${d.bookingReference}`}</Link> : EMPTY
        }
      />
      <DataTable.Col label="Stripe" disableSort render={(d: ReconciliationDifferenceRecord) => amount(d.stripeMinor, d.currency)} />
      <DataTable.Col label="Ledger" disableSort render={(d: ReconciliationDifferenceRecord) => amount(d.ledgerMinor, d.currency)} />
      <DataTable.Col source="firstSeenAt" label="Found" render={(d: ReconciliationDifferenceRecord) => formatDateTime(d.firstSeenAt)} />
      <DataTable.Col
        label="Emailed"
        disableSort
        render={(d: ReconciliationDifferenceRecord) => (d.emailedAt ? formatDateTime(d.emailedAt) : 'Not yet')}
      />
    </DataTable>
  </List>
);
