import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Form,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import {
  formatMinorUsd,
  OFFLINE_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  type PaymentRecord,
  type StaffBookingView,
} from '@medtour/contracts';
import { formatDateTime, humanize, submitForm } from '../../common/format';
import { queryKeys } from '../../common/queries';
import type { AdminDataProvider, OfflinePaymentInput } from '../../dataProvider';

const METHOD_CHOICES = OFFLINE_PAYMENT_METHODS.map((method) => ({ id: method, name: PAYMENT_METHOD_LABELS[method] }));
const validateAmount = [required(), minValue(0.01, 'Amount must be more than zero'), maxValue(10_000_000)];

const PaymentLine = ({ payment }: { payment: PaymentRecord }) => (
  <Box component="li" sx={{ overflowWrap: 'anywhere' }}>
    <Typography variant="body2">
      <strong>{formatMinorUsd(payment.amountMinor)}</strong>
      {` · ${PAYMENT_METHOD_LABELS[payment.method]} · ${humanize(payment.status)} · ${formatDateTime(payment.createdAt)}`}
    </Typography>
    {payment.reference || payment.recordedBy || payment.failureMessage ? (
      <Typography variant="caption" color="text.secondary" component="p">
        {[
          payment.reference && `Ref. ${payment.reference}`,
          payment.recordedBy && `recorded by ${payment.recordedBy.email}`,
          payment.failureMessage,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    ) : null}
  </Box>
);

/**
 * What the patient paid for this booking (Stripe and offline), and the form with which staff
 * record a deposit paid by bank transfer, mobile money or cash: it confirms the booking as a
 * paid deposit would, and the patient gets the receipt.
 */
export const BookingPayments = () => {
  const record = useRecordContext<StaffBookingView>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const [recording, setRecording] = useState(false);
  const bookingId = record?.id ?? '';
  const { data: payments, error } = useQuery({
    queryKey: queryKeys.bookingPayments(bookingId),
    queryFn: () => dataProvider.getBookingPayments(bookingId),
    enabled: !!bookingId,
  });
  if (!record) return null;

  const save = (values: Record<string, unknown>) => {
    const data = values as unknown as OfflinePaymentInput;
    const payment = { method: data.method, amountUsd: Number(data.amountUsd), reference: data.reference || null, note: data.note || null };
    return submitForm(() => dataProvider.recordOfflinePayment(bookingId, payment), {
      notify,
      failure: 'Failed to record the payment',
      done: () => {
        notify('Payment recorded: the booking is confirmed', { type: 'success' });
        setRecording(false);
        void queryClient.invalidateQueries({ queryKey: queryKeys.bookingPayments(bookingId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.bookingQuotes(bookingId) });
        refresh();
      },
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {error ? <Alert severity="error">Failed to load the payments.</Alert> : null}
      {!payments && !error ? <Skeleton variant="rounded" height={40} /> : null}
      {payments && payments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No payment yet.
        </Typography>
      ) : null}
      {payments && payments.length > 0 ? (
        <Box component="ul" aria-label="Payments of this booking" sx={{ m: 0, pl: 2, display: 'grid', gap: 1 }}>
          {payments.map((payment) => (
            <PaymentLine key={payment.id} payment={payment} />
          ))}
        </Box>
      ) : null}
      {recording ? (
        <Form
          defaultValues={{ method: 'bank_transfer', amountUsd: record.quote?.depositUsd ?? undefined }}
          onSubmit={save}
          sanitizeEmptyValues={false}
        >
          <SelectInput source="method" label="Paid by" choices={METHOD_CHOICES} validate={required()} />
          <NumberInput source="amountUsd" label="Amount (USD)" validate={validateAmount} />
          <TextInput source="reference" label="Reference" helperText="Transfer or receipt number" validate={maxLength(200)} />
          <TextInput source="note" label="Note" multiline validate={maxLength(2000)} fullWidth />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <SaveButton label="Record payment" alwaysEnable />
            <Button onClick={() => setRecording(false)}>Cancel</Button>
          </Box>
        </Form>
      ) : (
        record.status !== 'cancelled' && (
          <Box>
            <Button variant="outlined" onClick={() => setRecording(true)}>
              Record an offline payment
            </Button>
          </Box>
        )
      )}
    </Box>
  );
};
