import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import LockIcon from '@mui/icons-material/Lock';
import {
  canTransition,
  depositMinor,
  formatMoney,
  minorToInput,
  PAYMENT_METHOD_LABELS,
  type PaymentRecord,
  type StaffBookingView,
  utcDay,
} from '@medtour/contracts';
import { capitalise, formatDateTime, humanize } from '../../common/format';
import { NEW_PAYMENT, offlinePaymentOf, OfflinePaymentInputs } from '../../common/OfflinePaymentInputs';
import { queryKeys } from '../../common/queries';
import { RefundButton } from '../../common/RefundButton';
import { useIdempotentSave } from '../../common/useFormSave';
import type { AdminDataProvider, OfflinePaymentInput } from '../../dataProvider';
import { isMoneyOut, LedgerAmount } from '../payments/labels';
import { useLifecycleRole } from './useLifecycleRole';

/** One ledger row: a payment, or money going out (a refund, a dispute) labelled and signed as such; money that was not owed says so, and why. */
const PaymentLine = ({ payment }: { payment: PaymentRecord }) => {
  const refund = payment.kind === 'refund';
  const details = [
    payment.paidOn && `paid on ${payment.paidOn}`,
    payment.reference && `Ref. ${payment.reference}`,
    payment.recordedBy && `recorded by ${payment.recordedBy.email}`,
    payment.note && refund ? payment.note : null,
    payment.failureMessage,
  ].filter(Boolean);
  return (
    <Box component="li" sx={{ overflowWrap: 'anywhere' }}>
      <Typography variant="body2">
        <strong>
          {isMoneyOut(payment.kind) && `${capitalise(payment.kind)} `}
          <LedgerAmount payment={payment} />
        </strong>
        {` · ${PAYMENT_METHOD_LABELS[payment.method]} · ${humanize(payment.status)} · ${formatDateTime(payment.createdAt)}`}
      </Typography>
      {payment.unowedReason ? (
        <Typography variant="caption" color="warning.main" component="p">
          {`Not owed: ${payment.unowedReason}`}
        </Typography>
      ) : null}
      {details.length ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {details.join(' · ')}
        </Typography>
      ) : null}
    </Box>
  );
};

/**
 * The deposit a cancelled booking holds: awaiting the admins' decision (refund it all, or keep it
 * under the deposit refund policy with the reason the patient is emailed), or what they decided.
 * Moderators see it and are told an admin decides.
 */
const RefundDecision = ({ record, paidMinor }: { record: StaffBookingView; paidMinor: number }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const role = useLifecycleRole();
  const decision = record.refundDecision;
  if (!decision) return null;
  const held = formatMoney(paidMinor, 'usd');
  const decide = (choice: 'refund' | 'keep') => async (reason: string) => {
    await dataProvider.decideRefund(record.id, choice, reason);
    void queryClient.invalidateQueries({ queryKey: queryKeys.bookingPayments(record.id) });
  };
  if (decision.state === 'kept') {
    return <Alert severity="info">{`${held} of the deposit kept under the refund policy: ${decision.note ?? ''}`}</Alert>;
  }
  if (decision.state === 'refunded') {
    return (
      <Alert severity="success">{`Deposit refunded after the cancellation${decision.decidedAt ? ` (${formatDateTime(decision.decidedAt)})` : ''}.`}</Alert>
    );
  }
  return (
    <Alert severity="warning" aria-label="Refund decision">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {`Cancelled holding ${held} of the deposit: refund decision needed.`}
      </Typography>
      {canTransition(record.status, 'decide_refund', role, { refundDecision: decision.state }) ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <RefundButton
            label={`Refund ${held}`}
            title={`Refund ${held} to the patient?`}
            text="Every deposit payment of this booking is refunded in full (Stripe, or recorded as paid back the way it was paid). The patient is emailed."
            success="Deposit refunded"
            refund={decide('refund')}
          />
          <RefundButton
            label="Keep the deposit"
            icon={<LockIcon />}
            color="primary"
            title={`Keep ${held} under the refund policy?`}
            text="The patient is emailed that the deposit is kept, with your reason."
            success="Decision recorded"
            failure="Failed to record the decision"
            refund={decide('keep')}
          />
        </Box>
      ) : (
        <Typography variant="body2">An admin decides whether it is refunded or kept.</Typography>
      )}
    </Alert>
  );
};

/**
 * What the patient paid for this booking (Stripe and offline, refunds as refunds, net of them
 * against the deposit), and the form with which staff record money paid by bank transfer, mobile
 * money or cash: part or all of the deposit; the booking is confirmed once it is covered, and the
 * patient gets a receipt. A save names itself (Idempotency-Key): a double click records once.
 */
export const BookingPayments = () => {
  const record = useRecordContext<StaffBookingView>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const role = useLifecycleRole();
  const bookingId = record?.id ?? '';
  const form = useIdempotentSave<OfflinePaymentInput>({
    send: (values, key) => dataProvider.recordOfflinePayment(bookingId, offlinePaymentOf(values), key),
    success: 'Payment recorded',
    failure: 'Failed to record the payment',
    done: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookingPayments(bookingId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookingQuotes(bookingId) });
      refresh();
    },
  });
  const { data: payments, error } = useQuery({
    queryKey: queryKeys.bookingPayments(bookingId),
    queryFn: () => dataProvider.getBookingPayments(bookingId),
    enabled: !!bookingId,
  });
  if (!record) return null;
  const dueMinor = record.quote ? depositMinor(record.quote) : 0;
  // What counts towards the deposit, as the server counts it (owed payments less their refunds).
  const paidMinor = record.quote?.paidMinor ?? 0;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {error ? <Alert severity="error">Failed to load the payments.</Alert> : null}
      {!payments && !error ? <Skeleton variant="rounded" height={40} /> : null}
      <RefundDecision record={record} paidMinor={paidMinor} />
      {payments && record.quote ? (
        <Typography variant="body2" aria-label="Deposit paid">
          {`Paid ${formatMoney(paidMinor, 'usd')} of ${formatMoney(dueMinor, 'usd')} deposit`}
        </Typography>
      ) : null}
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
      {form.open ? (
        <Form
          record={NEW_PAYMENT}
          defaultValues={{
            method: 'bank_transfer',
            amountUsd: dueMinor > paidMinor ? minorToInput(dueMinor - paidMinor, 'usd') : undefined,
            paidOn: utcDay(),
          }}
          onSubmit={form.save}
          sanitizeEmptyValues={false}
        >
          <OfflinePaymentInputs />
          <Box sx={{ display: 'flex', gap: 1 }}>
            {/* Enabled with its default values, disabled while saving. */}
            <SaveButton label="Record payment" alwaysEnable={!form.saving} />
            <Button onClick={form.cancel}>Cancel</Button>
          </Box>
        </Form>
      ) : (
        canTransition(record.status, 'record_payment', role) && (
          <Box>
            <Button variant="outlined" onClick={form.start}>
              Record an offline payment
            </Button>
          </Box>
        )
      )}
    </Box>
  );
};
