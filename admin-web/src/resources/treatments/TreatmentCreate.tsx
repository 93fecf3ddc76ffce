import { Create } from 'react-admin';
import { TreatmentForm, treatmentTransform, TRIP_CONFIG_DEFAULTS } from './TreatmentForm';

export const TreatmentCreate = () => (
  <Create title="Add Treatment" redirect="list" transform={treatmentTransform}>
    <TreatmentForm
      defaultValues={{
        type: 'conventional',
        evidenceLevel: 'moderate',
        isActive: true,
        procedures: [],
        benefits: [],
        ...TRIP_CONFIG_DEFAULTS,
      }}
    />
  </Create>
);
