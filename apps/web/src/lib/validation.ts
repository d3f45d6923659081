// Form checks shared by the account screens; each screen words the messages itself.
import { CODE_LENGTH } from '@tessera/domain';

/** The shape the server accepts (SPEC: login trims the username; e-mails are lower case). */
export function normalizeEmail(value: string) {
  return value.trim().toLowerCase();
}

export function isEmail(value: string) {
  const v = normalizeEmail(value);
  return v.length <= 180 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
}

/** Keeps only digits, at most CODE_LENGTH of them (a pasted "123 456" still fits). */
export function codeDigits(value: string) {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export function isCode(value: string) {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value);
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export type PasswordProblem = 'required' | 'short' | 'long' | 'mismatch';

/** The first problem of a new password and its confirmation, or null. */
export function passwordProblem(password: string, confirm: string): PasswordProblem | null {
  if (!password) return 'required';
  if (password.length < PASSWORD_MIN) return 'short';
  if (password.length > PASSWORD_MAX) return 'long';
  if (password !== confirm) return 'mismatch';
  return null;
}
