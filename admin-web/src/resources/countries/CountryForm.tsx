import { BooleanInput, maxLength, regex, required, SimpleForm, TextInput } from 'react-admin';

const validateName = [required(), maxLength(100)];
const validateCode = [required(), regex(/^[A-Z]{2}$/, 'Must be two uppercase letters, e.g. MY')];

const toUpperCase = (value: string) => (value ? value.toUpperCase() : value);

/** Shared by create and edit; server field errors (`body.errors`) show on these inputs. */
export const CountryForm = () => (
  <SimpleForm>
    <TextInput source="name" label="Name" validate={validateName} />
    <TextInput
      source="code"
      label="Code"
      validate={validateCode}
      parse={toUpperCase}
      helperText="ISO 3166-1 alpha-2, e.g. MY"
    />
    <BooleanInput source="isDestination" label="Destination" defaultValue={false} />
  </SimpleForm>
);
