import BalanceIcon from '@mui/icons-material/Balance';
import { lazy } from 'react';

const reconciliation = {
  list: lazy(() => import('./ReconciliationList').then((m) => ({ default: m.ReconciliationList }))),
  icon: BalanceIcon,
};

export default reconciliation;
