// The server's refusals of an e-mailed code, worded the same on every screen that asks for one
// (the sign-up code step, the password reset code step): a wrong code, an expired one (SPEC §8
// 'Codice scaduto'), one locked after too many tries.
import { HttpError } from './http.ts';
import type { MessageKey } from './i18n.ts';

const REFUSALS = {
  code_invalid: 'validation.codeInvalid',
  code_expired: 'validation.codeExpired',
  code_locked: 'validation.codeLocked',
} as const satisfies Record<string, MessageKey>;

/** The text of a code refusal the server names by its code; null for any other error. */
export function codeRefusalKey(err: unknown): MessageKey | null {
  if (!(err instanceof HttpError)) return null;
  return REFUSALS[err.code as keyof typeof REFUSALS] ?? null;
}
