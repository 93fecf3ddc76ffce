import { TextInput, type TextInputProps } from 'react-admin';
import { commaText } from './commaList';

// The form holds the text as typed (a list only when it comes from the record); the resource's
// transform reads it into the list with `codesOf` or `daysOf` (common/commaList.ts).
const keepText = (text: string): string => text;

/** A one-line input for a short list: country codes, days. */
export const CommaListInput = ({ parse = keepText, ...props }: Omit<TextInputProps, 'format' | 'multiline'>) => (
  <TextInput helperText="Separated by commas" {...props} format={commaText} parse={parse} />
);
