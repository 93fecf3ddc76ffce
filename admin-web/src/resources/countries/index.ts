import PublicIcon from '@mui/icons-material/Public';
import { lazy } from 'react';

// Pages load on first visit, so the sign-in page and dashboard do not pay for lists and forms.
const countries = {
  list: lazy(() => import('./CountryList').then((m) => ({ default: m.CountryList }))),
  create: lazy(() => import('./CountryCreate').then((m) => ({ default: m.CountryCreate }))),
  edit: lazy(() => import('./CountryEdit').then((m) => ({ default: m.CountryEdit }))),
  icon: PublicIcon,
  recordRepresentation: 'name',
};

export default countries;
