import { regex, required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { CountryInput, NotesInput, VerificationInputs } from '../../common/CountryNumbers';
import { FormRow } from '../../common/FormLayout';

// As the API checks it: digits, with spaces, "/", "," and "-" between them.
const validateNumber = [required(), regex(/^[0-9][0-9 /,+-]{0,39}$/, 'Number must be digits (spaces, "/", "," and "-" allowed)')];

/** Shared by create and edit; server field errors (`body.errors`) show on these inputs. */
export const EmergencyNumberForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm {...props} sx={{ maxWidth: 720 }}>
    <FormRow>
      <CountryInput />
      <TextInput source="number" label="Number" validate={validateNumber} helperText="e.g. 999" />
    </FormRow>
    <NotesInput helperText="e.g. Police and ambulance; 112 from a mobile" />
    <VerificationInputs />
  </SimpleForm>
);
