import { Edit } from 'react-admin';
import { GuideEntryForm } from './GuideEntryForm';

// Pessimistic: server validation errors land on the form, and the list shows the saved text.
export const GuideEntryEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <GuideEntryForm />
  </Edit>
);
