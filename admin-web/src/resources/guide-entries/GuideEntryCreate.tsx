import { Create } from 'react-admin';
import { GuideEntryForm } from './GuideEntryForm';

export const GuideEntryCreate = () => (
  <Create title="Add Patient Guide Text" redirect="list">
    <GuideEntryForm />
  </Create>
);
