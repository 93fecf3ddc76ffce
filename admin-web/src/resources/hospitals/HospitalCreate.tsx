import { Create, useNotify, useRedirect } from 'react-admin';
import { conflictMessage, fieldErrors } from '../../common/format';
import { useInvalidateSummaries } from '../../common/queries';
import { HospitalForm, hospitalTransform } from './HospitalForm';

/** Add Hospital: new hospitals start active and not featured (spec §4). */
export const HospitalCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const invalidateSummaries = useInvalidateSummaries();
  return (
    <Create
      title="Add Hospital"
      transform={hospitalTransform}
      mutationOptions={{
        onSuccess: () => {
          notify('Hospital added successfully', { type: 'success' });
          invalidateSummaries('hospitals');
          redirect('list', 'hospitals');
        },
        onError: (error: unknown) => {
          // Field errors are shown on the inputs (and react-admin says the form is invalid).
          if (Object.keys(fieldErrors(error)).length === 0) notify(conflictMessage(error, 'Failed to add hospital'), { type: 'error' });
        },
      }}
    >
      <HospitalForm
        defaultValues={{
          isActive: true,
          featured: false,
          accreditations: [],
          languages: [],
          features: [],
          specializations: [],
          treatments: [],
        }}
      />
    </Create>
  );
};
