import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import { lazy } from 'react';

const hospitals = {
  list: lazy(() => import('./HospitalList').then((m) => ({ default: m.HospitalList }))),
  create: lazy(() => import('./HospitalCreate').then((m) => ({ default: m.HospitalCreate }))),
  edit: lazy(() => import('./HospitalEdit').then((m) => ({ default: m.HospitalEdit }))),
  icon: LocalHospitalIcon,
  recordRepresentation: 'name',
};

export default hospitals;
