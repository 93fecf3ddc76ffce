import {
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  type SimpleFormProps,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { GUIDE_LIMITS } from '@medtour/contracts';
import { FormRow, wholeNumber } from '../../common/FormLayout';
import { type TranslatedField, TranslationInputs } from '../../common/Translations';
import { SECTION_CHOICES } from './sections';

const STEP_FIELDS: TranslatedField[] = [
  { source: 'title', label: 'Title' },
  { source: 'badge', label: 'Badge' },
  { source: 'time', label: 'Estimated time' },
  { source: 'body', label: 'Text', multiline: true },
];
const TEXT_FIELDS: TranslatedField[] = [
  { source: 'title', label: 'Title or question' },
  { source: 'body', label: 'Text or answer', multiline: true },
];

/** A journey step has a badge and an estimated time; the other sections only a title and a text. */
const SectionFields = () => {
  const section = useWatch({ name: 'section' }) as string | undefined;
  const isStep = section === 'steps';
  return (
    <>
      {isStep && (
        <FormRow>
          <TextInput source="badge" label="Badge (e.g. Free)" validate={maxLength(GUIDE_LIMITS.badge)} />
          <TextInput source="time" label="Estimated time (e.g. 1-2 days)" validate={maxLength(GUIDE_LIMITS.time)} />
        </FormRow>
      )}
      <TranslationInputs fields={isStep ? STEP_FIELDS : TEXT_FIELDS} />
    </>
  );
};

export const GuideEntryForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm {...props} sx={{ maxWidth: 900 }}>
    <FormRow>
      <SelectInput source="section" label="Section" choices={SECTION_CHOICES} validate={required()} />
      <NumberInput
        source="position"
        label="Position in its section"
        helperText="Smallest first"
        validate={[wholeNumber, minValue(0), maxValue(GUIDE_LIMITS.position)]}
      />
    </FormRow>
    <TextInput source="title" label="Title or question" validate={[required(), maxLength(GUIDE_LIMITS.title)]} fullWidth />
    <TextInput source="body" label="Text or answer" multiline minRows={3} validate={[required(), maxLength(GUIDE_LIMITS.body)]} fullWidth />
    <SectionFields />
  </SimpleForm>
);
