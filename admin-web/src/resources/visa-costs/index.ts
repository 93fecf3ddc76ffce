import BadgeIcon from '@mui/icons-material/Badge';
import { lazy } from 'react';
import type { VisaCostRecord } from '@medtour/contracts';
import { homeCountryName } from '../../common/trip-figures/figures';

const visaCosts = {
  list: lazy(() => import('./VisaCostList').then((m) => ({ default: m.VisaCostList }))),
  create: lazy(() => import('./VisaCostCreate').then((m) => ({ default: m.VisaCostCreate }))),
  edit: lazy(() => import('./VisaCostEdit').then((m) => ({ default: m.VisaCostEdit }))),
  icon: BadgeIcon,
  recordRepresentation: (record: VisaCostRecord) => `${homeCountryName(record.nationality)} nationals in ${record.destination}`,
};

export default visaCosts;
