import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { lazy } from 'react';
import type { SubscriptionRecord } from '@medtour/contracts';

const subscriptions = {
  list: lazy(() => import('./SubscriptionList').then((m) => ({ default: m.SubscriptionList }))),
  show: lazy(() => import('./SubscriptionShow').then((m) => ({ default: m.SubscriptionShow }))),
  icon: WorkspacePremiumIcon,
  recordRepresentation: (record: SubscriptionRecord) => record.userEmail,
};

export default subscriptions;
