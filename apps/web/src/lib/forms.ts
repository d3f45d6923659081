// Forms: react-hook-form with a zod resolver, fed by the domain's contracts. A check's failure
// is a translation key (with its values), translated where the error shows, so the message
// follows the language. The schemas of the sign-in fields (e-mail, code, new password and its
// confirmation) are here once; their inputs are components/SignInFields.tsx.
// Not loaded by /login, which keeps its two fields without a form library.
import { zodResolver } from '@hookform/resolvers/zod';
import { CODE_LENGTH, code, email, password } from '@tessera/domain';
import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  type UseFormProps,
  useController,
  useForm,
} from 'react-hook-form';
import type { core } from 'zod';
import { z } from 'zod';
import { type MessageKey, type TFunction, useTranslation } from './i18n.ts';

type Vars = Record<string, string | number>;
const SEPARATOR = '|';

/** A form error: the translation key, and its values if any. */
export function message(key: MessageKey, vars?: Vars): string {
  return vars ? `${key}${SEPARATOR}${JSON.stringify(vars)}` : key;
}

/** Server refusals carry their own text: set them with this type. */
export const SERVER = 'server';

/** The text of a field's error, in the current language. */
export function errorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === SERVER) return error.message;
  const at = error.message.indexOf(SEPARATOR);
  // Written by message(): a key, typed when it was written.
  if (at < 0) return t(error.message as MessageKey);
  const vars = JSON.parse(error.message.slice(at + 1)) as Vars;
  return t(error.message.slice(0, at) as MessageKey, vars);
}

/**
 * The message of a failed check whose schema did not word it: empty is "required", too long
 * says the maximum, a malformed e-mail says so. A schema's own message (a key) comes first.
 */
export function issueMessage(issue: core.$ZodRawIssue): string {
  if (issue.code === 'too_small' && Number(issue.minimum) <= 1)
    return message('validation.required');
  if (issue.code === 'too_small')
    return message('validation.tooShort', { min: Number(issue.minimum) });
  if (issue.code === 'too_big')
    return message('validation.tooLong', { max: Number(issue.maximum) });
  if (issue.code === 'invalid_format' && issue.format === 'email')
    return message('validation.email');
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
    return message('validation.required');
  }
  return message('validation.invalid');
}

/** useForm with the zod resolver and the translated messages. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(schema, { error: (issue) => issueMessage(issue as core.$ZodRawIssue) }),
  });
}

/**
 * The props of a field component (SignInFields, text fields) bound to a form field: value,
 * change, blur, ref and the error's text.
 */
export function useFormField<T extends FieldValues, N extends FieldPath<T>, Out = T>(
  props: UseControllerProps<T, N, Out>,
) {
  const { t } = useTranslation();
  const { field, fieldState } = useController(props);
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: errorText(t, fieldState.error),
  };
}

/** True when a value passes a domain contract; for a check worded by the form. */
export const passes = (schema: z.ZodType) => (value: unknown) => schema.safeParse(value).success;

// The sign-in fields, on the domain's contracts (accounts.ts): e-mail, code, password.

/**
 * A login e-mail, trimmed and lower-cased as the server takes it. The words of its two problems
 * default to the sign-in screens'; the signed-in forms word them as they always have.
 */
export function emailField({
  required = 'validation.emailRequired',
  invalid = 'validation.email',
}: {
  required?: MessageKey;
  invalid?: MessageKey;
} = {}) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { message: message(required), abort: true })
    .refine(passes(email), message(invalid));
}

export const emailInput = emailField();

/** An e-mailed code of CODE_LENGTH digits. */
export const codeInput = z
  .string()
  .refine(passes(code), message('validation.codeLength', { n: CODE_LENGTH }));

/** A new password: the domain's length limits, worded for the user. */
export function passwordField({
  required = 'validation.passwordRequired',
}: {
  required?: MessageKey;
} = {}) {
  const min = password.minLength ?? 8;
  return z
    .string()
    .min(1, { message: message(required), abort: true })
    .min(min, message('validation.passwordShort', { min }))
    .max(password.maxLength ?? 200, message('validation.passwordLong'));
}

export const passwordInput = passwordField();

/** Empty, or else what `schema` says of it (a password left blank to keep it, say). */
export function blankOr(schema: z.ZodType<string, string>) {
  return z.string().superRefine((value, ctx) => {
    if (!value) return;
    for (const issue of schema.safeParse(value).error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message });
    }
  });
}

/** A new password and its confirmation; a mismatch shows under the confirmation. */
export const newPasswordInputs = { password: passwordInput, confirmPassword: z.string() };

/** The check of newPasswordInputs, for the object that holds them. */
export function passwordsMatch(
  v: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
) {
  // Only once the password itself is right: one problem at a time.
  if (passwordInput.safeParse(v.password).success && v.confirmPassword !== v.password) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: message('validation.passwordMismatch'),
    });
  }
}
