import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';
import { formatMinorUsd, type PaymentRecord } from '@medtour/contracts';

const payments = {
  list: lazy(() => import('./PaymentList').then((m) => ({ default: m.PaymentList }))),
  show: lazy(() => import('./PaymentShow').then((m) => ({ default: m.PaymentShow }))),
  icon: PaymentsIcon,
  recordRepresentation: (record: PaymentRecord) => `${formatMinorUsd(record.amountMinor)} ${record.kind}`,
};

export default payments;
