import {
  AutocompleteInput,
  BooleanInput,
  email,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  regex,
  required,
  SimpleForm,
  TextInput,
  type SimpleFormProps,
} from 'react-admin';
import { FormHeading, FormRow, wholeNumber } from '../../common/FormLayout';
import { cleanLines, LinesInput } from '../../common/LinesInput';
import { type TranslatedField, TranslationInputs } from '../../common/Translations';
import type { HospitalRecord } from '@medtour/contracts';
import { cleanOfferings, HospitalOfferings } from './HospitalOfferings';

const validateName = [required(), maxLength(200)];
const validateCity = [required(), maxLength(100)];
const validatePhone = regex(/^[+()0-9 .-]{5,40}$/, 'Please enter a valid phone number');
const validateWebsite = regex(/^https?:\/\/\S+$/i, 'Website must be an http(s) URL');
const validateCount = [minValue(0), wholeNumber];
const validateYear = [minValue(1800), maxValue(2100)];

/** Spec §5: empty bed capacity and staff count are stored as null. */
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** Trims the list inputs and sends empty numbers as null before saving. */
export const hospitalTransform = (data: Partial<HospitalRecord>): Partial<HospitalRecord> => ({
  ...data,
  accreditations: cleanLines(data.accreditations),
  languages: cleanLines(data.languages),
  features: cleanLines(data.features),
  bedCapacity: emptyToNull(data.bedCapacity) as number | null,
  staffCount: emptyToNull(data.staffCount) as number | null,
  doctorCount: emptyToNull(data.doctorCount) as number | null,
  establishedYear: emptyToNull(data.establishedYear) as number | null,
  rating: emptyToNull(data.rating) as number | null,
  successRatePercentage: emptyToNull(data.successRatePercentage) as number | null,
  ...cleanOfferings(data),
});

/** The hospital fields (Add Hospital and edit); server field errors show on these inputs. */
/** The profile's texts patients read in their language (its name, address and accreditations stay as they are). */
const TRANSLATED_FIELDS: TranslatedField[] = [
  { source: 'description', label: 'Description', multiline: true },
  { source: 'features', label: 'Features', list: true },
  { source: 'languages', label: 'Languages', list: true },
];

export const HospitalForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm {...props} sx={{ maxWidth: 900 }}>
    <FormHeading>Hospital</FormHeading>
    <TextInput source="name" label="Name" validate={validateName} fullWidth />
    <FormRow>
      <TextInput source="city" label="City" validate={validateCity} />
      <ReferenceInput source="countryId" reference="countries" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <AutocompleteInput label="Country" optionText="name" validate={required()} filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
    </FormRow>
    <TextInput source="address" label="Address" fullWidth />
    <TextInput source="description" label="Description" multiline minRows={3} fullWidth />

    <FormHeading>Contact</FormHeading>
    <FormRow>
      <TextInput source="phone" label="Phone" validate={validatePhone} />
      <TextInput source="email" label="Email" type="email" validate={email()} />
    </FormRow>
    <TextInput source="website" label="Website" validate={validateWebsite} helperText="e.g. https://example-hospital.my" fullWidth />

    <FormHeading>Size and history</FormHeading>
    <FormRow>
      <NumberInput source="bedCapacity" label="Bed capacity" validate={validateCount} helperText="Leave empty if unknown" />
      <NumberInput source="staffCount" label="Staff count" validate={validateCount} helperText="Leave empty if unknown" />
    </FormRow>
    <FormRow>
      <NumberInput source="doctorCount" label="Doctor count" validate={validateCount} />
      <NumberInput source="establishedYear" label="Established year" validate={validateYear} />
    </FormRow>

    <FormHeading>Profile</FormHeading>
    <LinesInput source="accreditations" label="Accreditations" fullWidth />
    <LinesInput source="languages" label="Languages" fullWidth />
    <LinesInput source="features" label="Features" fullWidth />

    <HospitalOfferings />

    <FormHeading>Listing</FormHeading>
    <FormRow>
      <BooleanInput source="isActive" label="Active" />
      <BooleanInput source="featured" label="Featured" helperText="On the home page while active: it shows four at most" />
    </FormRow>
    <TranslationInputs fields={TRANSLATED_FIELDS} />
  </SimpleForm>
);
