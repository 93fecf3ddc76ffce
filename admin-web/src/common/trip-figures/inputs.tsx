import {
  maxLength,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetList,
  useRecordContext,
  type SelectInputProps,
  type Validator,
} from 'react-admin';
import type { ReactNode } from 'react';
import { type CountryRecord, TRIP_COST_LIMITS } from '@medtour/contracts';
import { AsOfInput } from '../AsOfInput';
import { FormRow } from '../FormLayout';
import {
  COUNTRY_FIELDS,
  type CountryField,
  destinationChoices,
  HOME_COUNTRY_CHOICES,
  rangeLabels,
  rangeProblem,
  wholeUsdProblem,
} from './figures';

/** The countries marked destinations (Countries), by name: what a figure can be of. */
export function useDestinationCountries(): { countries: CountryRecord[]; isPending: boolean } {
  const { data, isPending } = useGetList<CountryRecord>('countries', {
    filter: { isDestination: true },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  });
  return { countries: data ?? [], isPending };
}

/** A destination country, saved as its code (a form's input, or a list's filter). */
export const DestinationInput = (props: Omit<SelectInputProps, 'choices'>) => {
  const { countries, isPending } = useDestinationCountries();
  const record = useRecordContext<{ destination?: string }>();
  return <SelectInput label="Destination" {...props} choices={destinationChoices(countries, record?.destination)} isPending={isPending} />;
};

/** A home country (or a nationality) of contracts' list. */
export const HomeCountryInput = ({ source, ...props }: Omit<SelectInputProps, 'choices' | 'source'> & { source: CountryField }) => (
  <SelectInput source={source} label={COUNTRY_FIELDS[source]} {...props} choices={HOME_COUNTRY_CHOICES} />
);

interface UsdInputProps {
  source: string;
  /** As the API's messages name it ("Lowest fare"); the input adds "(US$)". */
  label: string;
  /** 0: free allowed (a visa), 1: more than 0. */
  min?: 0 | 1;
  max: number;
  helperText?: string;
  /** Checks beside the amount's own. */
  also?: Validator[];
}

/** Whole US dollars per person, from `min` up to `max`. */
export const UsdInput = ({ source, label, min = 1, max, helperText, also = [] }: UsdInputProps) => (
  <NumberInput
    source={source}
    label={`${label} (US$)`}
    helperText={helperText}
    // No min/max/step attributes: the browser would refuse the submit with its own bubble, before these messages.
    validate={[required(), (value: unknown) => wholeUsdProblem(label, value, { min, max }), ...also]}
  />
);

/**
 * A lowest and highest amount of `noun` ("fare": Lowest fare, Highest fare); a highest below the
 * lowest is told on the highest field, in the API's words.
 */
export const UsdRangeInputs = ({ noun, sources: [low, high], max }: { noun: string; sources: [string, string]; max: number }) => {
  const { lowest, highest, message } = rangeLabels(noun);
  const atLeastLowest: Validator = (value: unknown, values: Record<string, unknown>) => rangeProblem(values[low], value, message);
  return (
    <FormRow>
      <UsdInput source={low} label={lowest} max={max} />
      <UsdInput source={high} label={highest} max={max} also={[atLeastLowest]} />
    </FormRow>
  );
};

interface FigureFormProps {
  /** The traveller's country the figure is of, if any (accommodation rates are of a destination only). */
  country?: CountryField;
  /** The Source input's hint. */
  sourceHelper: string;
  /** The figure's own inputs. */
  children: ReactNode;
}

/**
 * The form of one figure: the countries it is of, its own inputs, then its date (not in the future)
 * and where it comes from. Server field errors (a second row for the same countries, on Destination)
 * show on these inputs: Edit is pessimistic, Create always is.
 */
export const FigureForm = ({ country, sourceHelper, children }: FigureFormProps) => (
  <SimpleForm sx={{ maxWidth: 700 }}>
    <FormRow>
      {country ? <HomeCountryInput source={country} validate={required()} /> : null}
      <DestinationInput source="destination" validate={required()} />
    </FormRow>
    {children}
    <FormRow>
      <AsOfInput label="Date of the figure" />
    </FormRow>
    <TextInput
      source="source"
      label="Source"
      helperText={sourceHelper}
      validate={maxLength(TRIP_COST_LIMITS.maxSourceLength, `Source must be at most ${TRIP_COST_LIMITS.maxSourceLength} characters`)}
      fullWidth
    />
  </SimpleForm>
);
