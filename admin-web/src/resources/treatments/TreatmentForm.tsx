import {
  BooleanInput,
  CheckboxGroupInput,
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
import { CommaListInput } from '../../common/CommaListInput';
import { daysOf, daysProblem } from '../../common/commaList';
import { FormHeading, FormRow, wholeNumber } from '../../common/FormLayout';
import { cleanLines, LinesInput } from '../../common/LinesInput';
import { type TranslatedField, TranslationInputs } from '../../common/Translations';
import { OPTIONAL_TRIP_STEPS, TRIP_DEFAULTS, TRIP_LIMITS, type TreatmentRecord, type TreatmentTripConfig } from '@medtour/contracts';
import { OPTIONAL_STEP_NAMES } from '../trips/words';
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
// The API's messages (catalogue/dto/treatment-admin.dto.ts).
const STAY_MESSAGE = `The usual stay must be a whole number of days from ${TRIP_LIMITS.stayDays.min} to ${TRIP_LIMITS.stayDays.max}`;
const validateStay = [
  required(STAY_MESSAGE),
  minValue(TRIP_LIMITS.stayDays.min, STAY_MESSAGE),
  maxValue(TRIP_LIMITS.stayDays.max, STAY_MESSAGE),
  (value: unknown) => (value == null || Number.isInteger(value) ? undefined : STAY_MESSAGE),
];
const validateAftercareDays = (value: unknown) => daysProblem(value, TRIP_LIMITS.aftercareDays, 'Aftercare check-ins');

const TRIP_STEP_CHOICES = OPTIONAL_TRIP_STEPS.map((id) => ({ id, name: OPTIONAL_STEP_NAMES[id] }));

/** A new treatment's trip: every optional step, the usual stay and check-ins (contracts' TRIP_DEFAULTS). */
export const TRIP_CONFIG_DEFAULTS: TreatmentTripConfig = {
  tripSteps: [...TRIP_DEFAULTS.steps],
  stayDays: TRIP_DEFAULTS.stayDays,
  aftercareDays: [...TRIP_DEFAULTS.aftercareDays],
};

type TreatmentInput = Partial<TreatmentRecord> & Partial<Record<keyof TreatmentTripConfig, unknown>>;

/** The range fields must not cross (a minimum above its maximum). */
const validateForm = (values: Partial<TreatmentRecord>) => {
  const errors: Record<string, string> = {};
  const crossed = (min: number | null | undefined, max: number | null | undefined) => min != null && max != null && min > max;
  if (crossed(values.minDurationDays, values.maxDurationDays)) errors.maxDurationDays = 'Must be at least the minimum';
  if (crossed(values.minCostUsd, values.maxCostUsd)) errors.maxCostUsd = 'Must be at least the minimum';
  return errors;
};

export const treatmentTransform = (data: TreatmentInput): TreatmentInput => ({
  ...data,
  procedures: cleanLines(data.procedures),
  benefits: cleanLines(data.benefits),
  // Typed as a comma list: the days, in order.
  ...(data.aftercareDays === undefined ? {} : { aftercareDays: daysOf(data.aftercareDays) }),
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
    <FormHeading>Trip</FormHeading>
    <CheckboxGroupInput
      source="tripSteps"
      label="Trip steps"
      choices={TRIP_STEP_CHOICES}
      helperText="The steps this treatment's trip plans have besides travellers, flights, admission and discharge (a visa only where the destination asks one of the patient's nationality)"
    />
    <FormRow>
      <NumberInput
        source="stayDays"
        label="Usual stay (days)"
        helperText="From arrival to the flight home, until the patient gives their flight"
        validate={validateStay}
      />
      <CommaListInput
        source="aftercareDays"
        label="Aftercare check-ins (days after discharge)"
        helperText="Days separated by commas, e.g. 3, 14, 30, 90"
        validate={validateAftercareDays}
      />
    </FormRow>
    <TranslationInputs fields={TRANSLATED_FIELDS} />
  </SimpleForm>
);
