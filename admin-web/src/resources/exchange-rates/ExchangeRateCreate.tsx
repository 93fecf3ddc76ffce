import { Create } from 'react-admin';
import { ExchangeRateForm } from './ExchangeRateForm';

export const ExchangeRateCreate = () => (
  <Create title="Add Exchange Rate" redirect="list">
    <ExchangeRateForm />
  </Create>
);
