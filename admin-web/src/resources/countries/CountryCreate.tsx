import { Create } from 'react-admin';
import { TRIP_DEFAULTS } from '@medtour/contracts';
import { CountryForm, countryTransform } from './CountryForm';

export const CountryCreate = () => (
  <Create title="Add Country" redirect="list" transform={countryTransform}>
    <CountryForm
      defaultValues={{
        highlights: [],
        specialties: [],
        languages: [],
        visaNationalities: [],
        reminderDays: [...TRIP_DEFAULTS.reminderDays],
      }}
    />
  </Create>
);
