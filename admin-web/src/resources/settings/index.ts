import SettingsIcon from '@mui/icons-material/Settings';
import { lazy } from 'react';

const settings = {
  list: lazy(() => import('./SettingsEdit').then((m) => ({ default: m.SettingsRedirect }))),
  edit: lazy(() => import('./SettingsEdit').then((m) => ({ default: m.SettingsEdit }))),
  icon: SettingsIcon,
  recordRepresentation: () => 'Settings',
};

export default settings;
