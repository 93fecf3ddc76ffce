import { Box, Chip } from '@mui/material';
import {
  formatMoney,
  PAYMENT_KINDS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentKind,
  type PaymentRecord,
  type PaymentStatus,
} from '@medtour/contracts';
import { capitalise } from '../../common/format';

export const KIND_CHOICES = PAYMENT_KINDS.map((kind) => ({ id: kind, name: capitalise(kind) }));
export const METHOD_CHOICES = PAYMENT_METHODS.map((method) => ({ id: method, name: PAYMENT_METHOD_LABELS[method] }));
export const STATUS_CHOICES = PAYMENT_STATUSES.map((status) => ({ id: status, name: capitalise(status) }));

const STATUS_COLORS: Record<PaymentStatus, 'success' | 'warning' | 'error'> = { succeeded: 'success', pending: 'warning', failed: 'error' };

export const PaymentStatusChip = ({ status }: { status: PaymentStatus }) => (
  <Chip size="small" color={STATUS_COLORS[status]} label={capitalise(status)} />
);

/** Rows that take money back out: a refund, or a dispute (the bank takes the payment back). Labelled as such whatever their status. */
export const isMoneyOut = (kind: PaymentKind): boolean => kind === 'refund' || kind === 'dispute';

type LedgerRow = Pick<PaymentRecord, 'kind' | 'status' | 'amountMinor' | 'currency'>;

/**
 * Whether the row's money left us, as the balances count it: a refund once it succeeded (a pending
 * one has not left yet, a failed one never will), a dispute unless won (while open the bank holds
 * the money).
 */
export const tookMoneyOut = ({ kind, status }: Pick<PaymentRecord, 'kind' | 'status'>): boolean =>
  kind === 'refund' ? status === 'succeeded' : kind === 'dispute' && status !== 'failed';

/** A ledger row's amount as it moved money, in the row's currency: "$1,200" in, "−$400" out; money that did not move unsigned. The ledger stores every amount positive. */
export const signedAmount = (payment: LedgerRow): string =>
  `${tookMoneyOut(payment) ? '−' : ''}${formatMoney(payment.amountMinor, payment.currency)}`;

/** The signed amount, money gone out in red. */
export const LedgerAmount = ({ payment }: { payment: LedgerRow }) => (
  <Box component="span" sx={{ color: tookMoneyOut(payment) ? 'error.main' : undefined }}>
    {signedAmount(payment)}
  </Box>
);
