import TextField from '@mui/material/TextField';
import { CODE_LENGTH } from '@tessera/domain';
import { codeDigits } from '../lib/validation.ts';

export interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  /** Gets the digits only, at most CODE_LENGTH of them. */
  onChange(code: string): void;
  error?: string | null;
  autoFocus?: boolean;
}

/** The 6-digit e-mailed code: numeric keypad, one-time-code autofill, spaced digits. */
export function CodeField({ id, label, value, onChange, error, autoFocus }: CodeFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(codeDigits(e.target.value))}
      error={!!error}
      helperText={error ?? ' '}
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: CODE_LENGTH,
          style: { letterSpacing: '0.5em', fontSize: '1.4rem', textAlign: 'center' },
        },
        formHelperText: { role: error ? 'alert' : undefined },
      }}
      fullWidth
    />
  );
}
