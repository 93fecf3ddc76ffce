import { Edit } from 'react-admin';
import { ExchangeRateForm } from './ExchangeRateForm';

// Pessimistic: server validation errors (a second rate of a currency for one date) land on the form.
export const ExchangeRateEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <ExchangeRateForm />
  </Edit>
);
