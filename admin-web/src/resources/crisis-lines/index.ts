import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazy } from 'react';
import type { CrisisLineRecord } from '@medtour/contracts';

const crisisLines = {
  list: lazy(() => import('./CrisisLineList').then((m) => ({ default: m.CrisisLineList }))),
  create: lazy(() => import('./CrisisLineCreate').then((m) => ({ default: m.CrisisLineCreate }))),
  edit: lazy(() => import('./CrisisLineEdit').then((m) => ({ default: m.CrisisLineEdit }))),
  icon: SupportAgentIcon,
  recordRepresentation: (record: CrisisLineRecord) => `${record.name} (${record.country})`,
};

export default crisisLines;
