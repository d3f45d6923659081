import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useFormField } from '../lib/forms.ts';

export type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>, Out = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'inputRef' | 'defaultValue'
> & { control: Control<T, unknown, Out>; name: N };

/** A TextField bound to a form field: its error's text replaces the helper text. */
export function FormTextField<T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  helperText,
  onBlur,
  ...props
}: FormTextFieldProps<T, N, Out>) {
  const field = useFormField({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={(e) => {
        field.onBlur();
        onBlur?.(e);
      }}
      inputRef={field.inputRef}
      error={Boolean(field.error)}
      helperText={field.error ?? helperText}
    />
  );
}
