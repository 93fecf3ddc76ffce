import HealingIcon from '@mui/icons-material/Healing';
import { lazy } from 'react';
import type { AftercareRecord } from '@medtour/contracts';

const aftercare = {
  list: lazy(() => import('./AftercareList').then((m) => ({ default: m.AftercareList }))),
  icon: HealingIcon,
  recordRepresentation: (record: AftercareRecord) => `Aftercare ${record.reference}`,
};

export default aftercare;
