import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { lazy } from 'react';
import type { DataRequestRecord } from '@medtour/contracts';

const dataRequests = {
  list: lazy(() => import('./DataRequestList').then((m) => ({ default: m.DataRequestList }))),
  icon: PrivacyTipIcon,
  recordRepresentation: (record: DataRequestRecord) => record.subject,
};

export default dataRequests;
