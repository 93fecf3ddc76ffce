import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import { lazy } from 'react';

const treatments = {
  list: lazy(() => import('./TreatmentList').then((m) => ({ default: m.TreatmentList }))),
  create: lazy(() => import('./TreatmentCreate').then((m) => ({ default: m.TreatmentCreate }))),
  edit: lazy(() => import('./TreatmentEdit').then((m) => ({ default: m.TreatmentEdit }))),
  icon: MedicalServicesIcon,
  recordRepresentation: 'name',
};

export default treatments;
