import { TextField } from '@mui/material';
import type { Ref } from 'react';

interface CodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Typing a recovery code (letters and a dash) rather than the 6-digit code. */
  recovery?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Codes are sent without the spaces people type or paste ("123 456"). */
export const normaliseCode = (value: string): string => value.replace(/\s+/g, '');

/** The 'Authentication code' input: numeric keypad, filled in by the browser's one-time-code autofill. */
export const CodeField = ({ id, value, onChange, disabled, recovery = false, helperText, inputRef }: CodeFieldProps) => (
  <TextField
    id={id}
    name="code"
    label="Authentication code"
    autoComplete="one-time-code"
    required
    fullWidth
    autoFocus
    value={value}
    onChange={(event) => onChange(event.target.value)}
    disabled={disabled}
    inputRef={inputRef}
    helperText={helperText}
    slotProps={{
      htmlInput: {
        inputMode: recovery ? 'text' : 'numeric',
        maxLength: 32,
        spellCheck: false,
        autoCapitalize: 'none',
        autoCorrect: 'off',
        style: { fontFamily: 'monospace', letterSpacing: '0.2em' },
      },
    }}
  />
);
