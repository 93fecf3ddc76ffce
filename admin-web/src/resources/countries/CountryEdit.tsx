import { Edit } from 'react-admin';
import { CountryForm } from './CountryForm';

// Pessimistic: wait for the server so that its validation errors land on the form.
export const CountryEdit = () => (
  <Edit mutationMode="pessimistic">
    <CountryForm />
  </Edit>
);
