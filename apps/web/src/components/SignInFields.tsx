// The sign-in fields, written once for every screen that asks for them (login, sign-up, reset,
// profile, user management): e-mail, password, the e-mailed code, a new password and its
// confirmation. Plain controlled inputs: a form binds them with lib/forms.ts `useFormField`,
// /login with its own state. Light on purpose (no TextField): /login loads them. Every password
// field shows its text the same way: an eye button named "Mostra password" / "Nascondi password".
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { CODE_LENGTH } from '@tessera/domain';
import { type CSSProperties, type ReactNode, type Ref, useState } from 'react';
import { regexes } from 'zod/v4/core';
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

/**
 * Whether the text is an e-mail, by the pattern the domain's `email` checks (zod's own): only the
 * pattern, as zod's code is not on /login's budget.
 */
export const isEmail = (value: string) => regexes.email.test(value.trim());

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
  /** Shows the typed password; given with onReveal, the caller holds the switch (else the field). */
  revealed?: boolean;
  onReveal?(): void;
}

/**
 * Material's Visibility and VisibilityOff icons, drawn inline: the eye costs /login no icon
 * code (its JavaScript budget), and the button is the Button /login already loads.
 */
const EYE = {
  show: 'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  hide: 'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
};

/** A password, with the eye button that shows or hides it. */
export function PasswordField({
  revealed,
  onReveal,
  autoComplete = 'current-password',
  ...p
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [own, setOwn] = useState(false);
  const shown = revealed ?? own;
  return (
    <InputField
      {...p}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      endAdornment={
        <Button
          color="inherit"
          onClick={onReveal ?? (() => setOwn((v) => !v))}
          aria-label={t(shown ? 'login.hidePassword' : 'login.showPassword')}
          aria-pressed={shown}
          disabled={p.disabled}
          sx={{
            minWidth: 0,
            width: 44,
            height: 44,
            mr: -1.5,
            p: 0,
            borderRadius: '50%',
            color: 'action.active',
            flexShrink: 0,
          }}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true">
            <path d={shown ? EYE.hide : EYE.show} />
          </svg>
        </Button>
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
}

/** A new password and its confirmation; either eye shows or hides both. */
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
        onReveal={() => setRevealed((v) => !v)}
      />
      <PasswordField
        {...p.confirm}
        id={`${p.id}-confirm`}
        label={p.labels.confirm}
        autoComplete="new-password"
        required={p.required}
        helperText=" "
        revealed={revealed}
        onReveal={() => setRevealed((v) => !v)}
      />
    </>
  );
}
