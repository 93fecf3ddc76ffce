import { Edit } from 'react-admin';
import { TreatmentForm, treatmentTransform } from './TreatmentForm';

// Pessimistic: server validation errors land on the form; a delete refused with 409 (still
// offered by hospitals or booked) shows the server's message.
export const TreatmentEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={treatmentTransform}>
    <TreatmentForm />
  </Edit>
);
