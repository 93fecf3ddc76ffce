import HubIcon from '@mui/icons-material/Hub';
import { lazy } from 'react';

const conditionMappings = {
  list: lazy(() => import('./ConditionMappingList').then((m) => ({ default: m.ConditionMappingList }))),
  edit: lazy(() => import('./ConditionMappingEdit').then((m) => ({ default: m.ConditionMappingEdit }))),
  icon: HubIcon,
  recordRepresentation: 'conditionCategory',
};

export default conditionMappings;
