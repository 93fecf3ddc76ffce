import { Create } from 'react-admin';
import { SpecializationForm } from './SpecializationForm';

export const SpecializationCreate = () => (
  <Create title="Add Specialization" redirect="list">
    <SpecializationForm />
  </Create>
);
