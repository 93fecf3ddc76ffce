import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { lazy } from 'react';
import type { FailedJobRecord } from '@medtour/contracts';
import { jobLabel } from './jobs';

const failedJobs = {
  list: lazy(() => import('./FailedJobList').then((m) => ({ default: m.FailedJobList }))),
  show: lazy(() => import('./FailedJobShow').then((m) => ({ default: m.FailedJobShow }))),
  icon: SyncProblemIcon,
  recordRepresentation: (record: FailedJobRecord) => jobLabel(record.jobName),
};

export default failedJobs;
