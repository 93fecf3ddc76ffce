import { TextInput, type TextInputProps } from 'react-admin';

// A text array edited as one entry per line. The lines are kept as typed (so that a new, still
// empty line can be typed); `cleanLines` trims them and drops empty ones before saving.
const format = (value: unknown): string => (Array.isArray(value) ? value.join('\n') : '');
const parse = (text: string): string[] => (text === '' ? [] : text.split('\n'));

export const cleanLines = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((line) => String(line).trim()).filter(Boolean) : [];

/** A multiline input for a list of short texts (accreditations, languages, procedures…). */
export const LinesInput = (props: Omit<TextInputProps, 'format' | 'parse' | 'multiline'>) => (
  <TextInput multiline minRows={2} helperText="One per line" {...props} format={format} parse={parse} />
);
