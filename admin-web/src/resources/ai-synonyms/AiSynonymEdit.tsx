import { Edit } from 'react-admin';
import { AiSynonymForm } from './AiSynonymForm';

// Pessimistic: wait for the server so that its validation errors land on the form.
export const AiSynonymEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" title="Edit Synonym">
    <AiSynonymForm />
  </Edit>
);
