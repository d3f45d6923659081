// The sign-in fields, written once for every screen that asks for them (login, sign-up, reset,
// profile, user management): e-mail, password, the e-mailed code, a new password and its
// confirmation. Plain controlled inputs: a form binds them with lib/forms.ts `useFormField`,
// /login with its own state. Light on purpose (no TextField, no icons): /login loads them.
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { CODE_LENGTH } from '@tessera/domain';
import { type CSSProperties, type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';

/** What binds a field to its value: a form's `useFormField`, or a screen's own state. */
export interface FieldBinding {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The error's text: it replaces the helper text and marks the field invalid. */
  error?: string | null | undefined;
}

export interface SignInFieldProps extends FieldBinding {
  id: string;
  label: string;
  /** Shown while there is no error; ' ' keeps the room for one. */
  helperText?: string;
  /** Marks the field invalid when the reason is told elsewhere. */
  invalid?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  disabled?: boolean;
}

interface InputFieldProps extends SignInFieldProps {
  type?: string;
  inputMode?: 'email' | 'numeric' | 'text';
  inputProps?: Record<string, string | number | boolean | CSSProperties>;
  endAdornment?: ReactNode;
}

/** A labelled outlined input with its helper or error text, as MUI's TextField draws it. */
function InputField(p: InputFieldProps) {
  const helper = p.error || p.helperText;
  const helperId = helper ? `${p.id}-helper-text` : undefined;
  return (
    <FormControl
      fullWidth
      error={Boolean(p.error) || p.invalid}
      required={p.required}
      disabled={p.disabled}
    >
      <InputLabel htmlFor={p.id} id={`${p.id}-label`}>
        {p.label}
      </InputLabel>
      <OutlinedInput
        id={p.id}
        name={p.name}
        label={p.label}
        type={p.type ?? 'text'}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        onBlur={p.onBlur}
        inputRef={p.inputRef}
        autoComplete={p.autoComplete}
        autoFocus={p.autoFocus}
        inputProps={{ inputMode: p.inputMode, ...p.inputProps, 'aria-describedby': helperId }}
        endAdornment={p.endAdornment}
      />
      {helper && (
        <FormHelperText id={helperId} role={p.error ? 'alert' : undefined}>
          {helper}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** An e-mail: the e-mail keypad, no capitals, the browser's saved addresses. */
export function EmailField({ autoComplete = 'email', ...p }: SignInFieldProps) {
  return (
    <InputField
      {...p}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      inputProps={{ autoCapitalize: 'none' }}
    />
  );
}

export interface PasswordFieldProps extends SignInFieldProps {
  /** Shows the typed password; with onReveal, a "show"/"hide" button switches it. */
  revealed?: boolean;
  onReveal?(): void;
}

/** A password, with a show/hide word (not an eye icon: clearer, and no icon code on /login). */
export function PasswordField({
  revealed = false,
  onReveal,
  autoComplete = 'current-password',
  ...p
}: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <InputField
      {...p}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      endAdornment={
        onReveal && (
          <Button
            size="small"
            onClick={onReveal}
            aria-label={t(revealed ? 'login.hidePassword' : 'login.showPassword')}
            aria-pressed={revealed}
            sx={{ minWidth: 0, ml: 1, flexShrink: 0 }}
          >
            {t(revealed ? 'login.hide' : 'login.show')}
          </Button>
        )
      }
    />
  );
}

/** Keeps only digits, at most CODE_LENGTH of them (a pasted "123 456" still fits). */
export function codeDigits(value: string) {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** The e-mailed code: numeric keypad, one-time-code autofill, spaced digits. */
export function CodeField({ helperText = ' ', onChange, ...p }: SignInFieldProps) {
  return (
    <InputField
      {...p}
      helperText={helperText}
      onChange={(value) => onChange(codeDigits(value))}
      autoComplete="one-time-code"
      inputMode="numeric"
      inputProps={{
        pattern: '[0-9]*',
        maxLength: CODE_LENGTH,
        style: { letterSpacing: '0.5em', fontSize: '1.4rem', textAlign: 'center' },
      }}
    />
  );
}

export interface NewPasswordFieldsProps {
  /** The ids of the two inputs are `${id}-password` and `${id}-confirm`. */
  id: string;
  password: FieldBinding;
  confirm: FieldBinding;
  labels: { password: string; confirm: string };
  /** Under the password while it has no error (the rules, say). */
  helperText?: string;
  required?: boolean;
  /** A show/hide switch on the password that shows both. */
  revealable?: boolean;
}

/** A new password and its confirmation. */
export function NewPasswordFields(p: NewPasswordFieldsProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <>
      <PasswordField
        {...p.password}
        id={`${p.id}-password`}
        label={p.labels.password}
        autoComplete="new-password"
        required={p.required}
        helperText={p.helperText}
        revealed={revealed}
        onReveal={p.revealable ? () => setRevealed((v) => !v) : undefined}
      />
      <PasswordField
        {...p.confirm}
        id={`${p.id}-confirm`}
        label={p.labels.confirm}
        autoComplete="new-password"
        required={p.required}
        helperText=" "
        revealed={revealed}
      />
    </>
  );
}
