import {
  AddItemButton,
  ArrayInput,
  AutocompleteInput,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SimpleFormIterator,
  TextInput,
  maxLength,
} from 'react-admin';
import { FormHeading, FormRow, wholeNumber } from '../../common/FormLayout';
import type { HospitalRecord, HospitalTreatmentOffer } from '@medtour/contracts';

const validatePercentage = [minValue(0, 'Success rate must be between 0 and 100'), maxValue(100, 'Success rate must be between 0 and 100')];
const validateRating = [minValue(0, 'Rating must be between 0 and 5'), maxValue(5, 'Rating must be between 0 and 5')];
const validateYears = [minValue(0), maxValue(200), wholeNumber];
const validateCost = [minValue(0, 'Cost cannot be negative'), wholeNumber];

/** The maximum cost of a treatment row is not below its minimum (the server checks the same). */
const notBelowMinimum = (value: unknown, values: Partial<HospitalRecord>, props: { finalSource?: string }) => {
  const index = Number(/^treatments\.(\d+)\./.exec(props.finalSource ?? '')?.[1]);
  const minimum = values.treatments?.[index]?.minCostUsd;
  return typeof value === 'number' && typeof minimum === 'number' && value < minimum
    ? 'Maximum cost must be at least the minimum cost'
    : undefined;
};

/** An empty number input is null (or 0 for a count); react-admin leaves '' or undefined. */
const numberOrNull = (value: unknown): number | null => (value === '' || value === undefined || value === null ? null : Number(value));

/** Offerings as the API takes them: empty numbers as null, an empty case count as 0. */
export const cleanOfferings = (data: Partial<HospitalRecord>): Pick<HospitalRecord, 'specializations' | 'treatments'> => ({
  specializations: (data.specializations ?? []).map((s) => ({
    specializationId: s.specializationId,
    experienceYears: numberOrNull(s.experienceYears),
    successRatePercentage: numberOrNull(s.successRatePercentage),
  })),
  treatments: (data.treatments ?? []).map((t): HospitalTreatmentOffer => ({
    treatmentId: t.treatmentId,
    minCostUsd: numberOrNull(t.minCostUsd),
    maxCostUsd: numberOrNull(t.maxCostUsd),
    casesCompleted: numberOrNull(t.casesCompleted) ?? 0,
    averageSuccessRate: numberOrNull(t.averageSuccessRate),
  })),
});

/**
 * What the hospital offers (real-product: specialties with experience and success rates,
 * treatments at its own prices, its rating and where the rating comes from). Search, treatment
 * pages, recommendations and bookings read these.
 */
export const HospitalOfferings = () => (
  <>
    <FormHeading>Rating</FormHeading>
    <FormRow columns={3}>
      <NumberInput source="rating" label="Rating (0–5)" step={0.1} validate={validateRating} />
      <TextInput source="ratingSource" label="Rating source" validate={maxLength(200)} helperText="e.g. Google reviews, March 2026" />
      <NumberInput source="successRatePercentage" label="Overall success rate (%)" validate={validatePercentage} />
    </FormRow>

    <FormHeading>Specialties</FormHeading>
    <ArrayInput source="specializations" label={false}>
      <SimpleFormIterator inline disableReordering addButton={<AddItemButton label="Add specialty" />}>
        <ReferenceInput source="specializationId" reference="specializations" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
          <AutocompleteInput
            label="Specialty"
            optionText="name"
            validate={required()}
            filterToQuery={(q: string) => ({ q })}
            sx={{ minWidth: 260 }}
          />
        </ReferenceInput>
        <NumberInput source="experienceYears" label="Experience (years)" validate={validateYears} />
        <NumberInput source="successRatePercentage" label="Success rate (%)" validate={validatePercentage} />
      </SimpleFormIterator>
    </ArrayInput>

    <FormHeading>Treatments and prices</FormHeading>
    <ArrayInput source="treatments" label={false}>
      <SimpleFormIterator inline disableReordering addButton={<AddItemButton label="Add treatment" />}>
        <ReferenceInput source="treatmentId" reference="treatments" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
          <AutocompleteInput
            label="Treatment"
            optionText="name"
            validate={required()}
            filterToQuery={(q: string) => ({ q })}
            sx={{ minWidth: 260 }}
          />
        </ReferenceInput>
        <NumberInput source="minCostUsd" label="Min cost (USD)" validate={validateCost} />
        <NumberInput source="maxCostUsd" label="Max cost (USD)" validate={[...validateCost, notBelowMinimum]} />
        <NumberInput source="casesCompleted" label="Cases completed" validate={[minValue(0), wholeNumber]} />
        <NumberInput source="averageSuccessRate" label="Success rate (%)" validate={validatePercentage} />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);
