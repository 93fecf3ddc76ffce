import {
  AutocompleteInput,
  maxLength,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  type SimpleFormProps,
} from 'react-admin';
import type { AiSynonymRecord } from '@medtour/contracts';
import { FormRow } from '../../common/FormLayout';
import { LANGUAGE_CHOICES } from './languages';

const ONE_TARGET = 'Choose a treatment or a specialty (one of them)';

/**
 * A synonym names exactly one treatment or one specialty (the API refuses both or neither). On each
 * of the two inputs: react-hook-form cannot mix a form-level validation with the inputs' own.
 */
const validateTarget = (_value: unknown, values: Partial<AiSynonymRecord>) =>
  Boolean(values.treatmentId) === Boolean(values.specializationId) ? ONE_TARGET : undefined;

/** Shared by create and edit; server field errors (`body.errors`) show on these inputs. */
export const AiSynonymForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm {...props} sx={{ maxWidth: 720 }}>
    <FormRow>
      <TextInput
        source="term"
        label="Term"
        validate={[required(), maxLength(100)]}
        helperText="A lay or foreign name patients use, e.g. kubadilisha nyonga"
      />
      <SelectInput source="language" label="Language" choices={LANGUAGE_CHOICES} validate={required()} />
    </FormRow>
    <ReferenceInput source="treatmentId" reference="treatments" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <AutocompleteInput
        label="Treatment"
        optionText="name"
        helperText="What the term means: a treatment…"
        validate={validateTarget}
        fullWidth
      />
    </ReferenceInput>
    <ReferenceInput source="specializationId" reference="specializations" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <AutocompleteInput label="Specialty" optionText="name" helperText="…or a specialty" validate={validateTarget} fullWidth />
    </ReferenceInput>
  </SimpleForm>
);
