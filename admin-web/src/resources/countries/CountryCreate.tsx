import { Create } from 'react-admin';
import { CountryForm, countryTransform } from './CountryForm';

export const CountryCreate = () => (
  <Create title="Add Country" redirect="list" transform={countryTransform}>
    <CountryForm defaultValues={{ highlights: [], specialties: [], languages: [] }} />
  </Create>
);
