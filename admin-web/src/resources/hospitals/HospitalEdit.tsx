import { Edit, useNotify, useRedirect } from 'react-admin';
import { conflictMessage, fieldErrors } from '../../common/format';
import { useInvalidateSummaries } from '../../common/queries';
import { HospitalForm, hospitalTransform } from './HospitalForm';

// Pessimistic: wait for the server so that its validation errors land on the form.
export const HospitalEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const invalidateSummaries = useInvalidateSummaries();
  return (
    <Edit
      mutationMode="pessimistic"
      transform={hospitalTransform}
      mutationOptions={{
        onSuccess: () => {
          notify('Hospital updated successfully', { type: 'success' });
          invalidateSummaries('hospitals');
          redirect('list', 'hospitals');
        },
        onError: (error: unknown) => {
          if (Object.keys(fieldErrors(error)).length === 0) notify(conflictMessage(error, 'Failed to update hospital'), { type: 'error' });
        },
      }}
    >
      <HospitalForm />
    </Edit>
  );
};
