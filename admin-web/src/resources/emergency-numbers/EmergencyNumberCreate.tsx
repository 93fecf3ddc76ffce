import { Create } from 'react-admin';
import { EmergencyNumberForm } from './EmergencyNumberForm';

export const EmergencyNumberCreate = () => (
  <Create title="Add Emergency Number" redirect="list">
    <EmergencyNumberForm />
  </Create>
);
