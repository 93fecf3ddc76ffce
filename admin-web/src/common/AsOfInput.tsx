import { required, TextInput } from 'react-admin';

/** Today in UTC (YYYY-MM-DD): the API's "now" for the date a figure is of. */
export const today = (): string => new Date().toISOString().slice(0, 10);

export const notInFuture = (value: unknown): string | undefined =>
  typeof value === 'string' && value > today() ? 'Date cannot be in the future' : undefined;

/** The date a figure (a rate, a fare…) is of, `asOf`: required, not in the future. */
export const AsOfInput = ({ label }: { label: string }) => (
  <TextInput
    source="asOf"
    label={label}
    type="date"
    validate={[required(), notInFuture]}
    slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
  />
);
