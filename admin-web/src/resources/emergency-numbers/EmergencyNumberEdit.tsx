import { Edit } from 'react-admin';
import { EmergencyNumberForm } from './EmergencyNumberForm';

// Pessimistic: wait for the server so that its validation errors land on the form.
export const EmergencyNumberEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" title="Edit Emergency Number">
    <EmergencyNumberForm />
  </Edit>
);
