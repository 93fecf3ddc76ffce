import {
  BooleanInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  regex,
  required,
  SimpleForm,
  TextInput,
  type SimpleFormProps,
} from 'react-admin';
import { TRIP_LIMITS } from '@medtour/contracts';
import { CommaListInput } from '../../common/CommaListInput';
import { codesOf, codesProblem, daysOf, daysProblem } from '../../common/commaList';
import { FormHeading, FormRow } from '../../common/FormLayout';
import { cleanLines, LinesInput } from '../../common/LinesInput';
import { type TranslatedField, TranslationInputs } from '../../common/Translations';

const validateName = [required(), maxLength(100)];
const validateCode = [required(), regex(/^[A-Z]{2}$/, 'Must be two uppercase letters, e.g. MY')];
const validatePercent = [minValue(0), maxValue(100)];
const validateSafety = [minValue(1), maxValue(5)];

const validateReminderDays = (value: unknown) => daysProblem(value, TRIP_LIMITS.reminderDays, 'Reminders');

const toUpperCase = (value: string) => (value ? value.toUpperCase() : value);

/** Trims the list inputs (one entry per line) and reads the comma lists (codes, days) before saving. */
export const countryTransform = <T extends Record<string, unknown>>(data: T): T => ({
  ...data,
  highlights: cleanLines(data.highlights),
  specialties: cleanLines(data.specialties),
  languages: cleanLines(data.languages),
  ...(data.visaNationalities === undefined ? {} : { visaNationalities: codesOf(data.visaNationalities) }),
  // The earliest reminder first, as they are sent.
  ...(data.reminderDays === undefined ? {} : { reminderDays: daysOf(data.reminderDays, 'desc') }),
});

/** The destination guide's texts patients read in their language; the country's name comes from its code. */
const TRANSLATED_FIELDS: TranslatedField[] = [
  { source: 'description', label: 'Description', multiline: true },
  { source: 'highlights', label: 'Highlights', list: true },
  { source: 'specialties', label: 'Specialties', list: true },
  { source: 'languages', label: 'Languages spoken', list: true },
  { source: 'flightTimeFromAfrica', label: 'Flight time from Africa' },
  { source: 'visaInfo', label: 'Visa information', multiline: true },
];

/** Shared by create and edit; server field errors (`body.errors`) show on these inputs. */
export const CountryForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm {...props} sx={{ maxWidth: 900 }}>
    <FormRow>
      <TextInput source="name" label="Name" validate={validateName} />
      <TextInput source="code" label="Code" validate={validateCode} parse={toUpperCase} helperText="ISO 3166-1 alpha-2, e.g. MY" />
    </FormRow>
    <BooleanInput source="isDestination" label="Destination" defaultValue={false} />

    <FormHeading>Destination guide</FormHeading>
    <FormRow>
      <TextInput source="flag" label="Flag" helperText="An emoji flag, e.g. 🇲🇾" validate={maxLength(16)} />
      <TextInput source="capital" label="Capital" validate={maxLength(100)} />
    </FormRow>
    <TextInput source="description" label="Description" multiline minRows={3} validate={maxLength(5000)} fullWidth />
    <LinesInput source="highlights" label="Highlights" fullWidth />
    <LinesInput source="specialties" label="Specialties" fullWidth />
    <LinesInput source="languages" label="Languages spoken" fullWidth />
    <FormRow>
      <NumberInput source="avgCostSavingMinPct" label="Cost saving from (%)" validate={validatePercent} />
      <NumberInput source="avgCostSavingMaxPct" label="Cost saving to (%)" validate={validatePercent} />
    </FormRow>
    <FormRow>
      <TextInput source="flightTimeFromAfrica" label="Flight time from Africa" validate={maxLength(100)} />
      <NumberInput source="safetyRating" label="Safety rating (1-5)" validate={validateSafety} />
    </FormRow>
    <TextInput source="visaInfo" label="Visa information" multiline minRows={2} validate={maxLength(2000)} fullWidth />
    <FormHeading>Trip plans</FormHeading>
    <FormRow>
      <CommaListInput
        source="visaNationalities"
        label="Nationalities that need a visa"
        helperText="ISO two-letter codes separated by commas, e.g. NG, KE; empty: nobody needs one"
        validate={codesProblem}
        parse={toUpperCase}
      />
      <CommaListInput
        source="reminderDays"
        label="Reminders (days before arrival)"
        helperText="Days separated by commas, e.g. 21, 10, 3: the patient is reminded of what is still missing"
        validate={validateReminderDays}
      />
    </FormRow>
    <TranslationInputs fields={TRANSLATED_FIELDS} />
  </SimpleForm>
);
