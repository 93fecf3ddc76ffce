import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import type { AuditEventRecord } from '../../types';

const auditEvents = {
  list: lazy(() => import('./AuditEventList').then((m) => ({ default: m.AuditEventList }))),
  icon: HistoryIcon,
  recordRepresentation: (record: AuditEventRecord) => record.action,
};

export default auditEvents;
