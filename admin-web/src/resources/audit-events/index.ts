import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import type { AuditEventRecord } from '@medtour/contracts';

const auditEvents = {
  list: lazy(() => import('./AuditEventList').then((m) => ({ default: m.AuditEventList }))),
  show: lazy(() => import('./AuditEventShow').then((m) => ({ default: m.AuditEventShow }))),
  icon: HistoryIcon,
  recordRepresentation: (record: AuditEventRecord) => record.actionLabel,
};

export default auditEvents;
