import { maxLength, regex, required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { FormRow } from '../../common/FormLayout';

// As the API checks it: digits, with spaces, "/", "," and "-" between them.
const validateNumber = [required(), regex(/^[0-9][0-9 /,+-]{0,39}$/, 'Number must be digits (spaces, "/", "," and "-" allowed)')];

/** Shared by create and edit; server field errors (`body.errors`) show on these inputs. */
export const EmergencyNumberForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm {...props} sx={{ maxWidth: 720 }}>
    <FormRow>
      <TextInput source="country" label="Country" validate={[required(), maxLength(100)]} />
      <TextInput source="number" label="Number" validate={validateNumber} helperText="e.g. 999" />
    </FormRow>
    <TextInput
      source="notes"
      label="Notes"
      validate={maxLength(200)}
      helperText="e.g. Police and ambulance; 112 from a mobile"
      parse={(value: string) => value || null}
      fullWidth
    />
  </SimpleForm>
);
