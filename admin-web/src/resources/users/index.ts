import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { UserRecord } from '@medtour/contracts';

const users = {
  list: lazy(() => import('./UserList').then((m) => ({ default: m.UserList }))),
  create: lazy(() => import('./UserCreate').then((m) => ({ default: m.UserCreate }))),
  show: lazy(() => import('./UserShow').then((m) => ({ default: m.UserShow }))),
  icon: PeopleIcon,
  recordRepresentation: (record: UserRecord) => record.email,
};

export default users;
