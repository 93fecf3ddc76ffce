import { Create } from 'react-admin';
import { CountryForm } from './CountryForm';

export const CountryCreate = () => (
  <Create redirect="list">
    <CountryForm />
  </Create>
);
