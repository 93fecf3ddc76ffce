import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';
import type { PaymentRecord } from '@medtour/contracts';
import { capitalise } from '../../common/format';
import { signedAmount } from './labels';

const payments = {
  list: lazy(() => import('./PaymentList').then((m) => ({ default: m.PaymentList }))),
  show: lazy(() => import('./PaymentShow').then((m) => ({ default: m.PaymentShow }))),
  icon: PaymentsIcon,
  recordRepresentation: (record: PaymentRecord) => `${capitalise(record.kind)} ${signedAmount(record)}`,
};

export default payments;
