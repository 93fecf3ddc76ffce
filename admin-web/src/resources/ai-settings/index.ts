import SmartToyIcon from '@mui/icons-material/SmartToy';
import { lazy } from 'react';

// A read-only page, not records: the resource gives it its route, menu entry and permission.
const aiSettings = {
  list: lazy(() => import('./AiSettingsPage').then((m) => ({ default: m.AiSettingsPage }))),
  icon: SmartToyIcon,
};

export default aiSettings;
