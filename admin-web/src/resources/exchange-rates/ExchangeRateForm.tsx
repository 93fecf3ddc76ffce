import { maxLength, maxValue, NumberInput, required, SelectInput, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { CURRENCY_LIMITS } from '@medtour/contracts';
import { AsOfInput } from '../../common/AsOfInput';
import { FormRow } from '../../common/FormLayout';
import { CURRENCY_CHOICES } from './currencies';

const positive = (value: unknown) => (typeof value === 'number' && value <= 0 ? 'Rate must be more than 0' : undefined);

/** A currency's rate on a date: units of it for one US dollar (the patient site shows prices with the newest). */
export const ExchangeRateForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm {...props} sx={{ maxWidth: 700 }}>
    <FormRow>
      <SelectInput source="currency" label="Currency" choices={CURRENCY_CHOICES} validate={required()} />
      <NumberInput
        source="rate"
        label="Rate (per US$1)"
        helperText="Units of the currency for one US dollar, e.g. 1550 for the naira"
        validate={[required(), positive, maxValue(CURRENCY_LIMITS.maxRate)]}
      />
      <AsOfInput label="Date of the rate" />
    </FormRow>
    <TextInput
      source="source"
      label="Source"
      helperText="Where the rate comes from, e.g. Central Bank of Nigeria"
      validate={maxLength(CURRENCY_LIMITS.maxSourceLength)}
      fullWidth
    />
  </SimpleForm>
);
