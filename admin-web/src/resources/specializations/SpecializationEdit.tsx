import { Edit } from 'react-admin';
import { SpecializationForm } from './SpecializationForm';

// Pessimistic: server validation errors land on the form; deleting one that hospitals still
// list is refused (409) and the server's message is shown.
export const SpecializationEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SpecializationForm />
  </Edit>
);
