import LocalPhoneIcon from '@mui/icons-material/LocalPhone';
import { lazy } from 'react';

const emergencyNumbers = {
  list: lazy(() => import('./EmergencyNumberList').then((m) => ({ default: m.EmergencyNumberList }))),
  create: lazy(() => import('./EmergencyNumberCreate').then((m) => ({ default: m.EmergencyNumberCreate }))),
  edit: lazy(() => import('./EmergencyNumberEdit').then((m) => ({ default: m.EmergencyNumberEdit }))),
  icon: LocalPhoneIcon,
  recordRepresentation: 'country',
};

export default emergencyNumbers;
