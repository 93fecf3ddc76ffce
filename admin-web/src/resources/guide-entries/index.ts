import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';

const guideEntries = {
  list: lazy(() => import('./GuideEntryList').then((m) => ({ default: m.GuideEntryList }))),
  create: lazy(() => import('./GuideEntryCreate').then((m) => ({ default: m.GuideEntryCreate }))),
  edit: lazy(() => import('./GuideEntryEdit').then((m) => ({ default: m.GuideEntryEdit }))),
  icon: MenuBookIcon,
  recordRepresentation: 'title',
};

export default guideEntries;
