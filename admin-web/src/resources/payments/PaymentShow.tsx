import { Box, Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, ListButton, Show, TopToolbar, useDataProvider, useRecordContext } from 'react-admin';
import { formatMoney, PAYMENT_METHOD_LABELS, type PaymentRecord } from '@medtour/contracts';
import { Facts } from '../../common/Facts';
import { RefundButton } from '../../common/RefundButton';
import type { AdminDataProvider } from '../../dataProvider';
import { capitalise, EMPTY, formatDateTime } from '../../common/format';
import { LedgerAmount, PaymentStatusChip } from './labels';

const Code = ({ children }: { children: string | null }) =>
  children ? (
    <Box component="code" sx={{ fontSize: '0.85rem', overflowWrap: 'anywhere' }}>
      {children}
    </Box>
  ) : (
    <>{EMPTY}</>
  );

const PaymentDetails = () => {
  const p = useRecordContext<PaymentRecord>();
  if (!p) return null;
  const facts: [string, ReactNode][] = [
    ['Amount', <LedgerAmount key="amount" payment={p} />],
    ['Kind', capitalise(p.kind)],
    ['Method', PAYMENT_METHOD_LABELS[p.method]],
    ['Status', <PaymentStatusChip key="status" status={p.status} />],
    ['Booking', p.bookingId ? <Link key="booking" to={`/bookings/${p.bookingId}/show`}>{`#${p.bookingReference}`}</Link> : EMPTY],
    ['Quote version', p.quoteVersion ?? EMPTY],
    // A refund's (or a dispute's) row: the payment it took money back from.
    [
      'Refund of',
      p.refundOfId ? (
        <Link key="of" to={`/payments/${p.refundOfId}/show`}>
          Open the payment
        </Link>
      ) : (
        EMPTY
      ),
    ],
    ['Patient', p.userEmail ?? EMPTY],
    ['Reference', p.reference ?? EMPTY],
    ['Paid on', p.paidOn ?? EMPTY],
    ['Not owed', p.unowedReason ?? EMPTY],
    [
      'Note',
      p.note ? (
        <Box key="note" sx={{ whiteSpace: 'pre-wrap' }}>
          {p.note}
        </Box>
      ) : (
        EMPTY
      ),
    ],
    ['Failure', p.failureMessage ?? EMPTY],
    ['Recorded by', p.recordedBy?.email ?? EMPTY],
    ['Checkout session', <Code key="cs">{p.stripeCheckoutSessionId}</Code>],
    ['Payment intent', <Code key="pi">{p.stripePaymentIntentId}</Code>],
    ['Invoice', <Code key="in">{p.stripeInvoiceId}</Code>],
    ['Refund', <Code key="re">{p.stripeRefundId}</Code>],
    ['Created', formatDateTime(p.createdAt)],
    ['Updated', formatDateTime(p.updatedAt)],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Facts items={facts} />
      </CardContent>
    </Card>
  );
};

/** A received deposit can be refunded in full, once (the ledger then holds the refund with its reason). */
const DepositRefundButton = () => {
  const p = useRecordContext<PaymentRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  if (!p || p.kind !== 'deposit' || p.status !== 'succeeded') return null;
  return (
    <RefundButton
      title="Refund this deposit?"
      text={`This refunds ${formatMoney(p.amountMinor, p.currency)} to ${p.userEmail ?? 'the patient'} (${PAYMENT_METHOD_LABELS[p.method]}${p.method === 'stripe' ? ', through Stripe' : ': record it once the money is paid back'}). The patient is emailed; the booking's status stays as it is.`}
      success="Deposit refunded"
      refund={(reason) => dataProvider.refundPayment(p.id, reason)}
    />
  );
};

const Actions = () => (
  <TopToolbar>
    <ListButton label="All payments" />
    <DepositRefundButton />
  </TopToolbar>
);

/** One row of the ledger with its Stripe ids (for looking it up in Stripe's dashboard). */
export const PaymentShow = () => (
  <Show title="Payment" actions={<Actions />} component="div">
    <PaymentDetails />
  </Show>
);
