import { maxLength, regex, required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { CRISIS_LINE_NUMBER_MAX_LENGTH, CRISIS_LINE_NUMBER_MESSAGE, CRISIS_LINE_NUMBER_PATTERN } from '@medtour/contracts';
import { CountryInput, NotesInput, VerificationInputs } from '../../common/CountryNumbers';
import { FormRow } from '../../common/FormLayout';

// As the API checks it (contracts): a "+" may come first, as mobile lines are often given with their country code.
const validateNumber = [
  required(),
  maxLength(CRISIS_LINE_NUMBER_MAX_LENGTH),
  regex(CRISIS_LINE_NUMBER_PATTERN, CRISIS_LINE_NUMBER_MESSAGE),
];

/** Shared by create and edit; server field errors (`body.errors`: a number already listed for the country) show on these inputs. */
export const CrisisLineForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm {...props} sx={{ maxWidth: 720 }}>
    <FormRow>
      <CountryInput />
      <TextInput source="name" label="Service" validate={[required(), maxLength(100)]} helperText="e.g. Befrienders KL" />
    </FormRow>
    <TextInput source="number" label="Number" validate={validateNumber} helperText="e.g. 03-7627 2929 or +254 722 178 177" />
    <NotesInput helperText="e.g. 24 hours; English and Malay" />
    <VerificationInputs />
  </SimpleForm>
);
