import {
  BooleanInput,
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
import { FormRow, wholeNumber } from '../../common/FormLayout';
import { cleanLines, LinesInput } from '../../common/LinesInput';
import { type TranslatedField, TranslationInputs } from '../../common/Translations';
import type { TreatmentRecord } from '@medtour/contracts';
import { CATEGORY_CHOICES, EVIDENCE_CHOICES, TYPE_CHOICES } from './choices';

/** What patients read in their language (see common/Translations.tsx). */
const TRANSLATED_FIELDS: TranslatedField[] = [
  { source: 'name', label: 'Name' },
  { source: 'description', label: 'Description', multiline: true },
  { source: 'procedures', label: 'Procedures', list: true },
  { source: 'benefits', label: 'Benefits', list: true },
];

const validateDays = [minValue(0), maxValue(3650), wholeNumber];
const validateCost = [minValue(0), maxValue(10_000_000), wholeNumber];
const validateRate = [minValue(0), maxValue(100)];

/** The range fields must not cross (a minimum above its maximum). */
const validateForm = (values: Partial<TreatmentRecord>) => {
  const errors: Record<string, string> = {};
  const crossed = (min: number | null | undefined, max: number | null | undefined) => min != null && max != null && min > max;
  if (crossed(values.minDurationDays, values.maxDurationDays)) errors.maxDurationDays = 'Must be at least the minimum';
  if (crossed(values.minCostUsd, values.maxCostUsd)) errors.maxCostUsd = 'Must be at least the minimum';
  return errors;
};

export const treatmentTransform = (data: Partial<TreatmentRecord>): Partial<TreatmentRecord> => ({
  ...data,
  procedures: cleanLines(data.procedures),
  benefits: cleanLines(data.benefits),
});

export const TreatmentForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm validate={validateForm} {...props} sx={{ maxWidth: 900 }}>
    <TextInput source="name" label="Name" validate={[required(), maxLength(150)]} fullWidth />
    <FormRow columns={3}>
      <SelectInput source="category" label="Category" choices={CATEGORY_CHOICES} validate={required()} />
      <SelectInput source="type" label="Type" choices={TYPE_CHOICES} validate={required()} />
      <SelectInput source="evidenceLevel" label="Evidence level" choices={EVIDENCE_CHOICES} validate={required()} />
    </FormRow>
    <TextInput source="description" label="Description" multiline minRows={3} validate={[required(), maxLength(5000)]} fullWidth />
    <LinesInput source="procedures" label="Procedures" fullWidth />
    <LinesInput source="benefits" label="Benefits" fullWidth />
    <FormRow>
      <NumberInput source="minDurationDays" label="Minimum duration (days)" validate={validateDays} />
      <NumberInput source="maxDurationDays" label="Maximum duration (days)" validate={validateDays} />
    </FormRow>
    <FormRow columns={3}>
      <NumberInput source="minCostUsd" label="Minimum cost (USD)" validate={validateCost} />
      <NumberInput source="maxCostUsd" label="Maximum cost (USD)" validate={validateCost} />
      <NumberInput source="successRatePercentage" label="Success rate (%)" validate={validateRate} />
    </FormRow>
    <BooleanInput source="isActive" label="Active" />
    <TranslationInputs fields={TRANSLATED_FIELDS} />
  </SimpleForm>
);
