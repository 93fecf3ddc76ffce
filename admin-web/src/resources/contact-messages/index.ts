import MailIcon from '@mui/icons-material/Mail';
import { lazy } from 'react';
import type { ContactMessageRecord } from '@medtour/contracts';

const contactMessages = {
  list: lazy(() => import('./ContactMessageList').then((m) => ({ default: m.ContactMessageList }))),
  show: lazy(() => import('./ContactMessageShow').then((m) => ({ default: m.ContactMessageShow }))),
  icon: MailIcon,
  recordRepresentation: (record: ContactMessageRecord) => `Message from ${record.name}`,
};

export default contactMessages;
