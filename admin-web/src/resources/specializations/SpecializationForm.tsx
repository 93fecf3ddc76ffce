import { maxLength, required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { type TranslatedField, TranslationInputs } from '../../common/Translations';

const TRANSLATED_FIELDS: TranslatedField[] = [
  { source: 'name', label: 'Name' },
  { source: 'description', label: 'Description', multiline: true },
];

export const SpecializationForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm {...props} sx={{ maxWidth: 720 }}>
    <TextInput source="name" label="Name" validate={[required(), maxLength(100)]} fullWidth />
    <TextInput source="description" label="Description" multiline minRows={3} validate={maxLength(2000)} fullWidth />
    <TranslationInputs fields={TRANSLATED_FIELDS} />
  </SimpleForm>
);
