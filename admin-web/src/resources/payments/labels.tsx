import { Chip } from '@mui/material';
import { PAYMENT_KINDS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentStatus } from '@medtour/contracts';
import { capitalise } from '../../common/format';

export const KIND_CHOICES = PAYMENT_KINDS.map((kind) => ({ id: kind, name: capitalise(kind) }));
export const METHOD_CHOICES = PAYMENT_METHODS.map((method) => ({ id: method, name: PAYMENT_METHOD_LABELS[method] }));
export const STATUS_CHOICES = PAYMENT_STATUSES.map((status) => ({ id: status, name: capitalise(status) }));

const STATUS_COLORS: Record<PaymentStatus, 'success' | 'warning' | 'error'> = { succeeded: 'success', pending: 'warning', failed: 'error' };

export const PaymentStatusChip = ({ status }: { status: PaymentStatus }) => (
  <Chip size="small" color={STATUS_COLORS[status]} label={capitalise(status)} />
);
