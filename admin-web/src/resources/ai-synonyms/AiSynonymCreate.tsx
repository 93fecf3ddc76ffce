import { Create } from 'react-admin';
import { AiSynonymForm } from './AiSynonymForm';

export const AiSynonymCreate = () => (
  <Create title="Add Synonym" redirect="list">
    <AiSynonymForm defaultValues={{ language: 'en', treatmentId: null, specializationId: null }} />
  </Create>
);
