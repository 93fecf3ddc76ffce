import { Box, Typography } from '@mui/material';
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
import { cleanLines, LinesInput } from '../../common/LinesInput';
import type { HospitalRecord } from '../../types';

const validateName = [required(), maxLength(200)];
const validateCity = [required(), maxLength(100)];
const validatePhone = regex(/^[+()0-9 .-]{5,40}$/, 'Please enter a valid phone number');
const validateWebsite = regex(/^https?:\/\/\S+$/i, 'Website must be an http(s) URL');
const validateCount = [minValue(0), (value: unknown) => (value == null || Number.isInteger(value) ? undefined : 'Must be a whole number')];
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
});

const Heading = ({ children }: { children: string }) => (
  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
    {children}
  </Typography>
);

const Row = ({ children }: { children: React.ReactNode }) => (
  <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
    {children}
  </Box>
);

/** The hospital fields (Add Hospital and edit); server field errors show on these inputs. */
export const HospitalForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm {...props} sx={{ maxWidth: 900 }}>
    <Heading>Hospital</Heading>
    <TextInput source="name" label="Name" validate={validateName} fullWidth />
    <Row>
      <TextInput source="city" label="City" validate={validateCity} />
      <ReferenceInput source="countryId" reference="countries" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <AutocompleteInput label="Country" optionText="name" validate={required()} filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
    </Row>
    <TextInput source="address" label="Address" fullWidth />
    <TextInput source="description" label="Description" multiline minRows={3} fullWidth />

    <Heading>Contact</Heading>
    <Row>
      <TextInput source="phone" label="Phone" validate={validatePhone} />
      <TextInput source="email" label="Email" type="email" validate={email()} />
    </Row>
    <TextInput source="website" label="Website" validate={validateWebsite} helperText="e.g. https://example-hospital.my" fullWidth />

    <Heading>Size and history</Heading>
    <Row>
      <NumberInput source="bedCapacity" label="Bed capacity" validate={validateCount} helperText="Leave empty if unknown" />
      <NumberInput source="staffCount" label="Staff count" validate={validateCount} helperText="Leave empty if unknown" />
    </Row>
    <Row>
      <NumberInput source="doctorCount" label="Doctor count" validate={validateCount} />
      <NumberInput source="establishedYear" label="Established year" validate={validateYear} />
    </Row>

    <Heading>Profile</Heading>
    <LinesInput source="accreditations" label="Accreditations" fullWidth />
    <LinesInput source="languages" label="Languages" fullWidth />
    <LinesInput source="features" label="Features" fullWidth />

    <Heading>Listing</Heading>
    <Row>
      <BooleanInput source="isActive" label="Active" />
      <BooleanInput source="featured" label="Featured" />
    </Row>
  </SimpleForm>
);
