import { Edit } from 'react-admin';
import { CountryForm, countryTransform } from './CountryForm';

// Pessimistic: wait for the server so that its validation errors land on the form, and a
// delete refused with 409 (hospitals still use the country) shows the server's message.
export const CountryEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={countryTransform}>
    <CountryForm />
  </Edit>
);
