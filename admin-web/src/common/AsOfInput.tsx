import { required, TextInput } from 'react-admin';
import { utcDay } from '@medtour/contracts';

export const notInFuture = (value: unknown): string | undefined =>
  typeof value === 'string' && value > utcDay() ? 'Date cannot be in the future' : undefined;

/** The date a figure (a rate, a fare…) is of, `asOf`: required, not in the future. */
export const AsOfInput = ({ label }: { label: string }) => (
  <TextInput
    source="asOf"
    label={label}
    type="date"
    validate={[required(), notInFuture]}
    slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: utcDay() } }}
  />
);
