import { Box, Chip } from '@mui/material';
import {
  formatMinorAmount,
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

/** Rows whose money left us: a refund, or a dispute (the bank took the payment back). The ledger stores every amount positive. */
export const isMoneyOut = (kind: PaymentKind): boolean => kind === 'refund' || kind === 'dispute';

/** A ledger row's amount as it moved money: "$1,200" in, "−$400" out, in the row's currency. */
export const signedAmount = ({ kind, amountMinor, currency }: Pick<PaymentRecord, 'kind' | 'amountMinor' | 'currency'>): string =>
  `${isMoneyOut(kind) ? '−' : ''}${formatMinorAmount(amountMinor, currency)}`;

/** The signed amount, money going out in red. */
export const LedgerAmount = ({ payment }: { payment: Pick<PaymentRecord, 'kind' | 'amountMinor' | 'currency'> }) => (
  <Box component="span" sx={{ color: isMoneyOut(payment.kind) ? 'error.main' : undefined }}>
    {signedAmount(payment)}
  </Box>
);
