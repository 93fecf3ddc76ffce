import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';

const specializations = {
  list: lazy(() => import('./SpecializationList').then((m) => ({ default: m.SpecializationList }))),
  create: lazy(() => import('./SpecializationCreate').then((m) => ({ default: m.SpecializationCreate }))),
  edit: lazy(() => import('./SpecializationEdit').then((m) => ({ default: m.SpecializationEdit }))),
  icon: CategoryIcon,
  recordRepresentation: 'name',
};

export default specializations;
